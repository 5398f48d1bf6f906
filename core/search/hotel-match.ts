import type { Brand } from "../catalogue/brand.ts"
import { distanceKm } from "../catalogue/geo.ts"
import type { Hotel } from "../catalogue/hotel.ts"
import type { City } from "../catalogue/place.ts"
import { type Category, inCategory } from "./categories.ts"

/** spec-search §7 and §9: 'location_type geo, radius 10'. */
export const SEARCH_RADIUS_KM = 10

export interface Point {
  readonly lat: number
  readonly lng: number
}

/** Where a search looks, once its place has been resolved against the catalogue. */
export type SearchArea =
  | { readonly kind: "city"; readonly cityId: number }
  | { readonly kind: "locality"; readonly localityId: number }
  | { readonly kind: "state"; readonly stateSlug: string }
  /** A landmark, a point from the browser, or a hotel's neighbours (which leave the hotel out). */
  | {
      readonly kind: "circle"
      readonly centre: Point
      readonly radiusKm: number
      readonly excludeHotelId?: string
    }
  | { readonly kind: "hotels"; readonly hotelIds: ReadonlyArray<string> }

export interface HotelQuery {
  readonly area: SearchArea
  readonly category?: Category
  /** A hotel amenity every result must offer. */
  readonly amenityId?: number
  /** Distances are measured from here. */
  readonly from: Point
  /** distance_cap: no result lies farther than this from `from`, whatever the area. */
  readonly maxDistanceKm?: number
}

export interface MatchedHotel {
  readonly hotel: Hotel
  readonly distanceKm: number
}

export type MatchCatalogue = {
  readonly hotels: ReadonlyArray<Hotel>
  readonly brands: ReadonlyArray<Brand>
  readonly cities: ReadonlyArray<City>
}

/**
 * The effective radius: the requested one (default 10 km) lowered by distance_cap when that is
 * smaller (spec-search §7 names both and no other rule).
 */
export const effectiveRadiusKm = (radiusKm?: number, distanceCapKm?: number): number =>
  Math.min(radiusKm ?? SEARCH_RADIUS_KM, distanceCapKm ?? Number.POSITIVE_INFINITY)

/** A hotel is listed while its brand is ACTIVE (spec-search §1 gives brands a status). */
const activeBrands = (brands: ReadonlyArray<Brand>): ReadonlySet<string> =>
  new Set(brands.filter((b) => b.status === "ACTIVE").map((b) => b.code))

const inArea = (area: SearchArea, hotel: Hotel, stateCities: ReadonlySet<number>) => {
  switch (area.kind) {
    case "city":
      return hotel.cityId === area.cityId
    case "locality":
      return hotel.localityId === area.localityId
    case "state":
      return stateCities.has(hotel.cityId)
    case "circle":
      // Measured from the circle's centre, which need not be the point distances are shown from.
      return (
        distanceKm(area.centre.lat, area.centre.lng, hotel.lat, hotel.lng) <= area.radiusKm &&
        hotel.id !== area.excludeHotelId
      )
    case "hotels":
      return area.hotelIds.includes(hotel.id)
  }
}

/**
 * The active catalogue hotels a search shows, each with its distance in km from `query.from`,
 * nearest first (ties by id, so the order is stable). The category and the amenity narrow the
 * area's hotels; they never widen them.
 */
export const matchHotels = (catalogue: MatchCatalogue, query: HotelQuery): Array<MatchedHotel> => {
  const active = activeBrands(catalogue.brands)
  const area = query.area
  const stateCities = new Set(
    area.kind === "state"
      ? catalogue.cities.filter((c) => c.stateSlug === area.stateSlug).map((c) => c.id)
      : [],
  )
  const cap = query.maxDistanceKm ?? Number.POSITIVE_INFINITY
  const matched: Array<MatchedHotel> = []
  for (const hotel of catalogue.hotels) {
    if (!active.has(hotel.brandCode)) continue
    if (query.category !== undefined && !inCategory(query.category, hotel)) continue
    if (query.amenityId !== undefined && !hotel.amenities.includes(query.amenityId)) continue
    const distance = distanceKm(query.from.lat, query.from.lng, hotel.lat, hotel.lng)
    if (distance <= cap && inArea(area, hotel, stateCities)) matched.push({ hotel, distanceKm: distance })
  }
  return matched.sort((a, b) => a.distanceKm - b.distanceKm || Number(a.hotel.id) - Number(b.hotel.id))
}
