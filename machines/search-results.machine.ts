import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { RoomTypeCode } from "#core/catalogue/hotel.ts"
import { buildFilterMap, type FilterGroupKey, type FilterMap } from "#core/search/filters.ts"
import {
  clearAll,
  type FilterSelection,
  type MapBounds,
  NO_FILTERS,
  setCustomPrice,
  setMapBounds,
  toggleValue,
} from "#core/search/filters-selection.ts"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { DEFAULT_SORT, type SortOrder, type SortState, sortBy, sortHotels } from "#core/search/sort.ts"
import { notProvided } from "./lib/invoke.ts"

/** One hotel's search price as a card shows it; amounts in integer paise for all rooms. */
export interface HotelPrice {
  /** spec-search §3: the rounded post-tax price divided by the nights. */
  readonly perNightPaise: number
  /**
   * The stay with no discount, all-in like perNightPaise (rack rate, GST, platform fee), per night:
   * shown struck through when there is a saving.
   */
  readonly strikedPerNightPaise: number
  /** Whole percent saved against the struck price, rounded down; 0 when no discount applies. */
  readonly discountPercent: number
  /**
   * The room type and rate plan the price is for (ADR 065: the cheapest of every room type and
   * plan). The card says so when the plan is not refundable, and its link opens the hotel page on
   * them, so the price clicked is the price selected there.
   */
  readonly roomType: RoomTypeCode
  /** A rate plan code as room prices name it: rp, nrp. */
  readonly ratePlanCode: string
  readonly refundable: boolean
}

/** spec-search §3 'Price state': searchPrices per hotel and the hotels that have none. */
export interface PricesAnswer {
  readonly searchPrices: Readonly<Record<string, HotelPrice>>
  /** `soldOut`: no room left for the stay, rather than no room that takes the party. */
  readonly hotelsWithUnavailablePrices: ReadonlyArray<{ readonly hotelId: string; readonly soldOut: boolean }>
}

export interface SearchResultsInput {
  /** In the search API's order; perNightPrice is ignored until prices are known. */
  readonly hotels: ReadonlyArray<ResultHotel>
  /** Rooms of the stay: price buckets scale with them (spec-search §5). */
  readonly rooms: number
  /** The search's point (sort.coordinates): distance sorting needs it (spec-search §4). */
  readonly coordinates?: { readonly lat: number; readonly lng: number }
  /** Prices the page already has (server-rendered pages); without them the machine asks. */
  readonly prices?: PricesAnswer
}

export interface SearchResultsContext {
  readonly hotels: ReadonlyArray<ResultHotel>
  readonly rooms: number
  readonly coordinates: SearchResultsInput["coordinates"]
  readonly selection: FilterSelection
  readonly sort: SortState
  /** spec-search §3 'Filter state': the filter map with counts; its refinedHotelIds pass every filter. */
  readonly filterMap: FilterMap
  readonly searchPrices: PricesAnswer["searchPrices"]
  readonly hotelsWithUnavailablePrices: PricesAnswer["hotelsWithUnavailablePrices"]
}

export type SearchResultsEvent =
  | { readonly type: "filter.toggle"; readonly group: FilterGroupKey; readonly value: string }
  | { readonly type: "filter.setPrice"; readonly start: number; readonly end: number }
  | { readonly type: "filter.clearAll" }
  | { readonly type: "sort.set"; readonly by: string; readonly order?: SortOrder }
  /** spec-search §4: the map filter; no bounds clears it. */
  | { readonly type: "map.setBounds"; readonly bounds?: MapBounds }

/** `pricesLoading` while search prices are on their way (spec-search §3 isPricesLoading). */
export type SearchResultsTag = "pricesLoading"

/** Applies the prices to the hotels; a hotel without one is unpriced (spec-search §7). */
const priced = (hotels: ReadonlyArray<ResultHotel>, answer: PricesAnswer): ReadonlyArray<ResultHotel> =>
  hotels.map((hotel) => {
    const paise = answer.searchPrices[hotel.id]?.perNightPaise
    return { ...hotel, perNightPrice: paise === undefined ? null : paise / 100 }
  })

const withMap = (context: Omit<SearchResultsContext, "filterMap">): SearchResultsContext => ({
  ...context,
  filterMap: buildFilterMap(context.hotels, context.selection, context.rooms),
})

const listed = (context: SearchResultsContext, group: FilterGroupKey, value: string): boolean =>
  context.filterMap.groups.some((g) => g.key === group && g.values.some((v) => v.value === value))

/** Sorting by distance needs the search's point; the other keys always apply (spec-search §4). */
const sortable = (context: SearchResultsContext, by: string): boolean =>
  by !== "distance" || context.coordinates !== undefined

const coordinatesOf = (context: SearchResultsContext) =>
  context.coordinates === undefined ? {} : { coordinates: context.coordinates }

