import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { createTestModel } from "xstate/graph"
import type { ResultHotel } from "#core/search/result-hotel.ts"
import { resultHotel } from "#core/search/test-support/result-hotels.ts"
import { type PricesAnswer, searchResultsMachine, visibleHotels } from "#machines/search-results.machine.ts"
import { leafStates, reachedStates } from "./reached.ts"
import {
  events,
  HOTELS,
  POINT,
  type SearchResultsDriver,
  searchResultsModel,
  serializeState,
  states,
} from "./search-results.model.ts"

const inputHotels: ReadonlyArray<ResultHotel> = HOTELS.map((h) =>
  resultHotel(h.id, { brandCode: h.brand, rating: h.rating, lat: h.lat, lng: h.lng, perNightPrice: null }),
)

const answer: PricesAnswer = {
  searchPrices: Object.fromEntries(
    HOTELS.flatMap((h) =>
      h.price === null
        ? []
        : [
            [
              h.id,
              {
                perNightPaise: h.price * 100,
                strikedPerNightPaise: h.price * 100,
                discountPercent: 0,
                roomType: "common" as const,
                ratePlanCode: "rp",
                refundable: true,
              },
            ],
          ],
    ),
  ),
  hotelsWithUnavailablePrices: HOTELS.filter((h) => h.price === null).map((h) => ({
    hotelId: h.id,
    soldOut: true,
  })),
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The traveller, driving the real machine with a pricing call the test answers. */
const headless = (): SearchResultsDriver => {
  let answerPrices: (ok: boolean) => void = () => undefined
  const machine = searchResultsMachine.provide({
    actors: {
      fetchPrices: fromPromise(
        () =>
          new Promise<PricesAnswer>((resolve, reject) => {
            answerPrices = (ok) => (ok ? resolve(answer) : reject(new Error("HTTP 503")))
          }),
      ),
    },
  })
  const actor = createActor(machine, { input: { hotels: inputHotels, rooms: 1, coordinates: POINT } }).start()
  return {
    answerPrices: async (ok) => {
      answerPrices(ok)
      await settle()
    },
    toggleBrand: async (brand) => actor.send({ type: "filter.toggle", group: "brand", value: brand }),
    clearAll: async () => actor.send({ type: "filter.clearAll" }),
    sort: async (by, order) => actor.send({ type: "sort.set", by, order }),
    setBounds: async (bounds) =>
      actor.send({ type: "map.setBounds", ...(bounds === undefined ? {} : { bounds }) }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      return {
        loadingPrices: snapshot.hasTag("pricesLoading"),
        listed: visibleHotels(snapshot.context).map((h) => ({ id: h.id, price: h.perNightPrice })),
      }
    },
  }
}

const testModel = createTestModel(searchResultsModel, {
  filterEvents: (state, event) => state.can(event),
  serializeState,
})
const paths = testModel.getShortestPaths()

describe("search results, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(searchResultsModel))
  })

  for (const path of paths) {
    const walk = path.steps.slice(1).map((step) => step.event.type)
    it(`reaches ${JSON.stringify(path.state.value)}: ${walk.join(" → ")}`, async () => {
      const driver = headless()
      await path.test({ events: events(driver), states: states(driver) })
    })
  }
})
