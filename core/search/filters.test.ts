import { describe, expect, it } from "vitest"
import { applyFilters, buildFilterMap, type FilterGroupKey } from "./filters.ts"
import { clearAll, NO_FILTERS, setCustomPrice, setMapBounds, toggleValue } from "./filters-selection.ts"
import type { ResultHotel } from "./result-hotel.ts"
import { resultHotel } from "./test-support/result-hotels.ts"

const hotel = resultHotel

const HOTELS = [
  hotel("1", { brandCode: "trip", hotelAmenityIds: [1, 2], rating: 4.6, perNightPrice: 1400 }),
  hotel("2", { brandCode: "trend", hotelAmenityIds: [1], rating: 3.8, perNightPrice: 2600, lat: 13.1 }),
  hotel("3", {
    brandCode: "tryst",
    hotelAmenityIds: [2],
    rating: 4.1,
    perNightPrice: null,
    landmarkIds: [7],
  }),
  hotel("4", { brandCode: "trip", hotelAmenityIds: [1, 2], localityId: 2, perNightPrice: 3500 }),
]

const pick = (...choices: ReadonlyArray<[FilterGroupKey, string]>) =>
  choices.reduce((s, [group, value]) => toggleValue(s, group, value), NO_FILTERS)
const ids = (hotels: ReadonlyArray<ResultHotel>) => hotels.map((h) => h.id)
const counts = (group: FilterGroupKey, selection = NO_FILTERS, rooms = 1) =>
  Object.fromEntries(
    buildFilterMap(HOTELS, selection, rooms)
      .groups.find((g) => g.key === group)!
      .values.map((v) => [v.value, v.count]),
  )

describe("filtering search results (spec-search §4 'Filtering')", () => {
  it("'selecting a value in a mutually exclusive group narrows by intersection' (amenities)", () => {
    const selection = pick(["hotelAmenities", "1"], ["hotelAmenities", "2"])
    expect(ids(applyFilters(HOTELS, selection, 1))).toEqual(["1", "4"])
    expect(
      buildFilterMap(HOTELS, selection, 1).groups.find((g) => g.key === "hotelAmenities")
        ?.isMutuallyExclusive,
    ).toBe(true)
  })

  it("'otherwise by union' (brand)", () => {
    expect(ids(applyFilters(HOTELS, pick(["brand", "trend"], ["brand", "tryst"]), 1))).toEqual(["2", "3"])
  })

  it("'Counts on each value are recomputed against the hotels left by the other groups'", () => {
    const trip = pick(["brand", "trip"])
    // The brand group's own selection does not shrink its counts; other groups' counts do shrink.
    expect(counts("brand", trip)).toEqual({ trip: 2, trend: 1, tryst: 1 })
    expect(counts("hotelAmenities", trip)).toEqual({ "1": 2, "2": 2 })
    expect(buildFilterMap(HOTELS, trip, 1).refinedHotelIds).toEqual(["1", "4"])
  })

  it("'Selecting a single-choice value replaces the earlier one' (ratings)", () => {
    const selection = pick(["ratings", "4.5"], ["ratings", "3.5"])
    expect(selection.values.ratings).toEqual(["3.5"])
    expect(ids(applyFilters(HOTELS, selection, 1))).toEqual(["1", "2", "3"])
    expect(counts("ratings")).toEqual({ "4.5": 1, "4": 2, "3.5": 3, "3": 3 })
  })

  it("'landmarks and locality' are values of the localities group", () => {
    expect(counts("localities")).toEqual({ "locality-1": 3, "landmark-7": 1, "locality-2": 1 })
  })

  it("price buckets per night scale with rooms and hide unpriced hotels", () => {
    expect(counts("pricePerNight")).toEqual({ "0-1500": 1, "1501-2000": 0, "2001-3000": 1, "3001-": 1 })
    // Two rooms: under 3000, 3001-4000, 4001-6000, 6001 and above; three rooms: under 4500 first.
    expect(counts("pricePerNight", NO_FILTERS, 2)).toEqual({
      "0-1500": 2,
      "1501-2000": 1,
      "2001-3000": 0,
      "3001-": 0,
    })
    expect(counts("pricePerNight", NO_FILTERS, 3)).toEqual({
      "0-1500": 3,
      "1501-2000": 0,
      "2001-3000": 0,
      "3001-": 0,
    })
    expect(
      ids(applyFilters(HOTELS, pick(["pricePerNight", "0-1500"], ["pricePerNight", "3001-"]), 1)),
    ).toEqual(["1", "4"])
  })

  it("the custom range and a price bucket replace each other", () => {
    const custom = setCustomPrice(pick(["pricePerNight", "0-1500"]), { start: 2000, end: 3500 })
    expect(custom.values.pricePerNight).toEqual([])
    expect(ids(applyFilters(HOTELS, custom, 1))).toEqual(["2", "4"])
    const bucket = toggleValue(custom, "pricePerNight", "0-1500")
    expect(bucket.customPrice).toBeUndefined()
    expect(buildFilterMap(HOTELS, pick(["brand", "trip"]), 1).customRange).toEqual({
      start: 1400,
      end: 3500,
      minPerNightValue: 1400,
      maxPerNightValue: 3500,
    })
  })

  it("'The map filter selects hotels whose coordinates lie inside the map bounds; with no bounds it is cleared'", () => {
    const inside = setMapBounds(NO_FILTERS, { south: 12.9, west: 77.5, north: 13, east: 77.7 })
    expect(ids(applyFilters(HOTELS, inside, 1))).toEqual(["1", "3", "4"])
    expect(counts("brand", inside)).toEqual({ trip: 2, trend: 0, tryst: 1 })
    expect(setMapBounds(inside, undefined)).toEqual(NO_FILTERS)
  })

  it("'Clearing all filters resets filters and sort to the price ascending default'", () => {
    expect(clearAll()).toEqual({ selection: { values: {} }, sort: { by: "price", order: "ASC" } })
  })

  it("a selected value no hotel carries stays listed at 0 so it can be undone", () => {
    expect(counts("bedType", pick(["bedType", "king"]))).toEqual({ double: 4, king: 0 })
    expect(applyFilters(HOTELS, pick(["bedType", "king"]), 1)).toEqual([])
  })
})
