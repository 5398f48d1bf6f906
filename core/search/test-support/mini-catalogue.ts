import type { Brand } from "../../catalogue/brand.ts"
import type { Accessibility, Amenity, Collection } from "../../catalogue/features.ts"
import type { Hotel } from "../../catalogue/hotel.ts"
import type { City, Landmark, Locality } from "../../catalogue/place.ts"

/** A hotel in Pune's Shivajinagar; a test overrides only what its rule reads. */
export const hotel = (id: string, over: Partial<Hotel> = {}): Hotel => ({
  id,
  slug: `hotel-${id}`,
  name: `Hotel ${id}`,
  brandCode: "trip",
  propertyType: "hotel",
  cityId: 1,
  localityId: 11,
  address: { street: "1 FC Road", pincode: "411005", landmarkIds: [21] },
  lat: 18.53,
  lng: 73.85,
  description: "A hotel.",
  amenities: [1],
  policies: [],
  popularCollections: [],
  accessibilities: [],
  badges: { isTopRated: false, isFrequentlyBooked: false, isValueForMoney: false, stealDeal: false },
  shieldType: null,
  images: [1, 2, 3].map((n) => ({
    id: `${id}-${n}`,
    category: "facade" as const,
    roomTypeCode: null,
    position: n,
    width: 800,
    height: 600,
  })),
  roomTypes: [
    {
      code: "oak",
      name: "Oak",
      roomCount: 4,
      maxOccupancy: { adults: 2, kids: 1, guests: 3 },
      bed: "double",
      areaSqft: 180,
      amenities: [5],
      baseRatePaise: 300_000,
    },
  ],
  preOccupancy: [],
  ...over,
})

const city = (id: number, slug: string, name: string, lat: number, lng: number): City => ({
  id,
  slug,
  name,
  state: "Maharashtra",
  stateSlug: "maharashtra",
  lat,
  lng,
  tier: 1,
})

/** Two cities whose slugs overlap ('new-pune' could be the locality 'new' in 'pune'). */
export const cities: ReadonlyArray<City> = [
  city(1, "pune", "Pune", 18.52, 73.85),
  city(2, "new-pune", "New Pune", 18.7, 73.9),
]
export const localities: ReadonlyArray<Locality> = [
  { id: 11, slug: "shivajinagar", name: "Shivajinagar", cityId: 1, lat: 18.53, lng: 73.85 },
  { id: 12, slug: "new", name: "New", cityId: 1, lat: 18.6, lng: 73.8 },
  { id: 13, slug: "baner", name: "Baner", cityId: 1, lat: 18.56, lng: 73.78 },
]
export const landmarks: ReadonlyArray<Landmark> = [
  {
    id: 21,
    slug: "shaniwar-wada",
    name: "Shaniwar Wada",
    cityId: 1,
    localityId: 11,
    lat: 18.519,
    lng: 73.855,
    kind: "monument",
  },
]
export const amenities: ReadonlyArray<Amenity> = [
  { id: 1, slug: "free-wi-fi", name: "Free Wi-Fi", kind: "hotel" },
  { id: 2, slug: "complimentary-breakfast", name: "Complimentary Breakfast", kind: "hotel" },
  { id: 3, slug: "swimming-pool", name: "Swimming Pool", kind: "hotel" },
  { id: 4, slug: "parking", name: "Parking", kind: "hotel" },
  { id: 5, slug: "air-conditioning", name: "Air Conditioning", kind: "room" },
]
export const collections: ReadonlyArray<Collection> = [
  { id: 1, slug: "workcations", name: "Workcations" },
  // Same slug as a fixed category: the fixed one keeps it.
  { id: 2, slug: "budget-hotels", name: "Budget Hotels" },
]
export const brands: ReadonlyArray<Brand> = [
  { code: "trip", displayName: "Trip", class: "Economy", status: "ACTIVE" },
  { code: "tryst", displayName: "Tryst", class: "Premium", status: "ACTIVE" },
  { code: "independent", displayName: "Independent", class: "Economy", status: "INACTIVE" },
]
export const accessibilities: ReadonlyArray<Accessibility> = [{ code: "elevator", name: "Elevator" }]

export const miniCatalogue = (hotels: ReadonlyArray<Hotel>) => ({
  brands,
  cities,
  localities,
  landmarks,
  amenities,
  collections,
  accessibilities,
  hotels,
})
