import { lazy, Suspense, useState } from "react"
import type { Stay } from "#core/dates/stay.ts"
import { formatStayRange } from "#core/i18n/format.ts"
import { occupancySummary } from "#core/search/search-summary.ts"
import type { RoomOccupancy, Suggestion } from "#core/search/suggestion.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./results-view.module.css"

// Loaded when the traveller opens it: most visitors of a listing never change the search.
const SearchWidget = lazy(async () => ({
  default: (await import("../search/search-widget.tsx")).SearchWidget,
}))

/**
 * The stay the results are for, and the search widget folded under it. spec-search §2 puts the
 * small widget in the compact header, which does not take it yet; until it does, the search is
 * changed here.
 */
export function ModifySearch({
  stay,
  rooms,
  place,
}: {
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomOccupancy>
  readonly place: Suggestion | null
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <details className={styles.modify} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <span>
          {formatStayRange(stay.checkin, stay.checkout)} · {occupancySummary(rooms, t)}
        </span>
        <span className={styles.modifyLabel}>{t("results.modify")}</span>
      </summary>
      {open ? (
        <div className={styles.widget}>
          {/* The widget's room is held while its chunk loads, so the results do not jump when it comes. */}
          <Suspense fallback={<div className={styles.widgetLoading} aria-busy="true" />}>
            <SearchWidget
              size="medium"
              start={{ location: place, range: { start: stay.checkin, end: stay.checkout }, rooms }}
            />
          </Suspense>
        </div>
      ) : null}
    </details>
  )
}
