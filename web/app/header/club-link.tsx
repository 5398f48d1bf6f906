import { Link } from "react-router"
import { useSession } from "../../features/account/session.tsx"
import { useMemberRewardsEnabled } from "../../features/rewards/member-rewards.ts"
import { useAppConfig } from "../../lib/app-config.tsx"
import { clubLink } from "../../lib/club.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./club-link.module.css"

/** 'About Treebo Club' or 'My Treebo Club' (spec-checkout §2 'Navigation bar'), as a list item; see clubLink. */
export function ClubLink() {
  const t = useT()
  const { channel } = useAppConfig()
  const { status } = useSession()
  const enabled = useMemberRewardsEnabled()
  const link = clubLink(channel, status, enabled)
  if (link === null) return null
  return (
    <li>
      <Link to={link.to} className={styles.club}>
        {t(link.label)}
      </Link>
    </li>
  )
}
