import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import {
  parseSearchQuery,
  querySuggestion,
  type SearchRequest,
  searchQuery,
} from "#core/search/search-query.ts"
import type { Suggestion } from "#core/search/suggestion.ts"

/** Text with the characters a query must escape: & = + % # ? spaces, commas and non-ASCII. */
const text = fc.string({
  unit: fc.constantFrom("a", "B", " ", "&", "=", "+", "%", "#", "?", ",", "é", "क", "1"),
})

/** A finite coordinate within its range; -0 is written "0" and so reads back as 0. */
const coordinate = (limit: number) =>
  fc
    .double({ min: -limit, max: limit, noNaN: true, noDefaultInfinity: true })
    .map((n) => (Object.is(n, -0) ? 0 : n))

const suggestion: fc.Arbitrary<Suggestion> = fc.record({
  label: text,
  type: fc.constantFrom("city", "locality", "landmark", "hotel", "state", "near_me" as const),
  place_id: fc.constant(""),
  source: fc.constant("catalogue" as const),
  area: fc.record({
    landmark: text,
    locality: text,
    city: text,
    state: text,
    hotel: fc.constant(""),
    country: fc.constant("India"),
  }),
  hotel_id: fc.option(fc.stringMatching(/^[1-9]\d{0,6}$/), { nil: null }),
  coordinates: fc.option(fc.record({ lat: coordinate(90), lng: coordinate(180) }), { nil: null }),
  is_recent_search: fc.constant(false),
})

const request: fc.Arbitrary<SearchRequest> = fc.record({
  location: suggestion,
  stay: fc
    .record({ start: fc.integer({ min: 0, max: 3000 }), nights: fc.integer({ min: 1, max: 15 }) })
    .map(({ start, nights }) => {
      const checkin = addDays("2026-01-01", start)
      return { checkin, checkout: addDays(checkin, nights) }
    }),
  rooms: fc.array(
    fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) }),
    {
      minLength: 1,
      maxLength: 5,
    },
  ),
})

describe("the /search/ query", () => {
  test.prop([request])("reads back as the search it was built from", (r) => {
    // Through the URL's text, as the browser hands it to the results page.
    const parsed = parseSearchQuery(new URLSearchParams(searchQuery(r).toString()))
    const { landmark, locality, city, state } = r.location.area
    expect(parsed).toEqual({
      q: r.location.label,
      area: { landmark, locality, city, state },
      hotelId: r.location.hotel_id,
      stay: r.stay,
      rooms: r.rooms,
      coordinates: r.location.coordinates,
    })
  })

  test.prop([fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 20 })])(
    "reading never throws, whatever the query holds",
    (pairs) => {
      const query = new URLSearchParams(pairs)
      const parsed = parseSearchQuery(query)
      expect(parsed.rooms.length).toBeGreaterThanOrEqual(1)
      expect(parsed.rooms.length).toBeLessThanOrEqual(5)
    },
  )

  test.prop([request])(
    "changing a search starts from its place: searching again from it asks for the same place",
    (r) => {
      const parsed = parseSearchQuery(new URLSearchParams(searchQuery(r).toString()))
      const place = querySuggestion(parsed)
      const { landmark, locality, city, state } = parsed.area
      const named = [landmark, locality, city, state].some((level) => level !== "") || parsed.hotelId !== null
      if (!named || parsed.q.trim() === "") {
        expect(place).toBeNull()
        return
      }
      expect(place).not.toBeNull()
      const again = searchQuery({ location: place!, stay: r.stay, rooms: r.rooms })
      expect(again.toString()).toBe(searchQuery({ ...r, position: undefined }).toString())
      // The most precise level the query names is the place's type.
      const type =
        parsed.hotelId !== null
          ? "hotel"
          : landmark
            ? "landmark"
            : locality
              ? "locality"
              : city
                ? "city"
                : "state"
      expect(place!.type).toBe(type)
    },
  )

  test.prop([fc.string()])("reading a raw query string never throws", (raw) => {
    expect(() => parseSearchQuery(new URLSearchParams(raw))).not.toThrow()
  })
})
