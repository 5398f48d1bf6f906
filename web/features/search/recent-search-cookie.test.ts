import { describe, expect, it } from "vitest"
import {
  parseRecentSearches,
  RECENT_SEARCHES_COOKIE,
  type RecentSearch,
  serializeRecentSearches,
} from "#core/search/recent-searches.ts"
import { readCookie, recentSearchesAfter } from "./recent-search-cookie.ts"

const NOW = Date.UTC(2026, 10, 20)

const search = (label: string): Omit<RecentSearch, "saved_at"> => ({
  label,
  type: "locality",
  place_id: `p-${label}`,
  source: "recent",
  area: { landmark: "", locality: label, city: "Bengaluru", state: "", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: null,
  is_recent_search: true,
  range: { start: "2026-12-05", end: "2026-12-07" },
  rooms: [{ adults: 2, kids: 0 }],
})

/** document.cookie as the browser would show it after the Set-Cookie text. */
const asCookieHeader = (setCookie: string) => `other=1; ${setCookie.split(";")[0]}`

describe("the recent_searches cookie after a search", () => {
  it("reads one cookie out of document.cookie, percent-decoded", () => {
    expect(readCookie("a=1; recent_searches=%5B%5D; b=2", RECENT_SEARCHES_COOKIE)).toBe("[]")
    expect(readCookie("a=1", RECENT_SEARCHES_COOKIE)).toBeUndefined()
    expect(readCookie("recent_searches=%E0%A4", RECENT_SEARCHES_COOKIE)).toBeUndefined()
  })

  it("keeps at most 3, newest first, de-duplicated by label, for 30 days", () => {
    let header = ""
    for (const label of ["Baga", "Bandra", "Koramangala", "Baga"]) {
      const setCookie = recentSearchesAfter(header, search(label), NOW)
      expect(setCookie).toContain("Max-Age=2592000")
      header = asCookieHeader(setCookie)
    }
    const saved = parseRecentSearches(readCookie(header, RECENT_SEARCHES_COOKIE), NOW)
    expect(saved.map((s) => s.label)).toEqual(["Baga", "Koramangala", "Bandra"])
  })

  it("starts afresh over a cookie it cannot read", () => {
    const setCookie = recentSearchesAfter(
      `recent_searches=${serializeRecentSearches([])}x`,
      search("Baga"),
      NOW,
    )
    const saved = parseRecentSearches(readCookie(asCookieHeader(setCookie), RECENT_SEARCHES_COOKIE), NOW)
    expect(saved.map((s) => s.label)).toEqual(["Baga"])
  })
})
