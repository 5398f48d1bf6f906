import { describe, expect, it } from "vitest"
import {
  type AnyActorRef,
  assign,
  createActor,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
  setup,
} from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { confirmationStatusMachine } from "#machines/confirmation-status.machine.ts"
import type { PaymentDetails, PaymentStatusRequest } from "#machines/payment-processing.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { paidBooking, pendingBooking } from "#machines/test-support/confirmed-booking.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/**
 * The confirmation page's payment-status check as a traveller meets it (spec-checkout §3
 * 'Confirmation state', §4 'Payment status check', §7 transaction event, §9: 5 s poll, 10
 * attempts), written from the spec apart from the machine. The page opens on a booking in one of
 * four conditions; the server answers one call at a time; time passes in steps of 5 s.
 */

const MAX_ATTEMPTS = 10

type ModelEvent =
  | { readonly type: "open.pending" }
  | { readonly type: "open.paid" }
  | { readonly type: "open.atHotel" }
  | { readonly type: "open.failed" }
  | { readonly type: "server.pending" }
  | { readonly type: "server.success" }
  | { readonly type: "server.failure" }
  | { readonly type: "server.unreachable" }
  | { readonly type: "booking.loaded" }
  | { readonly type: "booking.unavailable" }
  | { readonly type: "traveller.retry" }
  | { readonly type: "clock.fiveSeconds" }
  | { readonly type: "page.leave" }

interface ModelContext {
  readonly status: "pending" | "success" | "failure" | "apiError"
  /** Status answers so far, and the status calls the page made. */
  readonly answers: number
  readonly asked: number
  readonly isError: boolean
  /** The booking was loaded again after the payment settled; a failed reload is an error kept. */
  readonly reloaded: boolean
  readonly reloadFailed: boolean
  /** Transaction events for the booking. */
  readonly announced: number
  /** The traveller asked to check again; once is enough to show it works, and keeps the graph finite. */
  readonly retried: boolean
}

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    lastAttempt: ({ context }) => context.answers + 1 === MAX_ATTEMPTS,
    paid: ({ context }) => context.status === "success",
    mayRetry: ({ context }) => !context.retried,
  },
  actions: {
    answer: assign(({ context }, status: ModelContext["status"]) => ({
      answers: context.answers + 1,
      status,
    })),
    ask: assign(({ context }) => ({ asked: context.asked + 1 })),
    retry: assign(({ context }) => ({ asked: context.asked + 1, isError: false, retried: true })),
    unreachable: assign({ status: "apiError", isError: true }),
    reloaded: assign({ reloaded: true }),
    reloadFailed: assign({ reloadFailed: true }),
    announce: assign(({ context }) => ({ announced: context.announced + 1 })),
    open: assign((_, status: ModelContext["status"]) => ({ status })),
  },
}).createMachine({
  id: "confirmationStatusModel",
  context: {
    status: "pending",
    answers: 0,
    asked: 0,
    isError: false,
    reloaded: false,
    reloadFailed: false,
    announced: 0,
    retried: false,
  },
  initial: "closed",
  states: {
    closed: {
      on: {
        "open.pending": { target: "asking", actions: "ask" },
        "open.paid": { target: "done", actions: [{ type: "open", params: "success" }, "announce"] },
        "open.atHotel": { target: "done", actions: [{ type: "open", params: "success" }, "announce"] },
        "open.failed": { target: "done", actions: { type: "open", params: "failure" } },
      },
    },
    asking: {
      on: {
        "server.pending": [
          { guard: "lastAttempt", target: "done", actions: { type: "answer", params: "pending" } },
          { target: "waiting", actions: { type: "answer", params: "pending" } },
        ],
        "server.success": { target: "reloading", actions: { type: "answer", params: "success" } },
        "server.failure": { target: "reloading", actions: { type: "answer", params: "failure" } },
        "server.unreachable": { target: "unavailable", actions: "unreachable" },
        "page.leave": "left",
      },
    },
    waiting: { on: { "clock.fiveSeconds": { target: "asking", actions: "ask" }, "page.leave": "left" } },
    reloading: {
      on: {
        "booking.loaded": [
          { guard: "paid", target: "done", actions: ["reloaded", "announce"] },
          { target: "done", actions: "reloaded" },
        ],
        "booking.unavailable": [
          { guard: "paid", target: "done", actions: ["reloadFailed", "announce"] },
          { target: "done", actions: "reloadFailed" },
        ],
        "page.leave": "left",
      },
    },
    unavailable: {
      on: {
        "traveller.retry": { guard: "mayRetry", target: "asking", actions: "retry" },
        "clock.fiveSeconds": {},
        "page.leave": "left",
      },
    },
    // Time goes on: nothing more is asked, nothing announced again.
    done: { on: { "clock.fiveSeconds": {} } },
    left: { on: { "clock.fiveSeconds": {} } },
  },
})

type ModelSnapshot = SnapshotFrom<typeof model>

interface Seen {
  readonly status: string
  readonly answers: number
  readonly asked: number
  readonly isError: boolean
  readonly reloaded: boolean
  readonly reloadFailed: boolean
  readonly announced: number
}

