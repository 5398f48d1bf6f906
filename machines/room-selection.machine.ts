import { assign, type SnapshotFrom, setup } from "xstate"
import type { RoomPrices, RoomRatePlan, RoomTypeDetail, RoomTypePrice } from "#core/api/hotel-detail.ts"
import type { RoomTypeCode } from "#core/catalogue/hotel.ts"
import { DEFAULT_RATE_PLAN_NAME, REFUNDABLE_CODE } from "#core/pricing/rate-plans.ts"
import { href } from "#core/routes/href.ts"
import { serialiseRoomConfig } from "#core/search/room-config.ts"
import { HOTEL_PAGE_RATE_PLAN } from "#core/search/search-query.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"

export interface RoomSelection {
  /** '{hotelId}|{roomtype}'. */
  readonly roomTypeId: string
  readonly ratePlanCode: string
}

/** Why a room type could not be selected; `unknown` names no room type of this hotel. */
export type RoomRefusal = "sold_out" | "no_room_fits" | "unknown"

export interface RoomSelectionContext {
  /** The hotel's room types in priority order (spec-search §3 'Room type'). */
  readonly roomTypes: ReadonlyArray<RoomTypeDetail>
  /** What the page's link asked for; null: no preference ('EP' is none, see `preferredPlan`). */
  readonly preferred: { readonly roomType: RoomTypeCode | null; readonly ratePlan: string | null }
  readonly prices: RoomPrices | null
  /** The party `prices` are for: the Book link carries it. */
  readonly rooms: ReadonlyArray<RoomOccupancy>
  readonly selection: RoomSelection | null
  /** The last selection refused, and why; cleared by a selection or new prices. */
  readonly refused: { readonly roomTypeId: string; readonly reason: RoomRefusal } | null
}

export type RoomSelectionEvent =
  /** The room-prices machine completed (dates, guests or coupon changed); null: the call failed. */
  | {
      readonly type: "prices.set"
      readonly prices: RoomPrices | null
      readonly rooms: ReadonlyArray<RoomOccupancy>
    }
  | { readonly type: "room.select"; readonly roomTypeId: string }
  | { readonly type: "ratePlan.select"; readonly code: string }

export interface RoomSelectionInput {
  readonly roomTypes: ReadonlyArray<RoomTypeDetail>
  /** The hotel link's roomtype and rateplan (core/hotel/hotel-link.ts). */
  readonly link?: { readonly roomType?: RoomTypeCode; readonly ratePlan?: string }
  readonly prices?: RoomPrices | null
  readonly rooms?: ReadonlyArray<RoomOccupancy>
}

/** `bookable`: a room type and rate plan are chosen and the Book button leads on. */
export type RoomSelectionTag = "bookable"

/**
 * The widget puts rateplan=EP on every hotel link (spec-search §2, §9). EP ('European plan',
 * room only) is no plan this product sells (its plans are rp and nrp), so it reads as 'no
 * preference' and the default plan applies; any other code the room type does not offer, too.
 */
export const preferredPlan = (code: string | undefined): string | null =>
  code === undefined || code.toUpperCase() === HOTEL_PAGE_RATE_PLAN ? null : code.toLowerCase()

const priceOf = (context: RoomSelectionContext, roomTypeId: string): RoomTypePrice | undefined =>
  context.prices?.total_price[roomTypeId]

const isAvailable = (price: RoomTypePrice | undefined): price is RoomTypePrice =>
  price?.available === true && price.rate_plans.length > 0

/** A room type the answer does not mention cannot be sold: it counts as sold out. */
const unavailableReason = (price: RoomTypePrice | undefined): RoomRefusal =>
  price?.unavailable_reason ?? "sold_out"

/** spec-search §3 'Rate plan': the refundable rp plan, named TRB-DEFAULT; else the first offered. */
export const defaultPlan = (price: RoomTypePrice): RoomRatePlan | undefined =>
  price.rate_plans.find((p) => p.code === REFUNDABLE_CODE) ??
  price.rate_plans.find((p) => p.name === DEFAULT_RATE_PLAN_NAME) ??
  price.rate_plans[0]

const offered = (price: RoomTypePrice, code: string | null): RoomRatePlan | undefined =>
  code === null ? undefined : price.rate_plans.find((p) => p.code.toLowerCase() === code.toLowerCase())

const selectionFor = (price: RoomTypePrice, ...wanted: ReadonlyArray<string | null>): RoomSelection => {
  const plan = wanted.map((code) => offered(price, code)).find((p) => p !== undefined) ?? defaultPlan(price)!
  return { roomTypeId: price.room_type_id, ratePlanCode: plan.code }
}

const availablePrices = (context: RoomSelectionContext): ReadonlyArray<RoomTypePrice> =>
  context.roomTypes.map((type) => priceOf(context, type.id)).filter(isAvailable)

/**
 * Keeps the selection while its room type is still available (its plan too, if still offered);
 * otherwise the link's room type if available (a results card links the room type and plan of the
 * price it showed, ADR 065), else the cheapest on the refundable default plan (ADR 072: a page
 * opened without a plan starts flexible), ties in priority order; the link's plan if offered.
 */
const chosen = (context: RoomSelectionContext): RoomSelection | null => {
  const available = availablePrices(context)
  const current = context.selection === null ? undefined : priceOf(context, context.selection.roomTypeId)
  if (isAvailable(current)) return selectionFor(current, context.selection!.ratePlanCode)
  const linked = available.find((p) => p.room_type === context.preferred.roomType)
  const cost = (p: RoomTypePrice) => defaultPlan(p)!.postTaxPrice
  const cheapest = available.reduce<RoomTypePrice | undefined>(
    (a, p) => (a && cost(a) <= cost(p) ? a : p),
    undefined,
  )
  const price = linked ?? cheapest
  return price === undefined ? null : selectionFor(price, context.preferred.ratePlan)
}

