import { Effect } from "effect"
import type { ItineraryQuery } from "#core/api/checkout.ts"
import { BadRequest, Conflict, entry, NotFound } from "#core/api/errors.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { normaliseStay } from "#core/dates/stay.ts"
import type { Channel } from "#core/pricing/types.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import type { AppClock } from "#core/services/clock.ts"
import type { HotelCatalogue } from "../catalogue/store.ts"
import type { SearchPricing } from "../pricing/search-prices.ts"
import { conflict, couponOf, couponRefused, walletFlag } from "./cart-open.ts"
import type { Cart, CartPricing } from "./cart-pricing.ts"
import { type Carts, newBid } from "./cart-repo.ts"

/** The services a cart is started and changed with. */
export interface CartDeps {
  readonly pricing: CartPricing["Service"]
  readonly carts: Carts["Service"]
  readonly catalogue: HotelCatalogue["Service"]
  readonly search: SearchPricing["Service"]
  readonly clock: AppClock["Service"]
}

/** Prices `next`; keeps it when it differs from `held` (a new cart when `held` is undefined). */
export const keepCart =
  (deps: CartDeps) =>
  (next: Cart, held: Cart | undefined, memberId: string | undefined, askedCoupon?: string) =>
    Effect.gen(function* () {
      const priced = yield* deps.pricing.priceCart(next, memberId).pipe(Effect.mapError(conflict))
      yield* couponRefused(askedCoupon, priced.couponRefusal)
      if (held === undefined) yield* deps.carts.create(next)
      else if (
        next.ratePlanCode !== held.ratePlanCode ||
        next.couponCode !== held.couponCode ||
        next.applyWallet !== held.applyWallet ||
        next.shownPricePaise !== held.shownPricePaise
      ) {
        yield* deps.carts.change(next.bid, {
          ratePlanCode: next.ratePlanCode,
          couponCode: next.couponCode,
          applyWallet: next.applyWallet,
          shownPricePaise: next.shownPricePaise,
        })
      }
      return priced.itinerary
    })

/** A new cart from the hotel page's Book link or a search result (spec-checkout §5 dates). */
export const startCart = Effect.fnUntraced(function* (
  deps: CartDeps,
  query: ItineraryQuery,
  channel: Channel,
  memberId: string | undefined,
) {
  if (query.hotel_id === undefined) {
    return yield* new BadRequest(
      entry(
        "missing_hotel",
        "hotel_id: give the hotel and stay to start a cart, or the bid of one",
        "hotel_id",
      ),
    )
  }
  const hotel = deps.catalogue.hotel(query.hotel_id)
  if (hotel === undefined) {
    return yield* new NotFound(entry("not_found", `No hotel with id ${query.hotel_id}`, "hotel_id"))
  }
  const offered = hotel.roomTypes.map((room) => room.code)
  if (query.roomtype !== undefined && !offered.includes(query.roomtype)) {
    return yield* new BadRequest(
      entry(
        "invalid_room_type",
        `roomtype: hotel ${hotel.id} has no ${query.roomtype} rooms; it offers ${offered.join(", ")}`,
        "roomtype",
      ),
    )
  }
  const { stay } = normaliseStay(query, businessDay(yield* deps.clock.now))
  const rooms = parseRoomConfig(query.roomconfig ?? "1-0")
  let roomType = query.roomtype
  let ratePlanCode: string | undefined = query.rateplan
  if (roomType === undefined) {
    // The room and plan search prices show for this hotel: the price seen there is the price here.
    const [best] = yield* deps.search.prices({
      hotelIds: [hotel.id],
      stay,
      rooms,
      channel,
      member: memberId !== undefined,
    })
    if (best === undefined || !best.available) {
      const noFit = best?.available === false && best.reason === "no_room_fits"
      const why = noFit ? "no room takes this party" : "every room is sold out"
      return yield* new Conflict(
        entry(
          noFit ? "no_room_fits" : "sold_out",
          `${hotel.name} cannot be booked from ${stay.checkin} to ${stay.checkout}: ${why}`,
        ),
      )
    }
    roomType = best.roomType
    ratePlanCode ??= best.quote.ratePlan.code
  }
  const cart: Cart = {
    bid: newBid(),
    hotelId: hotel.id,
    roomType,
    // A link that names a room but no plan gets the plan that keeps the right to cancel.
    ratePlanCode: ratePlanCode ?? "rp",
    checkin: stay.checkin,
    checkout: stay.checkout,
    rooms,
    roomconfig: serialiseRoomConfig(rooms),
    channel,
    userId: memberId ?? null,
    couponCode: couponOf(query.couponcode, null),
    applyWallet: walletFlag(query.apply_wallet, true),
    shownPricePaise: query.shown_price === undefined ? null : Number(query.shown_price),
  }
  return yield* keepCart(deps)(cart, undefined, memberId, query.couponcode)
})
