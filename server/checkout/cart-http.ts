import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Itinerary } from "#core/api/checkout.ts"
import { Api } from "#core/api/contract.ts"
import { dataJson } from "#core/api/envelope.ts"
import { BadRequest, entry } from "#core/api/errors.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { Channel } from "#core/pricing/types.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { AppClock } from "#core/services/clock.ts"
import { checkoutMember } from "../accounts/optional-member.ts"
import { Sessions } from "../accounts/sessions.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { channelOf } from "../http/hosts.ts"
import { jsonAnswer } from "../http/json-answer.ts"
import { Coupons } from "../pricing/coupons.ts"
import { SearchPricing } from "../pricing/search-prices.ts"
import { ServerSettings } from "../settings.ts"
import { featuredCoupons } from "./cart-featured.ts"
import { conflict, couponOf, openCart, stayMismatch, walletFlag } from "./cart-open.ts"
import { type Cart, CartPricing } from "./cart-pricing.ts"
import { CartQuotes } from "./cart-quotes.ts"
import { Carts } from "./cart-repo.ts"
import { type CartDeps, keepCart, startCart } from "./cart-start.ts"
import { corporatePrice } from "./corporate-price.ts"

const REWARDS_SIGN_IN = "Sign in to use your Treebo points"
const REWARDS_NOT_ON_GDC = "Treebo Rewards are not offered on assisted (gdc) bookings"

/**
 * The itinerary as its wire bytes, written without the endpoint's encoder: the checkout page
 * reprices its cart on every open, coupon and wallet change, and encoding the answer through its
 * schema cost a sixth of such a call's CPU. The integration tests hold it to the encoder's bytes.
 */
const itineraryAnswer = <E, R>(itinerary: Effect.Effect<Itinerary, E, R>) =>
  Effect.map(itinerary, (value) => jsonAnswer(dataJson(Itinerary, value)))

/**
 * spec-checkout §7 'Checkout': the itinerary, coupons, featured coupons, the points wallet, payment
 * offers and the corporate price. Every answer is priced again from the cart (CartPricing); a
 * change is priced before it is kept, so a refused change leaves the cart as it was.
 */
export const CheckoutHandlers = HttpApiBuilder.group(
  Api,
  "checkout",
  Effect.fn(function* (handlers) {
    const catalogue = yield* HotelCatalogue
    const sessions = yield* Sessions
    const settings = yield* ServerSettings
    const carts = yield* Carts
    const pricing = yield* CartPricing
    const quotes = yield* CartQuotes
    const coupons = yield* Coupons
    const search = yield* SearchPricing
    const clock = yield* AppClock

    const memberOf = (authorization: string | undefined) => checkoutMember(sessions, authorization)
    const deps: CartDeps = { pricing, carts, catalogue, search, clock }
    const keep = keepCart(deps)

    const channelFor = (asked: Channel | undefined, host: string | undefined): Channel =>
      asked ?? channelOf(settings, host) ?? "website"

    const walletChange = (
      payload: { readonly bid: string; readonly channel?: Channel },
      authorization: string | undefined,
      applyWallet: boolean,
    ) =>
      Effect.gen(function* () {
        const memberId = yield* memberOf(authorization)
        const cart = yield* openCart(carts, payload.bid, memberId, payload.channel)
        // 400, not 401: a 401 would sign the client out (spec-checkout §4 'Authentication').
        if (memberId === undefined) return yield* new BadRequest(entry("sign_in_required", REWARDS_SIGN_IN))
        if (cart.channel === "gdc")
          return yield* new BadRequest(entry("rewards_unavailable", REWARDS_NOT_ON_GDC))
        return yield* keep({ ...cart, applyWallet }, cart, memberId)
      }).pipe(itineraryAnswer)

    return handlers
      .handle("itinerary", ({ query, request }) =>
        Effect.gen(function* () {
          const memberId = yield* memberOf(request.headers.authorization)
          if (query.bid === undefined) {
            return yield* startCart(deps, query, channelFor(query.channel, request.headers.host), memberId)
          }
          const cart = yield* openCart(carts, query.bid, memberId, query.channel)
          const roomconfig =
            query.roomconfig === undefined
              ? undefined
              : serialiseRoomConfig(parseRoomConfig(query.roomconfig))
          const mismatch = stayMismatch(cart, query, roomconfig)
          if (mismatch !== undefined) return yield* mismatch
          const next: Cart = {
            ...cart,
            ratePlanCode: query.rateplan ?? cart.ratePlanCode,
            couponCode: couponOf(query.couponcode, cart.couponCode),
            applyWallet: walletFlag(query.apply_wallet, cart.applyWallet),
            shownPricePaise:
              query.shown_price === undefined ? cart.shownPricePaise : Number(query.shown_price),
          }
          return yield* keep(next, cart, memberId, query.couponcode)
        }).pipe(itineraryAnswer),
      )
      .handle("applyCoupon", ({ payload, request }) =>
        Effect.gen(function* () {
          const memberId = yield* memberOf(request.headers.authorization)
          const cart = yield* openCart(carts, payload.bid, memberId, payload.channel)
          const next: Cart = {
            ...cart,
            couponCode: couponOf(payload.couponcode, null),
            applyWallet: walletFlag(payload.apply_wallet, cart.applyWallet),
          }
          return yield* keep(next, cart, memberId, payload.couponcode)
        }).pipe(itineraryAnswer),
      )
      .handle("removeCoupon", ({ payload, request }) =>
        Effect.gen(function* () {
          const memberId = yield* memberOf(request.headers.authorization)
          const cart = yield* openCart(carts, payload.bid, memberId, payload.channel)
          const next: Cart = {
            ...cart,
            couponCode: null,
            applyWallet: walletFlag(payload.apply_wallet, cart.applyWallet),
          }
          return yield* keep(next, cart, memberId)
        }).pipe(itineraryAnswer),
      )
      .handle("featuredCoupons", ({ query, request }) =>
        Effect.gen(function* () {
          const memberId = yield* memberOf(request.headers.authorization)
          const cart = yield* openCart(carts, query.bid, memberId, query.channel)
          const today = businessDay(yield* clock.now)
          return yield* featuredCoupons(coupons, pricing, cart, memberId, today).pipe(
            Effect.mapError(conflict),
          )
        }),
      )
      .handle("applyWallet", ({ payload, request }) =>
        walletChange(payload, request.headers.authorization, true),
      )
      .handle("removeWallet", ({ payload, request }) =>
        walletChange(payload, request.headers.authorization, false),
      )
      .handle("corporatePrice", ({ payload, request }) =>
        Effect.gen(function* () {
          const memberId = yield* memberOf(request.headers.authorization)
          const cart = yield* openCart(carts, payload.bid, memberId, payload.channel)
          if (payload.company_name.trim() === "") {
            return yield* new BadRequest(
              entry("invalid_company", "company_name: give the company's name", "company_name"),
            )
          }
          // The cart's own refusals first (sold out, check-in passed), in the itinerary's words.
          const priced = yield* pricing.priceCart(cart, memberId).pipe(Effect.mapError(conflict))
          return yield* corporatePrice(quotes, cart, priced.hotel, payload.company_name).pipe(
            Effect.mapError(conflict),
          )
        }),
      )
  }),
).pipe(Layer.provide([CartPricing.layer, Carts.layer, CartQuotes.layer, Coupons.layer, SearchPricing.layer]))
