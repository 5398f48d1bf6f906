import { useMachine } from "@xstate/react"
import { Link, useParams } from "react-router"
import type { Booking } from "#core/api/bookings.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { href } from "#core/routes/href.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { LoadFailed, PartyLine, StayLine } from "./booking-parts.tsx"
import styles from "./bookings.module.css"
import { browserPartPaymentMachine } from "./bookings-machines.ts"

function StaySummary({ booking }: { readonly booking: Booking }) {
  const t = useT()
  return (
    <div className={cx(layout.panel, styles.panel)}>
      <h2 className={styles.bookingHeading}>{booking.hotel.name}</h2>
      <p className={styles.muted}>{t("bookings.bookingId", { id: booking.id })}</p>
      <StayLine booking={booking} />
      <PartyLine booking={booking} />
    </div>
  )
}

/** /account/booking-history/{bookingId}/part-pay/ (member only, ADR 095): where partPayLink leads. */
export function PartPaymentPage() {
  const t = useT()
  const { bookingId = "" } = useParams()
  const [snapshot, send] = useMachine(browserPartPaymentMachine, { input: { orderId: bookingId } })
  const { booking, error, gatewayFailure, paidPaise } = snapshot.context
  const busy = snapshot.hasTag("busy")
  const amount = booking?.partPayAmount ?? null
  return (
    <div className={cx(layout.page, styles.page)}>
      <Link className={styles.link} to={href("booking", { bookingId })}>
        ← {t("partPay.back")}
      </Link>
      <h1 className={layout.heading}>{t("partPay.heading")}</h1>
      {snapshot.hasTag("loading") ? (
        <p role="status">{t("partPay.loading")}</p>
      ) : snapshot.matches("loadFailed") ? (
        <LoadFailed
          error={error}
          notFound={t("booking.notFound")}
          failed={t("bookings.loadFailed")}
          onRetry={() => send({ type: "payment.retry" })}
        />
      ) : booking === null ? null : (
        <>
          <StaySummary booking={booking} />
          {snapshot.matches("paid") ? (
            <section className={styles.notice} role="status" aria-labelledby="part-pay-done">
              <h2 id="part-pay-done" className={layout.sectionHeading}>
                {t("partPay.paidHeading")}
              </h2>
              <p>
                {t("partPay.paid", { amount: formatRupees(paidPaise ?? booking.amountPaid), id: booking.id })}
              </p>
            </section>
          ) : snapshot.matches("nothingAsked") ? (
            <section className={styles.notice} aria-labelledby="part-pay-nothing">
              <h2 id="part-pay-nothing" className={layout.sectionHeading}>
                {t("partPay.nothingHeading")}
              </h2>
              <p>
                {booking.isPayAtHotel && booking.amountPaid > 0
                  ? t("partPay.alreadyPaid", { amount: formatRupees(booking.amountPaid) })
                  : t("partPay.nothing")}
              </p>
            </section>
          ) : amount === null ? null : (
            <div className={cx(layout.panel, styles.panel)}>
              <dl className={styles.breakup}>
                <dt className={styles.breakupTotal}>{t("partPay.amount")}</dt>
                <dd className={styles.breakupTotal} data-testid="part-pay-amount">
                  {formatRupees(amount)}
                </dd>
              </dl>
              <p className={styles.muted}>{t("partPay.rest")}</p>
              <p className={styles.muted}>{t("partPay.why")}</p>
              {snapshot.matches("failed") ? (
                <p className={styles.error} role="alert">
                  {gatewayFailure?.description ?? error?.message ?? t("partPay.failed")}
                </p>
              ) : null}
              <div className={styles.actions}>
                {snapshot.matches("failed") ? (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => send({ type: "payment.retry" })}
                  >
                    {t("partPay.retry")}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={styles.button}
                    disabled={busy || !snapshot.can({ type: "payment.start" })}
                    onClick={() => send({ type: "payment.start" })}
                  >
                    {busy ? t("partPay.paying") : t("partPay.pay", { amount: formatRupees(amount) })}
                  </button>
                )}
              </div>
            </div>
          )}
          <div className={styles.actions}>
            <Link className={styles.link} to={href("bookingHistory")}>
              {t("bookings.back")}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}
