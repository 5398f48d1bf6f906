import { Effect } from "effect"
import type { ItineraryRatePlan } from "#core/api/checkout.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { REFUNDABLE_CODE } from "#core/pricing/rate-plans.ts"
import { type Cart, CartUnavailable } from "./cart-pricing.ts"
import type { CartQuotes } from "./cart-quotes.ts"
import { itineraryRatePlan } from "./itinerary-wire.ts"

/**
 * POST /api/athena/corporate-price/ (spec-checkout §6: the corporate view is tied to a company
 * name on the itinerary). The corporate price is the refundable plan at member rates, from the
 * engine, whoever asks: a company's traveller needs the right to cancel, and gets the best public
 * rate without signing in. No coupon and no points: those are personal, a company pays by invoice.
 * `saving` is what it takes off the refundable plan's public price.
 */
export const corporatePrice = Effect.fnUntraced(function* (
  quotes: CartQuotes["Service"],
  cart: Cart,
  hotel: Hotel,
  companyName: string,
) {
  const refundable = (member: boolean) =>
    Effect.gen(function* () {
      const priced = yield* quotes.price({
        hotel,
        roomType: cart.roomType,
        stay: { checkin: cart.checkin, checkout: cart.checkout },
        rooms: cart.rooms,
        channel: cart.channel,
        member,
      })
      if (!priced.available) {
        return yield* new CartUnavailable({
          code: priced.reason,
          reason: `${priced.roomType.name} at ${hotel.name} cannot be booked for this stay now`,
        })
      }
      return priced.plans.find((p) => p.plain.ratePlan.code === REFUNDABLE_CODE)!.plain
    })
  const corporate = yield* refundable(true)
  const publicPrice = yield* refundable(false)
  const ratePlan: ItineraryRatePlan = itineraryRatePlan(corporate, undefined, 0)
  return {
    company_name: companyName.trim(),
    rate_plan: ratePlan,
    saving: publicPrice.postTaxPrice - corporate.postTaxPrice,
  }
})
