import type { ResultHotel } from "../result-hotel.ts"

/** A plain priced hotel in one locality; a test overrides only what its rule reads. */
export const resultHotel = (id: string, over: Partial<ResultHotel> = {}): ResultHotel => ({
  id,
  name: `Hotel ${id}`,
  localityId: 1,
  landmarkIds: [],
  brandCode: "trip",
  propertyType: "hotel",
  bedTypes: ["double"],
  policies: [],
  collectionIds: [],
  hotelAmenityIds: [],
  roomAmenityIds: [],
  rating: undefined,
  lat: 12.97,
  lng: 77.59,
  perNightPrice: 2000,
  rank: {},
  ...over,
})
