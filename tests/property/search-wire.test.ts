import { fc, test } from "@fast-check/vitest"
import { Schema } from "effect"
import { describe, expect } from "vitest"
import { MAX_IMAGES_COUNT, SearchHotel } from "#core/api/hotels.ts"
import { toSearchHotel } from "#core/search/hotel-wire.ts"
import { searchHotelsJson } from "#core/search/search-hotels-json.ts"
import { generateCatalogue } from "#fixtures/generate/catalogue.ts"

const catalogue = generateCatalogue({ seed: 7, baseDate: "2026-11-01", hotelCount: 300 })

const extras = fc.record({
  distanceKm: fc.double({ min: 0, max: 60, noNaN: true }),
  rating: fc.option(
    fc.record({
      average: fc.double({ min: 1, max: 5, noNaN: true }),
      count: fc.integer({ min: 1, max: 900 }),
    }),
    { nil: undefined },
  ),
  imagesCount: fc.integer({ min: 0, max: MAX_IMAGES_COUNT }),
  rank: fc.integer({ min: 1, max: 500 }).map((distance) => ({ distance })),
})

// The search answer splices per-search fields into each hotel's JSON serialised once (ADR 064,
// docs/performance.md): it must be the very text the schema-encoded value would give.
describe("a hotel's pre-serialised search JSON", () => {
  test.prop([fc.array(fc.tuple(fc.constantFrom(...catalogue.hotels), extras), { maxLength: 4 }), extras])(
    "is the JSON of the hotels' wire shapes, whatever was rendered before",
    (hotels, earlier) => {
      if (hotels[0] !== undefined) searchHotelsJson([[hotels[0][0], earlier]], catalogue, "", "")
      const json = searchHotelsJson(hotels, catalogue, '{"₹":[', "]}")
      const wires = hotels.map(([hotel, e]) => toSearchHotel(hotel, catalogue, e))
      expect(json).toBe(`{"₹":[${wires.map((w) => JSON.stringify(w)).join(",")}]}`)
      const parsed = JSON.parse(json)["₹"]
      expect(parsed).toStrictEqual(wires.map((w) => Schema.encodeSync(SearchHotel)(w)))
      for (const hotel of parsed) expect(() => Schema.decodeUnknownSync(SearchHotel)(hotel)).not.toThrow()
    },
  )
})
