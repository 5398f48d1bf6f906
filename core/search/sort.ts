import { distanceKm } from "../catalogue/geo.ts"
import type { ResultHotel } from "./result-hotel.ts"

export type SortOrder = "ASC" | "DESC"

/** spec-search §3 'Filter state' sort {by, coordinates, order}; `by` is price, rating, distance or a rank key. */
export interface SortState {
  readonly by: string
  readonly order: SortOrder
  readonly coordinates?: { readonly lat: number; readonly lng: number }
}

/** spec-search §4 'Sorting' and §9: "Default sort price ascending". */
export const DEFAULT_SORT: SortState = { by: "price", order: "ASC" }

/**
 * A sort chosen without an order reads the key's natural way (ADR 062): cheapest, best rated
 * (§4 "descending average rating"), nearest, first rank. DESC on price then means dearest first.
 */
export const sortBy = (by: string, coordinates?: SortState["coordinates"]): SortState => ({
  by,
  order: by === "rating" ? "DESC" : "ASC",
  ...(coordinates === undefined ? {} : { coordinates }),
})

/** The value a hotel is ordered by; undefined when it has none (unrated, no rank, unpriced). */
export const sortKey = (hotel: ResultHotel, sort: SortState): number | undefined => {
  switch (sort.by) {
    case "price":
      return hotel.perNightPrice ?? undefined
    case "rating":
      return hotel.rating
    case "distance":
      // §4: "by distance when coordinates are given"; without them there is nothing to measure from.
      return sort.coordinates === undefined
        ? undefined
        : distanceKm(sort.coordinates.lat, sort.coordinates.lng, hotel.lat, hotel.lng)
    default:
      return hotel.rank[sort.by]
  }
}

/** Distance sort without coordinates falls back to the default (§4 names coordinates as its condition). */
const effective = (sort: SortState): SortState =>
  sort.by === "distance" && sort.coordinates === undefined ? DEFAULT_SORT : sort

/**
 * spec-search §4 'Sorting': hotels with prices come before those without, whatever the key and
 * order; within each part, by the key, DESC reversing the comparison. Hotels without a key value
 * follow those with one. Ties keep the input order (the search API's order): reversal flips the
 * comparison, not the array, so DESC does not reverse ties (ADR 062).
 */
export const sortHotels = (hotels: ReadonlyArray<ResultHotel>, requested: SortState): Array<ResultHotel> => {
  const sort = effective(requested)
  const sign = sort.order === "DESC" ? -1 : 1
  const keyed = hotels.map((hotel) => ({ hotel, key: sortKey(hotel, sort) }))
  keyed.sort((a, b) => {
    const unpriced = Number(a.hotel.perNightPrice === null) - Number(b.hotel.perNightPrice === null)
    if (unpriced !== 0) return unpriced
    if (a.key === undefined || b.key === undefined)
      return Number(a.key === undefined) - Number(b.key === undefined)
    return sign * (a.key - b.key)
  })
  return keyed.map(({ hotel }) => hotel)
}
