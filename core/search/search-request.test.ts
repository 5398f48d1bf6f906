import { describe, expect, it } from "vitest"
import { isSearchProblem, type PlaceParams, resolveSearch, stayProblem } from "./search-request.ts"
import { hotel, miniCatalogue } from "./test-support/mini-catalogue.ts"

const catalogue = miniCatalogue([hotel("1"), hotel("2", { lat: 18.56, lng: 73.78 })])
const resolved = (params: PlaceParams) => {
  const result = resolveSearch(params, catalogue)
  if (isSearchProblem(result)) throw new Error(result.message)
  return result
}
const problem = (params: PlaceParams) => {
  const result = resolveSearch(params, catalogue)
  return isSearchProblem(result) ? result : undefined
}

describe("resolveSearch", () => {
  it("reads places as slugs or names alike", () => {
    expect(resolved({ city: "New Pune" }).query.area).toEqual({ kind: "city", cityId: 2 })
    expect(resolved({ city: "new-pune" }).query.area).toEqual({ kind: "city", cityId: 2 })
    expect(resolved({ locality: "Baner", city: "Pune" }).query.area).toEqual({
      kind: "locality",
      localityId: 13,
    })
  })

  it("searches 10 km around a landmark and reports its point for sorting", () => {
    const search = resolved({ landmark: "Shaniwar Wada", city: "pune" })
    expect(search.query.area).toMatchObject({ kind: "circle", radiusKm: 10 })
    expect(search.point).toEqual({ lat: 18.519, lng: 73.855 })
  })

  it("has no point for a city search unless coordinates were sent", () => {
    expect(resolved({ city: "pune" }).point).toBeNull()
    expect(resolved({ city: "pune", latitude: 18.5, longitude: 73.9 }).point).toEqual({
      lat: 18.5,
      lng: 73.9,
    })
  })

  it("searches a hotel's neighbours around the hotel, without it", () => {
    expect(resolved({ hotel_id: "1", nearby: true, radius: 20, distance_cap: 5 }).query.area).toEqual({
      kind: "circle",
      centre: { lat: 18.53, lng: 73.85 },
      radiusKm: 5,
      excludeHotelId: "1",
    })
    expect(resolved({ hotel_id: "1" }).query.area).toEqual({ kind: "hotels", hotelIds: ["1"] })
  })

  it("answers unknown (404) for places the catalogue lacks, naming the parameter", () => {
    expect(problem({ city: "Atlantis" })).toMatchObject({ kind: "unknown", field: "city" })
    expect(problem({ city: "pune", locality: "nowhere" })).toMatchObject({
      kind: "unknown",
      field: "locality",
    })
    expect(problem({ landmark: "taj-mahal" })).toMatchObject({ kind: "unknown", field: "landmark" })
    expect(problem({ city: "pune", category: "luxury" })).toMatchObject({
      kind: "unknown",
      field: "category",
    })
    expect(problem({ city: "pune", amenity: "air-conditioning" })).toMatchObject({
      kind: "unknown",
      field: "amenity",
    })
    expect(problem({ hotel_id: "99" })).toMatchObject({ kind: "unknown", field: "hotel_id" })
  })

  it("answers bad (400) for requests that cannot mean anything", () => {
    expect(problem({})).toMatchObject({ kind: "bad" })
    expect(problem({ locality: "baner" })).toMatchObject({ kind: "bad", field: "locality" })
    expect(problem({ latitude: 18.5 })).toMatchObject({ kind: "bad", field: "longitude" })
    expect(problem({ city: "!!!" })).toMatchObject({ kind: "bad", field: "city" })
  })
})

describe("stayProblem", () => {
  const today = "2026-12-01"
  it("accepts no dates, or 1 to 15 nights from today", () => {
    expect(stayProblem(undefined, undefined, today)).toBeUndefined()
    expect(stayProblem("2026-12-01", "2026-12-02", today)).toBeUndefined()
    expect(stayProblem("2026-12-01", "2026-12-16", today)).toBeUndefined()
  })
  it("refuses one date alone, a past check-in, zero nights and more than 15", () => {
    expect(stayProblem("2026-12-01", undefined, today)?.field).toBe("checkout")
    expect(stayProblem("2026-11-30", "2026-12-02", today)?.message).toMatch(/past/)
    expect(stayProblem("2026-12-02", "2026-12-02", today)?.field).toBe("checkout")
    expect(stayProblem("2026-12-01", "2026-12-17", today)?.message).toMatch(/15 nights/)
  })
})
