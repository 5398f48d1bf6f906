import { Effect } from "effect"
import type { Availability, Facility, SearchResult } from "#core/api/hotels.ts"
import { DEFAULT_IMAGES_COUNT } from "#core/api/hotels.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { matchHotels } from "#core/search/hotel-match.ts"
import type { WireExtras } from "#core/search/hotel-wire.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { searchHotelsJson } from "#core/search/search-hotels-json.ts"
import {
  isSearchProblem,
  type PlaceParams,
  resolveSearch,
  type SearchProblem,
  stayProblem,
} from "#core/search/search-request.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { Inventory } from "../inventory/repo.ts"

export interface SearchParams extends PlaceParams {
  readonly meta_hotel_id?: string
  readonly checkin?: string
  readonly checkout?: string
  readonly imagesCount?: number
}

/** The stay's dates, checked against the business day the server's clock gives. */
export const checkStay = Effect.fn("HotelResults.checkStay")(function* (checkin?: string, checkout?: string) {
  const clock = yield* AppClock
  const now = yield* clock.now
  const problem = stayProblem(checkin, checkout, businessDay(now))
  if (problem !== undefined) return yield* Effect.fail(problem)
})

const matched = Effect.fn("HotelResults.matched")(function* (params: PlaceParams) {
  const { view } = yield* HotelCatalogue
  const resolved = resolveSearch(params, view)
  if (isSearchProblem(resolved)) return yield* Effect.fail(resolved)
  return { hotels: matchHotels(view, resolved.query), point: resolved.point }
})

/**
 * GET /api/v5/search/: the hotels of the place, nearest first, as the answer's JSON body. The order is
 * the distance order; `sort.by` tells the client how to order them once prices arrive (spec §4:
 * price ascending by default, distance for a hotel's neighbours).
 */
export const searchHotels = Effect.fn("HotelResults.search")(function* (params: SearchParams) {
  yield* checkStay(params.checkin, params.checkout)
  const catalogue = yield* HotelCatalogue
  const { hotels, point } = yield* matched(params)
  const ratings = yield* catalogue.ratings(hotels.map((m) => m.hotel.id))
  const imagesCount = params.imagesCount ?? DEFAULT_IMAGES_COUNT
  // Ranked in the distance order matchHotels gives, before any hotel is moved first.
  const ranked = hotels.map((m, i): readonly [Hotel, WireExtras] => [
    m.hotel,
    {
      distanceKm: m.distanceKm,
      rating: ratings.get(m.hotel.id),
      imagesCount,
      rank: { distance: i + 1 },
    },
  ])
  const pinned = hotels.findIndex((m) => m.hotel.id === params.meta_hotel_id)
  // A traveller who arrived for one hotel (meta_hotel_id) sees it first when it is a result.
  const ordered =
    pinned <= 0 ? ranked : [ranked[pinned]!, ...ranked.slice(0, pinned), ...ranked.slice(pinned + 1)]
  const sort: SearchResult["sort"] = {
    by: params.nearby === true ? "distance" : "price",
    coordinates: point === null ? null : { lat: point.lat, lng: point.lng },
  }
  // The `{ data: SearchResult }` body, written directly: each hotel is its pre-serialised JSON.
  return searchHotelsJson(
    ordered,
    catalogue.view,
    '{"data":{"result":[',
    `],"sort":${JSON.stringify(sort)}}}`,
  )
})

/** GET /api/v1/facilities/: each amenity offered in the place, with how many hotels offer it. */
export const facilitiesOf = Effect.fn("HotelResults.facilities")(function* (params: PlaceParams) {
  const { view } = yield* HotelCatalogue
  const { hotels } = yield* matched(params)
  const counts = new Map<number, number>()
  for (const { hotel } of hotels) {
    const offered = new Set([...hotel.amenities, ...hotel.roomTypes.flatMap((room) => room.amenities)])
    for (const id of offered) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  // Catalogue order: hotel amenities, then room amenities, as the two filter groups list them.
  return view.amenities.flatMap((a): Array<Facility> => {
    const count = counts.get(a.id) ?? 0
    return count === 0 ? [] : [{ id: a.id, name: a.name, slug: a.slug, kind: a.kind, count }]
  })
})

/**
 * GET /api/v2/hotels/{id}/availability/ (spec §4 'Availability check'): per room type the fewest
 * rooms left over the stay's nights; available when one room type has enough for every room asked.
 */
export const availabilityOf = Effect.fn("HotelResults.availability")(function* (
  hotelId: string,
  checkin: string,
  checkout: string,
  roomconfig: string | undefined,
) {
  yield* checkStay(checkin, checkout)
  const hotel = (yield* HotelCatalogue).hotel(hotelId)
  if (hotel === undefined) {
    return yield* Effect.fail<SearchProblem>({
      kind: "unknown",
      field: "id",
      message: `No hotel with id ${hotelId}`,
    })
  }
  const inventory = yield* Inventory
  const wanted = parseRoomConfig(roomconfig).length
  const rooms = yield* Effect.forEach(hotel.roomTypes, (room) =>
    inventory
      .nights(hotel.id, room.code, checkin, checkout)
      .pipe(
        Effect.map((nights) => ({ type: room.code, count: Math.min(...nights.map((n) => n.available)) })),
      ),
  ).pipe(Effect.orDie)
  const answer: Availability = {
    rooms,
    available: rooms.some((room) => room.count >= wanted),
    price: Object.fromEntries(
      rooms.map((room) => [`${hotel.id}|${room.type}`, { available: room.count >= wanted }]),
    ),
  }
  return answer
})
