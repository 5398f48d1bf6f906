import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SearchHotel } from "../api/hotels.ts"
import { CARD_AMENITIES, toSearchHotel } from "./hotel-wire.ts"
import { fromCatalogue, fromSearchResult } from "./result-hotel.ts"
import { hotel, miniCatalogue } from "./test-support/mini-catalogue.ts"

const source = hotel("7", {
  amenities: [1, 2, 3, 4, 99],
  policies: ["is_couple_friendly"],
  popularCollections: [1],
  accessibilities: ["elevator"],
})
const catalogue = miniCatalogue([source])
const wire = toSearchHotel(source, catalogue, {
  distanceKm: 1.23456,
  rating: { average: 4.25, count: 8 },
  imagesCount: 2,
  rank: { distance: 3 },
})

describe("toSearchHotel", () => {
  it("fits the contract's SearchHotel schema", () => {
    expect(() => Schema.decodeUnknownSync(SearchHotel)(wire)).not.toThrow()
  })

  it("names places, keys room types '{hotelId}|{roomtype}' and rounds the distance to 2 decimals", () => {
    expect(wire.address).toMatchObject({
      city: "Pune",
      locality: "Shivajinagar",
      landmarks: [{ id: 21, name: "Shaniwar Wada" }],
    })
    expect(wire.roomTypeIds).toEqual(["7|oak"])
    expect(wire.distance).toBe(1.23)
  })

  it("sends the first imagesCount images by position, at the URL the image route serves", () => {
    expect(wire.images.map((i) => i.url)).toEqual(["/images/hotels/7-1.svg", "/images/hotels/7-2.svg"])
  })

  it("splits the card's amenities from the others and drops ids the catalogue lacks", () => {
    expect(wire.amenities).toHaveLength(CARD_AMENITIES)
    expect(wire.otherAmenities).toEqual([])
    expect(wire.trilights).toEqual(["Near Shaniwar Wada", "Workcations", "Free Wi-Fi"])
  })
})

describe("fromSearchResult", () => {
  it("gives the same result hotel as the catalogue shape (spec §3: two source shapes map to one)", () => {
    const fromWire = fromSearchResult(wire, { perNightPricePaise: 250_000 })
    const fromSource = fromCatalogue(
      { ...source, amenities: [1, 2, 3, 4] },
      { rating: 4.25, perNightPricePaise: 250_000, rank: { distance: 3 } },
    )
    expect(fromWire).toEqual(fromSource)
  })
})
