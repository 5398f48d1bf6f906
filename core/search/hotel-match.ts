import type { Brand } from "../catalogue/brand.ts"
import { boxAround, distanceKm } from "../catalogue/geo.ts"
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

/** A catalogue's hotels by place, so a place's search reads its own hotels, not the catalogue's. */
interface PlaceIndex {
  readonly byCity: ReadonlyMap<number, ReadonlyArray<Hotel>>
  readonly byLocality: ReadonlyMap<number, ReadonlyArray<Hotel>>
  readonly byId: ReadonlyMap<string, Hotel>
  /** By cell of a CELL_DEGREES grid (`cellOf`), so a circle reads the cells its box covers. */
  readonly byCell: ReadonlyMap<number, ReadonlyArray<Hotel>>
}

/** About 28 km of latitude: a 10 km circle covers one to four cells, the 50 km most one of 25. */
const CELL_DEGREES = 0.25
const LNG_CELLS = 360 / CELL_DEGREES
const latCell = (lat: number) => Math.floor((lat + 90) / CELL_DEGREES)
const lngCell = (lng: number) => Math.floor((lng + 180) / CELL_DEGREES)
const cellOf = (lat: number, lng: number) => latCell(lat) * LNG_CELLS + lngCell(lng)

const grouped = <K>(hotels: ReadonlyArray<Hotel>, key: (hotel: Hotel) => K): Map<K, Array<Hotel>> => {
  const groups = new Map<K, Array<Hotel>>()
  for (const hotel of hotels) {
    const group = groups.get(key(hotel))
    if (group === undefined) groups.set(key(hotel), [hotel])
    else group.push(hotel)
  }
  return groups
}

// Built on a catalogue's first search and kept while its hotel list lives: a catalogue never
// changes in place (the server loads a new one with a new database), so the index cannot go stale.
const indexes = new WeakMap<ReadonlyArray<Hotel>, PlaceIndex>()

const placeIndex = (hotels: ReadonlyArray<Hotel>): PlaceIndex => {
  const kept = indexes.get(hotels)
  if (kept !== undefined) return kept
  const index: PlaceIndex = {
    byCity: grouped(hotels, (h) => h.cityId),
    byLocality: grouped(hotels, (h) => h.localityId),
    byId: new Map(hotels.map((h) => [h.id, h])),
    byCell: grouped(hotels, (h) => cellOf(h.lat, h.lng)),
  }
  indexes.set(hotels, index)
  return index
}

/**
 * The hotels of the cells a circle's box covers: every hotel in the circle, and some outside it.
 * A circle that no latitude/longitude box holds (at a pole or across the 180th meridian) takes
 * every hotel.
 */
const inCells = (index: PlaceIndex, all: ReadonlyArray<Hotel>, centre: Point, radiusKm: number) => {
  const box = boxAround(centre.lat, centre.lng, radiusKm)
  if (box === undefined) return all
  const found: Array<Hotel> = []
  for (let lat = latCell(box.latMin); lat <= latCell(box.latMax); lat++) {
    for (let lng = lngCell(box.lngMin); lng <= lngCell(box.lngMax); lng++) {
      for (const hotel of index.byCell.get(lat * LNG_CELLS + lng) ?? []) found.push(hotel)
    }
  }
  return found
}

/**
 * The hotels that can be in the area: a superset of it, so `inArea` still decides. A search costs
 * its place's hotels, or its circle's cells', rather than the whole catalogue's (issue: scale to
 * 100,000 hotels).
 */
const candidates = (
  catalogue: MatchCatalogue,
  area: SearchArea,
  stateCities: ReadonlySet<number>,
): ReadonlyArray<Hotel> => {
  const index = placeIndex(catalogue.hotels)
  switch (area.kind) {
    case "city":
      return index.byCity.get(area.cityId) ?? []
    case "locality":
      return index.byLocality.get(area.localityId) ?? []
    case "state":
      return [...stateCities].flatMap((cityId) => index.byCity.get(cityId) ?? [])
    case "hotels":
      return [...new Set(area.hotelIds)].flatMap((id) => {
        const hotel = index.byId.get(id)
        return hotel === undefined ? [] : [hotel]
      })
    case "circle":
      return inCells(index, catalogue.hotels, area.centre, area.radiusKm)
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
  for (const hotel of candidates(catalogue, area, stateCities)) {
    if (!active.has(hotel.brandCode)) continue
    if (query.category !== undefined && !inCategory(query.category, hotel)) continue
    if (query.amenityId !== undefined && !hotel.amenities.includes(query.amenityId)) continue
    const distance = distanceKm(query.from.lat, query.from.lng, hotel.lat, hotel.lng)
    if (distance <= cap && inArea(area, hotel, stateCities)) matched.push({ hotel, distanceKm: distance })
  }
  return matched.sort((a, b) => a.distanceKm - b.distanceKm || Number(a.hotel.id) - Number(b.hotel.id))
}
