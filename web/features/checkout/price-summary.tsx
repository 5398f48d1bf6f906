import type { Itinerary } from "#core/api/checkout.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"

interface PriceSummaryProps {
  readonly itinerary: Itinerary
  /** Paise charged now (the cart machine's amountToSend). */
  readonly payNowPaise: number
  readonly busy: boolean
}

/**
 * The price breakup of the selected plan for the whole stay (DESIGN.md 'Total price
 * transparency'): room price, each discount, GST, the platform fee, the total, what points pay,
 * and what is charged now.
 */
export function PriceSummary({ itinerary, payNowPaise, busy }: PriceSummaryProps) {
  const t = useT()
  const plan = itinerary.selected_rate_plan
  const rows: Array<readonly [string, number, "minus" | "plus"]> = [
    [t("checkout.summary.roomPrice"), plan.prePromoPretaxPrice, "plus"],
  ]
  if (plan.promoDiscount > 0) rows.push([t("checkout.summary.planDiscount"), plan.promoDiscount, "minus"])
  if (plan.memberDiscount > 0) rows.push([t("checkout.summary.memberDiscount"), plan.memberDiscount, "minus"])
  if (plan.couponDiscount > 0) {
    rows.push([
      t("checkout.summary.coupon", { code: plan.couponCodeApplied ?? "" }),
      plan.couponDiscount,
      "minus",
    ])
  }
  rows.push([t("checkout.summary.gst"), plan.tax, "plus"])
  if (plan.platformFee > 0) rows.push([t("checkout.summary.platformFee"), plan.platformFee, "plus"])
  return (
    <div className={styles.breakup} aria-busy={busy}>
      <dl className={styles.rows}>
        {rows.map(([label, paise, sign]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd className={sign === "minus" ? styles.saving : undefined}>
              {sign === "minus" ? "−" : ""}
              {formatRupees(paise)}
            </dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>{t("checkout.summary.total")}</dt>
          <dd data-testid="checkout-total">{formatRupees(plan.totalAmountWithPlatformFee)}</dd>
        </div>
        {plan.treeboPointsDiscount > 0 ? (
          <div className={styles.row}>
            <dt>{t("checkout.summary.points")}</dt>
            <dd className={styles.saving}>−{formatRupees(plan.treeboPointsDiscount)}</dd>
          </div>
        ) : null}
        <div className={styles.payRow}>
          <dt>{t("checkout.summary.payNow")}</dt>
          <dd data-testid="checkout-pay-now">{formatRupees(payNowPaise)}</dd>
        </div>
      </dl>
      {plan.paymentOfferPrice.offer === null ? null : (
        <p className={styles.hint}>{t("checkout.summary.offer", { offer: plan.paymentOfferPrice.offer })}</p>
      )}
      {plan.creditableRewardPoints > 0 ? (
        <p className={styles.hint}>
          {t("checkout.summary.earn", { points: formatRupees(plan.creditableRewardPoints) })}
        </p>
      ) : null}
    </div>
  )
}
