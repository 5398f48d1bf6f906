import { priceBucketOf, priceBuckets } from "./price-buckets.ts"
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
