import { Context, Effect, Layer } from "effect"
import type { UnavailableReason } from "#core/api/pricing.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel, RoomTypeCode } from "#core/catalogue/hotel.ts"
import { nightsOf } from "#core/dates/nights.ts"
import type { Stay } from "#core/dates/stay.ts"
import { MEMBER_DISCOUNT_BPS, postTaxPriceOf, quote } from "#core/pricing/quote.ts"
import { type RatePlan, ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Channel, Quote, QuoteInput, RoomGuests } from "#core/pricing/types.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import type { StaysInventory } from "../inventory/stays.ts"
import { StaysCache } from "../inventory/stays-cache.ts"
import { fittingRoomTypes, quoteInputOf, type RoomTypeStay, sellable } from "./room-stays.ts"

/** What a search prices: checked by the caller (1-15 nights, 1-5 rooms). */
export interface SearchPriceRequest {
  readonly hotelIds: ReadonlyArray<string>
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomGuests>
  readonly channel: Channel
  /** Signed in: member prices. */
  readonly member: boolean
}

/**
 * One hotel's search price: the quote of its cheapest sellable room type and rate plan (the quote
 * names the plan), or why there is none.
 */
export type HotelPrice =
  | {
      readonly hotelId: string
      readonly available: true
      readonly quote: Quote
      readonly roomType: RoomTypeCode
      /** Rooms of that type free on every night of the stay. */
      readonly roomsLeft: number
      /** The engine gives members less to pay for this room (whether or not this request is one). */
      readonly memberDiscountAvailable: boolean
    }
  | { readonly hotelId: string; readonly available: false; readonly reason: UnavailableReason }

const priceHotel = (
  hotel: Hotel | undefined,
  hotelId: string,
  request: SearchPriceRequest,
  nights: ReadonlyArray<string>,
  inventory: StaysInventory,
): HotelPrice => {
  if (hotel === undefined) return { hotelId, available: false, reason: "unknown_hotel" }
  const fitting = fittingRoomTypes(hotel, request.rooms, nights, inventory)
  if (fitting.length === 0) return { hotelId, available: false, reason: "no_room_fits" }
  const candidates = fitting.filter((candidate) => sellable(candidate, request.rooms))
  if (candidates.length === 0) return { hotelId, available: false, reason: "sold_out" }
  const inputOf = (candidate: RoomTypeStay, ratePlan: RatePlan) =>
    quoteInputOf(hotel, candidate, ratePlan, request)
  // ADR 065 (amended 2026-11-23): the search price is the cheapest stay total the hotel sells
  // this party, over every sellable room type and every rate plan, as room prices list them.
  // Demand uplifts, overrides and the GST slab differ per room type, night and plan, so each pair
  // is ranked by the engine's total alone (no breakup) and only the cheapest gets a full quote.
  // Plans outside, room types inside, and only a strictly lower total replaces the best: ties go
  // to the refundable plan (ratePlansFor lists it first), then to the catalogue's priority order.
  let best: { input: QuoteInput; candidate: RoomTypeStay; postTaxPrice: number } | undefined
  for (const ratePlan of ratePlansFor(brandClassOf(hotel.brandCode))) {
    for (const candidate of candidates) {
      const input = inputOf(candidate, ratePlan)
      const postTaxPrice = postTaxPriceOf(input)
      if (best === undefined || postTaxPrice < best.postTaxPrice) best = { input, candidate, postTaxPrice }
    }
  }
  // ADR 060: members get MEMBER_DISCOUNT_BPS off every plan, so signing in always lowers the price;
  // a second quote per hotel to show it would double the work of every anonymous search.
  const memberDiscountAvailable = MEMBER_DISCOUNT_BPS > 0
  return {
    hotelId,
    available: true,
    quote: quote(best!.input),
    roomType: best!.candidate.roomType.code,
    roomsLeft: best!.candidate.roomsLeft,
    memberDiscountAvailable,
  }
}

/**
 * Search prices per hotel (spec-search §3 'Search price per hotel', §7). One inventory statement
 * for all hotels, then pure work in memory: the cost of a call does not grow in round trips with
 * the number of hotels.
 */
export class SearchPricing extends Context.Service<
  SearchPricing,
  {
    /** In the order of `hotelIds`. */
    readonly prices: (request: SearchPriceRequest) => Effect.Effect<ReadonlyArray<HotelPrice>>
    /** The room types that take the party, with rooms left over the stay, per known hotel. */
    readonly roomsLeft: (
      request: Omit<SearchPriceRequest, "channel" | "member">,
    ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<{ roomType: RoomTypeCode; roomsLeft: number }>>>
  }
>()("booking/server/pricing/SearchPricing") {
  static readonly layer = Layer.effect(
    SearchPricing,
    Effect.gen(function* () {
      const catalogue = yield* HotelCatalogue
      const cache = yield* StaysCache
      // The caller checked the stay. Kept per hotel version (ADR 113, amendment): a new stay of a
      // city reads only the blocks of nights no earlier stay has read.
      const read = (hotels: ReadonlyArray<Hotel | undefined>, stay: Stay) => {
        const known = hotels.flatMap((hotel) => (hotel === undefined ? [] : [hotel.id]))
        return cache.staysOf([...new Set(known)], stay.checkin, stay.checkout)
      }
      return {
        prices: Effect.fn("SearchPricing.prices")(function* (request: SearchPriceRequest) {
          // Each hotel looked up once: at 100,000 hotels a lookup is a cache miss or three.
          const hotels = request.hotelIds.map((id) => catalogue.hotel(id))
          const stays = yield* read(hotels, request.stay)
          const nights = nightsOf(request.stay.checkin, request.stay.checkout)
          return request.hotelIds.map((id, i) => priceHotel(hotels[i], id, request, nights, stays(id)))
        }),
        roomsLeft: Effect.fn("SearchPricing.roomsLeft")(function* (request) {
          const hotels = request.hotelIds.map((id) => catalogue.hotel(id))
          const stays = yield* read(hotels, request.stay)
          const nights = nightsOf(request.stay.checkin, request.stay.checkout)
          const left = new Map<string, ReadonlyArray<{ roomType: RoomTypeCode; roomsLeft: number }>>()
          for (const [i, id] of request.hotelIds.entries()) {
            const hotel = hotels[i]
            if (hotel === undefined) continue
            left.set(
              id,
              fittingRoomTypes(hotel, request.rooms, nights, stays(id)).map((t) => ({
                roomType: t.roomType.code,
                roomsLeft: t.roomsLeft,
              })),
            )
          }
          return left
        }),
      }
    }),
  ).pipe(Layer.provide(StaysCache.layer))
}
