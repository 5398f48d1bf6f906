import { Schema } from "effect"
import { expect, it } from "vitest"
import { type RecentSearch, serializeRecentSearches } from "#core/search/recent-searches.ts"
import { type Suggestion, Suggestion as SuggestionSchema } from "#core/search/suggestion.ts"
import { call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

/** Decodes through the contract's schema, so a body the server pre-serialises must still match it. */
const suggestions = (json: unknown): ReadonlyArray<Suggestion> =>
  Schema.decodeUnknownSync(Schema.Struct({ data: Schema.Array(SuggestionSchema) }))(json).data

const recent = (label: string, savedAt: number): RecentSearch => ({
  label,
  type: "city",
  place_id: `city:${label.toLowerCase()}`,
  source: "recent",
  area: { landmark: "", locality: "", city: label, state: "Karnataka", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: null,
  is_recent_search: true,
  range: { start: "2026-12-05", end: "2026-12-06" },
  rooms: [{ adults: 2, kids: 0 }],
  saved_at: savedAt,
})

onEveryDatabase("location autocomplete", (server) => {
  const get = (path: string, headers?: Record<string, string>) => call(server().url, path, { headers })

  it("suggests Koramangala with its locality tag for 'kora'", async () => {
    const answer = await get("/api/v1/search/autocomplete/?search_string=kora&session_token=t1")
    expect(answer.status).toBe(200)
    const first = suggestions(answer.json).find((s) => s.label.startsWith("Koramangala"))
    expect(first).toMatchObject({ type: "locality", area: { city: "Bengaluru", country: "India" } })
  })

  it("answers the same with or without the trailing slash", async () => {
    const a = await get("/api/v1/search/autocomplete/?search_string=kora")
    const b = await get("/api/v1/search/autocomplete?search_string=kora")
    expect(b.json).toEqual(a.json)
  })

  it("returns nothing for text of 2 characters or fewer after trimming", async () => {
    const answer = await get("/api/v1/search/autocomplete/?search_string=%20ko%20")
    expect(suggestions(answer.json)).toEqual([])
  })

  it("returns an empty list for 'zzzq' (the client shows 'No Results Found')", async () => {
    const answer = await get("/api/v1/search/autocomplete/?search_string=zzzq")
    expect(answer.status).toBe(200)
    expect(suggestions(answer.json)).toEqual([])
  })

  it("returns the recent searches from the cookie for empty text, at most 3, de-duplicated", async () => {
    const entries = [
      recent("Goa", TEST_NOW - 1_000),
      recent("Goa", TEST_NOW - 2_000),
      recent("Pune", TEST_NOW - 3_000),
      recent("Mysuru", TEST_NOW - 4_000),
      recent("Udaipur", TEST_NOW - 5_000),
    ]
    const cookie = `recent_searches=${serializeRecentSearches(entries)}`
    const answer = await get("/api/v1/search/autocomplete/?search_string=", { cookie })
    const labels = suggestions(answer.json).map((s) => s.label)
    expect(labels).toEqual(["Goa", "Pune", "Mysuru"])
    expect(suggestions(answer.json).every((s) => s.is_recent_search)).toBe(true)
  })

  it("reads a recent search whose label has a percent sign", async () => {
    const cookie = `recent_searches=${serializeRecentSearches([recent("100% Veg Stay, Goa", TEST_NOW - 1_000)])}`
    const answer = await get("/api/v1/search/autocomplete/?search_string=", { cookie })
    expect(suggestions(answer.json).map((s) => s.label)).toEqual(["100% Veg Stay, Goa"])
  })

  it("drops recent searches older than 30 days", async () => {
    const entries = [recent("Goa", TEST_NOW - 1_000), recent("Pune", TEST_NOW - 31 * 24 * 3600 * 1000)]
    const cookie = `recent_searches=${serializeRecentSearches(entries)}`
    const answer = await get("/api/v1/search/autocomplete/?search_string=", { cookie })
    expect(suggestions(answer.json).map((s) => s.label)).toEqual(["Goa"])
  })

  it("ignores a malformed recent_searches cookie", async () => {
    const answer = await get("/api/v1/search/autocomplete/?search_string=", {
      cookie: "recent_searches=%7Bnot-json",
    })
    expect(answer.status).toBe(200)
    expect(suggestions(answer.json)).toEqual([])
  })

  it("answers 400 with a message when search_string is missing", async () => {
    const answer = await get("/api/v1/search/autocomplete/")
    expect(answer.status).toBe(400)
    expect(firstErrorMessage(answer)).toMatch(/search_string/)
  })

  it("answers 400 with a message when search_string is over 100 characters", async () => {
    const answer = await get(`/api/v1/search/autocomplete/?search_string=${"a".repeat(101)}`)
    expect(answer.status).toBe(400)
    expect(firstErrorMessage(answer)).toMatch(/100/)
  })

  it("suggests places near a point, nearest first", async () => {
    // MG Road, Bengaluru
    const answer = await get("/api/v2/search/autocomplete/?latitude=12.9756&longitude=77.6069&search_string=")
    expect(answer.status).toBe(200)
    const list = suggestions(answer.json)
    expect(list.length).toBeGreaterThan(0)
    expect(list[0]!.area.city).toBe("Bengaluru")
  })

  it("answers 400 naming latitude when it is not a number", async () => {
    const answer = await get("/api/v2/search/autocomplete/?latitude=north&longitude=77.6")
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ errors: [{ field: "latitude" }] })
    expect(firstErrorMessage(answer)).toBeTruthy()
  })

  it("answers 400 for an empty, hexadecimal or exponent latitude rather than reading it as a number", async () => {
    for (const latitude of ["", "0x10", "1e1"]) {
      const answer = await get(`/api/v2/search/autocomplete/?latitude=${latitude}&longitude=77.6`)
      expect(answer.status, latitude).toBe(400)
      expect(firstErrorMessage(answer), latitude).toBe("latitude: must be a decimal number")
    }
  })

  it("looks up a place's coordinates and address components", async () => {
    const list = suggestions((await get("/api/v1/search/autocomplete/?search_string=kora")).json)
    const koramangala = list.find((s) => s.type === "locality")!
    const answer = await get(`/api/v1/search/places/?place_id=${encodeURIComponent(koramangala.place_id)}`)
    expect(answer.status).toBe(200)
    const place = (
      answer.json as { data: { lat: number; lng: number; address_components: Array<{ long_name: string }> } }
    ).data
    expect(place.lat).toBeCloseTo(12.93, 1)
    expect(place.address_components.map((c) => c.long_name)).toContain("Bengaluru")
  })

  it("answers 404 for an unknown place", async () => {
    const answer = await get("/api/v1/search/places/?place_id=city:atlantis")
    expect(answer.status).toBe(404)
    expect(firstErrorMessage(answer)).toMatch(/atlantis/)
  })
})
