import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { confirmationDate, confirmationTime } from "#core/checkout/confirmation-format.ts"
import { PinIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { addressOf, readablePhone } from "./booking-text.ts"
import styles from "./confirmation-page.module.css"

/** The hotel, the stay and the guest of a booking (spec-checkout §3 'Confirmation state'). */
export function BookingDetails({ booking }: { readonly booking: ConfirmedBooking }) {
  const t = useT()
  const { hotel, user, room, guest, rate_plan: plan } = booking
  const address = addressOf([hotel.street, hotel.locality, hotel.city])
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="confirmation-hotel">
        <h2 id="confirmation-hotel" className={styles.cardHeading}>
          {t("confirmation.hotel")}
        </h2>
        <p className={styles.hotelName}>{hotel.name}</p>
        <p className={styles.muted}>{address}</p>
        <a className={styles.directions} href={hotel.directions} target="_blank" rel="noopener noreferrer">
          <PinIcon size={18} />
          {t("confirmation.directions")}
          <span className={styles.visuallyHidden}> {t("confirmation.directionsHint")}</span>
        </a>
      </section>

      <section className={styles.card} aria-labelledby="confirmation-stay">
        <h2 id="confirmation-stay" className={styles.cardHeading}>
          {t("confirmation.stay")}
        </h2>
        <div className={styles.dates}>
          <StayMoment
            label={t("confirmation.checkIn")}
            day={booking.date.checkin}
            time={booking.check_in_time}
            testId="check-in"
          />
          <StayMoment
            label={t("confirmation.checkOut")}
            day={booking.date.checkout}
            time={booking.check_out_time}
            testId="check-out"
          />
        </div>
        <dl className={styles.facts}>
          <dt>{t("confirmation.room")}</dt>
          <dd>{t("confirmation.roomCount", { count: room.count, room: room.name })}</dd>
          <dt>{t("confirmation.guests")}</dt>
          <dd>
            {[
              t("confirmation.adults", { count: guest.adults }),
              ...(guest.children > 0 ? [t("confirmation.children", { count: guest.children })] : []),
            ].join(", ")}
          </dd>
          <dt>{t("confirmation.ratePlan")}</dt>
          {/* The plan's kind is what a traveller chose; its code name (TRB-DEFAULT) means nothing to them. */}
          <dd>{t(`confirmation.ratePlan.${plan.type}`)}</dd>
          <dt>{t("confirmation.cancellation")}</dt>
          <dd>{plan.cancellation_policy.description}</dd>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="confirmation-guest">
        <h2 id="confirmation-guest" className={styles.cardHeading}>
          {t("confirmation.guest")}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("confirmation.name")}</dt>
          <dd>{user.name}</dd>
          <dt>{t("confirmation.email")}</dt>
          <dd className={styles.breakable}>{user.email}</dd>
          <dt>{t("confirmation.phone")}</dt>
          <dd>{readablePhone(user.contact_number)}</dd>
        </dl>
      </section>
    </div>
  )
}

/** The hotel's house rules; on phones after the price, beside the details on wide screens. */
export function HotelPolicies({ policies }: { readonly policies: ConfirmedBooking["hotel"]["policies"] }) {
  const t = useT()
  if (policies.length === 0) return null
  return (
    <section className={cx(styles.card, styles.policiesCard)} aria-labelledby="confirmation-policies">
      <h2 id="confirmation-policies" className={styles.cardHeading}>
        {t("confirmation.policies")}
      </h2>
      <ul className={styles.policies}>
        {policies.map((policy) => (
          <li key={policy.title}>
            <strong>{policy.title}</strong> {policy.description}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Check-in or check-out: DD-MM-YYYY and hh:mm A (spec-checkout §9). */
function StayMoment(props: {
  readonly label: string
  readonly day: string
  readonly time: string
  readonly testId: string
}) {
  return (
    <div className={styles.moment} data-testid={props.testId}>
      <span className={styles.momentLabel}>{props.label}</span>
      <span className={styles.momentDate}>{confirmationDate(props.day) ?? props.day}</span>
      <span className={styles.muted}>{confirmationTime(props.time) ?? props.time}</span>
    </div>
  )
}
