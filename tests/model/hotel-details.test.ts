import { describe, expect, it } from "vitest"
import { createActor, type InspectionEvent } from "xstate"
import { createTestModel } from "xstate/graph"
import type { HotelDetail } from "#core/api/hotel-detail.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type HotelDetailsRequest, hotelDetailsMachine } from "#machines/hotel-details.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import {
  events,
  type HotelDetailsDriver,
  hotelDetailsModel,
  modelEvents,
  states,
} from "./hotel-details.model.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

const details = { id: "12", name: "Treebo Oak" } as unknown as HotelDetail

const headless = (inspect?: (event: InspectionEvent) => void): HotelDetailsDriver => {
  const calls: Array<Call<HotelDetailsRequest, HotelDetail>> = []
  const actor = createActor(hotelDetailsMachine.provide({ actors: { fetchDetails: controlled(calls) } }), {
    input: { request: { hotelId: "12", stay: null, channel: "website" } },
    ...(inspect ? { inspect } : {}),
  }).start()
  return {
    answer: async (status) => {
      const call = calls.shift()!
      if (status === "ok") call.resolve(details)
      // No answer at all is a network failure, not an HTTP status.
      else if (status === 0) call.reject(new TypeError("fetch failed"))
      else call.reject(new ApiError({ status, code: "x", message: "x", isNetworkError: false }))
      await settle()
    },
    retry: async () => actor.send({ type: "details.retry" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      return {
        loading: snapshot.hasTag("loading"),
        name: snapshot.context.details?.name ?? null,
        status: snapshot.context.errorStatus,
      }
    },
  }
}

const paths = createTestModel(hotelDetailsModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
}).getShortestPaths()

describe("hotel details, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(hotelDetailsModel))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("walks the real machine through every transition a page that loads takes", async () => {
    const walked = walkedMachine()
    for (const path of paths) await path.test({ events: events(headless(walked.inspect)), states: {} })
    expect(walked.transitions()).toEqual(
      // 'given': a server-rendered page starts loaded (a unit test covers it).
      transitionsOf(hotelDetailsMachine).filter((t) => !t.includes("[given]")),
    )
  })
})
