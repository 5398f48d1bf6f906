import { describe, expect, it } from "vitest"
import { assign, createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import { ApiError } from "#core/services/api-client.ts"
import { type PublishReviewRequest, reviewFormMachine } from "#machines/review-form.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * The review form of a guest recognised by the review link (ADR 093), written from the rules apart
 * from machines/review-form.machine.ts: stars, then at least 10 characters, before anything is
 * sent; the server's refusal is shown and the guest may try again; a published review leaves.
 */

type ModelEvent =
  | { readonly type: "rate" }
  | { readonly type: "write.short" }
  | { readonly type: "write.enough" }
  | { readonly type: "send" }
  | { readonly type: "publish.answer" }
  | { readonly type: "publish.refuse" }

const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "rate" },
  { type: "write.short" },
  { type: "write.enough" },
  { type: "send" },
  { type: "publish.answer" },
  { type: "publish.refuse" },
]

type Problem = "none" | "rating" | "text"

const model = setup({
  types: {
    context: {} as { rated: boolean; text: "none" | "short" | "enough"; problem: Problem; refused: boolean },
    events: {} as ModelEvent,
  },
}).createMachine({
  context: { rated: false, text: "none", problem: "none", refused: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        rate: {
          guard: ({ context }) => !context.rated,
          actions: assign(({ context }) => ({
            rated: true,
            problem: context.problem === "rating" ? "none" : context.problem,
          })),
        },
        "write.short": {
          guard: ({ context }) => context.text === "none",
          actions: assign(({ context }) => ({
            text: "short" as const,
            problem: context.problem === "text" ? "none" : context.problem,
          })),
        },
        "write.enough": {
          guard: ({ context }) => context.text !== "enough",
          actions: assign(({ context }) => ({
            text: "enough" as const,
            problem: context.problem === "text" ? "none" : context.problem,
          })),
        },
        send: [
          {
            guard: ({ context }) => !context.rated && context.problem !== "rating",
            actions: assign({ problem: "rating" as const }),
          },
          { guard: ({ context }) => context.rated && context.text === "enough", target: "sending" },
          {
            guard: ({ context }) => context.rated && context.problem !== "text",
            actions: assign({ problem: "text" as const }),
          },
        ],
      },
    },
    sending: {
      entry: assign({ refused: false, problem: "none" as const }),
      on: {
        "publish.answer": "published",
        "publish.refuse": { target: "editing", actions: assign({ refused: true }) },
      },
    },
    published: {},
  },
})

const headless = () => {
  const publishes: Array<Call<PublishReviewRequest, unknown>> = []
  const actor = createActor(reviewFormMachine.provide({ actors: { publishReview: controlled(publishes) } }), {
    input: { hotelId: "1061", token: "signed" },
  }).start()
  return { actor, publishes }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const REFUSAL = "Only guests with a completed stay at this hotel can review it."

const events = (I: Driver): NonNullable<Params["events"]> => ({
  rate: async () => I.actor.send({ type: "rating.select", rating: 4 }),
  "write.short": async () => I.actor.send({ type: "text.change", text: "Nice." }),
  "write.enough": async () => I.actor.send({ type: "text.change", text: "Quiet, clean and kind staff." }),
  send: async () => I.actor.send({ type: "review.submit" }),
  "publish.answer": async () => {
    I.publishes.shift()!.resolve({})
    await settle()
  },
  "publish.refuse": async () => {
    I.publishes
      .shift()!
      .reject(
        new ApiError({ status: 403, code: "stay_not_verified", message: REFUSAL, isNetworkError: false }),
      )
    await settle()
  },
})

const states = (I: Driver): NonNullable<Params["states"]> => ({
  editing: async (state) => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.hasTag("editing")).toBe(true)
    expect(snapshot.context.rating !== null).toBe(state.context.rated)
    expect(snapshot.context.problem ?? "none").toBe(state.context.problem)
    expect(snapshot.context.error?.message ?? null).toBe(state.context.refused ? REFUSAL : null)
  },
  sending: async () => {
    expect(I.actor.getSnapshot().hasTag("submitting")).toBe(true)
    expect(I.publishes.at(-1)!.input).toEqual({
      hotel_id: "1061",
      rating: 4,
      review_text: "Quiet, clean and kind staff.",
      token: "signed",
    })
  },
  published: async () => expect(I.actor.getSnapshot().status).toBe("done"),
})

const paths = createTestModel(model, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
}).getSimplePaths()

describe("review form, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }
})
