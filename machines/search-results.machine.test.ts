import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { resultHotel } from "#core/search/test-support/result-hotels.ts"
import {
  type PricesAnswer,
  type SearchResultsInput,
  searchResultsMachine,
  visibleHotels,
} from "./search-results.machine.ts"

const hotels = [
  resultHotel("1", { perNightPrice: null, rating: 4.6, lat: 12.9, lng: 77.6, brandCode: "trend" }),
  resultHotel("2", { perNightPrice: null, rating: 3.2, lat: 13.1, lng: 77.7 }),
  resultHotel("3", { perNightPrice: null, rating: undefined, lat: 12.95, lng: 77.55 }),
]

const price = (rupees: number) => ({
  perNightPaise: rupees * 100,
  strikedPerNightPaise: rupees * 120,
  discountPercent: 16,
  roomType: "oak" as const,
  ratePlanCode: "nrp",
  refundable: false,
})

const answer: PricesAnswer = {
  searchPrices: { "1": price(2500), "2": price(1200) },
  hotelsWithUnavailablePrices: [{ hotelId: "3", soldOut: true }],
}

const start = (input: Partial<SearchResultsInput> = {}, fetchPrices = () => Promise.resolve(answer)) =>
  createActor(searchResultsMachine.provide({ actors: { fetchPrices: fromPromise(fetchPrices) } }), {
    input: { hotels, rooms: 1, ...input },
  }).start()

const ids = (actor: ReturnType<typeof start>) => visibleHotels(actor.getSnapshot().context).map((h) => h.id)

const settled = (actor: ReturnType<typeof start>) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!actor.getSnapshot().hasTag("pricesLoading")) resolve()
    }
    actor.subscribe(check)
    check()
  })

describe("search results machine", () => {
  it("loads prices when the page came without them, then lists priced hotels cheapest first", async () => {
    const actor = start()
    expect(actor.getSnapshot().hasTag("pricesLoading")).toBe(true)
    await settled(actor)
    expect(ids(actor)).toEqual(["2", "1", "3"])
    expect(actor.getSnapshot().context.hotelsWithUnavailablePrices).toEqual([{ hotelId: "3", soldOut: true }])
  })

  it("does not ask for prices the page already has", () => {
    const actor = start({ prices: answer }, () => Promise.reject(new Error("must not be called")))
    expect(actor.getSnapshot().value).toBe("ready")
    expect(ids(actor)).toEqual(["2", "1", "3"])
  })

  it("ends price loading on failure with every hotel unpriced and no message (spec §8)", async () => {
    const actor = start({}, () => Promise.reject(new Error("HTTP 500")))
    await settled(actor)
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.hotels.every((h) => h.perNightPrice === null)).toBe(true)
  })

  it("narrows by a filter value and recounts; toggling it again undoes it", () => {
    const actor = start({ prices: answer })
    actor.send({ type: "filter.toggle", group: "brand", value: "trend" })
    expect(ids(actor)).toEqual(["1"])
    expect(actor.getSnapshot().context.filterMap.refinedHotelIds).toEqual(["1"])
    actor.send({ type: "filter.toggle", group: "brand", value: "trend" })
    expect(ids(actor)).toHaveLength(3)
  })

  it("refuses a value the filter map does not list", () => {
    const actor = start({ prices: answer })
    expect(actor.getSnapshot().can({ type: "filter.toggle", group: "brand", value: "nope" })).toBe(false)
  })

  it("keeps a custom price range within its ends and refuses a reversed one", () => {
    const actor = start({ prices: answer })
    expect(actor.getSnapshot().can({ type: "filter.setPrice", start: 3000, end: 2000 })).toBe(false)
    actor.send({ type: "filter.setPrice", start: 2000, end: 3000 })
    expect(ids(actor)).toEqual(["1"])
  })

  it("sorts by rating best first, DESC on price dearest first, priced hotels always first", () => {
    const actor = start({ prices: answer })
    actor.send({ type: "sort.set", by: "rating" })
    expect(ids(actor)).toEqual(["1", "2", "3"])
    actor.send({ type: "sort.set", by: "price", order: "DESC" })
    expect(ids(actor)).toEqual(["1", "2", "3"])
  })

  it("sorts by distance only when the search has coordinates", () => {
    expect(start({ prices: answer }).getSnapshot().can({ type: "sort.set", by: "distance" })).toBe(false)
    const actor = start({ prices: answer, coordinates: { lat: 13.1, lng: 77.7 } })
    actor.send({ type: "sort.set", by: "distance" })
    expect(ids(actor)).toEqual(["2", "1", "3"])
  })

  it("clears every filter and resets the sort to price ascending", () => {
    const actor = start({ prices: answer })
    actor.send({ type: "filter.toggle", group: "brand", value: "trend" })
    actor.send({ type: "sort.set", by: "rating" })
    actor.send({ type: "filter.clearAll" })
    const { selection, sort } = actor.getSnapshot().context
    expect(selection).toEqual({ values: {} })
    expect(sort).toMatchObject({ by: "price", order: "ASC" })
    expect(ids(actor)).toEqual(["2", "1", "3"])
  })

  it("keeps the hotels inside the map bounds, and clears the map filter without bounds", () => {
    const actor = start({ prices: answer })
    actor.send({ type: "map.setBounds", bounds: { south: 12.8, west: 77.5, north: 13, east: 77.65 } })
    expect(ids(actor)).toEqual(["1", "3"])
    actor.send({ type: "map.setBounds" })
    expect(ids(actor)).toHaveLength(3)
  })
})
