import { FILTER_GROUPS, type FilterGroupKey, GROUP_RULES } from "./filter-groups.ts"
import { failureMasks, MAP_BIT } from "./filter-index.ts"
import type { FilterSelection, MapBounds } from "./filters-selection.ts"
import { type CustomPriceRange, customPriceRange } from "./price-buckets.ts"
import type { ResultHotel } from "./result-hotel.ts"

export { FILTER_GROUPS, type FilterGroupKey, GROUP_RULES, type GroupMode } from "./filter-groups.ts"

export const inBounds = (hotel: ResultHotel, b: MapBounds): boolean =>
  hotel.lat >= b.south && hotel.lat <= b.north && hotel.lng >= b.west && hotel.lng <= b.east

/** The hotels every group and the map bounds let through, in input order. */
export const applyFilters = (
  hotels: ReadonlyArray<ResultHotel>,
  selection: FilterSelection,
  rooms: number,
): Array<ResultHotel> => {
  const { masks } = failureMasks(hotels, selection, rooms)
  return hotels.filter((_, i) => masks[i] === 0)
}

export interface FilterValue {
  readonly value: string
  readonly count: number
  readonly applicableHotelIds: ReadonlyArray<string>
}

export interface FilterGroup {
  readonly key: FilterGroupKey
  readonly isMutuallyExclusive: boolean
  readonly singleChoice: boolean
  readonly selected: ReadonlyArray<string>
  readonly values: ReadonlyArray<FilterValue>
  /** §3: the hotels this group's own selection lets through (all of them when nothing is chosen). */
  readonly hotelIdsWithSelectedFilter: ReadonlyArray<string>
}

export interface FilterMap {
  /** Every group in the §3 'Filter map' order, which is also the panel's order. */
  readonly groups: ReadonlyArray<FilterGroup>
  /** The price group's custom range over the prices the other groups leave (§3). */
  readonly customRange: CustomPriceRange | undefined
  /** §3 'Filter state' refinedHotelIds: the hotels every filter lets through. */
  readonly refinedHotelIds: ReadonlyArray<string>
}

/**
 * §4: "Counts on each value are recomputed against the hotels left by the other groups" (the map
 * bounds count as another group for every one). Values stay listed at 0 so a selection can be
 * undone; the list is the fixed one or what any input hotel carries, first seen first.
 */
export const buildFilterMap = (
  hotels: ReadonlyArray<ResultHotel>,
  selection: FilterSelection,
  rooms: number,
): FilterMap => {
  const { index, masks } = failureMasks(hotels, selection, rooms)
  const { listed, codes, offsets, flat, starts, allIds } = index
  const counts = new Int32Array(offsets.at(-1)!)
  // A hotel counts in a group when it passes every other group: it fails nothing (it counts
  // everywhere) or fails that one group alone (it counts there only).
  for (let i = 0; i < masks.length; i++) {
    const mask = masks[i]!
    if (mask === 0) {
      for (let j = starts[i]!; j < starts[i + 1]!; j++) counts[flat[j]!]!++
    } else if ((mask & (mask - 1)) === 0 && mask !== MAP_BIT) {
      const gi = 31 - Math.clz32(mask)
      const offset = offsets[gi]!
      for (const code of codes[gi]![i]!) counts[offset + code]!++
    }
  }
  const groups = FILTER_GROUPS.map((key, gi): FilterGroup => {
    const rule = GROUP_RULES[key]
    const selected = selection.values[key] ?? []
    const others = ~(1 << gi)
    // Which hotels make up a count is asked for far less often than the counts, so it is worked
    // out when read.
    const hotelIdsFor = (code: number) =>
      hotels.flatMap((hotel, i) =>
        (masks[i]! & others) === 0 && codes[gi]![i]!.includes(code) ? [hotel.id] : [],
      )
    const values = listed[gi]!.map(
      (value, code): FilterValue => ({
        value,
        count: counts[offsets[gi]! + code]!,
        get applicableHotelIds() {
          return hotelIdsFor(code)
        },
      }),
    )
    // A selected value no hotel carries stays listed at 0, so it can be undone.
    for (const value of new Set(selected)) {
      if (!listed[gi]!.includes(value)) values.push({ value, count: 0, applicableHotelIds: [] })
    }
    const bit = 1 << gi
    const isMutuallyExclusive = rule.mode === "intersection"
    const singleChoice = rule.mode === "single"
    return {
      key,
      isMutuallyExclusive,
      singleChoice,
      selected,
      values,
      get hotelIdsWithSelectedFilter() {
        return selected.length === 0 && !(key === "pricePerNight" && selection.customPrice)
          ? allIds
          : hotels.filter((_, i) => (masks[i]! & bit) === 0).map((h) => h.id)
      },
    }
  })
  const notPrice = ~(1 << FILTER_GROUPS.indexOf("pricePerNight"))
  const pricesLeft: Array<number> = []
  const refinedHotelIds: Array<string> = []
  for (let i = 0; i < masks.length; i++) {
    const price = hotels[i]!.perNightPrice
    if ((masks[i]! & notPrice) === 0 && price !== null) pricesLeft.push(price)
    if (masks[i] === 0) refinedHotelIds.push(allIds[i]!)
  }
  return { groups, customRange: customPriceRange(pricesLeft, selection.customPrice), refinedHotelIds }
}
