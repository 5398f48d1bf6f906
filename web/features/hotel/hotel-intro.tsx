import type { HotelDetail } from "#core/api/hotel-detail.ts"
import type { PsychologicalTrigger } from "#core/api/pricing.ts"
import buttons from "../../components/ui/buttons.module.css"
import { PinIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { addressLine } from "./hotel-data.ts"
import styles from "./hotel-page.module.css"

/**
 * The head of the hotel page: brand, name, address, rating, the triggers ('Only 2 rooms left')
 * the coupon line (the login coupon, or a signed-in member's prices) and a special rate in its window.
 */
export function HotelIntro({
  hotel,
  average,
  reviewCount,
  triggers,
  signedIn,
  memberPrices,
  specialRate,
}: {
  readonly hotel: HotelDetail
  readonly average: number | null
  readonly reviewCount: number
  readonly triggers: ReadonlyArray<PsychologicalTrigger>
  readonly signedIn: boolean
  readonly memberPrices: boolean
  /** spec-checkout §3 'Content blocks': the new-year special rate's text, null outside its window. */
  readonly specialRate: string | null
}) {
  const t = useT()
  const brand = hotel.brands.find((b) => b.code === hotel.activeBrandCode)
  return (
    <header className={styles.intro}>
      <p className={styles.kicker}>
        {brand === undefined ? null : <span className={styles.brand}>{brand.displayName}</span>}
        <span className={styles.propertyType}>
          {hotel.property.tag === "" ? hotel.property.type : hotel.property.tag}
        </span>
      </p>
      <h1 className={styles.name}>{hotel.name}</h1>
      <p className={styles.address}>
        <PinIcon size={16} className={styles.addressIcon} />
        <span>{addressLine(hotel.address)}</span>
      </p>
      <p className={styles.ratingLine}>
        {average === null ? null : (
          <span className={buttons.score}>{t("hotel.rating", { rating: average.toFixed(1) })}</span>
        )}
        <a href="#reviews" className={styles.reviewsLink}>
          {t("hotel.reviewCount", { count: reviewCount })}
        </a>
      </p>
      {triggers.length === 0 ? null : (
        <ul className={styles.triggers} data-testid="triggers">
          {triggers.map((trigger) => (
            <li key={trigger.type} className={cx(buttons.pill, styles.trigger)}>
              {trigger.text}
            </li>
          ))}
        </ul>
      )}
      {specialRate === null ? null : (
        <p className={styles.specialRate} data-testid="special-rate">
          {specialRate}
        </p>
      )}
      {/* The HTML is anonymous; a signed-in member is told of their prices in the same place. */}
      {signedIn ? (
        hotel.loginCouponMessage !== null || memberPrices ? (
          <p className={styles.coupon} data-testid="member-prices">
            {t("hotel.member.applied")}
          </p>
        ) : null
      ) : hotel.loginCouponMessage === null ? null : (
        <p className={styles.coupon} data-testid="login-coupon">
          {hotel.loginCouponMessage}
        </p>
      )}
    </header>
  )
}
