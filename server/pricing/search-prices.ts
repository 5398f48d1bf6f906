import { Context, Effect, Layer } from "effect"
import type { UnavailableReason } from "#core/api/pricing.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel, RoomType, RoomTypeCode } from "#core/catalogue/hotel.ts"
import { nightsOf } from "#core/dates/nights.ts"
import type { Stay } from "#core/dates/stay.ts"
import { MEMBER_DISCOUNT_BPS, postTaxPriceOf, quote } from "#core/pricing/quote.ts"
import { type RatePlan, REFUNDABLE_CODE, ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Channel, NightInventory, Quote, QuoteInput, RoomGuests } from "#core/pricing/types.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { Inventory, type StaysInventory, stayKey } from "../inventory/repo.ts"

/** What a search prices: checked by the caller (1-15 nights, 1-5 rooms). */
export interface SearchPriceRequest {
  readonly hotelIds: ReadonlyArray<string>
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomGuests>
  readonly channel: Channel
  /** Signed in: member prices. */
  readonly member: boolean
}

/** One hotel's search price: the quote of its cheapest sellable room type, or why there is none. */
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

/** A room type's inventory over the stay, as the engine reads it. */
interface RoomTypeStay {
  readonly roomType: RoomType
  readonly nights: ReadonlyArray<NightInventory>
  /** The fewest rooms free on any night: what can be sold for the whole stay. */
  readonly roomsLeft: number
}

/** spec-search §3 'Room type' maxOccupancy: every room of the party must fit on its own. */
const fits = (roomType: RoomType, rooms: ReadonlyArray<RoomGuests>) =>
  rooms.every(
    (room) =>
      room.adults <= roomType.maxOccupancy.adults &&
      room.kids <= roomType.maxOccupancy.kids &&
      room.adults + room.kids <= roomType.maxOccupancy.guests,
  )

const roomTypeStay = (
  hotel: Hotel,
  roomType: RoomType,
  nights: ReadonlyArray<string>,
  inventory: StaysInventory,
): RoomTypeStay => {
  let roomsLeft = Number.POSITIVE_INFINITY
  const perNight = nights.map((date): NightInventory => {
    const key = stayKey(hotel.id, roomType.code, date)
    const row = inventory.rooms.get(key)
    const roomCount = row?.capacity ?? roomType.roomCount
    const roomsAvailable = roomCount - (row?.booked ?? 0)
    roomsLeft = Math.min(roomsLeft, roomsAvailable)
    const override = inventory.ratesPaise.get(key)
    return override === undefined
      ? { date, roomsAvailable, roomCount }
      : { date, roomsAvailable, roomCount, baseRatePaise: override }
  })
  return { roomType, nights: perNight, roomsLeft }
}

/**
 * The room types of a hotel that take the party, with their inventory over the stay. Triggers and
 * prices both read it, so "rooms left" means the same thing in both.
 */
const fittingRoomTypes = (
  hotel: Hotel,
  rooms: ReadonlyArray<RoomGuests>,
  nights: ReadonlyArray<string>,
  inventory: StaysInventory,
): ReadonlyArray<RoomTypeStay> =>
  hotel.roomTypes
    .filter((type) => fits(type, rooms))
    .map((type) => roomTypeStay(hotel, type, nights, inventory))

/**
 * ADR 065: a search price is the default refundable plan (TRB-DEFAULT), the plan the hotel page
 * and checkout open with, so the price a traveller clicks on is the price they are asked to pay.
 */
const searchPlan = (hotel: Hotel): RatePlan =>
  ratePlansFor(brandClassOf(hotel.brandCode)).find((plan) => plan.code === REFUNDABLE_CODE)!

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
  const ratePlan = searchPlan(hotel)
  const inputOf = (candidate: RoomTypeStay): QuoteInput => ({
    hotel: { id: hotel.id, brandCode: hotel.brandCode },
    roomType: { code: candidate.roomType.code, baseRatePaise: candidate.roomType.baseRatePaise },
    ratePlan,
    stay: request.stay,
    occupancy: request.rooms,
    channel: request.channel,
    member: request.member,
    nights: candidate.nights,
  })
  // Demand uplifts and overrides differ per room type and night, so the cheapest base rate is not
  // always the cheapest stay: each sellable type is priced, by the engine's total alone (no
  // breakup), and only the cheapest gets a full quote. Ties keep the catalogue's priority order.
  let best: { candidate: RoomTypeStay; input: QuoteInput; postTaxPrice: number } | undefined
  for (const candidate of fitting) {
    if (candidate.roomsLeft < request.rooms.length) continue
    const input = inputOf(candidate)
    const postTaxPrice = postTaxPriceOf(input)
    if (best === undefined || postTaxPrice < best.postTaxPrice) best = { candidate, input, postTaxPrice }
  }
  if (best === undefined) return { hotelId, available: false, reason: "sold_out" }
  // ADR 060: members get MEMBER_DISCOUNT_BPS off every plan, so signing in always lowers the price;
  // a second quote per hotel to show it would double the work of every anonymous search.
  const memberDiscountAvailable = MEMBER_DISCOUNT_BPS > 0
  return {
    hotelId,
    available: true,
    quote: quote(best.input),
    roomType: best.candidate.roomType.code,
    roomsLeft: best.candidate.roomsLeft,
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
      const inventory = yield* Inventory
      // The caller checked the stay, so a refused range here is a bug.
      const read = (hotelIds: ReadonlyArray<string>, stay: Stay) => {
        const known = hotelIds.filter((id) => catalogue.hotel(id) !== undefined)
        return Effect.orDie(inventory.stays([...new Set(known)], stay.checkin, stay.checkout))
      }
      return {
        prices: Effect.fn("SearchPricing.prices")(function* (request: SearchPriceRequest) {
          const stays = yield* read(request.hotelIds, request.stay)
          const nights = nightsOf(request.stay.checkin, request.stay.checkout)
          return request.hotelIds.map((id) => priceHotel(catalogue.hotel(id), id, request, nights, stays))
        }),
        roomsLeft: Effect.fn("SearchPricing.roomsLeft")(function* (request) {
          const stays = yield* read(request.hotelIds, request.stay)
          const nights = nightsOf(request.stay.checkin, request.stay.checkout)
          const left = new Map<string, ReadonlyArray<{ roomType: RoomTypeCode; roomsLeft: number }>>()
          for (const id of request.hotelIds) {
            const hotel = catalogue.hotel(id)
            if (hotel === undefined) continue
            left.set(
              id,
              fittingRoomTypes(hotel, request.rooms, nights, stays).map((t) => ({
                roomType: t.roomType.code,
                roomsLeft: t.roomsLeft,
              })),
            )
          }
          return left
        }),
      }
    }),
  )
}
