import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { ApiError } from "#core/services/api-client.ts"
import { type PublishReviewRequest, reviewFormMachine } from "./review-form.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const start = () => {
  const calls: Array<Call<PublishReviewRequest, unknown>> = []
  const actor = createActor(reviewFormMachine.provide({ actors: { publishReview: controlled(calls) } }), {
    input: { hotelId: "1061", token: "signed" },
  }).start()
  return { actor, calls }
}

describe("review form", () => {
  it("needs stars, then at least 10 characters, before it sends", () => {
    const { actor, calls } = start()
    actor.send({ type: "review.submit" })
    expect(actor.getSnapshot().context.problem).toBe("rating")
    actor.send({ type: "rating.select", rating: 5 })
    actor.send({ type: "text.change", text: "short  " })
    actor.send({ type: "review.submit" })
    expect(actor.getSnapshot().context.problem).toBe("text")
    expect(calls).toHaveLength(0)
  })

  it("sends the stars, the trimmed text and the link's token, and ends published", async () => {
    const { actor, calls } = start()
    actor.send({ type: "rating.select", rating: 4 })
    actor.send({ type: "text.change", text: "  A calm and clean stay.  " })
    actor.send({ type: "review.submit" })
    expect(calls[0]!.input).toEqual({
      hotel_id: "1061",
      rating: 4,
      review_text: "A calm and clean stay.",
      token: "signed",
    })
    calls[0]!.resolve({})
    await settle()
    expect(actor.getSnapshot().value).toBe("published")
  })

  it("shows a refusal in the server's words and lets the guest try again", async () => {
    const { actor, calls } = start()
    actor.send({ type: "rating.select", rating: 1 })
    actor.send({ type: "text.change", text: "Trying to review without a stay." })
    actor.send({ type: "review.submit" })
    calls[0]!.reject(
      new ApiError({
        status: 403,
        code: "stay_not_verified",
        message: "Only guests…",
        isNetworkError: false,
      }),
    )
    await settle()
    expect(actor.getSnapshot().hasTag("editing")).toBe(true)
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 403, message: "Only guests…" })
  })
})
