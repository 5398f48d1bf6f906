import { describe, expect, it } from "vitest"
import { categoryBySlug } from "./categories.ts"
import { effectiveRadiusKm, type HotelQuery, matchHotels } from "./hotel-match.ts"
import { amenities, collections, hotel, miniCatalogue } from "./test-support/mini-catalogue.ts"

const SHANIWAR_WADA = { lat: 18.519, lng: 73.855 }
const hotels = [
  hotel("1"),
  hotel("2", { localityId: 13, lat: 18.56, lng: 73.78, amenities: [1, 4], propertyType: "homestay" }),
  // About 22 km north of Shaniwar Wada.
  hotel("3", { cityId: 2, localityId: 12, lat: 18.72, lng: 73.86 }),
  hotel("4", { brandCode: "independent" }),
]
const catalogue = miniCatalogue(hotels)
const ids = (query: HotelQuery) => matchHotels(catalogue, query).map((m) => m.hotel.id)

describe("matchHotels", () => {
  it("lists a city's and a locality's active hotels; an INACTIVE brand's hotel never shows", () => {
    expect(ids({ area: { kind: "city", cityId: 1 }, from: SHANIWAR_WADA })).toEqual(["1", "2"])
    expect(ids({ area: { kind: "locality", localityId: 13 }, from: SHANIWAR_WADA })).toEqual(["2"])
    expect(ids({ area: { kind: "state", stateSlug: "maharashtra" }, from: SHANIWAR_WADA })).toEqual([
      "1",
      "2",
      "3",
    ])
  })

  it("lists hotels within the radius of a point, nearest first, with distances in km", () => {
    const near = matchHotels(catalogue, {
      area: { kind: "circle", centre: SHANIWAR_WADA, radiusKm: 10 },
      from: SHANIWAR_WADA,
    })
    expect(near.map((m) => m.hotel.id)).toEqual(["1", "2"])
    expect(near[0]!.distanceKm).toBeCloseTo(1.33, 2)
    const wide = {
      area: { kind: "circle", centre: SHANIWAR_WADA, radiusKm: 25 },
      from: SHANIWAR_WADA,
    } as const
    expect(ids(wide)).toEqual(["1", "2", "3"])
    expect(ids({ ...wide, maxDistanceKm: 5 })).toEqual(["1"])
  })

  it("leaves the hotel itself out of its neighbours", () => {
    const from = { lat: 18.53, lng: 73.85 }
    expect(ids({ area: { kind: "circle", centre: from, radiusKm: 25, excludeHotelId: "1" }, from })).toEqual([
      "2",
      "3",
    ])
  })

  it("narrows by category and amenity, never widens", () => {
    const homestays = categoryBySlug({ amenities, collections }, "homestays")!
    expect(ids({ area: { kind: "city", cityId: 1 }, from: SHANIWAR_WADA, category: homestays })).toEqual([
      "2",
    ])
    expect(ids({ area: { kind: "city", cityId: 1 }, from: SHANIWAR_WADA, amenityId: 4 })).toEqual(["2"])
    expect(ids({ area: { kind: "city", cityId: 2 }, from: SHANIWAR_WADA, amenityId: 4 })).toEqual([])
  })

  it("uses 10 km unless the radius says otherwise, lowered by distance_cap", () => {
    expect(effectiveRadiusKm()).toBe(10)
    expect(effectiveRadiusKm(20)).toBe(20)
    expect(effectiveRadiusKm(20, 5)).toBe(5)
    expect(effectiveRadiusKm(undefined, 15)).toBe(10)
  })
})
