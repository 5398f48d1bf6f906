import { describe, expect, it } from "vitest"
import type { ResultHotel } from "./result-hotel.ts"
import { DEFAULT_SORT, sortBy, sortHotels } from "./sort.ts"
import { resultHotel } from "./test-support/result-hotels.ts"

const hotel = resultHotel

const ids = (hotels: ReadonlyArray<ResultHotel>) => hotels.map((h) => h.id)

describe("sorting search results (spec-search §4 'Sorting')", () => {
  it("'default is by price ascending'", () => {
    const hotels = [hotel("a", { perNightPrice: 3000 }), hotel("b", { perNightPrice: 1200 }), hotel("c")]
    expect(DEFAULT_SORT).toEqual({ by: "price", order: "ASC" })
    expect(ids(sortHotels(hotels, DEFAULT_SORT))).toEqual(["b", "c", "a"])
  })

  it("'Hotels with prices are listed before those without', also in DESC order", () => {
    const hotels = [hotel("x", { perNightPrice: null, rating: 5 }), hotel("a", { rating: 3 })]
    expect(ids(sortHotels(hotels, DEFAULT_SORT))).toEqual(["a", "x"])
    expect(ids(sortHotels(hotels, { by: "price", order: "DESC" }))).toEqual(["a", "x"])
    expect(ids(sortHotels(hotels, sortBy("rating")))).toEqual(["a", "x"])
  })

  it("'Can sort by rating (descending average rating)'; unrated hotels follow rated ones", () => {
    const hotels = [hotel("a", { rating: 3.9 }), hotel("u"), hotel("b", { rating: 4.6 })]
    expect(sortBy("rating").order).toBe("DESC")
    expect(ids(sortHotels(hotels, sortBy("rating")))).toEqual(["b", "a", "u"])
  })

  it("'by distance when coordinates are given', nearest first", () => {
    const here = { lat: 12.97, lng: 77.59 }
    const hotels = [hotel("far", { lat: 13.2 }), hotel("near", { lat: 12.98 }), hotel("mid", { lat: 13.05 })]
    expect(ids(sortHotels(hotels, sortBy("distance", here)))).toEqual(["near", "mid", "far"])
  })

  it("distance without coordinates falls back to price ascending", () => {
    const hotels = [
      hotel("a", { perNightPrice: 2500, lat: 12.97 }),
      hotel("b", { perNightPrice: 900, lat: 20 }),
    ]
    expect(ids(sortHotels(hotels, sortBy("distance")))).toEqual(["b", "a"])
  })

  it("'or by another rank key': rank 1 first, hotels without that rank last", () => {
    const hotels = [
      hotel("a", { rank: { popularity: 2 } }),
      hotel("n"),
      hotel("b", { rank: { popularity: 1 } }),
    ]
    expect(ids(sortHotels(hotels, sortBy("popularity")))).toEqual(["b", "a", "n"])
  })

  it("'DESC order reverses' the comparison, keeping ties in input order", () => {
    const hotels = [
      hotel("a", { perNightPrice: 1000 }),
      hotel("t1"),
      hotel("t2"),
      hotel("c", { perNightPrice: 4000 }),
    ]
    expect(ids(sortHotels(hotels, { by: "price", order: "DESC" }))).toEqual(["c", "t1", "t2", "a"])
    expect(ids(sortHotels(hotels, { by: "price", order: "ASC" }))).toEqual(["a", "t1", "t2", "c"])
  })
})
