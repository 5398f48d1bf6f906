import { describe, expect, it } from "vitest"
import { assign, createActor, type InspectionEvent, SimulatedClock, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import { PAYMENT_MESSAGES } from "#core/checkout/payment-messages.ts"
import {
  type PaymentDetails,
  type PaymentStatusRequest,
  paymentProcessingMachine,
} from "#machines/payment-processing.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/**
 * The payment processing page as a traveller waits on it (spec-checkout §2, §4 'Payment processing
 * page', §8 'Payment messages', §9: 5 s poll, 5 s redirect, 10 attempts), written from the spec
 * apart from the machine. The server answers one status at a time; time passes in steps of 5 s.
 */

const MAX_ATTEMPTS = 10
const ITINERARY =
  "/itinerary/?checkin=2026-03-01&checkout=2026-03-03&hotel_id=12&rateplan=EP&roomconfig=2-0&roomtype=oak"

type ModelEvent =
  | { readonly type: "server.pending" }
  | { readonly type: "server.success" }
  | { readonly type: "server.failure" }
  | { readonly type: "server.unreachable" }
  | { readonly type: "clock.fiveSeconds" }
  | { readonly type: "page.leave" }

interface ModelContext {
  /** Status answers so far, and the status fetches the page started. */
  readonly answers: number
  readonly asked: number
  readonly message: string
  /** Where the page is going once the outcome is known, and where it went. */
  readonly goingTo: string | null
  readonly went: string | null
}

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { lastAttempt: ({ context }) => context.answers + 1 === MAX_ATTEMPTS },
  actions: {
    answered: assign(({ context }) => ({ answers: context.answers + 1 })),
    ask: assign(({ context }) => ({ asked: context.asked + 1 })),
    going: assign((_, { to, message }: { readonly to: string; readonly message: string }) => ({
      goingTo: to,
      message,
    })),
    go: assign(({ context }) => ({ went: context.goingTo })),
  },
}).createMachine({
  id: "paymentProcessingModel",
  context: { answers: 0, asked: 1, message: PAYMENT_MESSAGES.processing, goingTo: null, went: null },
  initial: "asking",
  states: {
    asking: {
      on: {
        "server.pending": [
          {
            guard: "lastAttempt",
            target: "redirecting",
            actions: [
              "answered",
              { type: "going", params: { to: "/", message: PAYMENT_MESSAGES.takingLonger } },
            ],
          },
          { target: "waiting", actions: "answered" },
        ],
        "server.success": {
          target: "redirecting",
          actions: [
            "answered",
            {
              type: "going",
              params: { to: "/confirmation/TRB-1042/", message: PAYMENT_MESSAGES.processing },
            },
          ],
        },
        "server.failure": {
          target: "redirecting",
          actions: [
            "answered",
            { type: "going", params: { to: ITINERARY, message: PAYMENT_MESSAGES.failed } },
          ],
        },
        "server.unreachable": {
          target: "redirecting",
          actions: { type: "going", params: { to: "/", message: PAYMENT_MESSAGES.apiError } },
        },
        "page.leave": "left",
      },
    },
    waiting: { on: { "clock.fiveSeconds": { target: "asking", actions: "ask" }, "page.leave": "left" } },
    redirecting: { on: { "clock.fiveSeconds": { target: "gone", actions: "go" }, "page.leave": "left" } },
    // Time goes on after the page is gone or left: nothing more is asked, nowhere else is gone to.
    gone: { on: { "clock.fiveSeconds": {} } },
    left: { on: { "clock.fiveSeconds": {} } },
  },
})

type ModelSnapshot = SnapshotFrom<typeof model>

interface Seen {
  readonly message: string
  readonly asked: number
  readonly went: ReadonlyArray<string>
}

interface PaymentProcessingDriver {
  answer(status: PaymentDetails["status"] | "unreachable"): Promise<void>
  wait(ms: number): Promise<void>
  leave(): Promise<void>
  see(): Promise<Seen>
}

const headless = (inspect?: (e: InspectionEvent) => void): PaymentProcessingDriver => {
  const clock = new SimulatedClock()
  const calls: Array<Call<PaymentStatusRequest, PaymentDetails>> = []
  const went: Array<string> = []
  let left = false
  const actor = createActor(
    paymentProcessingMachine.provide({ actors: { fetchStatus: controlled(calls) } }),
    {
      clock,
      input: { orderId: "TRB-1042" },
      ...(inspect ? { inspect } : {}),
    },
  )
  actor.on("navigate", ({ to }) => went.push(to))
  actor.start()
  let answered = 0
  return {
    answer: async (status) => {
      // One fetch at a time, asking with the count of the answers so far.
      expect(calls).toHaveLength(answered + 1)
      const call = calls.at(-1)!
      expect(call.input).toEqual({ orderId: "TRB-1042", count: answered })
      if (status === "unreachable") call.reject(new Error("HTTP 503"))
      else {
        answered += 1
        call.resolve({
          status,
          checkin: "2026-03-01",
          checkout: "2026-03-03",
          hotel_id: "12",
          rateplan: "EP",
          roomconfig: "2-0",
          roomtype: "oak",
        })
      }
      await settle()
    },
    wait: async (ms) => clock.increment(ms),
    leave: async () => {
      left = true
      actor.stop()
    },
    see: async () => ({
      message: left ? "" : actor.getSnapshot().context.message,
      asked: calls.length,
      went: [...went],
    }),
  }
}

type Params = TestParam<ModelSnapshot, ModelEvent>

const events = (I: PaymentProcessingDriver): NonNullable<Params["events"]> => ({
  "server.pending": () => I.answer("pending"),
  "server.success": () => I.answer("success"),
  "server.failure": () => I.answer("failure"),
  "server.unreachable": () => I.answer("unreachable"),
  "clock.fiveSeconds": () => I.wait(5_000),
  "page.leave": () => I.leave(),
})

const sees = (I: PaymentProcessingDriver) => async (state: ModelSnapshot) => {
  const { asked, message, went } = state.context
  expect(await I.see()).toEqual({
    message: state.matches("left") ? "" : message,
    asked,
    went: went === null ? [] : [went],
  })
}

const states = (I: PaymentProcessingDriver): NonNullable<Params["states"]> =>
  Object.fromEntries(leafStates(model).map((leaf) => [leaf, sees(I)]))

const testModel = createTestModel(model, { filterEvents: (state, event) => state.can(event) })
const paths = testModel.getShortestPaths()

describe("payment processing page, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
  })

  it("reaches every outcome, the 10th pending answer included", () => {
    const outcomes = new Set(paths.filter((p) => p.state.matches("gone")).map((p) => p.state.context.went))
    expect([...outcomes].sort()).toEqual(["/", "/confirmation/TRB-1042/", ITINERARY])
    expect(paths.some((p) => p.state.context.message === PAYMENT_MESSAGES.takingLonger)).toBe(true)
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
    expect(walked.states()).toEqual(leafStates(paymentProcessingMachine))
    expect(walked.transitions()).toEqual(transitionsOf(paymentProcessingMachine))
  })
})
