import { useMachine } from "@xstate/react"
import { useMemo } from "react"
import { Link, useLocation } from "react-router"
import { CANCELLATION_MESSAGE_MAX, CANCELLATION_REASONS } from "#core/account/booking-display.ts"
import type { CancellationDetails } from "#core/api/bookings.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { href } from "#core/routes/href.ts"
import { matchRoute } from "#core/routes/match.ts"
import type { CancellationSnapshot } from "#machines/cancellation.machine.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { useSession } from "../account/session.tsx"
import { LoadFailed, PartyLine, StatusBadge, StayLine } from "./booking-parts.tsx"
import styles from "./bookings.module.css"
import { browserCancellationMachine } from "./bookings-machines.ts"

function Summary({ details }: { readonly details: CancellationDetails }) {
  const t = useT()
  const booking = details.bookingDetail
  return (
    <div className={cx(layout.panel, styles.panel)}>
      <div className={styles.cardTop}>
        <div>
          <h2 className={styles.hotel}>{booking.hotel.name}</h2>
          <p className={styles.muted}>{booking.hotel.city}</p>
        </div>
        <StatusBadge booking={booking} />
      </div>
      <p className={styles.muted}>{t("bookings.bookingId", { id: booking.id })}</p>
      <StayLine booking={booking} />
      <PartyLine booking={booking} />
      <p className={styles.line}>
        {t("bookings.total")}:{" "}
        <span className={styles.total}>{formatRupees(booking.price.totalAmountWithPlatformFee)}</span>
      </p>
      <p className={styles.muted}>
        {t("booking.policy")}: {booking.ratePlan.cancellationPolicy.description}
      </p>
    </div>
  )
}

/** What cancelling now costs, then the reason, the message and the confirm button. */
function CancelForm({
  snapshot,
  send,
}: {
  readonly snapshot: CancellationSnapshot
  readonly send: ReturnType<typeof useMachine<typeof browserCancellationMachine>>[1]
}) {
  const t = useT()
  const { details, reason, message, reasonMissing, error } = snapshot.context
  const charges = details?.cancellationCharges
  const confirming = snapshot.hasTag("confirming")
  return (
    <form
      className={cx(layout.panel, styles.panel)}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "cancel.confirm" })
      }}
    >
      {charges == null ? null : (
        <>
          <h2 className={layout.sectionHeading}>{t("cancellation.cost")}</h2>
          <p className={styles.line}>{details?.bookingStatus.message}</p>
          <dl className={styles.breakup} data-testid="cancellation-charges">
            <dt>{t("cancellation.charge")}</dt>
            <dd data-line="charge">{formatRupees(charges.charge)}</dd>
            <dt>{t("cancellation.refund")}</dt>
            <dd data-line="refund">{formatRupees(charges.refund)}</dd>
            {charges.pointsReturned > 0 ? (
              <>
                <dt>{t("cancellation.pointsReturned")}</dt>
                <dd data-line="points">{formatRupees(charges.pointsReturned)}</dd>
              </>
            ) : null}
          </dl>
        </>
      )}
      <label className={styles.field}>
        {t("cancellation.reason")}
        <select
          value={reason}
          aria-invalid={reasonMissing}
          onChange={(e) => send({ type: "reason.change", reason: e.target.value })}
        >
          <option value="">{t("cancellation.reasonPick")}</option>
          {CANCELLATION_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      {reasonMissing ? <p className={styles.error}>{t("cancellation.reasonMissing")}</p> : null}
      <label className={styles.field}>
        {t("cancellation.message")}
        <textarea
          rows={3}
          maxLength={CANCELLATION_MESSAGE_MAX}
          value={message}
          onChange={(e) => send({ type: "message.change", message: e.target.value })}
        />
      </label>
      {error === null ? null : (
        <p className={styles.error} role="alert">
          {t("cancellation.failed")}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.dangerButton} disabled={confirming}>
          {confirming ? t("cancellation.confirming") : t("cancellation.confirm")}
        </button>
      </div>
    </form>
  )
}

/**
 * /account/booking-history/c-{bookingHash}/ (spec-checkout §2, open to whoever holds the link):
 * the booking, what cancelling costs now, and the cancel; afterwards the server's message.
 */
export function CancellationPage() {
  const t = useT()
  const signedIn = useSession().status === "signedIn"
  const { pathname } = useLocation()
  const match = matchRoute(pathname)
  const hash = match?.id === "cancellation" ? (match.params.bookingHash ?? "") : ""
  const input = useMemo(() => ({ hash }), [hash])
  const [snapshot, send] = useMachine(browserCancellationMachine, { input })
  const { details, outcome, error } = snapshot.context
  const ended = snapshot.matches("cancelled") || snapshot.matches("refused")
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>
        {snapshot.matches("cancelled")
          ? t("cancellation.cancelledHeading")
          : snapshot.matches("refused")
            ? t("cancellation.refusedHeading")
            : t("cancellation.heading")}
      </h1>
      {snapshot.hasTag("loading") ? (
        <p role="status">{t("cancellation.loading")}</p>
      ) : snapshot.matches("loadFailed") ? (
        <LoadFailed
          error={error}
          notFound={t("cancellation.notFound")}
          failed={t("cancellation.loadFailed")}
          onRetry={() => send({ type: "details.retry" })}
        />
      ) : (
        <>
          {ended && outcome !== null ? (
            <p
              className={`${styles.notice} ${snapshot.matches("cancelled") ? styles.cancelledNotice : ""}`}
              role="status"
              data-testid="cancellation-outcome"
            >
              {outcome.message}
            </p>
          ) : null}
          {details === null ? null : (
            <Summary
              details={
                // Once cancelled here, the summary's badge says so without another load (§4).
                snapshot.matches("cancelled") && details.bookingDetail.status !== "cancelled"
                  ? {
                      ...details,
                      bookingDetail: {
                        ...details.bookingDetail,
                        status: "cancelled",
                        displayBookingStatus: t("confirmation.status.cancelled"),
                      },
                    }
                  : details
              }
            />
          )}
          {snapshot.matches("ready") || snapshot.matches("confirming") ? (
            <CancelForm snapshot={snapshot} send={send} />
          ) : (
            <div className={styles.actions}>
              <Link className={styles.button} to={signedIn ? href("bookingHistory") : href("home")}>
                {signedIn ? t("cancellation.history") : t("cancellation.home")}
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  )
}
