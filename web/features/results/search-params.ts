import type { Translate } from "#core/i18n/translate.ts"
import { type ParsedSearchQuery, parseSearchQuery } from "#core/search/search-query.ts"

/** The search API's place parameters a /search/ URL names (spec-search §2 and §7). */
export interface SearchPlaceParams {
  readonly landmark?: string
  readonly locality?: string
  readonly city?: string
  readonly state?: string
  readonly hotel_id?: string
  readonly latitude?: number
  readonly longitude?: number
}

/**
 * /search/{encodedUri}/ carries the search's query percent-encoded in its path; its values stand
 * beside the URL's own query, which wins where both name a key.
 */
const queryOfUrl = (url: URL): URLSearchParams => {
  const segment = /^\/search\/([^/]+)\/$/.exec(url.pathname)?.[1]
  if (segment === undefined) return url.searchParams
  let decoded = ""
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // A malformed escape reads as no query: the page still shows, with nothing searched.
  }
  const merged = new URLSearchParams(decoded.replace(/^\?/, ""))
  for (const [key, value] of url.searchParams) merged.set(key, value)
  return merged
}

/**
 * What a /search/ URL asks the search API, or null params when it names no place. Every level
 * the URL carries is sent; the API keeps the most specific (ADR 064). Coordinates alone are a
 * near-me search (location_type geo, spec-search §7).
 */
export const searchParamsOf = (url: URL): { params: SearchPlaceParams | null; query: ParsedSearchQuery } => {
  const query = parseSearchQuery(queryOfUrl(url))
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(query.area)) if (value.trim() !== "") params[key] = value.trim()
  // A locality means nothing without its city; the API would refuse the pair.
  if (params.locality !== undefined && params.city === undefined) delete params.locality
  if (query.hotelId !== null) params.hotel_id = query.hotelId
  if (query.coordinates !== null) {
    params.latitude = query.coordinates.lat
    params.longitude = query.coordinates.lng
  }
  return { params: Object.keys(params).length === 0 ? null : (params as SearchPlaceParams), query }
}

/** The results page's heading: the location label the traveller searched for. */
export const searchHeading = (query: ParsedSearchQuery, t: Translate): string =>
  query.q.trim() === "" ? t("results.heading.searchAny") : t("results.heading.search", { q: query.q.trim() })
