import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import type { Stay } from "#core/dates/stay.ts"
import { serialiseRoomConfig } from "#core/search/room-config.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"
import { notProvided } from "./lib/invoke.ts"

/** What one room-prices call asks (spec-search §7 GET /api/v5/pricing/hotels/{hotelId}/room-prices/). */
export interface RoomPricesRequest {
  readonly hotelId: string
  readonly stay: Stay
  readonly rooms: ReadonlyArray<RoomOccupancy>
  /** A coupon the traveller typed; null for none. */
  readonly coupon: string | null
  /** spec-search §1: the channel is sent on every pricing call. */
  readonly channel: "website" | "gdc"
}

export interface RoomPricesContext {
  /** The latest request, the one being loaded or answered. */
  readonly request: RoomPricesRequest | null
  /** The last answer, or null: none yet, or the last call failed for another stay or party. */
  readonly prices: RoomPrices | null
  /** The request `prices` answers; it differs from `request` after a failed coupon call. */
  readonly pricesFor: RoomPricesRequest | null
}

export type RoomPricesEvent = { readonly type: "prices.load"; readonly request: RoomPricesRequest }

export interface RoomPricesInput {
  /** Load at once (the page knows its stay); without it the machine waits for `prices.load`. */
  readonly request?: RoomPricesRequest
  /** An answer the page already has for `request` (server-rendered): nothing is loaded. */
  readonly prices?: RoomPrices
}

/** spec-search §3 'Price state' roomPricesLoading. */
export type RoomPricesTag = "roomPricesLoading"

/** The query of the call, so every driver asks the API the same thing. */
export const roomPricesQuery = (request: RoomPricesRequest) => ({
  hotel_id: request.hotelId,
  checkin: request.stay.checkin,
  checkout: request.stay.checkout,
  roomconfig: serialiseRoomConfig(request.rooms),
  channel: request.channel,
  ...(request.coupon === null || request.coupon === "" ? {} : { couponcode: request.coupon }),
})

const sameStayAndParty = (a: RoomPricesRequest | null, b: RoomPricesRequest | null): boolean =>
  a !== null &&
  b !== null &&
  a.hotelId === b.hotelId &&
  a.channel === b.channel &&
  a.stay.checkin === b.stay.checkin &&
  a.stay.checkout === b.stay.checkout &&
  serialiseRoomConfig(a.rooms) === serialiseRoomConfig(b.rooms)

const sameCoupon = (a: RoomPricesRequest, b: RoomPricesRequest): boolean =>
  (a.coupon ?? "") === (b.coupon ?? "")

/**
 * A load that asks again exactly what the shown prices answer (the cached page's prices after
 * hydration, a sign-in): those prices stay on screen and bookable until the answer lands, so the
 * page does not flash a loading state (ADR 075 'Freshness').
 */
export const isRefreshing = (snapshot: {
  readonly context: RoomPricesContext
  hasTag: (tag: RoomPricesTag) => boolean
}): boolean => {
  const { request, pricesFor } = snapshot.context
  return (
    snapshot.hasTag("roomPricesLoading") &&
    sameStayAndParty(pricesFor, request) &&
    sameCoupon(pricesFor!, request!)
  )
}

/** What the shown prices say of the coupon the latest request asked for. */
export interface CouponOutcome {
  /** The code typed, as the request sent it. */
  readonly asked: string
  /** The code applied (the prices include it), or null: refused, see `error`. */
  readonly applied: string | null
  readonly message: string | null
  readonly error: string | null
}

/**
 * null while no coupon is asked, while a call for another coupon is under way, or after that call
 * failed: the prices shown then answer another coupon, and a failed price call shows no message
 * (spec-search §8 'Price call failure'). A new stay with the same coupon keeps the last outcome in
 * view until its answer lands.
 */
export const couponOutcome = (context: RoomPricesContext): CouponOutcome | null => {
  const { request, pricesFor, prices } = context
  const asked = request?.coupon ?? ""
  if (asked === "" || prices === null || pricesFor === null || request === null) return null
  if (pricesFor.hotelId !== request.hotelId || !sameCoupon(pricesFor, request)) return null
  return {
    asked,
    applied: prices.coupon_code,
    message: prices.coupon_success_message,
    error: prices.coupon_error,
  }
}

/**
 * Room prices of one hotel (spec-search §4 'Room price loading': idle, loading, completed;
 * "completed is also reached on failure"). A new request while loading replaces the one in
 * flight: the invoke restarts, the old call is aborted and its answer can never land.
 */
export const roomPricesMachine = setup({
  types: {
    context: {} as RoomPricesContext,
    events: {} as RoomPricesEvent,
    input: {} as RoomPricesInput,
    tags: {} as RoomPricesTag,
  },
  actors: {
    fetchRoomPrices: fromPromise<RoomPrices, RoomPricesRequest>(notProvided("fetchRoomPrices")),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    answered: ({ context }) => context.prices !== null,
  },
  actions: {
    setRequest: assign(({ event }) => ({ request: event.request })),
    store: assign(({ context }, prices: RoomPrices) => ({ prices, pricesFor: context.request })),
    // spec-search §8 'Price call failure': no message. Prices for another stay or party would be
    // wrong for this one, so they go; after a failed coupon they still hold (they name no coupon).
    forgetUnlessSameStay: assign(({ context }) =>
      sameStayAndParty(context.pricesFor, context.request) ? {} : { prices: null, pricesFor: null },
    ),
  },
}).createMachine({
  id: "roomPrices",
  context: ({ input }) => ({
    request: input.request ?? null,
    prices: input.request === undefined ? null : (input.prices ?? null),
    pricesFor: input.request !== undefined && input.prices !== undefined ? input.request : null,
  }),
  initial: "starting",
  on: { "prices.load": { target: ".loading", reenter: true, actions: "setRequest" } },
  states: {
    starting: {
      always: [
        { guard: "answered", target: "completed" },
        { guard: "hasRequest", target: "loading" },
        { target: "idle" },
      ],
    },
    idle: {},
    loading: {
      tags: ["roomPricesLoading"],
      invoke: {
        src: "fetchRoomPrices",
        input: ({ context }) => context.request!,
        onDone: { target: "completed", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "completed", actions: "forgetUnlessSameStay" },
      },
    },
    completed: {},
  },
})

export type RoomPricesSnapshot = SnapshotFrom<typeof roomPricesMachine>
