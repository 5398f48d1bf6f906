import { useMachine } from "@xstate/react"
import { Link } from "react-router"
import type { Booking } from "#core/api/bookings.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { href } from "#core/routes/href.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { LoadFailed, PartyLine, StatusBadge, StayLine } from "./booking-parts.tsx"
import styles from "./bookings.module.css"
import { browserHistoryMachine } from "./bookings-machines.ts"

/** One booking in the list: enough to recognise the stay, and the way to its page. */
function BookingCard({ booking }: { readonly booking: Booking }) {
  const t = useT()
  return (
    <li className={cx(layout.panel, styles.card)} data-booking-id={booking.id}>
      <div className={styles.cardTop}>
        <div>
          <h3 className={styles.hotel}>{booking.hotel.name}</h3>
          <p className={styles.muted}>{booking.hotel.city}</p>
        </div>
        <StatusBadge booking={booking} />
      </div>
      <StayLine booking={booking} />
      <PartyLine booking={booking} />
      {booking.partPayAmount === null ? null : (
        <Link className={styles.link} to={href("partPayment", { bookingId: booking.id })}>
          {t("booking.partPay", { amount: formatRupees(booking.partPayAmount) })}
        </Link>
      )}
      <div className={styles.cardBottom}>
        <span>
          {t("bookings.total")}:{" "}
          <span className={styles.total}>{formatRupees(booking.price.totalAmountWithPlatformFee)}</span>
        </span>
        <Link className={styles.link} to={href("booking", { bookingId: booking.id })}>
          {t("bookings.view")}
          <span className="visually-hidden"> {t("bookings.bookingId", { id: booking.id })}</span>
        </Link>
      </div>
    </li>
  )
}

function Section({
  id,
  title,
  bookings,
  empty,
}: {
  readonly id: string
  readonly title: string
  readonly bookings: ReadonlyArray<Booking>
  readonly empty: string
}) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 className={layout.sectionHeading} id={id}>
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className={styles.empty}>
          {empty}
          {id === "upcoming" ? (
            <>
              {" "}
              <Link className={styles.link} to={href("home")}>
                {t("bookings.findHotel")}
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <ul className={styles.list}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** /account/booking-history/ (spec-checkout §2, member only): upcoming stays, then past ones. */
export function BookingHistoryPage() {
  const t = useT()
  const [snapshot, send] = useMachine(browserHistoryMachine)
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{t("bookings.heading")}</h1>
      {snapshot.hasTag("loading") ? (
        <p role="status">{t("bookings.loading")}</p>
      ) : snapshot.matches("failed") ? (
        <LoadFailed
          error={snapshot.context.error}
          failed={t("bookings.loadFailed")}
          onRetry={() => send({ type: "history.retry" })}
        />
      ) : (
        <>
          <Section
            id="upcoming"
            title={t("bookings.upcoming")}
            bookings={snapshot.context.upcoming}
            empty={t("bookings.upcomingEmpty")}
          />
          <Section
            id="past"
            title={t("bookings.past")}
            bookings={snapshot.context.past}
            empty={t("bookings.pastEmpty")}
          />
        </>
      )}
    </div>
  )
}
