import { type ParsedSearchQuery, parseSearchQuery } from "./search-query.ts"

/** What a /search/ page asks the search API (spec-search §2 and §7): the web app and the journey runner read it alike. */
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
export const searchPageQuery = (url: URL): URLSearchParams => {
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
 * The place parameters of a /search/ URL, or null when it names no place. Every level the URL
 * carries is sent; the API keeps the most specific (ADR 064). Coordinates alone are a near-me
 * search.
 */
export const searchPageParams = (
  url: URL,
): { readonly params: SearchPlaceParams | null; readonly query: ParsedSearchQuery } => {
  const query = parseSearchQuery(searchPageQuery(url))
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
