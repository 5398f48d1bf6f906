import { buildFilterMap, FILTER_GROUPS, type FilterGroupKey } from "#core/search/filters.ts"
import { type FilterSelection, NO_FILTERS, toggleValue } from "#core/search/filters-selection.ts"
import { fromCatalogue, type ResultHotel } from "#core/search/result-hotel.ts"
import { naiveCounts } from "#core/search/test-support/naive-filters.ts"
import { generateCatalogue } from "#fixtures/generate/catalogue.ts"
import { median, percentile, round } from "../stats.ts"

export interface FilterFigures {
  readonly hotels: number
  readonly toggles: number
  readonly productMedianMs: number
  readonly productP99Ms: number
  readonly naiveMedianMs: number
  /** Naive time ÷ product time, per toggle, median. */
  readonly speedup: number
}

const HOTELS = 10_000

/**
 * 10,000 catalogue hotels as search results. Prices are the cheapest room's base rate in rupees
 * and ratings a fixed spread: the bench measures the recount, which does not depend on where
 * the numbers came from.
 */
const resultHotels = (): ReadonlyArray<ResultHotel> =>
  generateCatalogue({ seed: 20261101, baseDate: "2026-11-01", hotelCount: HOTELS }).hotels.map((hotel, i) =>
    fromCatalogue(hotel, {
      rating: i % 7 === 0 ? undefined : 3 + (i % 21) / 10,
      perNightPricePaise: i % 23 === 0 ? null : Math.min(...hotel.roomTypes.map((r) => r.baseRatePaise)),
    }),
  )

/** A traveller's clicks: each step toggles one value that the current filter map lists. */
const clickPath = (hotels: ReadonlyArray<ResultHotel>, steps: number): Array<[FilterGroupKey, string]> => {
  const map = buildFilterMap(hotels, NO_FILTERS, 1)
  return Array.from({ length: steps }, (_, i) => {
    const group = map.groups[(i * 5) % FILTER_GROUPS.length]!
    const value = group.values[i % group.values.length]!.value
    return [group.key, value]
  })
}

/** Toggling a filter and recomputing every count: the cached recount vs the plain one, same clicks. */
export const benchFilters = (): FilterFigures => {
  const hotels = resultHotels()
  const clicks = clickPath(hotels, 60)
  const selections: Array<FilterSelection> = []
  for (const [group, value] of clicks)
    selections.push(toggleValue(selections.at(-1) ?? NO_FILTERS, group, value))
  // The first map for a list builds its per-hotel values; a traveller pays it once, on arrival.
  buildFilterMap(hotels, NO_FILTERS, 1)
  // Each side runs its whole click path alone, so neither pays for the other's garbage. CPU time,
  // not wall time: the machine is shared, and a toggle does no I/O, so they differ only by waiting.
  const timed = (f: (selection: FilterSelection) => unknown) =>
    selections.map((selection) => {
      const started = process.cpuUsage()
      f(selection)
      const used = process.cpuUsage(started)
      return (used.user + used.system) / 1000
    })
  const product = timed((selection) => buildFilterMap(hotels, selection, 1))
  const naive = timed((selection) => naiveCounts(hotels, selection, 1))
  return {
    hotels: hotels.length,
    toggles: clicks.length,
    productMedianMs: round(median(product)),
    productP99Ms: round(percentile(product, 99)),
    naiveMedianMs: round(median(naive)),
    speedup: round(median(naive.map((n, i) => n / product[i]!)), 1),
  }
}
