import type { FormEvent, ReactNode } from "react"
import type { FilterGroup, FilterMap, FilterValue } from "#core/search/filters.ts"
import type { FilterSelection } from "#core/search/filters-selection.ts"
import type { CustomPriceRange } from "#core/search/price-buckets.ts"
import type { SearchResultsEvent } from "#machines/search-results.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { filterGroupLabel, filterValueLabel } from "./filter-labels.ts"
import styles from "./filter-panel.module.css"
import type { FilterLabels } from "./results-data.ts"

interface FilterPanelProps {
  readonly filterMap: FilterMap
  readonly selection: FilterSelection
  readonly labels: FilterLabels
  readonly rooms: number
  readonly send: (event: SearchResultsEvent) => void
}

/** spec-search §3 'Filter map': the price group's custom range, in rupees per night for all rooms. */
function CustomRange({ range, send }: { range: CustomPriceRange; send: FilterPanelProps["send"] }) {
  const t = useT()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    send({ type: "filter.setPrice", start: Number(form.get("min")), end: Number(form.get("max")) })
  }
  return (
    // Keyed by the range: new limits (other filters changed) refill the inputs.
    <form key={`${range.start}-${range.end}`} className={styles.range} onSubmit={submit}>
      <p className={styles.rangeTitle}>{t("filter.price.custom")}</p>
      <label className={styles.rangeField}>
        <span>{t("filter.price.min")}</span>
        <input
          name="min"
          type="number"
          inputMode="numeric"
          min={range.minPerNightValue}
          max={range.maxPerNightValue}
          defaultValue={range.start}
        />
      </label>
      <label className={styles.rangeField}>
        <span>{t("filter.price.max")}</span>
        <input
          name="max"
          type="number"
          inputMode="numeric"
          min={range.minPerNightValue}
          max={range.maxPerNightValue}
          defaultValue={range.end}
        />
      </label>
      <button type="submit" className={styles.rangeApply}>
        {t("filter.price.apply")}
      </button>
    </form>
  )
}

/** Values listed before a group folds the rest away. */
const SHOWN = 8

function Values({
  values,
  render,
}: {
  values: ReadonlyArray<FilterValue>
  render: (v: FilterValue) => ReactNode
}) {
  return (
    <ul className={styles.values}>
      {values.map((value) => (
        <li key={value.value}>{render(value)}</li>
      ))}
    </ul>
  )
}

/**
 * Every filter group with its values and counts (spec-search §4 'Filtering'). Groups the results
 * give no value for are left out; a chosen value stays listed even at 0, so it can be undone.
 */
export function FilterPanel({ filterMap, selection, labels, rooms, send }: FilterPanelProps) {
  const t = useT()
  const checkbox = (group: FilterGroup) => (value: FilterValue) => (
    <label className={styles.value}>
      <input
        type="checkbox"
        checked={group.selected.includes(value.value)}
        onChange={() => send({ type: "filter.toggle", group: group.key, value: value.value })}
      />
      <span className={styles.valueName}>{filterValueLabel(group.key, value.value, labels, rooms, t)}</span>
      <span className={styles.count}>{value.count}</span>
    </label>
  )
  return (
    <div className={styles.panel}>
      {filterMap.groups
        .filter((group) => group.values.length > 0)
        .map((group) => (
          <fieldset key={group.key} className={styles.group} data-filter-group={group.key}>
            <legend className={styles.legend}>{filterGroupLabel(group.key, t)}</legend>
            <Values values={group.values.slice(0, SHOWN)} render={checkbox(group)} />
            {group.values.length > SHOWN ? (
              // Long lists (a city's localities and landmarks) fold; <details> needs no script.
              <details
                className={styles.more}
                open={group.values.slice(SHOWN).some((v) => group.selected.includes(v.value))}
              >
                <summary>{t("filter.more", { count: group.values.length - SHOWN })}</summary>
                <Values values={group.values.slice(SHOWN)} render={checkbox(group)} />
              </details>
            ) : null}
            {group.key === "pricePerNight" && filterMap.customRange !== undefined ? (
              <CustomRange range={filterMap.customRange} send={send} />
            ) : null}
          </fieldset>
        ))}
      {selection.bounds === undefined ? null : (
        <fieldset className={styles.group} data-filter-group="map">
          <legend className={styles.legend}>{filterGroupLabel("map", t)}</legend>
          <p className={styles.note}>{t("filter.map.note")}</p>
          <button type="button" className={styles.link} onClick={() => send({ type: "map.setBounds" })}>
            {t("filter.map.clear")}
          </button>
        </fieldset>
      )}
    </div>
  )
}
