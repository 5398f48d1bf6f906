import type { ConfirmedBooking } from "#core/api/checkout.ts"
import type { PaymentStatus } from "#core/checkout/payment-messages.ts"
import { formatRupees } from "#core/i18n/format.ts"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./confirmation-page.module.css"
import { type BreakupLine, priceBreakup } from "./price-breakup.ts"

const paymentLabel = (mode: ConfirmedBooking["payment"]["mode"], status: PaymentStatus): PlainMessageKey => {
  if (mode === "pay_at_hotel" && status !== "failure") return "confirmation.payment.atHotel"
  if (status === "success") return "confirmation.payment.paid"
  if (status === "failure") return "confirmation.payment.failed"
  return status === "apiError" ? "confirmation.payment.unknown" : "confirmation.payment.pending"
}

/** The booking's and the payment's status, and the price breakup. */
export function PriceSummary(props: {
  readonly booking: ConfirmedBooking
  /** From the status check: it can be ahead of the booking as first loaded. */
  readonly paymentStatus: PaymentStatus
}) {
  const t = useT()
  const { booking } = props
  const lineLabel = (line: BreakupLine): string => {
    if (line.key === "couponDiscount" && booking.coupon_code !== null)
      return t("confirmation.price.couponDiscountCode", { code: booking.coupon_code })
    if (line.key === "balance")
      return t(
        booking.payment.mode === "pay_at_hotel"
          ? "confirmation.price.balanceAtHotel"
          : "confirmation.price.balanceDue",
      )
    return t(`confirmation.price.${line.key}`)
  }
  return (
    <aside className={styles.summary} aria-labelledby="confirmation-price">
      <dl className={styles.statusList}>
        <dt>{t("confirmation.bookingStatus")}</dt>
        <dd data-testid="booking-status">{t(`confirmation.status.${booking.status}`)}</dd>
        <dt>{t("confirmation.paymentStatus")}</dt>
        <dd data-testid="payment-status">{t(paymentLabel(booking.payment.mode, props.paymentStatus))}</dd>
      </dl>
      <h2 id="confirmation-price" className={styles.cardHeading}>
        {t("confirmation.price")}
      </h2>
      <dl className={styles.breakup} data-testid="price-breakup">
        {priceBreakup(booking).map((line) => (
          <div
            key={line.key}
            className={cx(
              styles.breakupLine,
              (line.key === "total" || line.key === "balance") && styles.strong,
            )}
            data-line={line.key}
          >
            <dt>{lineLabel(line)}</dt>
            <dd>
              {line.amountPaise < 0 ? `−${formatRupees(-line.amountPaise)}` : formatRupees(line.amountPaise)}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
