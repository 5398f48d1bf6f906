import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { Feedback, Feedbacks } from "#core/api/reviews.ts"
import { hotelReviewsMachine, type ReviewsPageRequest, reviewsPage } from "./hotel-reviews.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const review = (id: number): Feedback => ({
  id,
  hotel_id: "12",
  rating: 5,
  review_text: `Review ${id}`,
  guest_name: "Asha",
  created_at: "2026-03-01T10:00:00.000Z",
})
/** Page `page` (0-based) of a hotel with `total` reviews. */
const page = (n: number, total: number): Feedbacks => ({
  total_count: total,
  feedbacks: Array.from({ length: Math.max(0, Math.min(10, total - n * 10)) }, (_, i) =>
    review(n * 10 + i + 1),
  ),
})

const start = (firstPage?: Feedbacks) => {
  const calls: Array<Call<ReviewsPageRequest, Feedbacks>> = []
  const actor = createActor(hotelReviewsMachine.provide({ actors: { fetchReviews: controlled(calls) } }), {
    input: firstPage === undefined ? { hotelId: "12" } : { hotelId: "12", firstPage },
  }).start()
  return { actor, calls }
}

const ids = (actor: ReturnType<typeof start>["actor"]) => actor.getSnapshot().context.reviews.map((r) => r.id)

describe("hotel reviews machine (spec-search §7, §9: 10 a page)", () => {
  it("loads the first page with page_index 0 and page_size 10", async () => {
    const { actor, calls } = start()
    expect(actor.getSnapshot().hasTag("loading")).toBe(true)
    expect(calls[0]!.input).toEqual({ hotelId: "12", page_index: 0, page_size: 10 })
    calls[0]!.resolve(page(0, 25))
    await settle()
    expect(ids(actor)).toHaveLength(10)
    expect(actor.getSnapshot().context.totalCount).toBe(25)
  })

  it("appends pages on load more, asking page_index 10 × the page, until all are loaded", async () => {
    const { actor, calls } = start(page(0, 25))
    actor.send({ type: "reviews.more" })
    expect(calls[0]!.input.page_index).toBe(10)
    calls[0]!.resolve(page(1, 25))
    await settle()
    actor.send({ type: "reviews.more" })
    expect(calls[1]!.input.page_index).toBe(20)
    calls[1]!.resolve(page(2, 25))
    await settle()
    expect(ids(actor)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    expect(actor.getSnapshot().can({ type: "reviews.more" })).toBe(false)
  })

  it("pages the modal: next loads a page not yet loaded, prev and next reuse loaded ones", async () => {
    const { actor, calls } = start(page(0, 25))
    actor.send({ type: "modal.open" })
    expect(actor.getSnapshot().can({ type: "reviews.prev" })).toBe(false)
    actor.send({ type: "reviews.next" })
    expect(reviewsPage(actor.getSnapshot().context).number).toBe(1)
    calls[0]!.resolve(page(1, 25))
    await settle()
    expect(reviewsPage(actor.getSnapshot().context)).toMatchObject({ number: 2, count: 3 })
    expect(reviewsPage(actor.getSnapshot().context).reviews[0]!.id).toBe(11)
    actor.send({ type: "reviews.prev" })
    actor.send({ type: "reviews.next" })
    expect(calls).toHaveLength(1)
    expect(reviewsPage(actor.getSnapshot().context).number).toBe(2)
    actor.send({ type: "modal.close" })
    expect(actor.getSnapshot().context.modalOpen).toBe(false)
  })

  it("keeps the loaded reviews and ends loading on failure; load more tries again", async () => {
    const { actor, calls } = start(page(0, 25))
    actor.send({ type: "reviews.next" })
    calls[0]!.reject(new Error("HTTP 503"))
    await settle()
    expect(actor.getSnapshot().hasTag("loading")).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ failed: true, page: 0, loadedPages: 1 })
    expect(ids(actor)).toHaveLength(10)
    actor.send({ type: "reviews.more" })
    expect(calls[1]!.input.page_index).toBe(10)
  })

  it("has no next page for a hotel with 10 reviews or fewer", () => {
    const { actor } = start(page(0, 10))
    expect(actor.getSnapshot().can({ type: "reviews.next" })).toBe(false)
    expect(actor.getSnapshot().can({ type: "reviews.more" })).toBe(false)
  })
})
