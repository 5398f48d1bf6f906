import { describe, expect, it } from "vitest"
import { assign, createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import { ApiError } from "#core/services/api-client.ts"
import { feedbackFormMachine, type SaveFeedbackRequest } from "#machines/feedback-form.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * The feedback form as a guest uses it (spec-checkout §3 'Feedback', ADR 093), written from the
 * rules apart from machines/feedback-form.machine.ts: stars are required, a failed send keeps the
 * answers and says why, a saved feedback leaves the form.
 */

type ModelEvent =
  | { readonly type: "rate" }
  | { readonly type: "tag" }
  | { readonly type: "send" }
  | { readonly type: "save.answer" }
  | { readonly type: "save.fail" }

const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "rate" },
  { type: "tag" },
  { type: "send" },
  { type: "save.answer" },
  { type: "save.fail" },
]

const model = setup({
  types: {
    context: {} as { rated: boolean; asked: boolean; failed: boolean; tagged: boolean },
    events: {} as ModelEvent,
  },
}).createMachine({
  context: { rated: false, asked: false, failed: false, tagged: false },
  initial: "editing",
  states: {
    editing: {
      on: {
        rate: { guard: ({ context }) => !context.rated, actions: assign({ rated: true, asked: false }) },
        tag: { guard: ({ context }) => !context.tagged, actions: assign({ tagged: true }) },
        send: [
          { guard: ({ context }) => context.rated, target: "sending" },
          { guard: ({ context }) => !context.asked, actions: assign({ asked: true }) },
        ],
      },
    },
    sending: {
      entry: assign({ failed: false }),
      on: { "save.answer": "saved", "save.fail": { target: "editing", actions: assign({ failed: true }) } },
    },
    saved: {},
  },
})

const headless = () => {
  const saves: Array<Call<SaveFeedbackRequest, unknown>> = []
  const actor = createActor(feedbackFormMachine.provide({ actors: { saveFeedback: controlled(saves) } }), {
    input: { id: "b".repeat(26), rating: null, tags: [], comments: "" },
  }).start()
  return { actor, saves }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const events = (I: Driver): NonNullable<Params["events"]> => ({
  rate: async () => I.actor.send({ type: "rating.select", rating: 3 }),
  tag: async () => I.actor.send({ type: "tag.toggle", section: "liked", value: "clean_room" }),
  send: async () => I.actor.send({ type: "feedback.submit" }),
  "save.answer": async () => {
    I.saves.shift()!.resolve({})
    await settle()
  },
  "save.fail": async () => {
    I.saves
      .shift()!
      .reject(new ApiError({ status: 503, code: "x", message: "Unavailable", isNetworkError: false }))
    await settle()
  },
})

const states = (I: Driver): NonNullable<Params["states"]> => ({
  editing: async (state) => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.hasTag("editing")).toBe(true)
    expect(snapshot.context.rating !== null).toBe(state.context.rated)
    expect(snapshot.context.ratingMissing).toBe(state.context.asked)
    expect(snapshot.context.error?.message ?? null).toBe(state.context.failed ? "Unavailable" : null)
    expect(snapshot.context.tags.length).toBe(state.context.tagged ? 1 : 0)
  },
  sending: async (state) => {
    expect(I.actor.getSnapshot().hasTag("submitting")).toBe(true)
    expect(I.saves.at(-1)!.input).toMatchObject({
      rating: 3,
      tags: state.context.tagged ? [{ value: "clean_room" }] : [],
    })
  },
  saved: async () => expect(I.actor.getSnapshot().status).toBe("done"),
})

const paths = createTestModel(model, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
}).getSimplePaths()

describe("feedback form, model-based (headless)", () => {
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
