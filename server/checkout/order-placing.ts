import { Effect } from "effect"
import { BadRequest, Conflict, entry, NotFound } from "#core/api/errors.ts"
import { checkTraveller, orderMessages } from "#core/checkout/orders.ts"
import { checkoutMember } from "../accounts/optional-member.ts"
import { Sessions } from "../accounts/sessions.ts"
import { CartPricing } from "./cart-pricing.ts"
import type { TravellerDetails } from "./order-service.ts"

/** The traveller fields both ways of paying send (spec-checkout §7 'Checkout'). */
export interface OrderPayload {
  readonly bid: string
  readonly name: string
  readonly mobile: string
  readonly country_code: string
  readonly email?: string
  readonly message?: string
  readonly actual_total_cost: number
  readonly organization_name?: string
  readonly organization_address?: string
  readonly organization_taxcode?: string
  readonly has_opted_for_whatsapp?: boolean
}

/**
 * Everything an order is placed from, checked before anything is written: the traveller's fields
 * (400 naming the field), the cart priced now (404 unknown, 409 no longer bookable), and the price
 * the traveller agreed to, which must still be the price after the wallet (409 naming the new one).
 */
export const prepareOrder = Effect.fnUntraced(function* (
  payload: OrderPayload,
  authorization: string | undefined,
) {
  const checked = checkTraveller(payload)
  if (checked._tag === "Problem") {
    return yield* new BadRequest(entry("invalid_traveller", checked.problem.message, checked.problem.field))
  }
  const memberId = yield* checkoutMember(yield* Sessions, authorization)
  const priced = yield* (yield* CartPricing).price(payload.bid, memberId).pipe(
    Effect.catchTag("CartNotFound", (error) =>
      Effect.fail(new NotFound(entry("cart_not_found", error.message, "bid"))),
    ),
    Effect.catchTag("CartUnavailable", (error) =>
      Effect.fail(new Conflict(entry("sold_out", error.message))),
    ),
  )
  // Sold out says more than a price: with no rooms left the price is not what matters.
  if (priced.roomsLeft < priced.cart.rooms.length) {
    return yield* new Conflict(entry("sold_out", orderMessages.soldOut))
  }
  const currentPaise = priced.quote.walletDiscountedPrice
  if (payload.actual_total_cost !== currentPaise) {
    return yield* new Conflict(
      entry("price_changed", orderMessages.priceChanged(currentPaise), "actual_total_cost"),
    )
  }
  const traveller: TravellerDetails = {
    name: payload.name.trim(),
    country_code: payload.country_code,
    mobile: payload.mobile,
    ...(payload.email === undefined ? {} : { email: payload.email }),
    ...(payload.message === undefined ? {} : { message: payload.message }),
    ...(payload.has_opted_for_whatsapp === undefined
      ? {}
      : { has_opted_for_whatsapp: payload.has_opted_for_whatsapp }),
    ...(checked.gst === null ? {} : { gst: checked.gst }),
  }
  return { priced, memberId, traveller }
})
