/**
 * The 'similar hotels' strip of a hotel page: the search API's nearby variant (hotel_id plus
 * nearby, spec-search §7) priced by the search prices call. spec-search §4 'Sorting': "Similar
 * hotels are sorted by distance and only available ones are kept."
 */

/** How many similar hotels the page shows; the spec names no number. */
export const SIMILAR_HOTELS_LIMIT = 6

/** What the rule reads of a nearby hotel: its id and its distance in km from the current hotel. */
export interface NearbyHotel {
  readonly id: string
  readonly distance: number
}

/** A search price; a hotel the pricing call lists as unavailable has none. */
export interface NearbyPrice {
  readonly hotel_id: string
}

export interface SimilarHotel<H extends NearbyHotel, P extends NearbyPrice> {
  readonly hotel: H
  readonly price: P
}

/** Numeric ids compare as numbers: '9' before '10' (ids have no leading zeros). */
const byId = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)

/**
 * The nearby hotels to suggest: never the hotel being viewed, only those with a price for the
 * stay, nearest first (ties by id, so the order does not depend on the API's), at most `limit`.
 * A hotel listed twice counts once, at its first listing.
 */
export const similarHotels = <H extends NearbyHotel, P extends NearbyPrice>(
  hotels: ReadonlyArray<H>,
  prices: ReadonlyArray<P>,
  currentHotelId: string,
  limit: number = SIMILAR_HOTELS_LIMIT,
): ReadonlyArray<SimilarHotel<H, P>> => {
  const priceOf = new Map(prices.map((price) => [price.hotel_id, price]))
  const seen = new Set<string>([currentHotelId])
  const kept: Array<SimilarHotel<H, P>> = []
  for (const hotel of hotels) {
    const price = priceOf.get(hotel.id)
    if (seen.has(hotel.id) || price === undefined || !Number.isFinite(hotel.distance)) continue
    seen.add(hotel.id)
    kept.push({ hotel, price })
  }
  return kept
    .sort((a, b) => a.hotel.distance - b.hotel.distance || byId(a.hotel.id, b.hotel.id))
    .slice(0, Math.max(0, Math.floor(limit)))
}
