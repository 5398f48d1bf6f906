import { Link } from "react-router"
import type { Breadcrumb } from "#core/content/seo-meta.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./results-view.module.css"

/** A listing's trail from the home page (the same crumbs its BreadcrumbList JSON-LD names). */
export function Breadcrumbs({ crumbs }: { readonly crumbs: ReadonlyArray<Breadcrumb> }) {
  const t = useT()
  if (crumbs.length < 2) return null
  return (
    <nav aria-label={t("results.breadcrumbs")} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.name}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
