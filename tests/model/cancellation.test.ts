import { describe, expect, it } from "vitest"
import { assign, createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import type { CancellationDetails } from "#core/api/bookings.ts"
import { ApiError } from "#core/services/api-client.ts"
import { type CancelRequest, type CancelResult, cancellationMachine } from "#machines/cancellation.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * The cancellation page as a traveller with the link uses it (spec-checkout §3 'Cancellation', §4
 * 'Success sets the booking status and the cancel message', ADR 084), written from the spec apart
 * from machines/cancellation.machine.ts.
 */

type Loaded = "cancellable" | "cancelled" | "started"
type ModelEvent =
  | { readonly type: "load.answer"; readonly booking: Loaded }
  | { readonly type: "load.fail" }
  | { readonly type: "retry" }
  | { readonly type: "reason.pick" }
  | { readonly type: "confirm" }
  | { readonly type: "cancel.answer" }
  | { readonly type: "cancel.refuse" }
  | { readonly type: "cancel.fail" }

const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "load.answer", booking: "cancellable" },
  { type: "load.answer", booking: "cancelled" },
  { type: "load.answer", booking: "started" },
  { type: "load.fail" },
  { type: "retry" },
  { type: "reason.pick" },
  { type: "confirm" },
  { type: "cancel.answer" },
  { type: "cancel.refuse" },
  { type: "cancel.fail" },
]

const model = setup({
  types: { context: {} as { reason: boolean; asked: boolean; failed: boolean }, events: {} as ModelEvent },
}).createMachine({
  context: { reason: false, asked: false, failed: false },
  initial: "loading",
  states: {
    loading: {
      on: {
        "load.answer": [
          { guard: ({ event }) => event.booking === "cancellable", target: "ready" },
          { guard: ({ event }) => event.booking === "cancelled", target: "cancelled" },
          { target: "refused" },
        ],
        "load.fail": "loadFailed",
      },
    },
    loadFailed: { on: { retry: "loading" } },
    ready: {
      on: {
        "reason.pick": { actions: assign({ reason: true, asked: false }) },
        confirm: [
          {
            guard: ({ context }) => context.reason,
            target: "confirming",
            actions: assign({ failed: false }),
          },
          { actions: assign({ asked: true }) },
        ],
      },
    },
    confirming: {
      on: {
        "cancel.answer": "cancelled",
        "cancel.refuse": "refused",
        "cancel.fail": { target: "ready", actions: assign({ failed: true }) },
      },
    },
    cancelled: {},
    refused: {},
  },
})

const details = (booking: Loaded): CancellationDetails =>
  ({
    bookingDetail: { id: "TRB-1" },
    bookingStatus: {
      status: booking === "cancelled" ? "cancelled" : booking === "started" ? "checked_in" : "confirmed",
      message: `Loaded ${booking}`,
      cancelled_datetime: null,
    },
    cancellationCharges:
      booking === "cancellable"
        ? { charge: 0, refund: 100, pointsReturned: 0, freeCancellationUntil: null }
        : null,
  }) as unknown as CancellationDetails

const fault = (status: number, message: string) =>
  new ApiError({ status, code: "x", message, isNetworkError: false })

const headless = () => {
  const loads: Array<Call<string, CancellationDetails>> = []
  const cancels: Array<Call<CancelRequest, CancelResult>> = []
  const actor = createActor(
    cancellationMachine.provide({
      actors: { fetchDetails: controlled(loads), cancelBooking: controlled(cancels) },
    }),
    { input: { hash: "f".repeat(64) } },
  ).start()
  return { actor, loads, cancels }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const events = (I: Driver): NonNullable<Params["events"]> => ({
  "load.answer": async ({ event }) => {
    I.loads.shift()!.resolve(details((event as Extract<ModelEvent, { type: "load.answer" }>).booking))
    await settle()
  },
  "load.fail": async () => {
    I.loads.shift()!.reject(fault(503, "Unavailable"))
    await settle()
  },
  retry: async () => I.actor.send({ type: "details.retry" }),
  "reason.pick": async () => I.actor.send({ type: "reason.change", reason: "Change of plans" }),
  confirm: async () => I.actor.send({ type: "cancel.confirm" }),
  "cancel.answer": async () => {
    I.cancels.shift()!.resolve({ status: "cancelled", message: "Your booking TRB-1 is cancelled." })
    await settle()
  },
  "cancel.refuse": async () => {
    I.cancels.shift()!.reject(fault(409, "This booking is already cancelled."))
    await settle()
  },
  "cancel.fail": async () => {
    I.cancels.shift()!.reject(new TypeError("fetch failed"))
    await settle()
  },
})

const states = (I: Driver): NonNullable<Params["states"]> => ({
  loading: async () => expect(I.actor.getSnapshot().hasTag("loading")).toBe(true),
  loadFailed: async () => expect(I.actor.getSnapshot().context.error?.status).toBe(503),
  ready: async (state) => {
    const { context } = I.actor.getSnapshot()
    expect(I.actor.getSnapshot().value).toBe("ready")
    expect(context.reasonMissing).toBe(state.context.asked)
    expect(context.error !== null).toBe(state.context.failed)
  },
  confirming: async () => expect(I.actor.getSnapshot().hasTag("confirming")).toBe(true),
  // §4: the status and the cancel message are the server's, whether cancelled now or before.
  cancelled: async () => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.value).toBe("cancelled")
    expect(snapshot.context.outcome?.message).toMatch(/cancelled/)
  },
  refused: async () => {
    const snapshot = I.actor.getSnapshot()
    expect(snapshot.value).toBe("refused")
    expect(snapshot.context.outcome?.message).toMatch(/Loaded started|already cancelled/)
  },
})

const paths = createTestModel(model, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
}).getSimplePaths()

describe("cancellation by link, model-based (headless)", () => {
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
