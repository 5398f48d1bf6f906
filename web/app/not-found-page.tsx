import { Link } from "react-router"
import { href } from "#core/routes/href.ts"
import { useT } from "../lib/i18n.tsx"
import styles from "./status-page.module.css"

/** Any path that is not a page (spec-search §2): the server answers it with status 404. */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className={styles.page} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className={styles.heading}>
        {t("notFound.heading")}
      </h1>
      <p className={styles.body}>{t("notFound.body")}</p>
      <Link className={styles.primary} to={href("home")}>
        {t("notFound.home")}
      </Link>
    </section>
  )
}