interface ConfirmationDriver {
  open(booking: ConfirmedBooking): Promise<void>
  answer(status: PaymentDetails["status"] | "unreachable"): Promise<void>
  loadBooking(ok: boolean): Promise<void>
  retry(): Promise<void>
  wait(ms: number): Promise<void>
  leave(): Promise<void>
  see(): Promise<Seen>
}

const headless = (inspect?: (e: InspectionEvent) => void): ConfirmationDriver => {
  const clock = new SimulatedClock()
  const statusCalls: Array<Call<PaymentStatusRequest, PaymentDetails>> = []
  const bookingCalls: Array<Call<{ orderId: string }, ConfirmedBooking>> = []
  let announced = 0
  let actor: AnyActorRef | undefined
  let opened: ConfirmedBooking | undefined
  let last: Seen | undefined
  const machine = confirmationStatusMachine.provide({
    actors: { fetchStatus: controlled(statusCalls), fetchBooking: controlled(bookingCalls) },
  })
  const seen = (): Seen => {
    const { context } = createdActor().getSnapshot() as SnapshotFrom<typeof confirmationStatusMachine>
    return {
      status: context.status,
      answers: context.attempts,
      asked: statusCalls.length,
      isError: context.isError,
      reloaded: context.booking !== opened,
      reloadFailed: context.error !== null && !context.isError,
      announced,
    }
  }
  const createdActor = () => {
    if (actor === undefined) throw new Error("the page is not open")
    return actor
  }
  return {
    open: async (booking) => {
      opened = booking
      const created = createActor(machine, { clock, input: { booking }, ...(inspect ? { inspect } : {}) })
      created.on("booked", () => announced++)
      actor = created.start()
    },
    answer: async (status) => {
      const call = statusCalls.at(-1)!
      expect(call.input.count).toBe(seen().answers)
      if (status === "unreachable") call.reject(new Error("HTTP 503"))
      else call.resolve({ status, ...stay })
      await settle()
    },
    loadBooking: async (ok) => {
      const call = bookingCalls.at(-1)!
      expect(call.input).toEqual({ orderId: pendingBooking.order_id })
      if (ok) call.resolve(seen().status === "success" ? paidBooking : failedBooking)
      else call.reject(new Error("HTTP 503"))
      await settle()
    },
    retry: async () => {
      createdActor().send({ type: "status.retry" })
    },
    wait: async (ms) => clock.increment(ms),
    leave: async () => {
      last = seen()
      createdActor().stop()
    },
    see: async () => last ?? seen(),
  }
}

const stay = {
  checkin: "2026-12-05",
  checkout: "2026-12-07",
  hotel_id: "1044",
  rateplan: "rp",
  roomconfig: "2-0",
  roomtype: "oak",
}
const failedBooking: ConfirmedBooking = {
  ...pendingBooking,
  status: "failed",
  payment: { mode: "pay_now", status: "failure" },
}

type Params = TestParam<ModelSnapshot, ModelEvent>

const events = (I: ConfirmationDriver): NonNullable<Params["events"]> => ({
  "open.pending": () => I.open(pendingBooking),
  "open.paid": () => I.open(paidBooking),
  "open.atHotel": () =>
    I.open({ ...pendingBooking, status: "reserved", payment: { mode: "pay_at_hotel", status: "success" } }),
  "open.failed": () => I.open(failedBooking),
  "server.pending": () => I.answer("pending"),
  "server.success": () => I.answer("success"),
  "server.failure": () => I.answer("failure"),
  "server.unreachable": () => I.answer("unreachable"),
  "booking.loaded": () => I.loadBooking(true),
  "booking.unavailable": () => I.loadBooking(false),
  "traveller.retry": () => I.retry(),
  "clock.fiveSeconds": () => I.wait(5_000),
  "page.leave": () => I.leave(),
})

const sees = (I: ConfirmationDriver) => async (state: ModelSnapshot) => {
  if (state.matches("closed")) return
  const { status, answers, asked, isError, reloaded, reloadFailed, announced } = state.context
  expect(await I.see()).toEqual({ status, answers, asked, isError, reloaded, reloadFailed, announced })
}

const states = (I: ConfirmationDriver): NonNullable<Params["states"]> =>
  Object.fromEntries(leafStates(model).map((leaf) => [leaf, sees(I)]))

const testModel = createTestModel(model, { filterEvents: (state, event) => state.can(event) })
const paths = testModel.getShortestPaths()

describe("confirmation payment-status check, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  it("reaches the end after the 10th pending answer, asking no more", () => {
    const gaveUp = paths.filter((p) => p.state.matches("done") && p.state.context.status === "pending")
    expect(gaveUp.length).toBeGreaterThan(0)
    for (const path of gaveUp) {
      // A status call that failed counts no answer, so the traveller's retry asks once more.
      const { retried } = path.state.context
      expect(path.state.context).toMatchObject({
        answers: MAX_ATTEMPTS,
        asked: MAX_ATTEMPTS + (retried ? 1 : 0),
        announced: 0,
      })
    }
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("walks the real machine through every state and every transition", async () => {
    const walked = walkedMachine()
    for (const path of paths) await path.test({ events: events(headless(walked.inspect)), states: {} })
    expect(walked.states()).toEqual(leafStates(confirmationStatusMachine))
    expect(walked.transitions()).toEqual(transitionsOf(confirmationStatusMachine))
  })
})
