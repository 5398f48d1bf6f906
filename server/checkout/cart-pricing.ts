import { format } from "date-fns"
import { Context, Effect, Layer, Schema } from "effect"
import type { Itinerary } from "#core/api/checkout.ts"
import type { Hotel, RoomType, RoomTypeCode } from "#core/catalogue/hotel.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { daysBetween } from "#core/dates/calendar-day.ts"
import { type CouponContext, type CouponRule, couponGuestKey } from "#core/pricing/coupons.ts"
import type { Channel, Quote, RoomGuests } from "#core/pricing/types.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { Coupons } from "../pricing/coupons.ts"
import { Points } from "../rewards/points.ts"
import { CartQuotes } from "./cart-quotes.ts"
import { Carts } from "./cart-repo.ts"
import { type CartWallet, itineraryWire } from "./itinerary-wire.ts"

type CouponContextBase = Omit<CouponContext, "billPaise">

/** A cart as stored (the `carts` table), typed. */
export interface Cart {
  readonly bid: string
  readonly hotelId: string
  readonly roomType: RoomTypeCode
  readonly ratePlanCode: string
  /** YYYY-MM-DD, Asia/Kolkata. */
  readonly checkin: string
  readonly checkout: string
  readonly rooms: ReadonlyArray<RoomGuests>
  /** The spec's room config, e.g. '2-1,1-0'. */
  readonly roomconfig: string
  readonly channel: Channel
  /** The member the cart belongs to, or null for a guest's cart. */
  readonly userId: string | null
  readonly couponCode: string | null
  readonly applyWallet: boolean
  /** The all-in price the traveller was shown before checkout (paise), or null. */
  readonly shownPricePaise: number | null
}

/** A cart priced now: everything an order needs to charge exactly what checkout showed. */
export interface PricedCart {
  readonly cart: Cart
  readonly hotel: Hotel
  /** The engine's quote of the cart's rate plan, with its coupon and wallet applied. */
  readonly quote: Quote
  readonly itinerary: Itinerary
  /** Rooms of the type free on every night of the stay. */
  readonly roomsLeft: number
  /** The stored rule of the applied coupon; undefined when none applies. */
  readonly coupon?: CouponRule
  /** Why the cart's coupon does not apply to the selected plan now; undefined when it does or there is none. */
  readonly couponRefusal?: string
}

/** No cart has this bid. */
export class CartNotFound extends Schema.TaggedError<CartNotFound>()("CartNotFound", { bid: Schema.String }) {
  override get message() {
    return `No cart with bid ${this.bid}: open the hotel page and choose the room again`
  }
}

/**
 * The cart's room type cannot be booked for its stay and party now. `code` travels as the error
 * code, so a client tells sold out (the same code an order answers) from a party no room fits.
 */
export class CartUnavailable extends Schema.TaggedError<CartUnavailable>()("CartUnavailable", {
  code: Schema.Literals(["sold_out", "no_room_fits", "stay_passed"]),
  reason: Schema.String,
}) {
  override get message() {
    return this.reason
  }
}

/** A stay day as the traveller reads it ('ddd, D MMM YYYY', spec-checkout §9), whatever the server's date locale. */
const dayText = (day: string): string => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return format(new Date(year, month - 1, date), "EEE, d MMM yyyy")
}

const unavailableReason = (hotel: Hotel, type: RoomType, cart: Cart, reason: "sold_out" | "no_room_fits") =>
  reason === "sold_out"
    ? `${type.name} at ${hotel.name} is sold out for ${dayText(cart.checkin)} to ${dayText(cart.checkout)}: choose other dates or another room`
    : `A ${type.name} room of ${hotel.name} takes at most ${type.maxOccupancy.adults} adults, ${type.maxOccupancy.kids} children and ${type.maxOccupancy.guests} guests: choose another room or split the party`

/**
 * A cart bound to a member is theirs: another member's token does not open it (it answers as if
 * there were no such cart, so a bid passed on cannot spend someone else's points or member price).
 * A request without a token may still read it, at guest prices.
 */
export const ownedBy = (cart: Cart, memberId: string | undefined): boolean =>
  cart.userId === null || memberId === undefined || cart.userId === memberId

/**
 * Prices a stored cart with the pricing engine, as the itinerary shows it. `memberId` is the
 * signed-in member asking (member prices, the wallet); undefined for a guest.
 */
export class CartPricing extends Context.Service<
  CartPricing,
  {
    readonly price: (
      bid: string,
      memberId: string | undefined,
    ) => Effect.Effect<PricedCart, CartNotFound | CartUnavailable>
    /** Prices a cart as given, stored or not yet (checkout prices a change before keeping it). */
    readonly priceCart: (
      cart: Cart,
      memberId: string | undefined,
    ) => Effect.Effect<PricedCart, CartUnavailable>
  }
