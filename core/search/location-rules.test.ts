import { describe, expect, it } from "vitest"
import {
  hasEnoughText,
  matchesNearMe,
  NEAR_ME_LABEL,
  nearMeSuggestion,
  needsPlaceLookup,
  suggestionOptions,
} from "./location-rules.ts"
import type { Suggestion } from "./suggestion.ts"

const place = (label: string, extra: Partial<Suggestion> = {}): Suggestion => ({
  ...nearMeSuggestion,
  label,
  type: "city",
  place_id: `p-${label}`,
  source: "catalogue",
  ...extra,
})

describe("location rules", () => {
  it("needs more than 2 characters after trimming", () => {
    expect(["", "ab", "  ab  ", "   "].map(hasEnoughText)).toEqual([false, false, false, false])
    expect(["abc", " a b "].map(hasEnoughText)).toEqual([true, true])
  })

  it("matches 'near me' by a prefix of 3+ characters or by containing it, ignoring case and spaces", () => {
    for (const text of ["nea", "Near", "NEAR  M", " near me ", "hotels near me", "Near me Bengaluru"]) {
      expect(matchesNearMe(text), text).toBe(true)
    }
    for (const text of ["ne", "nearby", "near mg road", "me", "Neemrana"]) {
      expect(matchesNearMe(text), text).toBe(false)
    }
  })

  it("puts the near-me entry first, once, when the text matches", () => {
    const served = { ...nearMeSuggestion, label: "Use my location" }
    const labels = (text: string, answer: ReadonlyArray<Suggestion>) =>
      suggestionOptions(text, answer).map((o) =>
        o.kind === "place" ? o.suggestion.label : "No Results Found",
      )
    expect(labels("near", [place("Nearbagh")])).toEqual([NEAR_ME_LABEL, "Nearbagh"])
    expect(labels("near me", [place("Nearbagh"), served])).toEqual(["Use my location", "Nearbagh"])
    expect(labels("goa", [])).toEqual(["No Results Found"])
  })

  it("looks a place up only when it has a place id and no coordinates", () => {
    expect(needsPlaceLookup(place("Goa", { coordinates: null }))).toBe(true)
    expect(needsPlaceLookup(place("Goa", { coordinates: { lat: 15.3, lng: 74.1 } }))).toBe(false)
    expect(needsPlaceLookup(place("Goa", { coordinates: null, place_id: "" }))).toBe(false)
    expect(needsPlaceLookup(nearMeSuggestion)).toBe(false)
  })
})
