import { isCalendarDay } from "../dates/calendar-day.ts"
import type { Stay } from "../dates/stay.ts"
import { href } from "../routes/href.ts"
import { hotelPath } from "../routes/slug.ts"
import { parseRoomConfig, serialiseRoomConfig } from "./room-config.ts"
import type { Coordinates, RoomOccupancy, Suggestion } from "./suggestion.ts"

/** What the search widget routes with (spec-search §2 'On search the user is taken to'). */
export interface SearchRequest {
  readonly location: Suggestion
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomOccupancy>
  /** The traveller's position on a near-me search; otherwise the place's own coordinates are sent. */
  readonly position?: Coordinates | undefined
}

/** The place levels a search URL carries (spec-search §2). */
export interface SearchArea {
  readonly landmark: string
  readonly locality: string
  readonly city: string
  readonly state: string
}

/** A /search/ query read back: empty strings and nulls where the URL says nothing usable. */
export interface ParsedSearchQuery {
  /** The location label as the traveller saw it. */
  readonly q: string
  readonly area: SearchArea
  readonly hotelId: string | null
  /** Only YYYY-MM-DD days that exist (spec-search §5); core/search/search-dates.ts corrects the rest. */
  readonly stay: { readonly checkin: string | undefined; readonly checkout: string | undefined }
  readonly rooms: ReadonlyArray<RoomOccupancy>
  readonly coordinates: Coordinates | null
}

/**
 * The query of a search, in the order spec-search §2 lists it: q, landmark, locality, city,
 * state, hotel_id, checkin, checkout, roomconfig, lat, lng. Levels that do not apply are left
 * out rather than sent empty, so the URL stays short and readable.
 */
export const searchQuery = (request: SearchRequest): URLSearchParams => {
  const { location, stay, rooms } = request
  const point = request.position ?? location.coordinates
  const entries: ReadonlyArray<readonly [string, string | null]> = [
    ["q", location.label],
    ["landmark", location.area.landmark],
    ["locality", location.area.locality],
    ["city", location.area.city],
    ["state", location.area.state],
    ["hotel_id", location.hotel_id],
    ["checkin", stay.checkin],
    ["checkout", stay.checkout],
    ["roomconfig", serialiseRoomConfig(rooms)],
    // String() of a finite number reads back as the same number.
    ["lat", point ? String(point.lat) : null],
    ["lng", point ? String(point.lng) : null],
  ]
  const query = new URLSearchParams()
  for (const [key, value] of entries) if (value !== null && value !== "") query.append(key, value)
  return query
}

/** /search/?q=…: the results page for any search (spec-search §2). */
export const searchResultsHref = (request: SearchRequest): string =>
  `${href("search")}?${searchQuery(request)}`

/** spec-search §9: 'Rate plan EP on hotel pages'. */
export const HOTEL_PAGE_RATE_PLAN = "EP"

/**
 * The hotel page of a chosen hotel with the same query plus rateplan=EP (spec-search §2), or null
 * when the suggestion lacks what the path needs (a numeric hotel id, a city): the caller then
 * falls back to the results page rather than building a broken link.
 */
export const hotelPageHref = (request: SearchRequest): string | null => {
  const { location } = request
  const id = location.hotel_id
  if (id === null || !/^\d+$/.test(id) || location.area.city.trim() === "") return null
  try {
    const path = hotelPath({
      id,
      name: location.area.hotel || location.label,
      city: location.area.city,
      locality: location.area.locality,
    })
    const query = searchQuery(request)
    query.set("rateplan", HOTEL_PAGE_RATE_PLAN)
    return `${path}?${query}`
  } catch {
    // A city with no Latin letter slugifies to nothing, which no route accepts.
    return null
  }
}

const coordinate = (text: string | null, limit: number): number | null => {
  if (text === null || text.trim() === "") return null
  const value = Number(text)
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}

const day = (text: string | null): string | undefined =>
  text !== null && isCalendarDay(text) ? text : undefined

/**
 * Reads a /search/ query back (the results page and the compact header's widget). Never throws:
 * the query is whatever the visitor typed, so unreadable values become empty or absent.
 */
export const parseSearchQuery = (query: URLSearchParams): ParsedSearchQuery => {
  const text = (key: string) => query.get(key) ?? ""
  const lat = coordinate(query.get("lat"), 90)
  const lng = coordinate(query.get("lng"), 180)
  const hotelId = text("hotel_id")
  return {
    q: text("q"),
    area: {
      landmark: text("landmark"),
      locality: text("locality"),
      city: text("city"),
      state: text("state"),
    },
    hotelId: hotelId === "" ? null : hotelId,
    stay: { checkin: day(query.get("checkin")), checkout: day(query.get("checkout")) },
    rooms: parseRoomConfig(query.get("roomconfig") ?? undefined),
    coordinates: lat !== null && lng !== null ? { lat, lng } : null,
  }
}

/**
 * The place a search was made for, as the location field holds a picked suggestion, so the widget
 * that changes a search starts from it (spec-search §2: on the results page the search is changed,
 * not typed again). The most precise level names its type. Null when the query names no place.
 */
export const querySuggestion = (
  query: Pick<ParsedSearchQuery, "q" | "area" | "hotelId" | "coordinates">,
): Suggestion | null => {
  const { area, hotelId } = query
  const type =
    hotelId !== null
      ? "hotel"
      : area.landmark !== ""
        ? "landmark"
        : area.locality !== ""
          ? "locality"
          : area.city !== ""
            ? "city"
            : area.state !== ""
              ? "state"
              : null
  if (type === null || query.q.trim() === "") return null
  return {
    label: query.q,
    type,
    place_id: "",
    source: "catalogue",
    area: { ...area, hotel: type === "hotel" ? query.q : "", country: "India" },
    hotel_id: hotelId,
    coordinates: query.coordinates,
    is_recent_search: false,
  }
}
