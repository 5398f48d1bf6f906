import { describe, expect, it } from "vitest"
import { hotelPageHref, parseSearchQuery, type SearchRequest, searchResultsHref } from "./search-query.ts"
import { suggestion } from "./test-support/suggestions.ts"

const place = suggestion

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  location: place(),
  stay: { checkin: "2026-12-05", checkout: "2026-12-07" },
  rooms: [
    { adults: 2, kids: 0 },
    { adults: 1, kids: 1 },
  ],
  ...overrides,
})

describe("the /search/ query of a search", () => {
  it("carries q, the place levels, the dates, roomconfig (adults-kids per room, comma-joined) and coordinates", () => {
    expect(searchResultsHref(request())).toBe(
      "/search/?q=Koramangala%2C+Bengaluru&locality=Koramangala&city=Bengaluru&state=Karnataka" +
        "&checkin=2026-12-05&checkout=2026-12-07&roomconfig=2-0%2C1-1&lat=12.9352&lng=77.6245",
    )
  })

  it("leaves out levels that do not apply and a place without coordinates", () => {
    const city = place({
      label: "Goa",
      type: "city",
      area: { ...place().area, locality: "", city: "Goa", state: "" },
      coordinates: null,
    })
    expect(searchResultsHref(request({ location: city }))).toBe(
      "/search/?q=Goa&city=Goa&checkin=2026-12-05&checkout=2026-12-07&roomconfig=2-0%2C1-1",
    )
  })

  it("a near-me search adds lat and lng of the traveller's position", () => {
    const nearMe = place({
      label: "Near me",
      type: "near_me",
      area: { ...place().area, locality: "", city: "", state: "" },
      coordinates: null,
    })
    const query = new URL(
      searchResultsHref(request({ location: nearMe, position: { lat: 19.07, lng: 72.87 } })),
      "http://x",
    ).searchParams
    expect(query.get("lat")).toBe("19.07")
    expect(query.get("lng")).toBe("72.87")
  })
})

describe("the hotel page of a chosen hotel", () => {
  const hotel = place({
    label: "Treebo Trend Blue Orchid, Koramangala",
    type: "hotel",
    area: { ...place().area, hotel: "Treebo Trend Blue Orchid" },
    hotel_id: "1234",
  })

  it("is /hotels-in-{city-slug}/{hotel-name-and-locality-slug}-{hotel_id}/ with the same query plus rateplan EP", () => {
    const link = hotelPageHref(request({ location: hotel }))!
    const url = new URL(link, "http://x")
    expect(url.pathname).toBe("/hotels-in-bengaluru/treebo-trend-blue-orchid-koramangala-1234/")
    expect(url.searchParams.get("rateplan")).toBe("EP")
    expect(url.searchParams.get("hotel_id")).toBe("1234")
    expect(url.searchParams.get("roomconfig")).toBe("2-0,1-1")
    expect(url.searchParams.get("checkin")).toBe("2026-12-05")
  })

  it("is null when the hotel has no numeric id or no city the path can carry", () => {
    expect(hotelPageHref(request({ location: { ...hotel, hotel_id: null } }))).toBeNull()
    expect(hotelPageHref(request({ location: { ...hotel, hotel_id: "abc" } }))).toBeNull()
    expect(
      hotelPageHref(request({ location: { ...hotel, area: { ...hotel.area, city: "मुंबई" } } })),
    ).toBeNull()
  })
})

describe("reading a /search/ query back", () => {
  it("gives the area, the stay and the rooms", () => {
    const parsed = parseSearchQuery(new URL(searchResultsHref(request()), "http://x").searchParams)
    expect(parsed).toEqual({
      q: "Koramangala, Bengaluru",
      area: { landmark: "", locality: "Koramangala", city: "Bengaluru", state: "Karnataka" },
      hotelId: null,
      stay: { checkin: "2026-12-05", checkout: "2026-12-07" },
      rooms: request().rooms,
      coordinates: { lat: 12.9352, lng: 77.6245 },
    })
  })

  it("drops dates that are not year-month-day and coordinates out of range, and defaults the rooms", () => {
    const parsed = parseSearchQuery(
      new URLSearchParams("checkin=05-12-2026&checkout=2026-02-30&lat=91&lng=10"),
    )
    expect(parsed.stay).toEqual({ checkin: undefined, checkout: undefined })
    expect(parsed.coordinates).toBeNull()
    expect(parsed.rooms).toEqual([{ adults: 1, kids: 0 }])
  })
})
