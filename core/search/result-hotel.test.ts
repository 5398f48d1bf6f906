import { describe, expect, it } from "vitest"
import type { Hotel, RoomType } from "../catalogue/hotel.ts"
import { fromCatalogue } from "./result-hotel.ts"

const room = (code: RoomType["code"], bed: RoomType["bed"], amenities: Array<number>): RoomType => ({
  code,
  name: code,
  roomCount: 4,
  maxOccupancy: { adults: 2, kids: 1, guests: 3 },
  bed,
  areaSqft: 180,
  amenities,
  baseRatePaise: 150_000,
})

const HOTEL: Hotel = {
  id: "42",
  slug: "trip-indiranagar",
  name: "Trip Indiranagar",
  brandCode: "trip",
  propertyType: "homestay",
  cityId: 1,
  localityId: 9,
  address: { street: "100 Feet Road", pincode: "560038", landmarkIds: [3, 5] },
  lat: 12.97,
  lng: 77.64,
  description: "A homestay.",
  amenities: [1, 2],
  policies: ["is_couple_friendly"],
  popularCollections: [7],
  accessibilities: [],
  badges: { isTopRated: false, isFrequentlyBooked: false, isValueForMoney: false, stealDeal: false },
  shieldType: null,
  images: [{ id: "42-1", category: "facade", roomTypeCode: null, position: 1, width: 800, height: 600 }],
  roomTypes: [room("acacia", "double", [10, 11]), room("oak", "king", [11, 12]), room("maple", "double", [])],
  preOccupancy: [],
}

describe("the result hotel (spec-search §3 'Hotel')", () => {
  it("maps the catalogue hotel: bed types and room amenities over its room types, without repeats", () => {
    const result = fromCatalogue(HOTEL, { rating: 4.2, perNightPricePaise: 245_050 })
    expect(result).toEqual({
      id: "42",
      name: "Trip Indiranagar",
      localityId: 9,
      landmarkIds: [3, 5],
      brandCode: "trip",
      propertyType: "homestay",
      bedTypes: ["double", "king"],
      policies: ["is_couple_friendly"],
      collectionIds: [7],
      hotelAmenityIds: [1, 2],
      roomAmenityIds: [10, 11, 12],
      rating: 4.2,
      lat: 12.97,
      lng: 77.64,
      perNightPrice: 2450.5,
      rank: {},
    })
  })

  it("keeps an unpriced hotel's price null ('The price of a hotel that has no price is listed as unavailable')", () => {
    const result = fromCatalogue(HOTEL, {
      rating: undefined,
      perNightPricePaise: null,
      rank: { popularity: 3 },
    })
    expect(result.perNightPrice).toBeNull()
    expect(result.rank).toEqual({ popularity: 3 })
  })
})
