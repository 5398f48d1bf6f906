import { describe, expect, it } from "vitest"
import { type ListingQuery, listingPath, resolveListing } from "./listing-route.ts"
import { miniCatalogue } from "./test-support/mini-catalogue.ts"

const catalogue = miniCatalogue([])

describe("resolveListing", () => {
  it.each<[string, ListingQuery]>([
    ["/hotels-in-pune/", { kind: "city", city: "pune" }],
    ["/hotels-in-baner-pune/", { kind: "locality", locality: "baner", city: "pune" }],
    ["/hotels-near-shaniwar-wada/", { kind: "landmark", landmark: "shaniwar-wada" }],
    ["/budget-hotels-in-pune/", { kind: "categoryCity", category: "budget-hotels", city: "pune" }],
    [
      "/homestays-in-baner-pune/",
      { kind: "categoryLocality", category: "homestays", locality: "baner", city: "pune" },
    ],
    [
      "/couple-friendly-hotels-near-shaniwar-wada/",
      { kind: "categoryLandmark", category: "couple-friendly-hotels", landmark: "shaniwar-wada" },
    ],
    ["/hotels-in-pune-with-parking/", { kind: "amenityCity", amenity: "parking", city: "pune" }],
    ["/hotels-with-swimming-pool-in-pune/", { kind: "amenityCity", amenity: "swimming-pool", city: "pune" }],
    ["/hotels-near-me/", { kind: "nearMe" }],
  ])("reads %s", (path, query) => {
    expect(resolveListing(path, catalogue)).toEqual(query)
  })

  it("reads an ambiguous path the first way the route table allows whose places exist", () => {
    // 'new-pune' is a city and 'new' is a locality of Pune: the locality route comes first (ADR 011).
    expect(resolveListing("/hotels-in-new-pune/", catalogue)).toEqual({
      kind: "locality",
      locality: "new",
      city: "pune",
    })
  })

  it("falls through to a later reading when the earlier one names no catalogue place", () => {
    expect(resolveListing("/hotels-in-baner-new-pune/", catalogue)).toBeNull()
    expect(resolveListing("/budget-hotels-in-new-pune/", catalogue)).toEqual({
      kind: "categoryLocality",
      category: "budget-hotels",
      locality: "new",
      city: "pune",
    })
  })

  it("is Not Found (null) for unknown places, a locality of another city, room amenities and 'hotels'", () => {
    for (const path of [
      "/hotels-in-atlantis/",
      "/hotels-in-baner-new-pune/",
      "/hotels-in-pune-with-air-conditioning/",
      "/luxury-hotels-in-pune/",
      "/hotels-near-taj-mahal/",
      "/cities/",
      "not a path",
    ]) {
      expect(resolveListing(path, catalogue), path).toBeNull()
    }
  })
})

describe("listingPath", () => {
  it("builds the spec's canonical paths; an amenity listing uses /hotels-in-{city}-with-{amenity}/", () => {
    expect(listingPath({ kind: "amenityCity", amenity: "parking", city: "pune" })).toBe(
      "/hotels-in-pune-with-parking/",
    )
    expect(listingPath({ kind: "categoryLandmark", category: "homestays", landmark: "shaniwar-wada" })).toBe(
      "/homestays-near-shaniwar-wada/",
    )
    expect(listingPath({ kind: "nearMe" })).toBe("/hotels-near-me/")
  })
})
