import type { SearchHotel } from "../api/hotels.ts"
import type { BrandCode } from "../catalogue/brand.ts"
import type { PolicyType } from "../catalogue/features.ts"
import type { BedType, Hotel } from "../catalogue/hotel.ts"
import type { Paise } from "../pricing/money.ts"

/**
 * The one hotel shape search results are filtered and sorted on (spec-search §3 'Hotel': "two
 * source shapes are mapped to one"). It keeps only what §4 'Filtering' and 'Sorting' read; the
 * card's text and images stay on the source records.
 */
export interface ResultHotel {
  readonly id: string
  readonly name: string
  /** Localities group (§3 'Filter map': "landmarks and locality"). */
  readonly localityId: number
  readonly landmarkIds: ReadonlyArray<number>
  readonly brandCode: BrandCode
  readonly propertyType: "hotel" | "homestay"
  /** §3 availableBedTypes: one entry per bed the hotel's room types offer, no repeats. */
  readonly bedTypes: ReadonlyArray<BedType>
  readonly policies: ReadonlyArray<PolicyType>
  readonly collectionIds: ReadonlyArray<number>
  readonly hotelAmenityIds: ReadonlyArray<number>
  /** §3 roomAmenities: the union over the hotel's room types. */
  readonly roomAmenityIds: ReadonlyArray<number>
  /** Average guest rating 1-5; undefined for a hotel nobody has rated yet. */
  readonly rating: number | undefined
  readonly lat: number
  readonly lng: number
  /**
   * Rupees per night for all rooms (the quote's perNightPrice), the unit the price buckets use
   * (§5); null when the hotel has no price for the stay (§7: "listed as unavailable").
   */
  readonly perNightPrice: number | null
  /** §3 "rank keyed by the sort field": position for each extra rank key, 1 = first. */
  readonly rank: Readonly<Record<string, number>>
}

/** What search knows about a catalogue hotel beyond the catalogue: its reviews and its price. */
export interface ResultExtras {
  readonly rating: number | undefined
  /** Quote.perNightPrice in paise, or null when no room type can be sold for the stay. */
  readonly perNightPricePaise: Paise | null
  readonly rank?: Readonly<Record<string, number>>
}

const unique = <A>(items: Iterable<A>): ReadonlyArray<A> => [...new Set(items)]

/** The catalogue hotel as a result (server-side pages read the catalogue directly). */
export const fromCatalogue = (hotel: Hotel, extras: ResultExtras): ResultHotel => ({
  id: hotel.id,
  name: hotel.name,
  localityId: hotel.localityId,
  landmarkIds: hotel.address.landmarkIds,
  brandCode: hotel.brandCode,
  propertyType: hotel.propertyType,
  bedTypes: unique(hotel.roomTypes.map((room) => room.bed)),
  policies: hotel.policies,
  collectionIds: hotel.popularCollections,
  hotelAmenityIds: hotel.amenities,
  roomAmenityIds: unique(hotel.roomTypes.flatMap((room) => room.amenities)),
  rating: extras.rating,
  lat: hotel.lat,
  lng: hotel.lng,
  // Whole paise divided by 100 is exact to the paisa; buckets compare rupees (§5).
  perNightPrice: extras.perNightPricePaise === null ? null : extras.perNightPricePaise / 100,
  rank: extras.rank ?? {},
})

/**
 * A hotel of the search API's result[] (core/api/hotels.ts) as a result: the second source shape
 * of spec-search §3. Its rating and rank travel in the hotel; only the price comes from pricing.
 */
export const fromSearchResult = (
  hotel: SearchHotel,
  extras: Pick<ResultExtras, "perNightPricePaise">,
): ResultHotel => ({
  id: hotel.id,
  name: hotel.name,
  localityId: hotel.address.localityId,
  landmarkIds: hotel.address.landmarks.map((landmark) => landmark.id),
  brandCode: hotel.activeBrandCode,
  propertyType: hotel.property.type,
  bedTypes: unique(hotel.availableBedTypes),
  policies: hotel.policies.map((policy) => policy.type),
  collectionIds: hotel.popularCollections.map((collection) => collection.id),
  hotelAmenityIds: [...hotel.amenities, ...hotel.otherAmenities].map((amenity) => amenity.id),
  roomAmenityIds: hotel.roomAmenities.map((amenity) => amenity.id),
  rating: hotel.averageRating ?? undefined,
  lat: hotel.coordinates.lat,
  lng: hotel.coordinates.lng,
  perNightPrice: extras.perNightPricePaise === null ? null : extras.perNightPricePaise / 100,
  rank: hotel.rank,
})
