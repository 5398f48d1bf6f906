import type { HotelDetail } from "#core/api/hotel-detail.ts"
import { useT } from "../../lib/i18n.tsx"
import { orderedPolicies } from "./hotel-data.ts"
import styles from "./hotel-page.module.css"

/** What the hotel offers and asks of its guests: its amenities, its policies and its description. */
export function HotelFacts({ hotel }: { readonly hotel: HotelDetail }) {
  const t = useT()
  const policies = orderedPolicies(hotel.detailPolicies)
  return (
    <>
      <section id="amenities" className={styles.section} aria-labelledby="amenities-heading">
        <h2 id="amenities-heading" className={styles.sectionHeading}>
          {t("hotel.heading.amenities")}
        </h2>
        <ul className={styles.amenities}>
          {[...hotel.amenities, ...hotel.otherAmenities].map((amenity) => (
            <li key={amenity.id}>{amenity.name}</li>
          ))}
        </ul>
      </section>

      <section id="policies" className={styles.section} aria-labelledby="policies-heading">
        <h2 id="policies-heading" className={styles.sectionHeading}>
          {t("hotel.heading.policies")}
        </h2>
        <ul className={styles.times}>
          <li>{t("hotel.checkin", { time: hotel.checkinTime })}</li>
          <li>{t("hotel.checkout", { time: hotel.checkoutTime })}</li>
        </ul>
        <ul className={styles.policies} data-testid="policies">
          {policies.map((policy) => (
            <li key={policy.type} className={styles.policy}>
              <strong>{policy.title}</strong>
              <span>{policy.description}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="about-heading">
        <h2 id="about-heading" className={styles.sectionHeading}>
          {t("hotel.heading.about", { name: hotel.name })}
        </h2>
        <p className={styles.description}>{hotel.description}</p>
        {hotel.whyBook.length === 0 ? null : (
          <>
            <h3 className={styles.subHeading}>{t("hotel.heading.whyBook")}</h3>
            <ul className={styles.whyBook}>
              {hotel.whyBook.map((item) => (
                <li key={item.title}>
                  <strong>{item.title}</strong>
                  <span>{item.description}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  )
}
