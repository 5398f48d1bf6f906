import { href } from "../routes/href.ts"
import { hotelPath } from "../routes/slug.ts"
import { categoriesOf, inCategory } from "../search/categories.ts"
import { type MatchCatalogue, type MatchedHotel, matchHotels } from "../search/hotel-match.ts"
import { type ListingQuery, listingPath } from "../search/listing-route.ts"
import { isSearchProblem, resolveSearch, type SearchCatalogue } from "../search/search-request.ts"

/**
 * The sitemap (sitemaps.org protocol 0.9) of one channel: the home and cities pages, every listing
 * that shows at least one hotel, and every hotel page. Crawlers are kept off the pages robots.txt
 * disallows, so none of those is listed (core/content/robots.ts).
 */

export type SitemapCatalogue = SearchCatalogue & MatchCatalogue

/** The protocol's limit per file; past it the sitemap becomes an index of numbered files. */
export const MAX_URLS_PER_SITEMAP = 50_000

/**
 * The hotels a listing shows, found as its page finds them: the listing's slugs are the search
 * request's place parameters (web/features/results/results-loader.ts), read by `resolveSearch`.
 */
const listingHotels = (catalogue: SitemapCatalogue, query: Exclude<ListingQuery, { kind: "nearMe" }>) => {
  const { kind: _, ...place } = query
  const resolved = resolveSearch(place, catalogue)
  return isSearchProblem(resolved) ? [] : matchHotels(catalogue, resolved.query)
}

type PlaceListing = Extract<ListingQuery, { kind: "city" | "locality" | "landmark" }>

const categoryListing = (place: PlaceListing, category: string): ListingQuery => {
  switch (place.kind) {
    case "city":
      return { kind: "categoryCity", category, city: place.city }
    case "locality":
      return { kind: "categoryLocality", category, locality: place.locality, city: place.city }
    case "landmark":
      return { kind: "categoryLandmark", category, landmark: place.landmark }
  }
}

/**
 * Every listing with at least one hotel. A category or an amenity only narrows its place
 * (core/search/hotel-match.ts), so each place is matched once and its hotels are narrowed here,
 * which keeps the ~14,000 candidate listings to one pass over the catalogue per place.
 */
export const listingsWithHotels = (catalogue: SitemapCatalogue): Array<ListingQuery> => {
  const categories = categoriesOf(catalogue)
  const hotelAmenities = catalogue.amenities.filter((a) => a.kind === "hotel")
  const citySlug = new Map(catalogue.cities.map((c) => [c.id, c.slug]))
  const listings: Array<ListingQuery> = []
  const withCategories = (place: PlaceListing, hotels: ReadonlyArray<MatchedHotel>) => {
    if (hotels.length === 0) return
    listings.push(place)
    for (const category of categories) {
      if (hotels.some((m) => inCategory(category, m.hotel)))
        listings.push(categoryListing(place, category.slug))
    }
  }
  for (const city of catalogue.cities) {
    const query = { kind: "city", city: city.slug } as const
    const hotels = listingHotels(catalogue, query)
    withCategories(query, hotels)
    for (const amenity of hotelAmenities) {
      if (hotels.some((m) => m.hotel.amenities.includes(amenity.id))) {
        listings.push({ kind: "amenityCity", amenity: amenity.slug, city: city.slug })
      }
    }
  }
  for (const locality of catalogue.localities) {
    const city = citySlug.get(locality.cityId)
    if (city === undefined) continue
    const query = { kind: "locality", locality: locality.slug, city } as const
    withCategories(query, listingHotels(catalogue, query))
  }
  for (const landmark of catalogue.landmarks) {
    const query = { kind: "landmark", landmark: landmark.slug } as const
    withCategories(query, listingHotels(catalogue, query))
  }
  return listings
}

/**
 * Every path the sitemap lists, each once: /, /cities/, the listings, then the hotel pages. The
 * hotels are those the city listings show, so a hotel that is not listed anywhere (an inactive
 * brand) has no entry either.
 */
export const sitemapPaths = (catalogue: SitemapCatalogue): Array<string> => {
  const cityName = new Map(catalogue.cities.map((c) => [c.id, c.name]))
  const localityName = new Map(catalogue.localities.map((l) => [l.id, l.name]))
  const listed = new Set(
    catalogue.cities.flatMap((city) =>
      listingHotels(catalogue, { kind: "city", city: city.slug }).map((m) => m.hotel.id),
    ),
  )
  const hotels = catalogue.hotels
    .filter((hotel) => listed.has(hotel.id))
    .map((hotel) =>
      hotelPath({
        id: hotel.id,
        name: hotel.name,
        city: cityName.get(hotel.cityId) ?? "",
        locality: localityName.get(hotel.localityId) ?? "",
      }),
    )
  const paths = [href("home"), href("cities"), ...listingsWithHotels(catalogue).map(listingPath), ...hotels]
  return [...new Set(paths)]
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  )

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/** A `<urlset>` of absolute URLs. */
export const urlsetXml = (urls: ReadonlyArray<string>): string =>
  `${XML_HEAD}<urlset ${NAMESPACE}>\n${urls.map((u) => `<url><loc>${escapeXml(u)}</loc></url>\n`).join("")}</urlset>\n`

/** A `<sitemapindex>` of the numbered sitemap files. */
export const sitemapIndexXml = (files: ReadonlyArray<string>): string =>
  `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${files.map((u) => `<sitemap><loc>${escapeXml(u)}</loc></sitemap>\n`).join("")}</sitemapindex>\n`

/** Where page `n` (from 1) of a split sitemap lives. */
export const sitemapPagePath = (n: number): string => `/sitemap-${n}.xml`

/**
 * The document at /sitemap.xml, or at `sitemapPagePath(page)`: a single urlset while the URLs
 * fit in one file, else an index at /sitemap.xml and the URLs in files of `perFile`. Null: no
 * such page.
 */
export const sitemapDocument = (
  origin: string,
  paths: ReadonlyArray<string>,
  page: number | null,
  perFile = MAX_URLS_PER_SITEMAP,
): string | null => {
  const urls = paths.map((path) => new URL(path, origin).href)
  const files = Math.ceil(urls.length / perFile)
  if (files <= 1) return page === null ? urlsetXml(urls) : null
  if (page === null) {
    return sitemapIndexXml(
      Array.from({ length: files }, (_, i) => new URL(sitemapPagePath(i + 1), origin).href),
    )
  }
  if (!Number.isInteger(page) || page < 1 || page > files) return null
  return urlsetXml(urls.slice((page - 1) * perFile, page * perFile))
}
