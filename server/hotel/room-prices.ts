import { Context, Effect, Layer } from "effect"
import type { RoomRatePlan, RoomTypePrice, RoomUnavailableReason } from "#core/api/hotel-detail.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel, RoomType, RoomTypeCode } from "#core/catalogue/hotel.ts"
import { nightsOf } from "#core/dates/nights.ts"
import type { Stay } from "#core/dates/stay.ts"
import { type CouponCheck, type CouponRule, couponForBill } from "#core/pricing/coupons.ts"
import { MEMBER_DISCOUNT_BPS, quote } from "#core/pricing/quote.ts"
import { type RatePlan, ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Channel, Quote, RoomGuests } from "#core/pricing/types.ts"
import type { StaysInventory } from "../inventory/stays.ts"
import { StaysCache } from "../inventory/stays-cache.ts"
import { fitsParty, quoteInputOf, roomTypeStay, sellable } from "../pricing/room-stays.ts"

/** One hotel's stay to price, checked by the caller (1-15 nights, 1-5 rooms, an eligible coupon). */
export interface RoomPriceRequest {
  readonly hotel: Hotel
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomGuests>
  readonly channel: Channel
  /** Signed in: member prices. */
  readonly member: boolean
  /** Taken off every plan whose bill reaches its minimum (couponForBill). */
  readonly coupon?: CouponRule
  /** Only this room type; the caller checked that the hotel has it. */
  readonly roomType?: RoomTypeCode
}

/** A room type's answer: a quote per rate plan, or why it cannot be booked for this stay and party. */
export type RoomTypeQuotes =
  | {
      readonly roomType: RoomType
      /** Rooms of this type free on every night of the stay. */
      readonly roomsLeft: number
      readonly available: true
      /** Refundable first (ratePlansFor's order). */
      readonly quotes: ReadonlyArray<Quote>
    }
  | {
      readonly roomType: RoomType
      readonly roomsLeft: number
      readonly available: false
      readonly reason: RoomUnavailableReason
    }

/**
 * Room prices of one hotel (spec-search §7 room-prices): every room type in priority order, each
 * with the engine's full quote on every rate plan. The same inventory rules as search prices
 * (server/pricing/room-stays.ts), so the cheapest room type and plan here is the search price.
 */
export class RoomPricing extends Context.Service<
  RoomPricing,
  {
    readonly prices: (request: RoomPriceRequest) => Effect.Effect<ReadonlyArray<RoomTypeQuotes>>
    /**
     * The same prices at once when the stay's inventory is kept in memory (StaysCache.keptStays),
     * for the fast lane (ADR 125); otherwise undefined.
     */
    readonly keptPrices: (request: RoomPriceRequest) => ReadonlyArray<RoomTypeQuotes> | undefined
  }
>()("booking/server/hotel/RoomPricing") {
  static readonly layer = Layer.effect(
    RoomPricing,
    Effect.gen(function* () {
      const cache = yield* StaysCache
      return {
        prices: Effect.fn("RoomPricing.prices")(function* (request: RoomPriceRequest) {
          // The caller checked the stay. Kept per hotel version: a traveller trying dates on the
          // hotel page asks stay after stay of one hotel (ADR 113, amendment).
          const stays = yield* cache.stays(request.hotel.id, request.stay.checkin, request.stay.checkout)
          return roomTypeQuotes(request, stays)
        }),
        keptPrices: (request) => {
          const stays = cache.keptStays(request.hotel.id, request.stay.checkin, request.stay.checkout)
          return stays === undefined ? undefined : roomTypeQuotes(request, stays)
        },
      }
    }),
  ).pipe(Layer.provide(StaysCache.layer))
}

/**
 * Every room type of the request (or the one it names) priced on `stays`: the hotel's rooms booked
 * and rate overrides over at least the stay's nights.
 */
