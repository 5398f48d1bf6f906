import type { Amenity, Collection } from "../catalogue/features.ts"
import type { Hotel } from "../catalogue/hotel.ts"
import type { City, Landmark, Locality } from "../catalogue/place.ts"
import { daysBetween } from "../dates/calendar-day.ts"
import { MAX_STAY_NIGHTS } from "../dates/stay.ts"
import { slugify } from "../routes/slug.ts"
import { categoryBySlug } from "./categories.ts"
import { effectiveRadiusKm, type HotelQuery, type Point, type SearchArea } from "./hotel-match.ts"

/** The place parameters of GET /api/v5/search/ and /api/v1/facilities/, already schema-decoded. */
export interface PlaceParams {
  readonly state?: string
  readonly city?: string
  readonly locality?: string
  readonly landmark?: string
  readonly category?: string
  readonly amenity?: string
  readonly latitude?: number
  readonly longitude?: number
  readonly radius?: number
  readonly distance_cap?: number
  readonly hotel_id?: string
  readonly nearby?: boolean
}

export type SearchCatalogue = {
  readonly cities: ReadonlyArray<City>
  readonly localities: ReadonlyArray<Locality>
  readonly landmarks: ReadonlyArray<Landmark>
  readonly amenities: ReadonlyArray<Amenity>
  readonly collections: ReadonlyArray<Collection>
  readonly hotels: ReadonlyArray<Hotel>
}

/** `bad` is a request that cannot mean anything (400); `unknown` names no catalogue entry (404). */
export interface SearchProblem {
  readonly kind: "bad" | "unknown"
  readonly field: string
  readonly message: string
}

export interface ResolvedSearch {
  readonly query: HotelQuery
  /** The search named a point (coordinates, a landmark, a hotel's neighbours): sort.coordinates. */
  readonly point: Point | null
}

const bad = (field: string, message: string): SearchProblem => ({ kind: "bad", field, message })
const unknown = (field: string, message: string): SearchProblem => ({ kind: "unknown", field, message })

const mean = (values: ReadonlyArray<number>) => values.reduce((sum, v) => sum + v, 0) / values.length

/**
 * Reads a search's place (ADR 064). Place values are slugs or names: both are slugified. The
 * most specific place wins: hotel_id, then landmark, locality (within its city), city, state,
 * then a bare point. Category and amenity narrow that place.
 */
