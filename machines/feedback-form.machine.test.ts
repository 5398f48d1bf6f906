import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { ApiError } from "#core/services/api-client.ts"
import { feedbackFormMachine, type SaveFeedbackRequest } from "./feedback-form.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const start = (rating: number | null = null) => {
  const calls: Array<Call<SaveFeedbackRequest, unknown>> = []
  const actor = createActor(feedbackFormMachine.provide({ actors: { saveFeedback: controlled(calls) } }), {
    input: { id: "a".repeat(26), rating, tags: [{ section: "liked", value: "clean_room" }], comments: "" },
  }).start()
  return { actor, calls }
}

describe("feedback form", () => {
  it("asks for stars before sending, and forgets the question once stars are chosen", () => {
    const { actor, calls } = start()
    actor.send({ type: "feedback.submit" })
    expect(calls).toHaveLength(0)
    expect(actor.getSnapshot().context.ratingMissing).toBe(true)
    actor.send({ type: "rating.select", rating: 4 })
    expect(actor.getSnapshot().context).toMatchObject({ rating: 4, ratingMissing: false })
  })

  it("ignores stars outside 1 to 5", () => {
    const { actor } = start(3)
    actor.send({ type: "rating.select", rating: 6 })
    actor.send({ type: "rating.select", rating: 0 })
    expect(actor.getSnapshot().context.rating).toBe(3)
  })

  it("toggles a tag on and off, and sends what was entered", async () => {
    const { actor, calls } = start(2)
    actor.send({ type: "tag.toggle", section: "liked", value: "clean_room" })
    actor.send({ type: "tag.toggle", section: "improve", value: "wifi" })
    actor.send({ type: "comments.change", comments: "Slow Wi-Fi" })
    actor.send({ type: "feedback.submit" })
    expect(actor.getSnapshot().hasTag("submitting")).toBe(true)
    expect(calls[0]!.input).toEqual({
      id: "a".repeat(26),
      rating: 2,
      tags: [{ section: "improve", value: "wifi" }],
      comments: "Slow Wi-Fi",
    })
    calls[0]!.resolve({})
    await settle()
    expect(actor.getSnapshot().status).toBe("done")
  })

  it("keeps the answers and shows the server's message when the send fails", async () => {
    const { actor, calls } = start(5)
    actor.send({ type: "feedback.submit" })
    calls[0]!.reject(
      new ApiError({
        status: 400,
        code: "unknown_tag",
        message: "No tag x in section y",
        isNetworkError: false,
      }),
    )
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag("editing")).toBe(true)
    expect(snapshot.context).toMatchObject({
      rating: 5,
      error: { status: 400, message: "No tag x in section y" },
    })
  })
})
