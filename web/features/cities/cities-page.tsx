import { Link, useLoaderData } from "react-router"
import { groupByState } from "#core/content/city-directory.ts"
import type { CityEntry } from "#core/content/landing.ts"
import { useT } from "../../lib/i18n.tsx"
import type { CitiesData } from "./cities-loader.ts"
import styles from "./cities-page.module.css"

/** Lakh grouping, as the rest of the site writes numbers (1,000; 1,00,000). */
const formatCount = (n: number) => n.toLocaleString("en-IN")

/** /cities/ (spec-search §2 'Cities'): every city with hotels, by state, each with its count. */
export function CitiesPage() {
  const { cities } = useLoaderData() as CitiesData
  return <CitiesDirectory cities={cities} />
}

export function CitiesDirectory({ cities }: { readonly cities: ReadonlyArray<CityEntry> }) {
  const t = useT()
  const states = groupByState(cities)
  const hotels = cities.reduce((n, c) => n + c.hotel_count, 0)
  return (
    <section className={styles.page} aria-labelledby="cities-heading">
      <h1 id="cities-heading" className={styles.heading}>
        {t("cities.heading")}
      </h1>
      <p className={styles.intro}>
        {t("cities.intro", { count: hotels, hotels: formatCount(hotels), cities: cities.length })}
      </p>
      <nav className={styles.stateIndex} aria-label={t("cities.stateIndex")}>
        {states.map((group) => (
          <a key={group.state} href={`#${anchor(group.cities[0]!)}`} className={styles.stateChip}>
            {group.state}
          </a>
        ))}
      </nav>
      <div className={styles.states}>
        {states.map((group) => (
          <section key={group.state} id={anchor(group.cities[0]!)} className={styles.state}>
            <h2 className={styles.stateName}>
              {group.state}
              <span className={styles.stateCount}>
                {t("cities.stateCount", { count: group.cities.length })}
              </span>
            </h2>
            <ul className={styles.cityList}>
              {group.cities.map((city) => (
                <li key={city.slug}>
                  <Link to={city.path} className={styles.city}>
                    {city.name}
                  </Link>
                  <span className={styles.count}>{t("landing.hotelCount", { count: city.hotel_count })}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}

/** The state's own slug, so /cities/#karnataka is a stable link. */
const anchor = (city: CityEntry) => city.state_slug
