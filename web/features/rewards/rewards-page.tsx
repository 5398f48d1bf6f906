import { Link } from "react-router"
import { href } from "#core/routes/href.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./rewards.module.css"
import { MemberRewardsFrame, WalletSummary } from "./rewards-parts.tsx"

/**
 * /rewards/ (spec-checkout §2, member only): the member's club at a glance, with how points are
 * earned and spent in the server's own percentages (spec-checkout §9). Sign Out from here goes to
 * /?flow=rewards (core/routes/guards.ts).
 */
export function RewardsPage() {
  const t = useT()
  return (
    <MemberRewardsFrame heading={t("rewards.landing.heading")}>
      {(balance) => {
        const wallet = balance.wallets[0]
        return (
          <>
            <WalletSummary balance={balance} />
            {wallet === undefined ? null : (
              <div className={styles.howTo}>
                <section className={cx(layout.panel, styles.panel)} aria-labelledby="earn-heading">
                  <h2 id="earn-heading" className={layout.sectionHeading}>
                    {t("rewards.landing.earnHeading")}
                  </h2>
                  <p>{t("rewards.landing.earn", { percent: wallet.payout_percentage })}</p>
                </section>
                <section className={cx(layout.panel, styles.panel)} aria-labelledby="spend-heading">
                  <h2 id="spend-heading" className={layout.sectionHeading}>
                    {t("rewards.landing.spendHeading")}
                  </h2>
                  <p>{t("rewards.landing.spend", { percent: wallet.debit_percentage })}</p>
                </section>
              </div>
            )}
            <p className={styles.links}>
              <Link className={styles.link} to={href("accountRewards")}>
                {t("rewards.landing.statementLink")}
              </Link>
              <Link className={styles.link} to={href("rewardsInfo")}>
                {t("rewards.landing.infoLink")}
              </Link>
            </p>
          </>
        )
      }}
    </MemberRewardsFrame>
  )
}
