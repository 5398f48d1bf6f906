import type { SearchHotel } from "#core/api/hotels.ts"
import type { FilterGroupKey } from "#core/search/filters.ts"
import { fromSearchResult, type ResultHotel } from "#core/search/result-hotel.ts"

/** What a hotel card shows beyond what filters and sort read (spec-search §3 'Hotel'). */
export interface CardHotel {
  readonly id: string
  readonly name: string
  readonly locality: string
  readonly city: string
  /** km from the search's point, as the search API measured it. */
  readonly distanceKm: number
  readonly imageUrl: string | null
  readonly imageAlt: string
  readonly rating: number | null
  readonly reviews: number
  readonly topRated: boolean
  readonly frequentlyBooked: boolean
  readonly valueForMoney: boolean
  readonly stealDeal: boolean
  /** The hygiene shield's name, when the hotel has one. */
  readonly shield: string | null
  /** The homestay tag ('Homestay'), null for a hotel. */
  readonly homestayTag: string | null
}

/** Visible names of filter values the search answer names (ids → names); the rest come from i18n. */
export type FilterLabels = Partial<Record<FilterGroupKey, Readonly<Record<string, string>>>>

export interface MappedResults {
  readonly hotels: ReadonlyArray<ResultHotel>
  readonly cards: Readonly<Record<string, CardHotel>>
  readonly labels: FilterLabels
}

const card = (hotel: SearchHotel): CardHotel => {
  const image = [...hotel.images].sort((a, b) => a.position - b.position)[0]
  return {
    id: hotel.id,
    name: hotel.name,
    locality: hotel.address.locality,
    city: hotel.address.city,
    distanceKm: hotel.distance,
    imageUrl: image?.url ?? null,
    imageAlt: image === undefined ? hotel.name : `${hotel.name}: ${image.image_callout}`,
    rating: hotel.averageRating,
    reviews: hotel.noOfReviews,
    topRated: hotel.isTopRated,
    frequentlyBooked: hotel.isFrequentlyBooked,
    valueForMoney: hotel.isValueForMoney,
    stealDeal: hotel.stealDeal,
    shield: hotel.shieldType,
    homestayTag: hotel.property.type === "homestay" ? hotel.property.tag || "Homestay" : null,
  }
}

/**
 * The search API's hotels as results (unpriced until prices arrive), their cards, and the names
 * of the ids the filter groups carry: localities, landmarks, brands, collections and amenities.
 */
export const mapSearchResult = (result: ReadonlyArray<SearchHotel>): MappedResults => {
  const labels: Record<string, Record<string, string>> = {
    localities: {},
    brand: {},
    popularCollections: {},
    hotelAmenities: {},
    roomAmenities: {},
  }
  for (const hotel of result) {
    labels.localities![`locality-${hotel.address.localityId}`] = hotel.address.locality
    for (const landmark of hotel.address.landmarks)
      labels.localities![`landmark-${landmark.id}`] = landmark.name
    for (const brand of hotel.brands) labels.brand![brand.code] = brand.displayName
    for (const c of hotel.popularCollections) labels.popularCollections![String(c.id)] = c.name
    for (const a of [...hotel.amenities, ...hotel.otherAmenities])
      labels.hotelAmenities![String(a.id)] = a.name
    for (const a of hotel.roomAmenities) labels.roomAmenities![String(a.id)] = a.name
  }
  return {
    hotels: result.map((hotel) => fromSearchResult(hotel, { perNightPricePaise: null })),
    cards: Object.fromEntries(result.map((hotel) => [hotel.id, card(hotel)])),
    labels,
  }
}
