import { Link, useLoaderData } from "react-router"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { href } from "#core/routes/href.ts"
import { useT } from "../../lib/i18n.tsx"
import type { BrandData } from "./brand-loader.ts"
import styles from "./brand-page.module.css"
import { BrandHotels, Destinations, PremiumHotels } from "./brand-sections.tsx"

/** spec-checkout §2 'Brand pages': the four perks every brand page lists. */
const PERKS: ReadonlyArray<{ readonly title: PlainMessageKey; readonly text: PlainMessageKey }> = [
  { title: "brand.perk.payLater", text: "brand.perk.payLaterText" },
  { title: "brand.perk.freeCancellation", text: "brand.perk.freeCancellationText" },
  { title: "brand.perk.bestPrices", text: "brand.perk.bestPricesText" },
  { title: "brand.perk.rewardPoints", text: "brand.perk.rewardPointsText" },
]

const STAT_LABEL = {
  cities: "brand.stat.cities",
  hotels: "brand.stat.hotels",
  rooms: "brand.stat.rooms",
} as const satisfies Record<string, PlainMessageKey>

/** /brands/treebo/, /brands/itsy/, /brands/medalio/ and /brands/treebo-premium/ (ADR 091). */
export function BrandPage() {
  const { brand } = useLoaderData() as BrandData
  const t = useT()
  const premium = brand.slug === "treebo-premium"
  return (
    <article className={styles.page} data-brand={brand.slug}>
      <header className={styles.hero}>
        <h1 className={styles.name}>{brand.name}</h1>
        <p className={styles.tagline}>{brand.tagline}</p>
        <Link to={href("home")} className={styles.bookNow}>
          {t("brand.bookNow")}
        </Link>
      </header>

      <section className={styles.section} aria-labelledby="brand-story">
        <h2 id="brand-story" className={styles.heading}>
          {t("brand.story")}
        </h2>
        {brand.story.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>

      {premium ? (
        <PremiumHotels hotels={brand.hotels} blogLinks={brand.blog_links} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="brand-perks">
            <h2 id="brand-perks" className={styles.heading}>
              {t("brand.perks")}
            </h2>
            <ul className={styles.perks}>
              {PERKS.map((perk) => (
                <li key={perk.title} className={styles.perk}>
                  <h3 className={styles.perkTitle}>{t(perk.title)}</h3>
                  <p className={styles.perkText}>{t(perk.text)}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="brand-statistics">
            <h2 id="brand-statistics" className={styles.heading}>
              {t("brand.statistics")}
            </h2>
            <ul className={styles.statistics}>
              {brand.statistics.map((stat) => (
                <li key={stat.label} className={styles.statistic}>
                  <strong className={styles.statValue}>{stat.value}</strong>
                  {` ${t(STAT_LABEL[stat.label])}`}
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="brand-amenities">
            <h2 id="brand-amenities" className={styles.heading}>
              {t("brand.amenities")}
            </h2>
            <ul className={styles.amenities}>
              {brand.amenities.map((amenity) => (
                <li key={amenity} className={styles.amenity}>
                  {amenity}
                </li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="brand-offers">
            <h2 id="brand-offers" className={styles.heading}>
              {t("brand.offers")}
            </h2>
            <ul className={styles.offers}>
              {brand.offers.map((offer) => (
                <li key={offer.code} className={styles.offer}>
                  <Link to={offer.path} className={styles.offerLink}>
                    <strong>{offer.title}</strong>
                    <span>{offer.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <BrandHotels hotels={brand.hotels} />
          <Destinations destinations={brand.destinations} />
        </>
      )}

      <nav className={styles.section} aria-labelledby="brand-others">
        <h2 id="brand-others" className={styles.heading}>
          {t("brand.otherBrands")}
        </h2>
        <ul className={styles.otherBrands}>
          {brand.other_brands.map((other) => (
            <li key={other.slug}>
              <Link to={other.path} className={styles.otherBrand}>
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  )
}
