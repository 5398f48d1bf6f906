import { Effect } from "effect"
import { BadRequest, Conflict, entry, NotFound } from "#core/api/errors.ts"
import { normaliseCouponCode } from "#core/pricing/coupons.ts"
import type { Channel } from "#core/pricing/types.ts"
import { type Cart, type CartUnavailable, ownedBy } from "./cart-pricing.ts"
import type { Carts } from "./cart-repo.ts"

/** The stay fields of an itinerary query. */
interface AskedStay {
  readonly hotel_id?: string
  readonly checkin?: string
  readonly checkout?: string
  readonly roomtype?: string
}

export const conflict = (error: CartUnavailable) => new Conflict(entry(error.code, error.message))

/**
 * The cart of `bid` for the member asking (see `ownedBy`). A guest's cart opened with a member's
 * token becomes the member's, with the wallet applied (spec-checkout §4: the wallet applied flag
 * is set when a user signs in).
 */
export const openCart = Effect.fnUntraced(function* (
  carts: Carts["Service"],
  bid: string,
  memberId: string | undefined,
  askedChannel: Channel | undefined,
) {
  const cart = yield* carts.find(bid)
  if (cart === undefined || !ownedBy(cart, memberId)) {
    return yield* new NotFound(
      entry("not_found", `No cart with bid ${bid}: open the hotel page and choose the room again`, "bid"),
    )
  }
  // A cart is priced for the channel it was made on; the host alone does not move it.
  if (askedChannel !== undefined && askedChannel !== cart.channel) {
    return yield* new BadRequest(
      entry(
        "invalid_channel",
        `channel: this cart was made on ${cart.channel}, not ${askedChannel}`,
        "channel",
      ),
    )
  }
  if (cart.userId !== null || memberId === undefined) return cart
  const bound = yield* carts.change(bid, { userId: memberId, applyWallet: true })
  return bound ?? cart
})

/** The stay of a cart is fixed: a query naming another stay with a bid is a mistake, not a change. */
export const stayMismatch = (cart: Cart, query: AskedStay, roomconfig: string | undefined) => {
  const asked: ReadonlyArray<[string, string | undefined, string]> = [
    ["hotel_id", query.hotel_id, cart.hotelId],
    ["checkin", query.checkin, cart.checkin],
    ["checkout", query.checkout, cart.checkout],
    ["roomconfig", roomconfig, cart.roomconfig],
    ["roomtype", query.roomtype, cart.roomType],
  ]
  const differs = asked.find(([, given, held]) => given !== undefined && given !== held)
  if (differs === undefined) return undefined
  const [field, given, held] = differs
  return new BadRequest(
    entry(
      "cart_mismatch",
      `${field}: this cart is for ${held}, not ${given}; leave out bid to start a cart for another stay`,
      field,
    ),
  )
}

/** Applies a coupon or wallet choice the way the POST calls do; a refused code changes nothing. */
export const couponRefused = (asked: string | undefined, refusal: string | undefined) =>
  asked !== undefined && refusal !== undefined
    ? Effect.fail(new BadRequest(entry("invalid_coupon", refusal, "couponcode")))
    : Effect.void

export const couponOf = (asked: string | undefined, held: string | null): string | null =>
  asked === undefined ? held : normaliseCouponCode(asked)

export const walletFlag = (asked: "true" | "false" | undefined, held: boolean): boolean =>
  asked === undefined ? held : asked === "true"
