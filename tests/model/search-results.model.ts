import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * What a traveller does on a results page and what they then see (spec-search §4 'Sorting' and
 * 'Filtering', §8 price failure), written from the spec apart from
 * machines/search-results.machine.ts. Four hotels with known prices, ratings, brands and places;
 * the expected order is worked out here plainly, rule by rule.
 */

export interface ModelHotel {
  readonly id: string
  readonly brand: "trip" | "trend"
  /** Rupees per night; null: the pricing answer lists it as unavailable. */
  readonly price: number | null
  readonly rating: number | undefined
  readonly lat: number
  readonly lng: number
}

/** The search's point, for sorting by distance. */
export const POINT = { lat: 12.97, lng: 77.59 }

export const HOTELS: ReadonlyArray<ModelHotel> = [
  { id: "1", brand: "trip", price: 2500, rating: 4.6, lat: 12.971, lng: 77.59 },
  { id: "2", brand: "trend", price: 1200, rating: 3.2, lat: 13.0, lng: 77.59 },
  { id: "3", brand: "trend", price: 1800, rating: undefined, lat: 12.98, lng: 77.59 },
  { id: "4", brand: "trip", price: null, rating: 4.0, lat: 12.975, lng: 77.59 },
]

/** Map bounds around hotels 1 and 4 only. */
export const BOUNDS = { south: 12.965, west: 77.5, north: 12.976, east: 77.7 }

type Sort = "priceAsc" | "priceDesc" | "rating" | "distance"

export type ModelEvent = {
  readonly type:
    | "prices.arrive"
    | "prices.fail"
    | "filter.brand"
    | "filter.clearAll"
    | `sort.${Sort}`
    | "map.set"
    | "map.clear"
}

interface ModelContext {
  readonly priced: boolean
  /** The 'trend' brand is ticked. */
  readonly brand: boolean
  readonly bounds: boolean
  readonly sort: Sort
}

export const searchResultsModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    narrowedAfterBrand: ({ context }) => !context.brand || context.bounds,
    narrowedAfterMapClear: ({ context }) => context.brand,
  },
  actions: {
    toggleBrand: assign({ brand: ({ context }) => !context.brand }),
    sortTo: assign((_, params: { readonly sort: Sort }) => ({ sort: params.sort })),
    // spec-search §4: clearing all resets filters and sort to price ascending.
    clearAll: assign({ brand: false, bounds: false, sort: "priceAsc" as Sort }),
  },
}).createMachine({
  id: "searchResultsModel",
  context: { priced: false, brand: false, bounds: false, sort: "priceAsc" },
  initial: "loading",
  states: {
    // Hotels are listed while their prices load; the list can be browsed already.
    loading: {
      on: {
        "prices.arrive": { target: "ready", actions: assign({ priced: true }) },
        // spec-search §8: loading ends, no message; every hotel is unpriced.
        "prices.fail": { target: "ready", actions: assign({ priced: false }) },
      },
    },
    ready: {
      initial: "all",
      on: {
        "sort.priceAsc": { actions: { type: "sortTo", params: { sort: "priceAsc" } } },
        "sort.priceDesc": { actions: { type: "sortTo", params: { sort: "priceDesc" } } },
        "sort.rating": { actions: { type: "sortTo", params: { sort: "rating" } } },
        "sort.distance": { actions: { type: "sortTo", params: { sort: "distance" } } },
        "filter.clearAll": { target: ".all", actions: "clearAll" },
        "map.set": { target: ".narrowed", actions: assign({ bounds: true }) },
        "filter.brand": [
          { guard: "narrowedAfterBrand", target: ".narrowed", actions: "toggleBrand" },
          { target: ".all", actions: "toggleBrand" },
        ],
        "map.clear": [
          { guard: "narrowedAfterMapClear", target: ".narrowed", actions: assign({ bounds: false }) },
          { target: ".all", actions: assign({ bounds: false }) },
        ],
      },
      states: { all: {}, narrowed: {} },
    },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof searchResultsModel>

export interface Seen {
  readonly loadingPrices: boolean
  /** The hotels listed, in order, each with the price it shows (null: none). */
  readonly listed: ReadonlyArray<{ readonly id: string; readonly price: number | null }>
}

export interface SearchResultsDriver {
  answerPrices(ok: boolean): Promise<void>
  toggleBrand(brand: string): Promise<void>
  clearAll(): Promise<void>
  sort(by: string, order: "ASC" | "DESC"): Promise<void>
  setBounds(bounds: typeof BOUNDS | undefined): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: SearchResultsDriver): NonNullable<Params["events"]> => ({
  "prices.arrive": () => I.answerPrices(true),
  "prices.fail": () => I.answerPrices(false),
  "filter.brand": () => I.toggleBrand("trend"),
  "filter.clearAll": () => I.clearAll(),
  "sort.priceAsc": () => I.sort("price", "ASC"),
  "sort.priceDesc": () => I.sort("price", "DESC"),
  "sort.rating": () => I.sort("rating", "DESC"),
  "sort.distance": () => I.sort("distance", "ASC"),
  "map.set": () => I.setBounds(BOUNDS),
  "map.clear": () => I.setBounds(undefined),
})

/**
 * A state is its value and context. Clearing leads back to states reached without it, so the
 * event that got there is part of the key for the two clearing events: each is walked too.
 */
export const serializeState = (state: ModelSnapshot, event: ModelEvent | undefined): string => {
  const via = event?.type === "filter.clearAll" || event?.type === "map.clear" ? event.type : ""
  return `${JSON.stringify(state.value)} ${JSON.stringify(state.context)} ${via}`
}

const distance = (h: ModelHotel) => Math.hypot(h.lat - POINT.lat, h.lng - POINT.lng)

/** spec-search §4, read plainly: priced before unpriced; by the key; no key last; ties as given. */
export const expectedList = (context: ModelContext): Seen["listed"] => {
  const price = (h: ModelHotel) => (context.priced ? h.price : null)
  const shown = HOTELS.filter(
    (h) =>
      (!context.brand || h.brand === "trend") &&
      (!context.bounds || (h.lat >= BOUNDS.south && h.lat <= BOUNDS.north)),
  )
  const key = (h: ModelHotel): number | undefined => {
    if (context.sort === "rating") return h.rating
    if (context.sort === "distance") return distance(h)
    return price(h) ?? undefined
  }
  const direction = context.sort === "priceDesc" || context.sort === "rating" ? -1 : 1
  const ordered = [...shown].sort((a, b) => {
    const unpriced = Number(price(a) === null) - Number(price(b) === null)
    if (unpriced !== 0) return unpriced
    const ka = key(a)
    const kb = key(b)
    if (ka === undefined || kb === undefined) return Number(ka === undefined) - Number(kb === undefined)
    return direction * (ka - kb)
  })
  return ordered.map((h) => ({ id: h.id, price: price(h) }))
}

export const states = (I: SearchResultsDriver): NonNullable<Params["states"]> => ({
  loading: async () => {
    const seen = await I.see()
    expect(seen.loadingPrices).toBe(true)
    expect(seen.listed.map((h) => h.id)).toEqual(HOTELS.map((h) => h.id))
  },
  "ready.all": async (state) => {
    const seen = await I.see()
    expect(seen.loadingPrices).toBe(false)
    expect(seen.listed).toEqual(expectedList(state.context))
    expect(seen.listed).toHaveLength(HOTELS.length)
  },
  "ready.narrowed": async (state) => {
    const seen = await I.see()
    expect(seen.loadingPrices).toBe(false)
    expect(seen.listed).toEqual(expectedList(state.context))
  },
})