const NO_PRICES: PricesAnswer = { searchPrices: {}, hotelsWithUnavailablePrices: [] }

export const searchResultsMachine = setup({
  types: {
    context: {} as SearchResultsContext,
    events: {} as SearchResultsEvent,
    input: {} as SearchResultsInput,
    tags: {} as SearchResultsTag,
  },
  actors: {
    fetchPrices: fromPromise<PricesAnswer, { readonly hotelIds: ReadonlyArray<string> }>(
      notProvided("fetchPrices"),
    ),
  },
  guards: {
    // Every hotel priced or listed as unavailable: the page came with its prices.
    pricesKnown: ({ context }) =>
      Object.keys(context.searchPrices).length + context.hotelsWithUnavailablePrices.length >=
      context.hotels.length,
    listedValue: ({ context, event }) =>
      event.type === "filter.toggle" && listed(context, event.group, event.value),
    validRange: ({ event }) =>
      event.type === "filter.setPrice" &&
      Number.isFinite(event.start) &&
      Number.isFinite(event.end) &&
      event.start >= 0 &&
      event.start <= event.end,
    sortable: ({ context, event }) => event.type === "sort.set" && sortable(context, event.by),
  },
  actions: {
    toggle: assign(({ context, event }) =>
      event.type === "filter.toggle"
        ? withMap({ ...context, selection: toggleValue(context.selection, event.group, event.value) })
        : {},
    ),
    setPrice: assign(({ context, event }) =>
      event.type === "filter.setPrice"
        ? withMap({ ...context, selection: setCustomPrice(context.selection, event) })
        : {},
    ),
    // spec-search §4: "Clearing all filters resets filters and sort to the price ascending default."
    clear: assign(({ context }) => {
      const { selection, sort } = clearAll()
      return withMap({ ...context, selection, sort: { ...sort, ...coordinatesOf(context) } })
    }),
    setSort: assign({
      sort: ({ context, event }) => {
        if (event.type !== "sort.set") return context.sort
        const natural = sortBy(event.by, context.coordinates)
        return event.order === undefined ? natural : { ...natural, order: event.order }
      },
    }),
    setBounds: assign(({ context, event }) =>
      event.type === "map.setBounds"
        ? withMap({ ...context, selection: setMapBounds(context.selection, event.bounds) })
        : {},
    ),
    storePrices: assign(({ context }, answer: PricesAnswer) =>
      withMap({
        ...context,
        hotels: priced(context.hotels, answer),
        searchPrices: answer.searchPrices,
        hotelsWithUnavailablePrices: answer.hotelsWithUnavailablePrices,
      }),
    ),
  },
}).createMachine({
  id: "searchResults",
  context: ({ input }) => {
    const prices = input.prices ?? NO_PRICES
    return withMap({
      hotels: input.prices === undefined ? input.hotels : priced(input.hotels, prices),
      rooms: input.rooms,
      coordinates: input.coordinates,
      selection: NO_FILTERS,
      sort: {
        ...DEFAULT_SORT,
        ...(input.coordinates === undefined ? {} : { coordinates: input.coordinates }),
      },
      searchPrices: prices.searchPrices,
      hotelsWithUnavailablePrices: prices.hotelsWithUnavailablePrices,
    })
  },
  initial: "checking",
  on: {
    "filter.toggle": { guard: "listedValue", actions: "toggle" },
    "filter.setPrice": { guard: "validRange", actions: "setPrice" },
    "filter.clearAll": { actions: "clear" },
    "sort.set": { guard: "sortable", actions: "setSort" },
    "map.setBounds": { actions: "setBounds" },
  },
  states: {
    checking: {
      always: [{ guard: "pricesKnown", target: "ready" }, { target: "pricing" }],
    },
    pricing: {
      tags: ["pricesLoading"],
      invoke: {
        src: "fetchPrices",
        input: ({ context }) => ({ hotelIds: context.hotels.map((h) => h.id) }),
        onDone: {
          target: "ready",
          actions: { type: "storePrices", params: ({ event }) => event.output },
        },
        // spec-search §8: a price failure ends the loading state and shows no message.
        onError: {
          target: "ready",
          actions: {
            type: "storePrices",
            params: ({ context }) => ({
              searchPrices: {},
              hotelsWithUnavailablePrices: context.hotels.map((h) => ({ hotelId: h.id, soldOut: false })),
            }),
          },
        },
      },
    },
    ready: {},
  },
})

export type SearchResultsSnapshot = SnapshotFrom<typeof searchResultsMachine>

/** The hotels every filter lets through, in the chosen order (priced before unpriced, spec §4). */
export const visibleHotels = (context: SearchResultsContext): ReadonlyArray<ResultHotel> => {
  const refined = new Set(context.filterMap.refinedHotelIds)
  return sortHotels(
    context.hotels.filter((h) => refined.has(h.id)),
    context.sort,
  )
}
