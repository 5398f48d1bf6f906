import type { Amenity } from "../catalogue/features.ts"
import type { City, Landmark, Locality } from "../catalogue/place.ts"
import { href } from "../routes/href.ts"
import { matchCandidates, type RouteMatch } from "../routes/match.ts"
import { type CategorySource, categoryBySlug } from "./categories.ts"

/** What a listing page lists; every value is a catalogue slug (spec-search §2 route table). */
export type ListingQuery =
  | { readonly kind: "city"; readonly city: string }
  | { readonly kind: "locality"; readonly locality: string; readonly city: string }
  | { readonly kind: "landmark"; readonly landmark: string }
  | { readonly kind: "categoryCity"; readonly category: string; readonly city: string }
  | {
      readonly kind: "categoryLocality"
      readonly category: string
      readonly locality: string
      readonly city: string
    }
  | { readonly kind: "categoryLandmark"; readonly category: string; readonly landmark: string }
  | { readonly kind: "amenityCity"; readonly amenity: string; readonly city: string }
  | { readonly kind: "nearMe" }

export type ListingCatalogue = CategorySource & {
  readonly cities: ReadonlyArray<City>
  readonly localities: ReadonlyArray<Locality>
  readonly landmarks: ReadonlyArray<Landmark>
}

interface SlugIndex {
  readonly cities: ReadonlyMap<string, City>
  /** Locality slugs are unique within a city only: keyed `{citySlug}/{localitySlug}`. */
  readonly localities: ReadonlySet<string>
  readonly landmarks: ReadonlySet<string>
  readonly hotelAmenities: ReadonlySet<string>
}

// The catalogue is read once per process; the index is built once per catalogue object.
const indexes = new WeakMap<ListingCatalogue, SlugIndex>()

const indexOf = (catalogue: ListingCatalogue): SlugIndex => {
  const cached = indexes.get(catalogue)
  if (cached !== undefined) return cached
  const cityById = new Map(catalogue.cities.map((c) => [c.id, c]))
  const index: SlugIndex = {
    cities: new Map(catalogue.cities.map((c) => [c.slug, c])),
    localities: new Set(
      catalogue.localities.flatMap((l) => {
        const city = cityById.get(l.cityId)
        return city === undefined ? [] : [`${city.slug}/${l.slug}`]
      }),
    ),
    landmarks: new Set(catalogue.landmarks.map((l) => l.slug)),
    hotelAmenities: new Set(
      catalogue.amenities.filter((a: Amenity) => a.kind === "hotel").map((a) => a.slug),
    ),
  }
  indexes.set(catalogue, index)
  return index
}

/** The query a route reading stands for, before checking that its slugs exist. */
export const queryOf = (match: RouteMatch): ListingQuery | null => {
  const p = match.params
  switch (match.id) {
    case "nearMe":
      return { kind: "nearMe" }
    case "listingCityAmenity":
    case "listingAmenityCity":
      return { kind: "amenityCity", amenity: p.amenity!, city: p.city! }
    case "listingLocalityCity":
      return { kind: "locality", locality: p.locality!, city: p.city! }
    case "listingCity":
      return { kind: "city", city: p.city! }
    case "listingCategoryLocalityCity":
      return { kind: "categoryLocality", category: p.category!, locality: p.locality!, city: p.city! }
    case "listingCategoryCity":
      return { kind: "categoryCity", category: p.category!, city: p.city! }
    case "listingLandmark":
      return { kind: "landmark", landmark: p.landmark! }
    case "listingCategoryLandmark":
      return { kind: "categoryLandmark", category: p.category!, landmark: p.landmark! }
    default:
      return null
  }
}

/** Whether every slug of the query names a catalogue entry (a locality within its own city). */
export const listingExists = (query: ListingQuery, catalogue: ListingCatalogue): boolean => {
  const index = indexOf(catalogue)
  const city = "city" in query ? index.cities.has(query.city) : true
  const locality = "locality" in query ? index.localities.has(`${query.city}/${query.locality}`) : true
  const landmark = "landmark" in query ? index.landmarks.has(query.landmark) : true
  const category = "category" in query ? categoryBySlug(catalogue, query.category) !== undefined : true
  const amenity = "amenity" in query ? index.hotelAmenities.has(query.amenity) : true
  return city && locality && landmark && category && amenity
}

/**
 * The listing a path shows, or null (Not Found). A path can read several ways because slugs hold
 * hyphens (`/hotels-in-new-delhi/`); the first reading, in route-table order, whose slugs all
 * exist wins (ADR 011, ADR 064). Never throws, whatever the path.
 */
export const resolveListing = (pathname: string, catalogue: ListingCatalogue): ListingQuery | null => {
  for (const match of matchCandidates(pathname)) {
    const query = queryOf(match)
    if (query !== null && listingExists(query, catalogue)) return query
  }
  return null
}

/**
 * The canonical path of a listing (spec-search §2 'Search-page paths built from a search'): an
 * amenity listing is always /hotels-in-{city}-with-{amenity}/, the form the spec builds.
 */
export const listingPath = (query: ListingQuery): string => {
  switch (query.kind) {
    case "city":
      return href("listingCity", { city: query.city })
    case "locality":
      return href("listingLocalityCity", { locality: query.locality, city: query.city })
    case "landmark":
      return href("listingLandmark", { landmark: query.landmark })
    case "categoryCity":
      return href("listingCategoryCity", { category: query.category, city: query.city })
    case "categoryLocality":
      return href("listingCategoryLocalityCity", {
        category: query.category,
        locality: query.locality,
        city: query.city,
      })
    case "categoryLandmark":
      return href("listingCategoryLandmark", { category: query.category, landmark: query.landmark })
    case "amenityCity":
      return href("listingCityAmenity", { city: query.city, amenity: query.amenity })
    case "nearMe":
      return href("nearMe")
  }
}
