import type { ReactNode } from "react"
import type { RewardBalance, RewardMembership } from "#core/api/rewards.ts"
import { formatRupees } from "#core/i18n/format.ts"
import layout from "../../components/ui/page-layout.module.css"
import { useAppConfig } from "../../lib/app-config.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { type MemberRewards, useMemberRewards } from "./member-rewards.ts"
import styles from "./rewards.module.css"

/** Points from paise: one point is ₹1 and can be split to the paisa (docs/rewards.md). */
export const formatPoints = (paise: number): string =>
  (paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })

/**
 * The member pages' frame: the gdc channel hides the programme (spec-checkout §1), so there the
 * page says so instead of asking for a wallet; elsewhere it waits for the balance.
 */
export function MemberRewardsFrame({
  heading,
  children,
}: {
  readonly heading: string
  readonly children: (balance: RewardBalance, rewards: MemberRewards) => ReactNode
}) {
  const t = useT()
  const { channel } = useAppConfig()
  const rewards = useMemberRewards(true)
  let body: ReactNode
  if (channel === "gdc") body = <p className={styles.notice}>{t("rewards.unavailable")}</p>
  else if (rewards.state === "loading") body = <p role="status">{t("rewards.loading")}</p>
  else if (rewards.state === "failed") {
    body = (
      <div role="alert" className={cx(layout.panel, styles.panel)}>
        <p>{t("rewards.loadFailed")}</p>
        <button type="button" className={styles.button} onClick={rewards.retry}>
          {t("rewards.retry")}
        </button>
      </div>
    )
  } else if (!rewards.balance.treebo_rewards_enabled) {
    body = <p className={styles.notice}>{t("rewards.unavailable")}</p>
  } else body = children(rewards.balance, rewards)
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{heading}</h1>
      {body}
    </div>
  )
}

function TierLine({ membership }: { readonly membership: RewardMembership }) {
  const t = useT()
  return (
    <div className={`${styles.tierCard} ${styles[membership.tier]}`} data-tier={membership.tier}>
      <p className={styles.tierName}>
        {t("rewards.tierCard", { tier: t(`rewards.tierName.${membership.tier}`) })}
      </p>
      <p>{t("rewards.staysThisYear", { count: membership.completed_stays })}</p>
      <p>
        {membership.next_tier === null || membership.stays_to_next_tier === null
          ? t("rewards.topTier")
          : t("rewards.toNextTier", {
              count: membership.stays_to_next_tier,
              tier: t(`rewards.tierName.${membership.next_tier}`),
            })}
      </p>
    </div>
  )
}

/** Balance, tier, next expiry and savings (spec-checkout §3 'Wallet'). */
export function WalletSummary({ balance }: { readonly balance: RewardBalance }) {
  const t = useT()
  const wallet = balance.wallets[0]
  return (
    <section className={cx(layout.panel, styles.summary)} aria-label={t("rewards.balance")}>
      {balance.membership === null ? null : <TierLine membership={balance.membership} />}
      <dl className={styles.facts}>
        <div>
          <dt>{t("rewards.balance")}</dt>
          <dd className={styles.balance} data-testid="points-balance">
            {t("rewards.points", { points: formatPoints(wallet?.total_balance ?? 0) })}
          </dd>
          <dd className={styles.muted}>{t("rewards.pointValue")}</dd>
        </div>
        <div>
          <dt>{t("rewards.upcomingExpiry")}</dt>
          <dd data-testid="points-expiry">
            {wallet?.upcoming_expiry_date == null
              ? t("rewards.noExpiry")
              : t("rewards.expiryLine", {
                  points: formatPoints(wallet.upcoming_expiry_points),
                  date: wallet.upcoming_expiry_date,
                })}
          </dd>
        </div>
        <div>
          <dt>{t("rewards.totalSavings")}</dt>
          <dd data-testid="points-savings">{formatRupees(wallet?.total_savings ?? 0)}</dd>
        </div>
      </dl>
    </section>
  )
}