const roomTypeQuotes = (request: RoomPriceRequest, stays: StaysInventory): ReadonlyArray<RoomTypeQuotes> => {
  const { hotel, stay, rooms } = request
  const nights = nightsOf(stay.checkin, stay.checkout)
  const plans = ratePlansFor(brandClassOf(hotel.brandCode))
  const types = hotel.roomTypes.filter(
    (type) => request.roomType === undefined || type.code === request.roomType,
  )
  return types.map((type): RoomTypeQuotes => {
    const candidate = roomTypeStay(hotel, type, nights, stays)
    const roomsLeft = Math.max(0, candidate.roomsLeft)
    if (!fitsParty(type, rooms)) {
      return { roomType: type, roomsLeft, available: false, reason: "no_room_fits" }
    }
    if (!sellable(candidate, rooms)) {
      return { roomType: type, roomsLeft, available: false, reason: "sold_out" }
    }
    const quotes = plans.map((ratePlan) => {
      const input = quoteInputOf(hotel, candidate, ratePlan, request)
      const withoutCoupon = quote(input)
      if (request.coupon === undefined) return withoutCoupon
      // Each plan is its own bill: a minimum or a flat amount depends on it.
      const applied = couponForBill(request.coupon, withoutCoupon.pretaxPrice)
      return applied.ok ? quote({ ...input, coupon: applied.coupon }) : withoutCoupon
    })
    return { roomType: type, roomsLeft, available: true, quotes }
  })
}

/**
 * What the page says of an eligible coupon: applied when the largest bill of any plan reaches its
 * minimum, otherwise why not. With nothing to price, it is judged on its own terms.
 */
export const couponOnPlans = (rule: CouponRule, priced: ReadonlyArray<RoomTypeQuotes>): CouponCheck => {
  const bills = priced.flatMap((p) =>
    p.available ? p.quotes.map((q) => q.pretaxPrice + q.couponDiscount) : [],
  )
  return couponForBill(rule, bills.length === 0 ? rule.minBillPaise : Math.max(...bills))
}

/** What names and describes a rate plan, as every price answer shows it. */
export const ratePlanFields = (plan: RatePlan) => ({
  code: plan.code,
  name: plan.name,
  tag: plan.tag,
  type: plan.type,
  description: plan.description,
  inclusions: plan.inclusions,
  cancellation_policy: {
    code: plan.cancellationPolicy.code,
    description: plan.cancellationPolicy.description,
  },
})

/** A quote in the room-prices rate plan shape: every amount is the quote's, in paise. */
export const ratePlanWire = (q: Quote): RoomRatePlan => ({
  ...ratePlanFields(q.ratePlan),
  basePrice: q.basePrice,
  strikedPrice: q.strikedPrice,
  pretaxPrice: q.pretaxPrice,
  tax: q.tax,
  sellingPrice: q.sellingPrice,
  platformFee: q.platformFee,
  postTaxPrice: q.postTaxPrice,
  perNightPrice: q.perNightPrice,
  discountPercentage: q.discountPercentage,
  memberDiscount: q.memberDiscount,
  couponDiscount: q.couponDiscount,
  walletDiscount: q.walletDiscount,
  walletDiscountedPrice: q.walletDiscountedPrice,
})

export const roomTypeId = (hotelId: string, code: RoomTypeCode) => `${hotelId}|${code}`

export const roomTypePriceWire = (hotelId: string, priced: RoomTypeQuotes): RoomTypePrice => ({
  room_type_id: roomTypeId(hotelId, priced.roomType.code),
  room_type: priced.roomType.code,
  available: priced.available,
  rooms_left: priced.roomsLeft,
  unavailable_reason: priced.available ? null : priced.reason,
  // ADR 060: members get MEMBER_DISCOUNT_BPS off every plan, as on search prices.
  member_discount_available: MEMBER_DISCOUNT_BPS > 0,
  rate_plans: priced.available ? priced.quotes.map(ratePlanWire) : [],
})