/**
 * Room type and rate plan on the hotel page (spec-search §3 'Room type', 'Rate plan', 'Price
 * state'). States: `unpriced` (no prices yet or the call failed: rooms listed, no Book),
 * `selected`, `noRoomFits` (no room type takes the party: the page shows the guests widget) and
 * `soldOut` (some room type would, none is free: the page offers notify me).
 */
export const roomSelectionMachine = setup({
  types: {
    context: {} as RoomSelectionContext,
    events: {} as RoomSelectionEvent,
    input: {} as RoomSelectionInput,
    tags: {} as RoomSelectionTag,
  },
  guards: {
    unpriced: ({ context }) => context.prices === null,
    someAvailable: ({ context }) => availablePrices(context).length > 0,
    // Sold out beats 'no room fits' when both apply: a free room could take the party later.
    noneFits: ({ context }) =>
      context.roomTypes.every((t) => unavailableReason(priceOf(context, t.id)) === "no_room_fits"),
    selectable: ({ context, event }) =>
      event.type === "room.select" && isAvailable(priceOf(context, event.roomTypeId)),
    planOffered: ({ context, event }) => {
      if (event.type !== "ratePlan.select" || context.selection === null) return false
      const price = priceOf(context, context.selection.roomTypeId)
      return price !== undefined && offered(price, event.code) !== undefined
    },
  },
  actions: {
    setPrices: assign(({ event }) =>
      event.type === "prices.set" ? { prices: event.prices, rooms: event.rooms, refused: null } : {},
    ),
    choose: assign(({ context }) => ({ selection: chosen(context) })),
    clearSelection: assign({ selection: null }),
    select: assign(({ context, event }) => {
      if (event.type !== "room.select") return {}
      const price = priceOf(context, event.roomTypeId)!
      return { selection: selectionFor(price, context.selection?.ratePlanCode ?? null), refused: null }
    }),
    refuse: assign(({ context, event }) => {
      if (event.type !== "room.select") return {}
      const known = context.roomTypes.some((t) => t.id === event.roomTypeId)
      const reason = known ? unavailableReason(priceOf(context, event.roomTypeId)) : "unknown"
      return { refused: { roomTypeId: event.roomTypeId, reason } }
    }),
    selectPlan: assign(({ context, event }) =>
      event.type === "ratePlan.select" && context.selection !== null
        ? {
            selection: {
              ...context.selection,
              ratePlanCode: offered(priceOf(context, context.selection.roomTypeId)!, event.code)!.code,
            },
          }
        : {},
    ),
  },
}).createMachine({
  id: "roomSelection",
  context: ({ input }) => ({
    roomTypes: input.roomTypes,
    preferred: { roomType: input.link?.roomType ?? null, ratePlan: preferredPlan(input.link?.ratePlan) },
    prices: input.prices ?? null,
    rooms: input.rooms ?? [],
    selection: null,
    refused: null,
  }),
  initial: "deciding",
  on: { "prices.set": { target: ".deciding", actions: "setPrices" } },
  states: {
    deciding: {
      always: [
        { guard: "unpriced", target: "unpriced", actions: "clearSelection" },
        { guard: "someAvailable", target: "selected", actions: "choose" },
        { guard: "noneFits", target: "noRoomFits", actions: "clearSelection" },
        { target: "soldOut", actions: "clearSelection" },
      ],
    },
    unpriced: {},
    selected: {
      tags: ["bookable"],
      on: {
        "room.select": [{ guard: "selectable", actions: "select" }, { actions: "refuse" }],
        "ratePlan.select": { guard: "planOffered", actions: "selectPlan" },
      },
    },
    noRoomFits: { on: { "room.select": { actions: "refuse" } } },
    soldOut: { on: { "room.select": { actions: "refuse" } } },
  },
})

export type RoomSelectionSnapshot = SnapshotFrom<typeof roomSelectionMachine>

/** Each room type as the page lists it, with its price (if any) and why it cannot be booked. */
export const roomOptions = (context: RoomSelectionContext) =>
  context.roomTypes.map((roomType) => {
    const price = priceOf(context, roomType.id)
    const available = isAvailable(price)
    return {
      roomType,
      price: price ?? null,
      available,
      reason: available ? null : unavailableReason(price),
      defaultPlan: available ? defaultPlan(price)! : null,
      selected: context.selection?.roomTypeId === roomType.id,
    }
  })

/** The chosen room type's price and plan, or null. */
export const selectedPlan = (
  context: RoomSelectionContext,
): { readonly price: RoomTypePrice; readonly plan: RoomRatePlan } | null => {
  const price = context.selection === null ? undefined : priceOf(context, context.selection.roomTypeId)
  const plan = price?.rate_plans.find((p) => p.code === context.selection?.ratePlanCode)
  return price === undefined || plan === undefined ? null : { price, plan }
}

/**
 * Where Book leads: /itinerary/ with what the itinerary page reads (spec-search §2: hotel_id,
 * roomtype, rateplan, city) and the priced stay and party. null while nothing is bookable.
 */
export const bookHref = (context: RoomSelectionContext, city: string): string | null => {
  const chosenPlan = selectedPlan(context)
  if (chosenPlan === null || context.prices === null) return null
  return href(
    "itinerary",
    {},
    {
      hotel_id: context.prices.hotel_id,
      roomtype: chosenPlan.price.room_type,
      rateplan: chosenPlan.plan.code,
      city,
      checkin: context.prices.checkin,
      checkout: context.prices.checkout,
      roomconfig: serialiseRoomConfig(context.rooms),
    },
  )
}