>()("booking/server/checkout/CartPricing") {
  static readonly layer = Layer.effect(
    CartPricing,
    Effect.gen(function* () {
      const carts = yield* Carts
      const quotes = yield* CartQuotes
      const coupons = yield* Coupons
      const points = yield* Points
      const catalogue = yield* HotelCatalogue
      const clock = yield* AppClock

      const priceCart = Effect.fn("CartPricing.priceCart")(function* (
        cart: Cart,
        memberId: string | undefined,
      ) {
        // A cart refers to its hotel by foreign key, and the catalogue is the hotels table.
        const hotel = catalogue.hotel(cart.hotelId)!
        const member = memberId !== undefined
        const today = businessDay(yield* clock.now)
        // A cart kept past its check-in day cannot be booked: the stay would start in the past.
        if (cart.checkin < today) {
          return yield* new CartUnavailable({
            code: "stay_passed",
            reason: `Check-in on ${cart.checkin} has passed: choose new dates on the hotel page`,
          })
        }
        // spec-checkout §6: the rewards programme is for members, and not on gdc.
        let wallet: CartWallet | undefined
        if (memberId !== undefined && cart.channel !== "gdc") {
          const balance = yield* points.balance(memberId)
          wallet = {
            balancePaise: balance.balancePaise,
            debitPercentage: balance.debitPercentage,
            creditPercentage: balance.creditPercentage,
          }
        }
        let coupon: { code: string; rule: CouponRule | undefined; context: CouponContextBase } | undefined
        if (cart.couponCode !== null) {
          const rule = yield* coupons.find(cart.couponCode)
          const uses = yield* coupons.usage(
            cart.couponCode,
            memberId === undefined ? undefined : couponGuestKey({ userId: memberId }),
          )
          coupon = {
            code: cart.couponCode,
            rule,
            context: {
              today,
              nights: daysBetween(cart.checkin, cart.checkout),
              channel: cart.channel,
              member,
              usesByGuest: uses.byGuest,
              usesTotal: uses.total,
            },
          }
        }
        const priced = yield* quotes.price({
          hotel,
          roomType: cart.roomType,
          stay: { checkin: cart.checkin, checkout: cart.checkout },
          rooms: cart.rooms,
          channel: cart.channel,
          member,
          ...(coupon === undefined ? {} : { coupon }),
          ...(wallet !== undefined && cart.applyWallet
            ? { wallet: { balancePaise: wallet.balancePaise, debitPercentage: wallet.debitPercentage } }
            : {}),
        })
        if (!priced.available) {
          return yield* new CartUnavailable({
            code: priced.reason,
            reason: unavailableReason(hotel, priced.roomType, cart, priced.reason),
          })
        }
        const ruleOf = (check: { ok: boolean } | undefined) => (check?.ok === true ? coupon?.rule : undefined)
        const plans = priced.plans.map((p) => ({
          quote: p.quote,
          rule: ruleOf(p.couponCheck),
          plain: p.plain,
          public: p.public,
          check: p.couponCheck,
        }))
        const selected = plans.find((p) => p.quote.ratePlan.code === cart.ratePlanCode) ?? plans[0]!
        const couponRefusal = selected.check?.ok === false ? selected.check.message : undefined
        const itinerary = itineraryWire({
          cart,
          hotel,
          view: catalogue.view,
          plans,
          selected,
          plainPricePaise: selected.plain.postTaxPrice,
          publicPricePaise: selected.public.postTaxPrice,
          discountError: couponRefusal ?? null,
          wallet,
          roomsLeft: priced.roomsLeft,
        })
        return {
          cart,
          hotel,
          quote: selected.quote,
          itinerary,
          roomsLeft: priced.roomsLeft,
          ...(selected.rule === undefined ? {} : { coupon: selected.rule }),
          ...(couponRefusal === undefined ? {} : { couponRefusal }),
        } satisfies PricedCart
      })

      return {
        priceCart,
        price: Effect.fn("CartPricing.price")(function* (bid: string, memberId: string | undefined) {
          // An order is placed from the row as it is now, not as kept (ADR 116).
          const cart = yield* carts.read(bid)
          if (cart === undefined || !ownedBy(cart, memberId)) return yield* new CartNotFound({ bid })
          return yield* priceCart(cart, memberId)
        }),
      }
    }),
  ).pipe(Layer.provide([Carts.layer, CartQuotes.layer, Coupons.layer, Points.layer]))
}
