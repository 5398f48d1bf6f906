import type { FilterSelection, MapBounds } from "./filters-selection.ts"
import { type CustomPriceRange, customPriceRange, priceBucketOf, priceBuckets } from "./price-buckets.ts"
import { meetsRating, RATING_THRESHOLDS } from "./rating-filter.ts"
import type { ResultHotel } from "./result-hotel.ts"

/** spec-search §3 'Filter map' groups that carry values; the map group is FilterSelection.bounds. */
export const FILTER_GROUPS = [
  "localities",
  "brand",
  "bedType",
  "policies",
  "popularCollections",
  "hotelAmenities",
  "roomAmenities",
  "ratings",
  "pricePerNight",
] as const
export type FilterGroupKey = (typeof FILTER_GROUPS)[number]

/**
 * How a group narrows (§4: "a mutually exclusive group narrows by intersection, otherwise by
 * union"; "a single-choice value replaces the earlier one"). Which group is which is ADR 062.
 */
export type GroupMode = "union" | "intersection" | "single"

interface GroupRule {
  readonly mode: GroupMode
  /** The group's values a hotel carries; for prices it depends on the rooms (§5). */
  readonly valuesOf: (hotel: ResultHotel, rooms: number) => ReadonlyArray<string>
  /** Values always listed, in display order; other groups list what the hotels carry. */
  readonly fixed?: (rooms: number) => ReadonlyArray<string>
}

const ids = (list: ReadonlyArray<number>) => list.map(String)

export const GROUP_RULES: Readonly<Record<FilterGroupKey, GroupRule>> = {
  localities: {
    mode: "union",
    valuesOf: (h) => [`locality-${h.localityId}`, ...h.landmarkIds.map((id) => `landmark-${id}`)],
  },
  brand: { mode: "union", valuesOf: (h) => [h.brandCode] },
  bedType: { mode: "union", valuesOf: (h) => h.bedTypes },
  policies: { mode: "intersection", valuesOf: (h) => h.policies },
  popularCollections: { mode: "union", valuesOf: (h) => ids(h.collectionIds) },
  hotelAmenities: { mode: "intersection", valuesOf: (h) => ids(h.hotelAmenityIds) },
  roomAmenities: { mode: "intersection", valuesOf: (h) => ids(h.roomAmenityIds) },
  ratings: {
    mode: "single",
    valuesOf: (h) => RATING_THRESHOLDS.filter((t) => meetsRating(h.rating, t)).map(String),
    fixed: () => RATING_THRESHOLDS.map(String),
  },
  pricePerNight: {
    mode: "union",
    // An unpriced hotel carries no bucket, so any price selection hides it.
    valuesOf: (h, rooms) => (h.perNightPrice === null ? [] : [priceBucketOf(h.perNightPrice, rooms).value]),
    fixed: (rooms) => priceBuckets(rooms).map((b) => b.value),
  },
}

export const inBounds = (hotel: ResultHotel, b: MapBounds): boolean =>
  hotel.lat >= b.south && hotel.lat <= b.north && hotel.lng >= b.west && hotel.lng <= b.east

const passesGroup = (carried: ReadonlyArray<string>, selected: ReadonlyArray<string>, mode: GroupMode) =>
  selected.length === 0 ||
  (mode === "intersection"
    ? selected.every((v) => carried.includes(v))
    : selected.some((v) => carried.includes(v)))

const passesPrice = (hotel: ResultHotel, selection: FilterSelection, carried: ReadonlyArray<string>) => {
  const custom = selection.customPrice
  if (custom === undefined) return passesGroup(carried, selection.values.pricePerNight ?? [], "union")
  return (
    hotel.perNightPrice !== null && hotel.perNightPrice >= custom.start && hotel.perNightPrice <= custom.end
  )
}

/** The map bounds' bit, above one bit per value group. */
const MAP_BIT = 1 << FILTER_GROUPS.length

interface Carried {
  /** Per group, per hotel, the values the hotel carries. */
  readonly byHotel: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>>
  /** Per group, the values listed: the fixed list or every value a hotel carries, first seen first. */
  readonly listed: ReadonlyArray<ReadonlyArray<string>>
  readonly allIds: ReadonlyArray<string>
}

