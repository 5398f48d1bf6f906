import { describe, expect, it } from "vitest"
import { isSubset, type LocationView, matchCalls, matchLocation, matchResponse } from "#cli/journey/expect.ts"

const option = (label: string, more: Partial<LocationView["options"][number]> = {}) => ({
  label,
  type: "locality",
  tag: "Locality",
  disabled: false,
  recent: false,
  occupancy: null,
  dates: null,
  ...more,
})

const view: LocationView = {
  text: "kora",
  placeholder: "Where are you travelling?",
  open: true,
  valid: false,
  tags: ["open", "typing"],
  options: [option("Koramangala, Bengaluru"), option("Kora Hotel", { type: "hotel", tag: "Hotel" })],
  highlighted: null,
  selected: null,
  error: null,
  lookups: { suggestions: "resolved", nearby: "idle", place: "idle" },
}

describe("expect.location", () => {
  it("passes when every given field holds, whatever is left out", () => {
    expect(
      matchLocation({ open: true, options: { first: "Koramangala, Bengaluru", count: 2 } }, view),
    ).toEqual([])
    expect(matchLocation({ options: { contains: [{ label: "Kora Hotel", type: "hotel" }] } }, view)).toEqual(
      [],
    )
  })

  it("reports each unmet expectation with what was there", () => {
    const mismatches = matchLocation(
      {
        valid: true,
        tags: ["selected"],
        notTags: ["typing"],
        options: { first: { label: "Koramangala, Bengaluru", type: "city" }, excludes: ["Kora Hotel"] },
        lookups: { suggestions: "pending" },
      },
      view,
    )
    expect(mismatches.map((m) => m.at)).toEqual([
      "valid",
      "tags",
      "notTags",
      "options.excludes",
      "options.first",
      "lookups.suggestions",
    ])
    expect(mismatches.find((m) => m.at === "options.first")?.actual).toEqual({
      label: "Koramangala, Bengaluru",
      type: "locality",
    })
  })

  it("treats a bare list as the exact options in order", () => {
    expect(matchLocation({ options: ["Koramangala, Bengaluru", "Kora Hotel"] }, view)).toEqual([])
    expect(matchLocation({ options: ["Kora Hotel", "Koramangala, Bengaluru"] }, view)).toHaveLength(1)
    expect(matchLocation({ options: ["Koramangala, Bengaluru"] }, view)).toHaveLength(1)
  })
})

describe("expect.response", () => {
  const response = {
    status: 400,
    body: { errors: [{ code: "bad_request", message: "search_string is missing" }] },
  }

  it("checks status, the first error's message and code", () => {
    expect(
      matchResponse({ status: 400, errorMessage: "search_string", errorCode: "bad_request" }, response),
    ).toEqual([])
    expect(matchResponse({ status: 200, errorMessage: "latitude" }, response).map((m) => m.at)).toEqual([
      "status",
      "errors[0].message",
    ])
  })

  it("matches a body subset: objects may omit keys, arrays must match element by element", () => {
    expect(isSubset({ data: [{ label: "Goa" }] }, { data: [{ label: "Goa", type: "city" }], meta: 1 })).toBe(
      true,
    )
    expect(isSubset({ data: [] }, { data: [{ label: "Goa" }] })).toBe(false)
    expect(isSubset({ data: { label: "Goa" } }, { data: [{ label: "Goa" }] })).toBe(false)
    expect(isSubset({ missing: null }, {})).toBe(false)
    expect(isSubset(1, "1")).toBe(false)
  })
})

describe("expect.calls", () => {
  it("compares how often each lookup started", () => {
    const calls = { fetchSuggestions: 1, fetchRecentSearches: 0, fetchNearby: 0, fetchPlace: 0 }
    expect(matchCalls({ fetchSuggestions: 1, fetchNearby: 0 }, calls)).toEqual([])
    expect(matchCalls({ fetchSuggestions: 0 }, calls)).toEqual([
      { at: "fetchSuggestions", expected: 0, actual: 1 },
    ])
  })
})
