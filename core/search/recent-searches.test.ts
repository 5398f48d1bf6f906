import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { translatorFor } from "../i18n/locales.ts"
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_TTL_SECONDS,
  type RecentSearch,
  recentSearchesSetCookie,
  serializeRecentSearches,
  toSuggestion,
} from "./recent-searches.ts"
import { dateRangeSummary, occupancySummary } from "./search-summary.ts"
import { Suggestion } from "./suggestion.ts"

const NOW = Date.UTC(2026, 10, 20, 6, 30)
const DAY_MS = 24 * 60 * 60 * 1000

const search = (label: string, savedAt = NOW): RecentSearch => ({
  label,
  type: "locality",
  place_id: `p-${label}`,
  source: "recent",
  area: { landmark: "", locality: label, city: "Bengaluru", state: "Karnataka", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: { lat: 12.93, lng: 77.62 },
  is_recent_search: true,
  range: { start: "2026-12-05", end: "2026-12-06" },
  rooms: [{ adults: 2, kids: 0 }],
  saved_at: savedAt,
})

/** A cookie value as the server reads it (the cookie parser has already decoded it). */
const cookie = (value: unknown) => JSON.stringify(value)

describe("recent searches cookie", () => {
  it("keeps at most 3 recent searches, de-duplicated by label, the newer winning", () => {
    const list = ["Baga", "Koramangala", "Bandra", "Baga"].reduce<ReadonlyArray<RecentSearch>>(
      (acc, label, i) => addRecentSearch(acc, search(label, NOW + i)),
      [],
    )
    expect(list.map((e) => [e.label, e.saved_at])).toEqual([
      ["Baga", NOW + 3],
      ["Bandra", NOW + 2],
      ["Koramangala", NOW + 1],
    ])
  })

  it("keeps a search for 30 days and drops it after", () => {
    const value = serializeRecentSearches([
      search("Baga", NOW - 30 * DAY_MS),
      search("Bandra", NOW - 30 * DAY_MS - 1),
    ])
    expect(parseRecentSearches(decodeURIComponent(value), NOW).map((e) => e.label)).toEqual(["Baga"])
  })

  it("gives no recent searches for a missing cookie, bad JSON or a non-array", () => {
    for (const value of [undefined, "", "{not-json", "%7B%7D", cookie({ label: "Baga" }), cookie(null)]) {
      expect(parseRecentSearches(value, NOW)).toEqual([])
    }
  })

  it("keeps only the entries of the cookie that have the right shape", () => {
    const good = search("Baga")
    const value = cookie([
      good,
      { ...search("Bad date"), range: { start: "2026-02-30", end: "2026-03-01" } },
      { ...search("Ends first"), range: { start: "2026-12-06", end: "2026-12-05" } },
      { ...search("No rooms"), rooms: [] },
      { ...search("No adult"), rooms: [{ adults: 0, kids: 2 }] },
      { ...search("Not recent"), is_recent_search: false },
      { ...search(""), label: "" },
      42,
    ])
    expect(parseRecentSearches(value, NOW)).toEqual([good])
  })

  it("reads a label with a percent sign, which a second decoding would break", () => {
    const entry = search("100% Veg Stay, Goa")
    expect(parseRecentSearches(decodeURIComponent(serializeRecentSearches([entry])), NOW)).toEqual([entry])
  })

  it("is set with Max-Age 30 days, Path=/ and SameSite=Lax", () => {
    expect(RECENT_SEARCHES_TTL_SECONDS).toBe(2_592_000)
    expect(recentSearchesSetCookie([search("Baga")])).toMatch(
      /^recent_searches=[^;\s,"]+; Max-Age=2592000; Path=\/; SameSite=Lax$/,
    )
  })

  it("answers an entry as a plain suggestion", () => {
    const suggestion = toSuggestion(search("Baga"))
    expect(suggestion).not.toHaveProperty("saved_at")
    expect(Schema.is(Suggestion)(suggestion)).toBe(true)
  })
})

const t = translatorFor("en-IN")

describe("recent search summary", () => {
  it("summarises rooms and guests, with plural labels only for counts above 1", () => {
    expect(occupancySummary([{ adults: 1, kids: 0 }], t)).toBe("1 Room, 1 Guest")
    expect(occupancySummary([{ adults: 2, kids: 0 }], t)).toBe("1 Room, 2 Guests")
    expect(
      occupancySummary(
        [
          { adults: 2, kids: 1 },
          { adults: 1, kids: 0 },
        ],
        t,
      ),
    ).toBe("2 Rooms, 4 Guests")
  })

  it("shows dates in the view format 'ddd, D MMM'", () => {
    expect(dateRangeSummary({ start: "2026-12-05", end: "2026-12-06" })).toBe("Sat, 5 Dec – Sun, 6 Dec")
    expect(dateRangeSummary({ start: "2026-12-31", end: "2027-01-02" })).toBe("Thu, 31 Dec – Sat, 2 Jan")
  })
})