export const resolveSearch = (
  params: PlaceParams,
  catalogue: SearchCatalogue,
): ResolvedSearch | SearchProblem => {
  if ((params.latitude === undefined) !== (params.longitude === undefined)) {
    return bad(params.latitude === undefined ? "latitude" : "longitude", "latitude and longitude go together")
  }
  const slugs: Partial<Record<"state" | "city" | "locality" | "landmark" | "category" | "amenity", string>> =
    {}
  for (const field of ["state", "city", "locality", "landmark", "category", "amenity"] as const) {
    const value = params[field]
    if (value === undefined) continue
    const slug = slugify(value)
    if (slug === "") return bad(field, `${field} must name a place with letters or digits`)
    slugs[field] = slug
  }
  const given: Point | null =
    params.latitude === undefined ? null : { lat: params.latitude, lng: params.longitude! }
  const radiusKm = effectiveRadiusKm(params.radius, params.distance_cap)

  const city = slugs.city === undefined ? undefined : catalogue.cities.find((c) => c.slug === slugs.city)
  if (slugs.city !== undefined && city === undefined) return unknown("city", `No city '${params.city}'`)
  const category = slugs.category === undefined ? undefined : categoryBySlug(catalogue, slugs.category)
  if (slugs.category !== undefined && category === undefined) {
    return unknown("category", `No listing category '${params.category}'`)
  }
  const amenity =
    slugs.amenity === undefined
      ? undefined
      : catalogue.amenities.find((a) => a.kind === "hotel" && a.slug === slugs.amenity)
  if (slugs.amenity !== undefined && amenity === undefined) {
    return unknown("amenity", `No hotel amenity '${params.amenity}'`)
  }

  let area: SearchArea
  let centre: Point
  let point: Point | null = given
  if (params.hotel_id !== undefined) {
    const hotel = catalogue.hotels.find((h) => h.id === params.hotel_id)
    if (hotel === undefined) return unknown("hotel_id", `No hotel with id ${params.hotel_id}`)
    centre = { lat: hotel.lat, lng: hotel.lng }
    if (params.nearby === true) {
      area = { kind: "circle", centre, radiusKm, excludeHotelId: hotel.id }
      point = centre
    } else {
      area = { kind: "hotels", hotelIds: [hotel.id] }
    }
  } else if (slugs.landmark !== undefined) {
    const landmark = catalogue.landmarks.find((l) => l.slug === slugs.landmark)
    if (landmark === undefined) return unknown("landmark", `No landmark '${params.landmark}'`)
    centre = { lat: landmark.lat, lng: landmark.lng }
    area = { kind: "circle", centre, radiusKm }
    point = centre
  } else if (slugs.locality !== undefined) {
    if (city === undefined) return bad("locality", "locality needs its city: send city too")
    const locality = catalogue.localities.find((l) => l.cityId === city.id && l.slug === slugs.locality)
    if (locality === undefined) {
      return unknown("locality", `No locality '${params.locality}' in ${city.name}`)
    }
    centre = { lat: locality.lat, lng: locality.lng }
    area = { kind: "locality", localityId: locality.id }
  } else if (city !== undefined) {
    centre = { lat: city.lat, lng: city.lng }
    area = { kind: "city", cityId: city.id }
  } else if (slugs.state !== undefined) {
    const cities = catalogue.cities.filter((c) => c.stateSlug === slugs.state)
    if (cities.length === 0) return unknown("state", `No state '${params.state}'`)
    // A state has no single point; the mean of its cities keeps distances sensible (as places.ts).
    centre = { lat: mean(cities.map((c) => c.lat)), lng: mean(cities.map((c) => c.lng)) }
    area = { kind: "state", stateSlug: slugs.state }
  } else if (given !== null) {
    centre = given
    area = { kind: "circle", centre, radiusKm }
  } else {
    return bad(
      "city",
      "Say where to search: city, locality, landmark, state, hotel_id, or latitude and longitude",
    )
  }
  const query: HotelQuery = {
    area,
    // A circle is measured from its centre; a named area from the traveller's point when sent.
    from: area.kind === "circle" ? centre : (given ?? centre),
    ...(category === undefined ? {} : { category }),
    ...(amenity === undefined ? {} : { amenityId: amenity.id }),
    ...(params.distance_cap === undefined ? {} : { maxDistanceKm: params.distance_cap }),
  }
  return { query, point }
}

export const isSearchProblem = (value: ResolvedSearch | SearchProblem): value is SearchProblem =>
  "kind" in value

/**
 * Why a stay's dates cannot be searched, or undefined: both or neither, check-out after
 * check-in, 1-15 nights (spec-search §5), check-in not before `today` (the business day, ADR 061).
 */
export const stayProblem = (
  checkin: string | undefined,
  checkout: string | undefined,
  today: string,
): SearchProblem | undefined => {
  if (checkin === undefined && checkout === undefined) return undefined
  if (checkin === undefined) return bad("checkin", "checkin is needed with checkout")
  if (checkout === undefined) return bad("checkout", "checkout is needed with checkin")
  if (checkin < today) return bad("checkin", `checkin ${checkin} is in the past (today is ${today})`)
  const nights = daysBetween(checkin, checkout)
  if (nights < 1) return bad("checkout", "checkout must be at least one day after checkin")
  if (nights > MAX_STAY_NIGHTS) return bad("checkout", `a stay is at most ${MAX_STAY_NIGHTS} nights`)
  return undefined
}
