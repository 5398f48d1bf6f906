import { BrandCode } from "./brand.ts"
import type { Hotel } from "./hotel.ts"
import type { Catalogue } from "./schema.ts"

/** What a brand page claims ('120+ cities, 1,000+ hotels, 25,000+ rooms'), computed, never typed in. */
export interface Footprint {
  readonly cities: number
  readonly hotels: number
  readonly rooms: number
}

export const footprintOf = (hotels: ReadonlyArray<Hotel>): Footprint => ({
  cities: new Set(hotels.map((hotel) => hotel.cityId)).size,
  hotels: hotels.length,
  rooms: hotels.reduce((sum, hotel) => sum + hotel.roomTypes.reduce((n, room) => n + room.roomCount, 0), 0),
})

export const catalogueFootprint = (catalogue: Catalogue): Footprint => footprintOf(catalogue.hotels)

export const footprintByBrand = (catalogue: Catalogue): Readonly<Record<BrandCode, Footprint>> => {
  const byBrand = Object.fromEntries(BrandCode.literals.map((code) => [code, [] as Array<Hotel>])) as Record<
    BrandCode,
    Array<Hotel>
  >
  for (const hotel of catalogue.hotels) byBrand[hotel.brandCode].push(hotel)
  return Object.fromEntries(BrandCode.literals.map((code) => [code, footprintOf(byBrand[code])])) as Record<
    BrandCode,
    Footprint
  >
}
