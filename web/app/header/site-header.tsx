import { Link, useLocation } from "react-router"
import { href } from "#core/routes/href.ts"
import type { HeaderVariant } from "#core/routes/registry.ts"
import { TreeboLogo } from "../../components/ui/brand-logos.tsx"
import { UserIcon } from "../../components/ui/icons.tsx"
import { useSession } from "../../features/account/session.tsx"
import { LocationField } from "../../features/search/location-field.tsx"
import { useT } from "../../lib/i18n.tsx"
import { LanguagePicker } from "../language-picker.tsx"
import { signInHref } from "./account-links.ts"
import { AccountMenu } from "./account-menu.tsx"
import { BrandsMenu } from "./brands-menu.tsx"
import { ClubLink } from "./club-link.tsx"
import styles from "./site-header.module.css"
import { SupportMenu } from "./support-menu.tsx"

interface SiteHeaderProps {
  readonly variant: HeaderVariant
  readonly sticky: boolean
  /** spec-checkout §2: the review-submitted page hides the navigation bar. */
  readonly navigation: boolean
}

/**
 * The site header (spec-checkout §2 'Navigation bar'). The server's markup depends only on the URL
 * and the channel, so cached pages stay anonymous; a signed-in member's 'My Account' menu replaces
 * 'Sign In' on the client, right after hydration.
 */
export function SiteHeader({ variant, sticky, navigation }: SiteHeaderProps) {
  const t = useT()
  const { pathname, search } = useLocation()
  const session = useSession()
  return (
    <header
      className={`${styles.header} ${sticky ? styles.sticky : ""} ${variant === "compact" ? styles.compact : ""}`}
    >
      <div className={styles.inner}>
        <Link to={href("home")} className={styles.home} aria-label={t("header.home")}>
          <TreeboLogo className={styles.logo} />
        </Link>
        {variant === "compact" ? (
          <search className={styles.search} aria-label={t("header.searchLabel")}>
            <LocationField size="compact" />
          </search>
        ) : null}
        {navigation ? (
          <nav className={styles.nav} aria-label={t("header.navigation")}>
            <ul className={styles.navList}>
              <li className={styles.brands}>
                <BrandsMenu />
              </li>
              <ClubLink />
              <LanguagePicker placement="header" />
              <li>
                <SupportMenu />
              </li>
              <li>
                {session.user !== null ? (
                  <AccountMenu
                    user={session.user}
                    signingOut={session.signingOut}
                    onSignOut={(from) => session.send({ type: "session.signOut", pathname: from })}
                  />
                ) : (
                  <Link to={signInHref(pathname, search)} className={styles.signIn}>
                    <UserIcon size={18} />
                    <span>{t("header.signIn")}</span>
                  </Link>
                )}
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  )
}
