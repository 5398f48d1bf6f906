import { Link } from "react-router"
import type { Itinerary } from "#core/api/checkout.ts"
import { formatRupees, formatStayDate } from "#core/i18n/format.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"

/** Rooms left at or under which the page says so (DESIGN.md 'Urgency messages are true'). */
const FEW_ROOMS = 3

/** What is being booked: the hotel (back to its page), the room, the dates and the party. */
export function StayHeader({ itinerary }: { readonly itinerary: Itinerary }) {
  const t = useT()
  const guests = itinerary.guest.adults + itinerary.guest.children
  return (
    <div className={styles.stay}>
      {itinerary.image_url === null ? null : (
        <img className={styles.stayImage} src={itinerary.image_url} alt="" width={96} height={72} />
      )}
      <div>
        <Link to={itinerary.hotel.path} className={styles.hotelName}>
          {itinerary.hotel.name}
        </Link>
        <p className={styles.hint}>
          {itinerary.hotel.locality}, {itinerary.hotel.city}
        </p>
        <p>
          {t("checkout.stay", {
            checkin: formatStayDate(itinerary.date.checkin),
            checkout: formatStayDate(itinerary.date.checkout),
            nights: t("checkout.nights", { count: itinerary.number_of_nights }),
          })}
        </p>
        <p>
          {itinerary.room.name} ·{" "}
          {t("checkout.party", {
            rooms: t("checkout.rooms", { count: itinerary.room.count }),
            guests: t("checkout.guests", { count: guests }),
          })}
        </p>
      </div>
    </div>
  )
}

/**
 * DESIGN.md 'Total price transparency': a changed price is said before payment. 'Only N rooms
 * left' comes from the rooms free on every night of the stay, never from a made-up count.
 */
export function StayNotices({
  itinerary,
  shownPlan,
}: {
  readonly itinerary: Itinerary
  /** The plan whose price the traveller was shown (the link's rateplan). */
  readonly shownPlan: string | null
}) {
  const t = useT()
  // The shown price was the link's plan's: another plan picked here costs what it says, not 'changed'.
  const change = itinerary.selected_rate_plan.code === shownPlan ? itinerary.price_change : null
  const roomsLeft = itinerary.rooms_left
  return (
    <>
      {change === null ? null : (
        <div role="status" className={styles.priceChange}>
          <strong>{t("checkout.priceChange.title")}</strong>
          <p>
            {t("checkout.priceChange.body", {
              previous: formatRupees(change.previous),
              current: formatRupees(change.current),
            })}
          </p>
        </div>
      )}
      {roomsLeft > 0 && roomsLeft <= FEW_ROOMS ? (
        <p className={styles.roomsLeft}>{t("checkout.roomsLeft", { count: roomsLeft })}</p>
      ) : null}
    </>
  )
}
