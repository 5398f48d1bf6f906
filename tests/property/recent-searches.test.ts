import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  addRecentSearch,
  dropExpired,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_TTL_SECONDS,
  type RecentSearch,
  serializeRecentSearches,
} from "#core/search/recent-searches.ts"

const DAY_MS = 24 * 60 * 60 * 1000
const TTL_MS = RECENT_SEARCHES_TTL_SECONDS * 1000
const NOW = Date.UTC(2026, 10, 20)

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Few labels, so that adds collide often; text with quotes, spaces and non-ASCII for the cookie. */
const label = fc.constantFrom(
  "Koramangala",
  "Baga",
  "Connaught Place",
  'Hotel "Sea View"; Goa',
  "Bandra, Mumbai",
  "कोरमंगला",
)

const entry = (savedAt: fc.Arbitrary<number>): fc.Arbitrary<RecentSearch> =>
  fc
    .record({
      label,
      type: fc.constantFrom("city", "locality", "landmark", "hotel" as const),
      start: fc.integer({ min: 0, max: 400 }),
      nights: fc.integer({ min: 1, max: 15 }),
      rooms: fc.array(
        fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) }),
        {
          minLength: 1,
          maxLength: 5,
        },
      ),
      coordinates: fc.option(
        fc.record({
          lat: fc.double({ min: 6, max: 36, noNaN: true }),
          lng: fc.double({ min: 68, max: 98, noNaN: true }),
        }),
        { nil: null },
      ),
      saved_at: savedAt,
    })
    .map((r) => ({
      label: r.label,
      type: r.type,
      place_id: `p-${r.label.length}`,
      source: "recent" as const,
      area: { landmark: "", locality: "", city: r.label, state: "", hotel: "", country: "India" },
      hotel_id: r.type === "hotel" ? "12" : null,
      coordinates: r.coordinates,
      is_recent_search: true as const,
      range: { start: isoDay(NOW + r.start * DAY_MS), end: isoDay(NOW + (r.start + r.nights) * DAY_MS) },
      rooms: [r.rooms[0]!, ...r.rooms.slice(1)] as const,
      saved_at: r.saved_at,
    }))

const fresh = entry(fc.integer({ min: NOW - TTL_MS, max: NOW }))
const anyAge = entry(fc.integer({ min: NOW - 3 * TTL_MS, max: NOW }))

const build = (entries: ReadonlyArray<RecentSearch>) =>
  entries.reduce<ReadonlyArray<RecentSearch>>((list, e) => addRecentSearch(list, e), [])

describe("recent searches (properties)", () => {
  test.prop([fc.array(fresh, { maxLength: 12 })])("never keeps more than 3", (adds) => {
    expect(build(adds).length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX)
  })

  test.prop([fc.array(fresh, { maxLength: 12 })])("keeps labels unique", (adds) => {
    const labels = build(adds).map((e) => e.label)
    expect(new Set(labels).size).toBe(labels.length)
  })

  test.prop([fc.array(fresh, { maxLength: 12 }), fresh])("puts the newest search first", (adds, latest) => {
    expect(addRecentSearch(build(adds), latest)[0]).toEqual(latest)
  })

  test.prop([fc.array(fresh, { maxLength: 12 })])(
    "keeps the newest search of each label, newest first",
    (adds) => {
      const expected: Array<RecentSearch> = []
      for (const e of [...adds].reverse()) if (!expected.some((x) => x.label === e.label)) expected.push(e)
      expect(build(adds)).toEqual(expected.slice(0, RECENT_SEARCHES_MAX))
    },
  )

  test.prop([fc.array(anyAge, { maxLength: 12 }), fc.integer({ min: 0, max: 2 * TTL_MS })])(
    "drops exactly the entries saved more than 30 days before now",
    (entries, later) => {
      const now = NOW + later
      const kept = dropExpired(entries, now)
      expect(kept).toEqual(entries.filter((e) => now - e.saved_at <= TTL_MS))
      expect(kept.every((e) => now - e.saved_at <= 30 * DAY_MS)).toBe(true)
    },
  )

  test.prop([fc.array(fresh, { maxLength: 12 })])(
    "parse(serialize(x)) gives x back once the cookie parser has decoded the value",
    (adds) => {
      const list = build(adds)
      expect(parseRecentSearches(decodeURIComponent(serializeRecentSearches(list)), NOW)).toEqual(list)
    },
  )

  test.prop([fc.array(fresh, { maxLength: 12 })])("serializes to a URL-safe cookie value", (adds) => {
    expect(serializeRecentSearches(build(adds))).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/)
  })

  test.prop([fc.string()])("reads any cookie text without throwing, keeping at most 3", (text) => {
    expect(parseRecentSearches(text, NOW).length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX)
  })
})
