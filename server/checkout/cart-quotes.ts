import { Context, Effect, Layer } from "effect"
import type { RoomUnavailableReason } from "#core/api/hotel-detail.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel, RoomType, RoomTypeCode } from "#core/catalogue/hotel.ts"
import { nightsOf } from "#core/dates/nights.ts"
import type { Stay } from "#core/dates/stay.ts"
import { type CouponCheck, type CouponContext, type CouponRule, checkCoupon } from "#core/pricing/coupons.ts"
import { quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Channel, Quote, RoomGuests, Wallet } from "#core/pricing/types.ts"
import { StaysCache } from "../inventory/stays-cache.ts"
import { fitsParty, quoteInputOf, roomTypeStay, sellable } from "../pricing/room-stays.ts"

/** A cart's stay to price: the caller checked the stay, the party and that the hotel has the room type. */
export interface CartQuoteRequest {
  readonly hotel: Hotel
  readonly roomType: RoomTypeCode
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomGuests>
  readonly channel: Channel
  readonly member: boolean
  /** The code asked for, the stored rule of it (undefined when none exists) and its uses. */
  readonly coupon?: {
    readonly code: string
    readonly rule: CouponRule | undefined
    readonly context: Omit<CouponContext, "billPaise">
  }
  readonly wallet?: Wallet
}

/** One rate plan of the cart's room type, priced. */
export interface PlanQuotes {
  /** With the coupon (when it passes on this plan's bill) and the wallet. */
  readonly quote: Quote
  /** No coupon, no wallet: the price the hotel page and search show for the same stay and plan. */
  readonly plain: Quote
  /** `plain` for a visitor who is not signed in: what a member saw before signing in. */
  readonly public: Quote
  /** The coupon's check against this plan's bill; undefined when no code was asked for. */
  readonly couponCheck?: CouponCheck
}

export type CartQuoteResult =
  | {
      readonly available: true
      readonly roomType: RoomType
      readonly roomsLeft: number
      /** Refundable first (ratePlansFor's order). */
      readonly plans: ReadonlyArray<PlanQuotes>
    }
  | {
      readonly available: false
      readonly roomType: RoomType
      readonly roomsLeft: number
      readonly reason: RoomUnavailableReason
    }

/**
 * Every rate plan of one room type for a cart, from the pricing engine with the same inventory
 * rules as room prices (server/pricing/room-stays.ts), so a plan's `plain` quote is the hotel
 * page's price of it. A coupon is checked per plan, since a minimum bill or a capped percent
 * depends on the plan's bill (core/pricing/coupons.ts).
 */
export class CartQuotes extends Context.Service<
  CartQuotes,
  { readonly price: (request: CartQuoteRequest) => Effect.Effect<CartQuoteResult> }
>()("booking/server/checkout/CartQuotes") {
  static readonly layer = Layer.effect(
    CartQuotes,
    Effect.gen(function* () {
      const cache = yield* StaysCache
      return {
        price: Effect.fn("CartQuotes.price")(function* (
          request: CartQuoteRequest,
        ): Effect.fn.Return<CartQuoteResult> {
          const { hotel, stay, rooms } = request
          const type = hotel.roomTypes.find((t) => t.code === request.roomType)!
          const stays = yield* cache.stays(hotel.id, stay.checkin, stay.checkout)
          const candidate = roomTypeStay(hotel, type, nightsOf(stay.checkin, stay.checkout), stays)
          const roomsLeft = Math.max(0, candidate.roomsLeft)
          if (!fitsParty(type, rooms))
            return { available: false, roomType: type, roomsLeft, reason: "no_room_fits" }
          if (!sellable(candidate, rooms))
            return { available: false, roomType: type, roomsLeft, reason: "sold_out" }
          const plans = ratePlansFor(brandClassOf(hotel.brandCode)).map((ratePlan): PlanQuotes => {
            const input = quoteInputOf(hotel, candidate, ratePlan, request)
            const plain = quote(input)
            const publicPlain = request.member ? quote({ ...input, member: false }) : plain
            const asked = request.coupon
            const couponCheck =
              asked === undefined
                ? undefined
                : checkCoupon(asked.code, asked.rule, { ...asked.context, billPaise: plain.pretaxPrice })
            const priced = quote({
              ...input,
              ...(couponCheck?.ok === true ? { coupon: couponCheck.coupon } : {}),
              ...(request.wallet === undefined ? {} : { wallet: request.wallet }),
            })
            return couponCheck === undefined
              ? { quote: priced, plain, public: publicPlain }
              : { quote: priced, plain, public: publicPlain, couponCheck }
          })
          return { available: true, roomType: type, roomsLeft, plans }
        }),
      }
    }),
  ).pipe(Layer.provide(StaysCache.layer))
}
