/** What the traveller has chosen in the filter panel, and the §4 rules for changing it. */

import { type FilterGroupKey, GROUP_RULES } from "./filters.ts"
import { DEFAULT_SORT, type SortState } from "./sort.ts"

/** Map bounds in degrees (§4: "hotels whose coordinates lie inside the map bounds"). */
export interface MapBounds {
  readonly south: number
  readonly west: number
  readonly north: number
  readonly east: number
}

export interface FilterSelection {
  readonly values: Readonly<Partial<Record<FilterGroupKey, ReadonlyArray<string>>>>
  /** The price group's custom range in rupees per night, ends included. */
  readonly customPrice?: { readonly start: number; readonly end: number }
  readonly bounds?: MapBounds
}

export const NO_FILTERS: FilterSelection = { values: {} }

/** §4: "Clearing all filters resets filters and sort to the price ascending default." */
export const clearAll = (): { readonly selection: FilterSelection; readonly sort: SortState } => ({
  selection: NO_FILTERS,
  sort: DEFAULT_SORT,
})

/**
 * Selecting or unselecting one value. A single-choice group keeps only the latest value (§4);
 * a bucket replaces a custom price range, as both answer the same question (ADR 062).
 */
export const toggleValue = (
  selection: FilterSelection,
  group: FilterGroupKey,
  value: string,
): FilterSelection => {
  const current = selection.values[group] ?? []
  const selected = current.includes(value)
    ? current.filter((v) => v !== value)
    : GROUP_RULES[group].mode === "single"
      ? [value]
      : [...current, value]
  const { customPrice: _, ...rest } = selection
  const base = group === "pricePerNight" ? rest : selection
  return { ...base, values: { ...selection.values, [group]: selected } }
}

/** The custom range replaces any selected price bucket (ADR 062). */
export const setCustomPrice = (
  selection: FilterSelection,
  range: { readonly start: number; readonly end: number },
): FilterSelection => ({
  ...selection,
  customPrice: range,
  values: { ...selection.values, pricePerNight: [] },
})

/** §4: the map filter follows the map's bounds; "with no bounds it is cleared". */
export const setMapBounds = (selection: FilterSelection, bounds: MapBounds | undefined): FilterSelection => {
  const { bounds: _, ...rest } = selection
  return bounds === undefined ? rest : { ...rest, bounds }
}
