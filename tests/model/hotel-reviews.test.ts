import { describe, expect, it } from "vitest"
import { createActor, type InspectionEvent } from "xstate"
import { createTestModel } from "xstate/graph"
import type { Feedbacks } from "#core/api/reviews.ts"
import { hotelReviewsMachine, type ReviewsPageRequest, reviewsPage } from "#machines/hotel-reviews.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { events, type HotelReviewsDriver, hotelReviewsModel, states, TOTAL } from "./hotel-reviews.model.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/** The fake server: review ids 1…25, sliced by page_index and page_size as the spec says. */
const serve = (request: ReviewsPageRequest): Feedbacks => ({
  total_count: TOTAL,
  feedbacks: Array.from({ length: TOTAL }, (_, i) => i + 1)
    .slice(request.page_index, request.page_index + request.page_size)
    .map((id) => ({ id, hotel_id: "12", rating: 4, review_text: "", guest_name: "", created_at: "" })),
})

const headless = (inspect?: (event: InspectionEvent) => void): HotelReviewsDriver => {
  const calls: Array<Call<ReviewsPageRequest, Feedbacks>> = []
  const actor = createActor(hotelReviewsMachine.provide({ actors: { fetchReviews: controlled(calls) } }), {
    input: { hotelId: "12" },
    ...(inspect ? { inspect } : {}),
  }).start()
  const types = {
    more: "reviews.more",
    next: "reviews.next",
    prev: "reviews.prev",
    "modal.open": "modal.open",
    "modal.close": "modal.close",
  } as const
  return {
    answer: async (ok) => {
      const call = calls.shift()!
      if (ok) call.resolve(serve(call.input))
      else call.reject(new Error("HTTP 503"))
      await settle()
    },
    send: async (type) => actor.send({ type: types[type] }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      return {
        loading: snapshot.hasTag("loading"),
        listed: snapshot.context.reviews.map((r) => r.id),
        modalPage: reviewsPage(snapshot.context).reviews.map((r) => r.id),
        modalOpen: snapshot.context.modalOpen,
      }
    },
  }
}

const paths = createTestModel(hotelReviewsModel, {
  filterEvents: (state, event) => state.can(event),
}).getShortestPaths()

describe("hotel reviews, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(hotelReviewsModel))
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
      // 'started': a server-rendered first page (a unit test covers it).
      transitionsOf(hotelReviewsMachine).filter((t) => !t.includes("[started]")),
    )
  })
})
