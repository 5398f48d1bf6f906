import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import type { Booking, BookingHistory } from "#core/api/bookings.ts"
import { ApiError } from "#core/services/api-client.ts"
import { bookingHistoryMachine } from "#machines/booking-history.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * A member's booking history as the page uses it (spec-checkout §3 'Booking (history)', §4
 * 'Bookings are split into upcoming and past'), written from the spec apart from the machine.
 */

type ModelEvent =
  | { readonly type: "load.answer" }
  | { readonly type: "load.fail" }
  | { readonly type: "retry" }

const model = setup({ types: { events: {} as ModelEvent } }).createMachine({
  initial: "loading",
  states: {
    loading: { on: { "load.answer": "loaded", "load.fail": "failed" } },
    failed: { on: { retry: "loading" } },
    loaded: {},
  },
})

const booking = (id: string) => ({ id }) as unknown as Booking
const HISTORY = { upcoming: [booking("BK-UP")], previous: [booking("BK-PAST1"), booking("BK-PAST2")] }

const headless = () => {
  const loads: Array<Call<void, BookingHistory>> = []
  const actor = createActor(
    bookingHistoryMachine.provide({ actors: { fetchHistory: controlled(loads) } }),
  ).start()
  return { actor, loads }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const events = (I: Driver): NonNullable<Params["events"]> => ({
  "load.answer": async () => {
    I.loads.shift()!.resolve(HISTORY as unknown as BookingHistory)
    await settle()
  },
  "load.fail": async () => {
    I.loads
      .shift()!
      .reject(new ApiError({ status: 503, code: "x", message: "Unavailable", isNetworkError: false }))
    await settle()
  },
  retry: async () => I.actor.send({ type: "history.retry" }),
})

const states = (I: Driver): NonNullable<Params["states"]> => ({
  loading: async () => {
    expect(I.actor.getSnapshot().hasTag("loading")).toBe(true)
    expect(I.loads).toHaveLength(1)
  },
  failed: async () => {
    const { context } = I.actor.getSnapshot()
    expect(context.error?.status).toBe(503)
    expect(I.actor.getSnapshot().hasTag("loading")).toBe(false)
  },
  // Both lists as the server sent them: upcoming and previous, in its order.
  loaded: async () => {
    const { context } = I.actor.getSnapshot()
    expect(context.upcoming.map((b) => b.id)).toEqual(["BK-UP"])
    expect(context.past.map((b) => b.id)).toEqual(["BK-PAST1", "BK-PAST2"])
    expect(context.error).toBeNull()
  },
})

const paths = createTestModel(model, {
  events: [{ type: "load.answer" }, { type: "load.fail" }, { type: "retry" }],
  filterEvents: (state, event) => state.can(event),
}).getSimplePaths()

describe("booking history, model-based (headless)", () => {
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