const carriedCache = new WeakMap<ReadonlyArray<ResultHotel>, Map<number, Carried>>()

/**
 * Each group's values per hotel. Toggling a filter keeps the same hotel list, so they are worked
 * out once per list and room count (issue 4's bench: a recount over 10,000 hotels within 2 ms).
 */
const carriedValues = (hotels: ReadonlyArray<ResultHotel>, rooms: number): Carried => {
  const byRooms = carriedCache.get(hotels) ?? new Map<number, Carried>()
  carriedCache.set(hotels, byRooms)
  const cached = byRooms.get(rooms)
  if (cached !== undefined) return cached
  const byHotel = FILTER_GROUPS.map((g) => hotels.map((h) => GROUP_RULES[g].valuesOf(h, rooms)))
  const listed = FILTER_GROUPS.map(
    (g, gi) => GROUP_RULES[g].fixed?.(rooms) ?? [...new Set(byHotel[gi]!.flat())],
  )
  const carried = { byHotel, listed, allIds: hotels.map((h) => h.id) }
  byRooms.set(rooms, carried)
  return carried
}

/** Per hotel, a mask of the groups it fails, so recounting one group is a mask test (ADR 062). */
const failures = (hotels: ReadonlyArray<ResultHotel>, selection: FilterSelection, rooms: number) => {
  const carried = carriedValues(hotels, rooms).byHotel
  // A group with nothing chosen lets every hotel through: only the chosen ones are checked.
  const chosen = FILTER_GROUPS.flatMap((g, gi) => {
    const selected = selection.values[g] ?? []
    const price = g === "pricePerNight" && selection.customPrice !== undefined
    return selected.length > 0 || price ? [{ g, gi, selected }] : []
  })
  const masks = hotels.map((hotel, i) => {
    let mask = selection.bounds === undefined || inBounds(hotel, selection.bounds) ? 0 : MAP_BIT
    for (const { g, gi, selected } of chosen) {
      const values = carried[gi]![i]!
      const ok =
        g === "pricePerNight"
          ? passesPrice(hotel, selection, values)
          : passesGroup(values, selected, GROUP_RULES[g].mode)
      if (!ok) mask |= 1 << gi
    }
    return mask
  })
  return { carried, masks }
}

/** The hotels every group and the map bounds let through, in input order. */
export const applyFilters = (
  hotels: ReadonlyArray<ResultHotel>,
  selection: FilterSelection,
  rooms: number,
): Array<ResultHotel> => {
  const { masks } = failures(hotels, selection, rooms)
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
  const { carried, masks } = failures(hotels, selection, rooms)
  const { listed, allIds } = carriedValues(hotels, rooms)
  const groups = FILTER_GROUPS.map((key, gi): FilterGroup => {
    const rule = GROUP_RULES[key]
    const selected = selection.values[key] ?? []
    const applicable = new Map<string, Array<string>>()
    for (const v of [...listed[gi]!, ...selected]) applicable.set(v, [])
    const others = ~(1 << gi)
    hotels.forEach((hotel, i) => {
      if ((masks[i]! & others) !== 0) return
      for (const v of carried[gi]![i]!) applicable.get(v)?.push(hotel.id)
    })
    const values = [...applicable].map(([value, hotelIds]) => ({
      value,
      count: hotelIds.length,
      applicableHotelIds: hotelIds,
    }))
    const bit = 1 << gi
    const hotelIdsWithSelectedFilter = masks.some((m) => (m & bit) !== 0)
      ? hotels.filter((_, i) => (masks[i]! & bit) === 0).map((h) => h.id)
      : allIds
    const isMutuallyExclusive = rule.mode === "intersection"
    const singleChoice = rule.mode === "single"
    return { key, isMutuallyExclusive, singleChoice, selected, values, hotelIdsWithSelectedFilter }
  })
  const priceGi = FILTER_GROUPS.indexOf("pricePerNight")
  const pricesLeft = hotels.flatMap((h, i) =>
    (masks[i]! & ~(1 << priceGi)) === 0 && h.perNightPrice !== null ? [h.perNightPrice] : [],
  )
  return {
    groups,
    customRange: customPriceRange(pricesLeft, selection.customPrice),
    refinedHotelIds: hotels.filter((_, i) => masks[i] === 0).map((h) => h.id),
  }
}
