import { useMachine } from "@xstate/react"
import { useLayoutEffect } from "react"
import { useLoaderData, useRevalidator } from "react-router"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { confirmationMoment } from "#core/checkout/confirmation-format.ts"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import type { ConfirmationStatusSnapshot } from "#machines/confirmation-status.machine.ts"
import buttons from "../../components/ui/buttons.module.css"
import { AlertIcon, CheckCircleIcon, ClockIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { BookingDetails, HotelPolicies } from "./booking-details.tsx"
import type { ConfirmationLoaderData } from "./confirmation-loader.ts"
import { browserConfirmationStatusMachine, trackTransactionOnce } from "./confirmation-machines.ts"
import styles from "./confirmation-page.module.css"
import { PriceSummary } from "./price-summary.tsx"
import { ResendButton } from "./resend-button.tsx"

/**
 * /confirmation/{bookingId}/ (spec-checkout §2, §3 'Confirmation state', §4 'Payment status
 * check'): the booking as the server rendered it; after hydration the payment-status machine
 * checks a payment still on its way and reports a booking that stands to analytics once.
 */
export function ConfirmationPage() {
  const data = useLoaderData() as ConfirmationLoaderData
  if (data.kind === "failed") return <ConfirmationFailed />
  // Another booking is another page: its check starts again from its own data.
  return <Confirmation key={data.booking.order_id} booking={data.booking} />
}

/** Where the booking stands, as the heading and the note say it. */
type Outcome = "booked" | "checking" | "failed" | "waiting"

const outcomeOf = (snapshot: ConfirmationStatusSnapshot): Outcome => {
  if (snapshot.hasTag("checking")) return "checking"
  const { status } = snapshot.context
  return status === "success" ? "booked" : status === "failure" ? "failed" : "waiting"
}

const NOTES: Readonly<Record<Outcome, PlainMessageKey | null>> = {
  booked: null,
  checking: "confirmation.note.checking",
  failed: "confirmation.note.failed",
  waiting: "confirmation.note.gaveUp",
}

function Confirmation({ booking: loaded }: { readonly booking: ConfirmedBooking }) {
  const t = useT()
  const [snapshot, send, actor] = useMachine(browserConfirmationStatusMachine, { input: { booking: loaded } })
  const { booking, status, isError, error } = snapshot.context
  const outcome = outcomeOf(snapshot)
  const booked = confirmationMoment(booking.booked_at)

  // A layout effect runs before the passive effect that starts the actor, so a booking that
  // stands already when the page opens (announced on start) is heard too.
  useLayoutEffect(() => {
    const subscription = actor.on("booked", (event) =>
      trackTransactionOnce(event.orderId, event.orderValuePaise),
    )
    return () => subscription.unsubscribe()
  }, [actor])

  const note = isError ? "confirmation.note.apiError" : NOTES[outcome]
  const Icon = outcome === "booked" ? CheckCircleIcon : outcome === "failed" ? AlertIcon : ClockIcon
  return (
    <div className={styles.page}>
      <section className={cx(styles.banner, styles[outcome])} aria-labelledby="confirmation-heading">
        <Icon size={32} className={styles.bannerIcon} />
        <div className={styles.bannerText}>
          <h1 id="confirmation-heading" className={styles.heading}>
            {t(`confirmation.heading.${outcome}`)}
          </h1>
          <p className={styles.bookingId}>
            {t("confirmation.bookingId")} <strong data-testid="booking-id">{booking.order_id}</strong>
          </p>
          {booked === null ? null : <p className={styles.muted}>{t("confirmation.bookedOn", booked)}</p>}
          <div role="status" className={styles.note}>
            {note === null ? null : <p>{t(note)}</p>}
            {error !== null && !isError ? <p>{t("confirmation.note.reloadFailed")}</p> : null}
          </div>
          {snapshot.can({ type: "status.retry" }) ? (
            <button
              type="button"
              className={cx(buttons.secondary, styles.retry)}
              onClick={() => send({ type: "status.retry" })}
            >
              {t("confirmation.note.retry")}
            </button>
          ) : null}
          {/* Only a booking that stands has a confirmation to send. */}
          {outcome === "booked" ? (
            <ResendButton orderId={booking.order_id} email={booking.user.email} />
          ) : null}
        </div>
      </section>
      <div className={styles.columns}>
        <BookingDetails booking={booking} />
        <PriceSummary booking={booking} paymentStatus={status} />
        <HotelPolicies policies={booking.hotel.policies} />
      </div>
    </div>
  )
}

/** spec-checkout §8 'Confirmation failure': the booking could not be loaded; trying again reloads it. */
function ConfirmationFailed() {
  const t = useT()
  const revalidator = useRevalidator()
  const busy = revalidator.state === "loading"
  return (
    <section className={styles.loadFailed} role="alert">
      <AlertIcon size={40} />
      <h1 className={styles.heading}>{t("confirmation.failed.heading")}</h1>
      <p className={styles.muted}>{t("confirmation.failed.body")}</p>
      <button
        type="button"
        className={cx(buttons.primary, styles.loadFailedRetry)}
        disabled={busy}
        onClick={() => void revalidator.revalidate()}
      >
        {t("confirmation.failed.retry")}
      </button>
    </section>
  )
}
