import { Link, useLoaderData } from "react-router"
import type { LandingContent, LandingGroup } from "#core/content/landing.ts"
import { href } from "#core/routes/href.ts"
import { BuildingIcon, CheckCircleIcon, PinIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import type { HomeData } from "./home-loader.ts"
import styles from "./landing-sections.module.css"

/** The home route's landing content, below the hero; nothing when it could not be loaded. */
export function HomeLanding() {
  const data = useLoaderData() as HomeData | undefined
  return data?.landing ? <LandingSections content={data.landing} /> : null
}

/** Popular cities, landing groups, offers, promises and guest reviews, from the content API. */
export function LandingSections({ content }: { readonly content: LandingContent }) {
  return (
    <div className={styles.landing}>
      {content.cities && content.cities.length > 0 && <PopularCities cities={content.cities} />}
      {content.banners && content.banners.length > 0 && <LandingGroups groups={content.banners} />}
      {content.offers && content.offers.length > 0 && <Offers offers={content.offers} />}
      {content.promises && content.promises.length > 0 && <Promises promises={content.promises} />}
      {content.testimonials && content.testimonials.length > 0 && (
        <Testimonials testimonials={content.testimonials} />
      )}
    </div>
  )
}

function PopularCities({ cities }: { readonly cities: NonNullable<LandingContent["cities"]> }) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="landing-cities">
      <div className={styles.sectionHead}>
        <h2 id="landing-cities" className={styles.heading}>
          {t("landing.cities.heading")}
        </h2>
        <Link className={styles.more} to={href("cities")}>
          {t("landing.cities.all")}
        </Link>
      </div>
      <ul className={styles.cityGrid}>
        {cities.map((city) => (
          <li key={city.slug}>
            <Link className={styles.cityCard} to={city.path}>
              <PinIcon className={styles.cityIcon} />
              <span className={styles.cityName}>{city.name}</span>
              <span className={styles.cityMeta}>
                <span className={styles.cityState}>{city.state} · </span>
                {t("landing.hotelCount", { count: city.hotel_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function LandingGroups({ groups }: { readonly groups: ReadonlyArray<LandingGroup> }) {
  const t = useT()
  const byGroup = Map.groupBy(groups, (g) => g.group)
  return (
    <section className={styles.section} aria-labelledby="landing-groups">
      <h2 id="landing-groups" className={styles.heading}>
        {t("landing.groups.heading")}
      </h2>
      <div className={styles.groupGrid}>
        {[...byGroup].map(([group, links]) => (
          <div key={group} className={styles.groupCard}>
            <h3 className={styles.groupTitle}>
              <BuildingIcon className={styles.groupIcon} />
              {links[0]!.title}
            </h3>
            <ul className={styles.groupLinks}>
              {links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{t("landing.groups.intro", { city: link.city })}</Link>
                  <span className={styles.count}>{t("landing.hotelCount", { count: link.hotel_count })}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}

function Offers({ offers }: { readonly offers: NonNullable<LandingContent["offers"]> }) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="landing-offers">
      <h2 id="landing-offers" className={styles.heading}>
        {t("landing.offers.heading")}
      </h2>
      <ul className={styles.offerGrid}>
        {offers.map((offer) => (
          <li key={offer.code}>
            <Link className={styles.offerCard} to={offer.path}>
              <span className={styles.offerBadge}>
                {t("landing.offers.percent", { percent: offer.discount_percent })}
              </span>
              <span className={styles.offerTitle}>{offer.title}</span>
              <span className={styles.offerText}>{offer.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Promises({ promises }: { readonly promises: NonNullable<LandingContent["promises"]> }) {
  const t = useT()
  return (
    <section className={cx(styles.section, styles.promises)} aria-labelledby="landing-promises">
      <h2 id="landing-promises" className={styles.heading}>
        {t("landing.promises.heading")}
      </h2>
      <ul className={styles.promiseGrid}>
        {promises.map((promise) => (
          <li key={promise.code} className={styles.promise}>
            <CheckCircleIcon className={styles.promiseIcon} />
            <div>
              <h3 className={styles.promiseTitle}>{promise.title}</h3>
              <p className={styles.promiseText}>{promise.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Testimonials({
  testimonials,
}: {
  readonly testimonials: NonNullable<LandingContent["testimonials"]>
}) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="landing-reviews">
      <h2 id="landing-reviews" className={styles.heading}>
        {t("landing.testimonials.heading")}
      </h2>
      <ul className={styles.reviewGrid}>
        {testimonials.map((review) => (
          <li key={review.review_id}>
            <figure className={styles.review}>
              <p
                className={styles.stars}
                role="img"
                aria-label={t("landing.testimonials.rating", { rating: review.rating })}
              >
                {"★".repeat(review.rating)}
              </p>
              <blockquote className={styles.quote}>{review.text}</blockquote>
              <figcaption className={styles.reviewer}>
                <span className={styles.guest}>{review.guest_name}</span>
                <Link to={review.hotel_path}>
                  {t("landing.testimonials.stayedAt", { hotel: review.hotel_name, city: review.city })}
                </Link>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
