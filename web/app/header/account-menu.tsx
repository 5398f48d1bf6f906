import { Link, useLocation } from "react-router"
import type { StoredUser } from "#core/auth/stored-user.ts"
import { HoverMenu } from "../../components/ui/hover-menu.tsx"
import { UserIcon } from "../../components/ui/icons.tsx"
import { useMemberRewardsEnabled } from "../../features/rewards/member-rewards.ts"
import { useAppConfig } from "../../lib/app-config.tsx"
import { useT } from "../../lib/i18n.tsx"
import { accountLinks } from "./account-links.ts"
import styles from "./account-menu.module.css"

interface AccountMenuProps {
  readonly user: StoredUser
  readonly signingOut: boolean
  readonly onSignOut: (pathname: string) => void
}

/** 'My Account' with the member's pages and Sign Out (spec-checkout §2 'Navigation bar'). */
export function AccountMenu({ user, signingOut, onSignOut }: AccountMenuProps) {
  const t = useT()
  const { pathname } = useLocation()
  const { channel } = useAppConfig()
  const links = accountLinks({ channel, rewardsEnabled: useMemberRewardsEnabled() === true })
  return (
    <HoverMenu
      align="end"
      triggerClassName={styles.trigger}
      trigger={
        <>
          <UserIcon size={18} />
          <span>{t("account.menu.trigger")}</span>
        </>
      }
    >
      <div className={styles.who}>
        {/* An account made by SMS code has no name until the member gives one (spec-checkout §3). */}
        <span className={styles.name}>{user.name === "" ? t("account.menu.member") : user.name}</span>
        {user.email === "" ? null : <span className={styles.email}>{user.email}</span>}
      </div>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label}>
            <Link className={styles.item} to={link.to}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li className={links.length > 0 ? styles.signOutItem : undefined}>
          <button
            type="button"
            className={`${styles.item} ${styles.signOut}`}
            disabled={signingOut}
            aria-busy={signingOut}
            onClick={() => onSignOut(pathname)}
          >
            {signingOut ? t("account.menu.signingOut") : t("account.menu.signOut")}
          </button>
        </li>
      </ul>
    </HoverMenu>
  )
}
