import { Link } from "react-router"
import { formatRupees } from "#core/i18n/format.ts"
import type { HotelPrice } from "#machines/search-results.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./hotel-card.module.css"
import type { CardHotel } from "./results-data.ts"

/** A card's price: known, loading, or none (sold out, or no room for the party: spec-search §7). */
export type CardPrice =
  | { readonly kind: "priced"; readonly price: HotelPrice }
  | { readonly kind: "loading" }
  | { readonly kind: "unavailable"; readonly soldOut: boolean }

interface HotelCardProps {
  readonly hotel: CardHotel
  readonly price: CardPrice
  /** The hotel page with the stay's query. */
  readonly to: string
  readonly rooms: number
  /** The first card: its picture is the listing's largest paint on a phone, so it must not wait for layout. */
  readonly first?: boolean
}

function Badges({ hotel, soldOut }: { readonly hotel: CardHotel; readonly soldOut: boolean }) {
  const t = useT()
  const badges = [
    hotel.topRated && t("card.badge.topRated"),
    hotel.frequentlyBooked && t("card.badge.frequentlyBooked"),
    hotel.valueForMoney && t("card.badge.valueForMoney"),
    hotel.stealDeal && t("card.badge.stealDeal"),
    hotel.shield,
    hotel.homestayTag,
    soldOut && t("card.soldOut"),
  ].filter((text): text is string => typeof text === "string" && text !== "")
  if (badges.length === 0) return null
  return (
    <ul className={styles.badges}>
      {badges.map((text) => (
        <li key={text} className={styles.badge}>
          {text}
        </li>
      ))}
    </ul>
  )
}

function Price({ price, rooms }: { readonly price: CardPrice; readonly rooms: number }) {
  const t = useT()
  if (price.kind === "loading") {
    // The skeleton keeps the price block's size, so the list does not jump when prices arrive.
    return (
      <div className={styles.price} aria-busy="true">
        <span className={styles.skeleton} />
        <span className={`${styles.skeleton} ${styles.skeletonWide}`} />
        <span className={styles.visuallyHidden}>{t("card.pricesLoading")}</span>
      </div>
    )
  }
  if (price.kind === "unavailable") {
    return (
      <div className={styles.price}>
        <p className={styles.unavailable}>{price.soldOut ? t("card.soldOut") : t("card.priceUnavailable")}</p>
      </div>
    )
  }
  const { perNightPaise, strikedPerNightPaise, discountPercent, roomType, ratePlanCode, refundable } =
    price.price
  return (
    <div
      className={styles.price}
      data-per-night-paise={perNightPaise}
      data-room-type={roomType}
      data-rate-plan={ratePlanCode}
    >
      {discountPercent > 0 ? (
        <p className={styles.was}>
          <s>{formatRupees(strikedPerNightPaise)}</s>
          <span className={styles.discount}>{t("card.discount", { percent: discountPercent })}</span>
        </p>
      ) : null}
      <p className={styles.amount}>{formatRupees(perNightPaise)}</p>
      {/* ADR 065: the cheapest plan may be one that cannot be cancelled; the card says so. */}
      {refundable ? null : <p className={styles.plan}>{t("card.nonRefundable")}</p>}
      <p className={styles.per}>
        {t("card.perNightRooms", { count: rooms })} · {t("card.inclTaxes")}
      </p>
    </div>
  )
}

/** One result (spec-search §3 'Hotel'): picture, name, place, distance, rating, price, badges. */
export function HotelCard({ hotel, price, to, rooms, first = false }: HotelCardProps) {
  const t = useT()
  const soldOut = price.kind === "unavailable" && price.soldOut
  return (
    <article className={styles.card} data-hotel-id={hotel.id}>
      <Link to={to} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {hotel.imageUrl === null ? (
          <span className={styles.noImage} />
        ) : (
          <img
            className={styles.image}
            src={hotel.imageUrl}
            alt=""
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "auto"}
            width={320}
            height={220}
          />
        )}
      </Link>
      <div className={styles.body}>
        <Badges hotel={hotel} soldOut={soldOut} />
        <h2 className={styles.name}>
          <Link to={to} className={styles.nameLink}>
            {hotel.name}
          </Link>
        </h2>
        <p className={styles.place}>
          {hotel.locality}, {hotel.city}
          <span className={styles.distance}>{t("card.distance", { km: hotel.distanceKm.toFixed(1) })}</span>
        </p>
        <p className={styles.rating}>
          {hotel.rating === null ? null : (
            <span className={styles.score}>{t("card.rating", { rating: hotel.rating.toFixed(1) })}</span>
          )}
          <span>{t("card.reviews", { count: hotel.reviews })}</span>
        </p>
      </div>
      <Price price={price} rooms={rooms} />
    </article>
  )
}
