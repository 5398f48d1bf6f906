import { FILTER_GROUPS, type FilterGroupKey, GROUP_RULES, inBounds } from "../filters.ts"
import type { FilterSelection } from "../filters-selection.ts"
import type { ResultHotel } from "../result-hotel.ts"

/**
 * The spec's filter rules written plainly, with no caching or masks: the oracle the property tests
 * check buildFilterMap against and the baseline the bench compares it with.
 */
export const passesGroup = (
  h: ResultHotel,
  s: FilterSelection,
  rooms: number,
  g: FilterGroupKey,
): boolean => {
  if (g === "pricePerNight" && s.customPrice !== undefined)
    return (
      h.perNightPrice !== null &&
      h.perNightPrice >= s.customPrice.start &&
      h.perNightPrice <= s.customPrice.end
    )
  const chosen = s.values[g] ?? []
  const carried = GROUP_RULES[g].valuesOf(h, rooms)
  if (chosen.length === 0) return true
  return GROUP_RULES[g].mode === "intersection"
    ? chosen.every((v) => carried.includes(v))
    : chosen.some((v) => carried.includes(v))
}

/** Inside the map bounds and through every group but `skip`. */
export const passesOthers = (
  h: ResultHotel,
  s: FilterSelection,
  rooms: number,
  skip?: FilterGroupKey,
): boolean =>
  (s.bounds === undefined || inBounds(h, s.bounds)) &&
  FILTER_GROUPS.every((g) => g === skip || passesGroup(h, s, rooms, g))

/** Every value's count, recounted from scratch: per group, the hotels the other groups leave. */
export const naiveCounts = (
  hotels: ReadonlyArray<ResultHotel>,
  s: FilterSelection,
  rooms: number,
): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const g of FILTER_GROUPS) {
    for (const h of hotels) {
      if (!passesOthers(h, s, rooms, g)) continue
      for (const v of GROUP_RULES[g].valuesOf(h, rooms))
        counts.set(`${g}:${v}`, (counts.get(`${g}:${v}`) ?? 0) + 1)
    }
  }
  return counts
}
