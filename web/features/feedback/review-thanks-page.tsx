import { Link } from "react-router"
import { href } from "#core/routes/href.ts"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./feedback.module.css"

/** /tripadvisor/thank-you/ (spec-checkout §2 'Review submitted', navigation bar hidden, 1 hour cache). */
export function ReviewThanksPage() {
  const t = useT()
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{t("review.thanksHeading")}</h1>
      <p className={styles.line}>{t("review.thanksBody")}</p>
      <Link className={styles.link} to={href("home")}>
        {t("review.home")}
      </Link>
    </div>
  )
}
