import { useMachine } from "@xstate/react"
import { useMemo } from "react"
import { Link, useParams } from "react-router"
import { directionsUrl, formatHistoryDate } from "#core/account/booking-display.ts"
import { WEB_CHECK_IN_STATUSES, webCheckInWindow } from "#core/account/web-check-in.ts"
import type { Booking } from "#core/api/bookings.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { href } from "#core/routes/href.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { LoadFailed, PartyLine, PriceBreakup, StatusBadge, StayLine } from "./booking-parts.tsx"
import styles from "./bookings.module.css"
import { browserOneBookingMachine } from "./bookings-machines.ts"

/** The instant part of an ISO timestamp as a history date in India. */
const dayOf = (iso: string) => formatHistoryDate(dayInIndia(Date.parse(iso)))

/** Offered until the stay's check-out time; before the check-in day the page says when it opens. */
const canCheckIn = (booking: Booking): boolean =>
  (WEB_CHECK_IN_STATUSES as ReadonlyArray<string>).includes(booking.status) &&
  webCheckInWindow({ checkin: booking.dates.checkIn, checkout: booking.dates.checkOut }, Date.now()) !==
    "closed"

function BookingDetails({ booking }: { readonly booking: Booking }) {
  const t = useT()
  const { hotel } = booking
  return (
    <>
      <div className={cx(layout.panel, styles.panel)}>
        <div className={styles.cardTop}>
          <div>
            <h1 className={styles.bookingHeading}>{hotel.name}</h1>
            <p className={styles.muted}>
              {/* The catalogue's address already names the locality and city. */}
              {hotel.state === "" ? hotel.address : `${hotel.address}, ${hotel.state}`}
            </p>
          </div>
          <StatusBadge booking={booking} />
        </div>
        <p className={styles.muted}>{t("bookings.bookingId", { id: booking.id })}</p>
        <StayLine booking={booking} />
        <PartyLine booking={booking} />
        <dl className={styles.facts}>
          <div>
            <dt>{t("booking.checkIn")}</dt>
            <dd>
              {t("booking.dateAt", {
                date: formatHistoryDate(booking.dates.checkIn),
                time: booking.time.checkIn,
              })}
            </dd>
          </div>
          <div>
            <dt>{t("booking.checkOut")}</dt>
            <dd>
              {t("booking.dateAt", {
                date: formatHistoryDate(booking.dates.checkOut),
                time: booking.time.checkOut,
              })}
            </dd>
          </div>
          <div>
            <dt>{t("booking.guest")}</dt>
            <dd>
              {[booking.guest.name, booking.guest.contact, booking.guest.email].filter(Boolean).join(" · ")}
            </dd>
          </div>
          <div>
            <dt>{t("booking.payment")}</dt>
            <dd>
              {!booking.isPayAtHotel
                ? t("booking.paidOnline", { amount: formatRupees(booking.amountPaid) })
                : booking.amountPaid > 0
                  ? t("booking.partPaid", { amount: formatRupees(booking.amountPaid) })
                  : t("booking.payAtHotel")}
            </dd>
          </div>
          <div className={styles.factWide}>
            <dt>{t("booking.policy")}</dt>
            <dd>{booking.ratePlan.cancellationPolicy.description}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {t("booking.bookedOn", { date: dayOf(booking.dates.booking) })}
          {booking.dates.cancel === null
            ? null
            : ` · ${t("booking.cancelledOn", { date: dayOf(booking.dates.cancel) })}`}
        </p>
      </div>
      {booking.partPayAmount === null || booking.partPayLink === null ? null : (
        <section
          className={cx(layout.panel, styles.panel, styles.callToAction)}
          aria-labelledby="part-pay-ask"
        >
          <h2 id="part-pay-ask" className={layout.sectionHeading}>
            {t("booking.partPay", { amount: formatRupees(booking.partPayAmount) })}
          </h2>
          <p className={styles.muted}>{t("booking.partPayHint")}</p>
          <div className={styles.actions}>
            <Link className={styles.button} to={href("partPayment", { bookingId: booking.id })}>
              {t("partPay.pay", { amount: formatRupees(booking.partPayAmount) })}
            </Link>
          </div>
        </section>
      )}
      <div className={cx(layout.panel, styles.panel)}>
        <PriceBreakup booking={booking} />
      </div>
      <div className={styles.actions}>
        {booking.webCheckIn !== null ? (
          <p className={styles.muted}>
            {t("booking.webCheckInDone", { reference: booking.webCheckIn.reference })}
          </p>
        ) : canCheckIn(booking) ? (
          <Link className={styles.button} to={href("webCheckIn", { bookingId: booking.id })}>
            {t("booking.webCheckIn")}
          </Link>
        ) : null}
        {booking.cancellation === null ? null : (
          <Link
            className={styles.dangerButton}
            to={href("cancellation", { bookingHash: booking.cancellation.hash })}
          >
            {t("booking.cancel")}
          </Link>
        )}
        <a
          className={styles.button}
          href={directionsUrl(hotel.coordinates)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t("booking.directions")}
        </a>
      </div>
      <p className={styles.muted}>{t("booking.contact", { phone: hotel.contact })}</p>
    </>
  )
}

/** /account/booking-history/{bookingId}/ (spec-checkout §2, member only): one booking in full. */
export function BookingPage() {
  const t = useT()
  const { bookingId = "" } = useParams()
  const machine = useMemo(() => browserOneBookingMachine(bookingId), [bookingId])
  const [snapshot, send] = useMachine(machine)
  const booking = snapshot.context.upcoming[0] ?? snapshot.context.past[0]
  return (
    <div className={cx(layout.page, styles.page)}>
      <Link className={styles.link} to={href("bookingHistory")}>
        ← {t("bookings.back")}
      </Link>
      {snapshot.hasTag("loading") ? (
        <p role="status">{t("booking.loading")}</p>
      ) : snapshot.matches("failed") ? (
        <LoadFailed
          error={snapshot.context.error}
          notFound={t("booking.notFound")}
          failed={t("bookings.loadFailed")}
          onRetry={() => send({ type: "history.retry" })}
        />
      ) : booking === undefined ? null : (
        <BookingDetails booking={booking} />
      )}
    </div>
  )
}
