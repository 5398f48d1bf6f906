import { describe, expect, it } from "vitest"
import type { Hotel } from "#core/catalogue/hotel.ts"
import type { PlaceSource } from "#core/catalogue/places.ts"
import { buildPlaceIndex, nearby, placeById, suggest } from "./autocomplete.ts"

const city = (id: number, name: string, state: string, lat: number, lng: number) => ({
  id,
  slug: name.toLowerCase(),
  name,
  state,
  stateSlug: state.toLowerCase().replace(/ /g, "-"),
  lat,
  lng,
  tier: 1 as const,
})

const baseHotel: Hotel = {
  id: "1001",
  slug: "roadside-inn-koramangala",
  name: "Roadside Inn",
  brandCode: "independent",
  propertyType: "hotel",
  cityId: 1,
  localityId: 1,
  address: { street: "12, 80 Feet Road, Koramangala", pincode: "560034", landmarkIds: [] },
  lat: 12.935,
  lng: 77.625,
  description: "A small hotel.",
  amenities: [],
  policies: [],
  popularCollections: [],
  accessibilities: [],
  badges: { isTopRated: false, isFrequentlyBooked: false, isValueForMoney: false, stealDeal: false },
  shieldType: null,
  images: [{ id: "1001-1", category: "facade", roomTypeCode: null, position: 1, width: 1200, height: 800 }],
  roomTypes: [],
  preOccupancy: [],
}

const places: PlaceSource = {
  cities: [
    city(1, "Bengaluru", "Karnataka", 12.9716, 77.5946),
    city(2, "Pune", "Maharashtra", 18.5204, 73.8567),
  ],
  localities: [
    { id: 1, slug: "koramangala", name: "Koramangala", cityId: 1, lat: 12.9352, lng: 77.6245 },
    { id: 2, slug: "mg-road", name: "MG Road", cityId: 1, lat: 12.9756, lng: 77.605 },
    { id: 3, slug: "mg-road", name: "MG Road", cityId: 2, lat: 18.52, lng: 73.88 },
  ],
  landmarks: [
    {
      id: 1,
      slug: "pune-junction-railway-station",
      name: "Pune Junction Railway Station",
      cityId: 2,
      localityId: null,
      lat: 18.5289,
      lng: 73.8744,
      kind: "railway_station",
    },
    {
      id: 2,
      slug: "kempegowda-international-airport",
      name: "Kempegowda International Airport",
      cityId: 1,
      localityId: null,
      lat: 13.1986,
      lng: 77.7066,
      kind: "airport",
    },
  ],
  hotels: [
    baseHotel,
    {
      ...baseHotel,
      id: "1002",
      slug: "mg-residency-pune",
      name: "MG Residency",
      cityId: 2,
      localityId: 3,
      lat: 18.521,
      lng: 73.879,
    },
  ],
}

const index = buildPlaceIndex(places)
const labels = (text: string) => suggest(index, text).map((s) => s.label)

describe("suggest", () => {
  it("suggests Koramangala with its locality type for 'kora'", () => {
    expect(suggest(index, "kora")[0]).toMatchObject({ label: "Koramangala, Bengaluru", type: "locality" })
  })

  it("gives nothing for text of 2 characters or fewer after trimming", () => {
    expect(suggest(index, "  ko  ")).toEqual([])
    expect(suggest(index, "")).toEqual([])
  })

  it("gives nothing for text that matches no place ('zzzq')", () => {
    expect(suggest(index, "zzzq")).toEqual([])
  })

  it("ignores case, accents and punctuation", () => {
    expect(labels("BENGALŪRU,")).toEqual(labels("bengaluru"))
    expect(labels("bengaluru")[0]).toBe("Bengaluru")
  })

  it("puts a city before other places whose labels start the same way", () => {
    expect(labels("pune")).toEqual([
      "Pune",
      "Pune Junction Railway Station",
      "MG Road, Pune",
      "MG Residency, MG Road, Pune",
    ])
  })

  it("puts a label that starts with the text before one where a later word does, whatever their types", () => {
    expect(labels("road")).toEqual([
      "Roadside Inn, Koramangala, Bengaluru",
      "MG Road, Pune",
      "MG Road, Bengaluru",
      "MG Residency, MG Road, Pune",
    ])
  })

  it("lists shorter labels first among places of one type and match", () => {
    expect(labels("mg r").slice(0, 2)).toEqual(["MG Road, Pune", "MG Road, Bengaluru"])
  })

  it("finds text inside a word after prefix matches", () => {
    expect(labels("angala")).toEqual(["Koramangala, Bengaluru", "Roadside Inn, Koramangala, Bengaluru"])
  })

  it("offers the states of catalogue cities", () => {
    expect(suggest(index, "karn")[0]).toMatchObject({ type: "state", place_id: "state:karnataka" })
  })

  it("stops at the limit", () => {
    expect(suggest(index, "road", 2)).toHaveLength(2)
  })

  it("fills a locality's area with its locality, city, state and the country India", () => {
    expect(suggest(index, "kora")[0]).toMatchObject({
      place_id: "locality:bengaluru:koramangala",
      source: "catalogue",
      hotel_id: null,
      is_recent_search: false,
      coordinates: { lat: 12.9352, lng: 77.6245 },
      area: {
        landmark: "",
        locality: "Koramangala",
        city: "Bengaluru",
        state: "Karnataka",
        hotel: "",
        country: "India",
      },
    })
  })

  it("gives a hotel suggestion its hotel_id and names the city in a landmark that does not", () => {
    expect(suggest(index, "roadside")[0]).toMatchObject({
      type: "hotel",
      hotel_id: "1001",
      place_id: "hotel:1001",
    })
    expect(suggest(index, "kempe")[0]).toMatchObject({
      label: "Kempegowda International Airport, Bengaluru",
      area: { landmark: "Kempegowda International Airport", city: "Bengaluru" },
    })
  })
})

describe("nearby", () => {
  it("orders places by distance from the point and leaves states out", () => {
    const found = nearby(index, 12.936, 77.625, "", 3).map((s) => s.label)
    expect(found).toEqual([
      "Koramangala, Bengaluru",
      "Roadside Inn, Koramangala, Bengaluru",
      "MG Road, Bengaluru",
    ])
    expect(nearby(index, 12.936, 77.625, "", 20).some((s) => s.type === "state")).toBe(false)
  })

  it("keeps only places whose label contains the text", () => {
    expect(nearby(index, 12.936, 77.625, "mg road", 5).map((s) => s.label)).toEqual([
      "MG Road, Bengaluru",
      "MG Road, Pune",
      "MG Residency, MG Road, Pune",
    ])
  })
})

describe("placeById", () => {
  it("answers a city's coordinates and address components, ending with India", () => {
    expect(placeById(index, "city:pune")).toEqual({
      place_id: "city:pune",
      lat: 18.5204,
      lng: 73.8567,
      address_components: [
        { long_name: "Pune", short_name: "Pune", types: ["locality", "political"] },
        {
          long_name: "Maharashtra",
          short_name: "Maharashtra",
          types: ["administrative_area_level_1", "political"],
        },
        { long_name: "India", short_name: "IN", types: ["country", "political"] },
      ],
    })
  })

  it("gives a hotel's street and PIN code", () => {
    const types = placeById(index, "hotel:1001")!.address_components.map((c) => c.types[0])
    expect(types).toEqual([
      "lodging",
      "street_address",
      "sublocality",
      "locality",
      "administrative_area_level_1",
      "postal_code",
      "country",
    ])
  })

  it("knows nothing of an unknown place_id", () => {
    expect(placeById(index, "city:atlantis")).toBeUndefined()
  })
})
