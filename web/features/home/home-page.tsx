import { useT } from "../../lib/i18n.tsx"
import { SearchWidget } from "../search/search-widget.tsx"
import { HeroSkyline } from "./hero-skyline.tsx"
import styles from "./home-page.module.css"
import { HomeLanding } from "./landing-sections.tsx"

/** The landing page (spec-search §2 'Home'): the hero with the search widget, then the landing content. */
export function HomePage() {
  const t = useT()
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <HeroSkyline />
        <div className={styles.inner}>
          <h1 id="home-heading" className={styles.heading}>
            {t("home.heading")}
          </h1>
          <p className={styles.subheading}>{t("home.subheading")}</p>
          <div className={styles.widget}>
            <SearchWidget size="large" />
          </div>
        </div>
      </section>
      <HomeLanding />
    </>
  )
}
