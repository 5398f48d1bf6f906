import { Link } from "react-router"
import type { BlogLink, BrandDestination, BrandHotel } from "#core/content/brands.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./brand-page.module.css"
import { HotelCarousel } from "./hotel-carousel.tsx"

export function BrandHotels({ hotels }: { readonly hotels: ReadonlyArray<BrandHotel> }) {
  return hotels.length === 0 ? null : <HotelCarousel hotels={hotels} />
}

/** The brand's biggest cities, each a picture of one of its hotels there and a link to the city's listing. */
export function Destinations({ destinations }: { readonly destinations: ReadonlyArray<BrandDestination> }) {
  const t = useT()
  if (destinations.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="brand-destinations">
      <h2 id="brand-destinations" className={styles.heading}>
        {t("brand.destinations")}
      </h2>
      <ul className={styles.destinations}>
        {destinations.map((place) => (
          <li key={place.path}>
            <Link to={place.path} className={styles.destination}>
              <img
                className={styles.destinationImage}
                src={place.image.url}
                width={place.image.width}
                height={place.image.height}
                alt=""
                loading="lazy"
              />
              <span className={styles.destinationName}>{place.city}</span>
              <span className={styles.destinationCount}>
                {t("brand.destinationCount", { count: place.hotel_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** spec-checkout §2: the premium brand's page lists two hotels and two blog links that open in a new tab. */
export function PremiumHotels({
  hotels,
  blogLinks,
}: {
  readonly hotels: ReadonlyArray<BrandHotel>
  readonly blogLinks: ReadonlyArray<BlogLink>
}) {
  const t = useT()
  return (
    <>
      <section className={styles.section} aria-labelledby="brand-premium-hotels">
        <h2 id="brand-premium-hotels" className={styles.heading}>
          {t("brand.premiumHotels")}
        </h2>
        <ul className={styles.premiumHotels}>
          {hotels.map((hotel) => (
            <li key={hotel.id}>
              <Link to={hotel.path} className={styles.premiumHotel}>
                <img
                  className={styles.destinationImage}
                  src={hotel.image.url}
                  width={hotel.image.width}
                  height={hotel.image.height}
                  alt={hotel.image.alt}
                />
                <span className={styles.destinationName}>{hotel.name}</span>
                <span className={styles.destinationCount}>
                  {hotel.locality === "" ? hotel.city : `${hotel.locality}, ${hotel.city}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="brand-blog">
        <h2 id="brand-blog" className={styles.heading}>
          {t("brand.blog")}
        </h2>
        <ul className={styles.blogLinks}>
          {blogLinks.map((post) => (
            <li key={post.url}>
              <a className={styles.blogLink} href={post.url} target="_blank" rel="noopener">
                {post.title}
                <span className={styles.visuallyHidden}> {t("footer.newTab")}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
