import { useT } from "../../lib/i18n.tsx"
import { LocationField } from "../search/location-field.tsx"
import { HeroSkyline } from "./hero-skyline.tsx"
import styles from "./home-page.module.css"

/** The landing page (spec-search §2 'Home'): the hero with the search widget. */
export function HomePage() {
  const t = useT()
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <HeroSkyline />
      <div className={styles.inner}>
        <h1 id="home-heading" className={styles.heading}>
          {t("home.heading")}
        </h1>
        <p className={styles.subheading}>{t("home.subheading")}</p>
        <search aria-label={t("home.searchForm")} className={styles.widget}>
          <div className={styles.location}>
            <LocationField size="large" />
          </div>
          {/* Dates, rooms & guests and the search button join this row with the search widget's issue. */}
        </search>
      </div>
    </section>
  )
}
