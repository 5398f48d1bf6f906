import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import type { Booking } from "#core/api/bookings.ts"
import { ApiError } from "#core/services/api-client.ts"
import {
  type PartPaymentReport,
  partPaymentMachine,
  type StartedPartPayment,
} from "#machines/part-payment.machine.ts"
import type { GatewayOutcome } from "#machines/pay-booking.types.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"

/**
 * The part-payment page as a member uses it (ADR 095), written from the ADR apart from
 * machines/part-payment.machine.ts: the amount asked shows; paying opens the gateway's window; a
 * payment the server confirms ends paid; closing the window goes back to the amount.
 */

type ModelEvent =
  | { readonly type: "load.asked" }
  | { readonly type: "load.nothing" }
  | { readonly type: "load.fail" }
  | { readonly type: "retry" }
  | { readonly type: "pay" }
  | { readonly type: "start.answer" }
  | { readonly type: "start.refuse" }
  | { readonly type: "window.paid" }
  | { readonly type: "window.closed" }
  | { readonly type: "window.failed" }
  | { readonly type: "confirm.answer" }
  | { readonly type: "confirm.refuse" }

const modelEvents: ReadonlyArray<ModelEvent> = [
  "load.asked",
  "load.nothing",
  "load.fail",
  "retry",
  "pay",
  "start.answer",
  "start.refuse",
  "window.paid",
  "window.closed",
  "window.failed",
  "confirm.answer",
  "confirm.refuse",
].map((type) => ({ type }) as ModelEvent)

const model = setup({ types: { events: {} as ModelEvent } }).createMachine({
  initial: "loading",
  states: {
    loading: { on: { "load.asked": "ready", "load.nothing": "nothingAsked", "load.fail": "loadFailed" } },
    loadFailed: { on: { retry: "loading" } },
    ready: { on: { pay: "starting" } },
    starting: { on: { "start.answer": "paying", "start.refuse": "failed" } },
    paying: { on: { "window.paid": "confirming", "window.closed": "ready", "window.failed": "failed" } },
    confirming: { on: { "confirm.answer": "paid", "confirm.refuse": "failed" } },
    failed: { on: { retry: "loading" } },
    paid: {},
    nothingAsked: {},
  },
})

const booking = (partPayAmount: number | null) =>
  ({ id: "BK1", isPayAtHotel: true, amountPaid: 0, partPayAmount }) as unknown as Booking
const fault = (status: number, message: string) =>
  new ApiError({ status, code: "x", message, isNetworkError: false })

const headless = () => {
  const loads: Array<Call<string, Booking>> = []
  const starts: Array<Call<string, StartedPartPayment>> = []
  const windows: Array<Call<StartedPartPayment, GatewayOutcome>> = []
  const confirms: Array<Call<PartPaymentReport, Booking>> = []
  const actor = createActor(
    partPaymentMachine.provide({
      actors: {
        fetchBooking: controlled(loads),
        startPayment: controlled(starts),
        openGateway: controlled(windows),
        confirmPayment: controlled(confirms),
      },
    }),
    { input: { orderId: "BK1" } },
  ).start()
  return { actor, loads, starts, windows, confirms }
}

type Driver = ReturnType<typeof headless>
type Params = TestParam<SnapshotFrom<typeof model>, ModelEvent>

const answer = async <I, O>(calls: Array<Call<I, O>>, how: (call: Call<I, O>) => void) => {
  how(calls.shift()!)
  await settle()
}

const events = (I: Driver): NonNullable<Params["events"]> => ({
  "load.asked": () => answer(I.loads, (c) => c.resolve(booking(450_000))),
  "load.nothing": () => answer(I.loads, (c) => c.resolve(booking(null))),
  "load.fail": () => answer(I.loads, (c) => c.reject(fault(503, "Unavailable"))),
  retry: async () => I.actor.send({ type: "payment.retry" }),
  pay: async () => I.actor.send({ type: "payment.start" }),
  "start.answer": () =>
    answer(I.starts, (c) =>
      c.resolve({ orderId: "BK1", serviceOrderId: "ps", gatewayOrderId: "order", checkoutOptions: {} }),
    ),
  "start.refuse": () => answer(I.starts, (c) => c.reject(fault(409, "Paid already"))),
  "window.paid": () =>
    answer(I.windows, (c) =>
      c.resolve({ kind: "paid", paymentId: "pay", gatewayOrderId: "order", signature: "sig" }),
    ),
  "window.closed": () => answer(I.windows, (c) => c.resolve({ kind: "dismissed" })),
  "window.failed": () => answer(I.windows, (c) => c.reject({ kind: "failed", description: "Declined" })),
  "confirm.answer": () => answer(I.confirms, (c) => c.resolve(booking(null))),
  "confirm.refuse": () => answer(I.confirms, (c) => c.reject(fault(400, "Could not be verified"))),
})

const states = (I: Driver): NonNullable<Params["states"]> => {
  const is = (value: string) => async () => expect(I.actor.getSnapshot().value).toBe(value)
  return {
    loading: async () => expect(I.actor.getSnapshot().hasTag("loading")).toBe(true),
    loadFailed: async () => expect(I.actor.getSnapshot().context.error?.status).toBe(503),
    ready: async () => {
      expect(I.actor.getSnapshot().value).toBe("ready")
      expect(I.actor.getSnapshot().can({ type: "payment.start" })).toBe(true)
    },
    starting: async () => expect(I.actor.getSnapshot().hasTag("busy")).toBe(true),
    paying: async () => expect(I.windows).toHaveLength(1),
    confirming: async () => expect(I.confirms[0]?.input.paymentId).toBe("pay"),
    failed: async () => {
      const { error, gatewayFailure } = I.actor.getSnapshot().context
      expect(I.actor.getSnapshot().value).toBe("failed")
      expect(gatewayFailure?.description ?? error?.message).toMatch(/Paid already|Declined|verified/)
    },
    paid: async () => {
      expect(I.actor.getSnapshot().value).toBe("paid")
      expect(I.actor.getSnapshot().context.paidPaise).toBe(450_000)
    },
    nothingAsked: is("nothingAsked"),
  }
}

const paths = createTestModel(model, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
}).getSimplePaths()

describe("part-payment page, model-based (headless)", () => {
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
