import type { Stay } from "#core/dates/stay.ts"
import { hotelPath } from "#core/routes/slug.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { DEFAULT_SORT, sortHotels } from "#core/search/sort.ts"
import type { HotelPrice, PricesAnswer } from "#machines/search-results.machine.ts"
import type { CardHotel } from "./results-data.ts"

/** The hotel page of a card (spec-search §2: /hotels-in-{city}/{hotel}-{locality}-{hotelId}/). */
export const hotelPagePath = (card: CardHotel): string =>
  hotelPath({ id: card.id, name: card.name, city: card.city, locality: card.locality })

/**
 * The hotel page with the stay the results were priced for, so the room prices there are for the
 * same dates and rooms (DESIGN.md 'Total price transparency'); with the card's price, also its
 * room type and rate plan (spec-search §2 hotel link `roomtype`, `rateplan`), which the hotel page
 * selects (machines/room-selection.machine.ts), so it opens on the price the card showed.
 */
export const hotelPageHref = (
  card: CardHotel,
  stay: Stay,
  roomconfig: string,
  price?: Pick<HotelPrice, "roomType" | "ratePlanCode">,
): string => {
  const query = new URLSearchParams({ checkin: stay.checkin, checkout: stay.checkout, roomconfig })
  if (price !== undefined) {
    query.set("roomtype", price.roomType)
    query.set("rateplan", price.ratePlanCode)
  }
  return `${hotelPagePath(card)}?${query}`
}

/** The hotels with their prices, in the default order: price ascending, priced first (spec §4). */
export const pricedInOrder = (
  hotels: ReadonlyArray<ResultHotel>,
  prices: PricesAnswer,
): ReadonlyArray<ResultHotel> =>
  sortHotels(
    hotels.map((hotel) => {
      const paise = prices.searchPrices[hotel.id]?.perNightPaise
      return { ...hotel, perNightPrice: paise === undefined ? null : paise / 100 }
    }),
    DEFAULT_SORT,
  )
