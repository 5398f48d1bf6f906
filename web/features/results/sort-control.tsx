import type { SortOrder, SortState } from "#core/search/sort.ts"
import type { SearchResultsEvent } from "#machines/search-results.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./results-view.module.css"

/** spec-search §4 'Sorting': price low→high (default), high→low, rating, distance with coordinates. */
const OPTIONS = [
  { by: "price", order: "ASC", label: "sort.priceAsc" },
  { by: "price", order: "DESC", label: "sort.priceDesc" },
  { by: "rating", order: "DESC", label: "sort.rating" },
  { by: "distance", order: "ASC", label: "sort.distance" },
] as const

interface SortControlProps {
  readonly sort: SortState
  readonly canSortByDistance: boolean
  readonly send: (event: SearchResultsEvent) => void
}

export function SortControl({ sort, canSortByDistance, send }: SortControlProps) {
  const t = useT()
  const options = OPTIONS.filter((o) => o.by !== "distance" || canSortByDistance)
  return (
    <label className={styles.sort}>
      <span>{t("sort.label")}</span>
      <select
        value={`${sort.by}:${sort.order}`}
        onChange={(event) => {
          const [by, order] = event.currentTarget.value.split(":") as [string, SortOrder]
          send({ type: "sort.set", by, order })
        }}
      >
        {options.map((o) => (
          <option key={`${o.by}:${o.order}`} value={`${o.by}:${o.order}`}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </label>
  )
}
