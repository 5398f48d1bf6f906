import { describe, expect, it } from "vitest"
import { assign, createActor, type InspectionEvent, type SnapshotFrom, setup } from "xstate"
import { createTestModel, type TestParam } from "xstate/graph"
import { BOOKING_MESSAGES } from "#core/checkout/payment-messages.ts"
import { ApiError } from "#core/services/api-client.ts"
import { PAY_NOW_IDS_MISSING, payBookingMachine } from "#machines/pay-booking.machine.ts"
import type {
  ConfirmBookingRequest,
  GatewayOutcome,
  OpenGatewayRequest,
  PayBookingEmitted,
  PlacedOrder,
  PlaceOrderRequest,
  TravellerDetails,
} from "#machines/pay-booking.types.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/**
 * Paying for a booking as a traveller meets it (spec-checkout §4 'Cart and payment', §7, §8),
 * written from the spec and the decisions recorded in the machine's doc comment, apart from the
 * machine. The server and the payment window answer one request at a time; the traveller tries at
 * most twice, so every outcome is met after a first failed try too.
 */

const SOLD_OUT = "This room is sold out"
const TOO_MANY = "You already have a pay at hotel booking that is not verified."
const POPUP_FAILURE = "Razorpay Popup Failure"

type ModelEvent =
  | { readonly type: "pay.now" }
  | { readonly type: "pay.atHotel" }
  | { readonly type: "server.places" }
  | { readonly type: "server.placesWithoutIds" }
  | { readonly type: "server.refuses" }
  /** 429: too many requests, which blocks pay at hotel (spec-checkout §4 'OTP flow'). */
  | { readonly type: "server.refusesTooMany" }
  | { readonly type: "blocked.close" }
  | { readonly type: "window.pays" }
  | { readonly type: "window.fails" }
  | { readonly type: "window.closed" }
  | { readonly type: "server.confirms" }
  | { readonly type: "server.confirmFails" }

interface ModelContext {
  readonly tries: number
  readonly payNow: boolean
  readonly error: string | null
  readonly tracked: ReadonlyArray<string>
  readonly went: string | null
}

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { payNow: ({ context }) => context.payNow },
  actions: {
    // spec-checkout §4: a request clears the booking error.
    try: assign(({ context, event }) => ({
      tries: context.tries + 1,
      payNow: event.type === "pay.now",
      error: null,
    })),
    fail: assign((_, error: string | null) => ({ error })),
    track: assign(({ context }, name: string) => ({ tracked: [...context.tracked, name] })),
    go: assign(({ context }, page: "confirmation" | "payment-process") => ({
      went: `/${page}/TRB-${context.tries}/`,
    })),
  },
}).createMachine({
  id: "payBookingModel",
  context: { tries: 0, payNow: false, error: null, tracked: [], went: null },
  initial: "choosing",
  states: {
    choosing: {
      on: {
        "pay.now": { target: "placing", actions: "try" },
        "pay.atHotel": { target: "placing", actions: "try" },
      },
    },
    placing: {
      on: {
        "server.places": [
          { guard: "payNow", target: "paying" },
          { target: "booked", actions: { type: "go", params: "confirmation" } },
        ],
        "server.placesWithoutIds": [
          {
            guard: "payNow",
            target: "choosing",
            actions: [
              { type: "track", params: PAY_NOW_IDS_MISSING },
              { type: "fail", params: BOOKING_MESSAGES.notPlaced },
            ],
          },
          { target: "choosing", actions: { type: "fail", params: BOOKING_MESSAGES.notPlaced } },
        ],
        "server.refuses": { target: "choosing", actions: { type: "fail", params: SOLD_OUT } },
        "server.refusesTooMany": [
          { guard: "payNow", target: "choosing", actions: { type: "fail", params: TOO_MANY } },
          { target: "blocked", actions: { type: "fail", params: TOO_MANY } },
        ],
      },
    },
    // The 'pay at hotel blocked' modal; the refusal stays as the booking error once it is closed.
    blocked: { on: { "blocked.close": "choosing" } },
    paying: {
      on: {
        "window.pays": "confirming",
        "window.fails": {
          target: "choosing",
          actions: [
            { type: "track", params: POPUP_FAILURE },
            { type: "fail", params: BOOKING_MESSAGES.paymentFailed },
          ],
        },
        "window.closed": "choosing",
      },
    },
    confirming: {
      on: {
        "server.confirms": { target: "processing", actions: { type: "go", params: "payment-process" } },
        "server.confirmFails": { target: "processing", actions: { type: "go", params: "payment-process" } },
      },
    },
    booked: { type: "final" },
    processing: { type: "final" },
  },
})

type ModelSnapshot = SnapshotFrom<typeof model>

interface Seen {
  readonly busy: boolean
  readonly windowOpen: boolean
  readonly inProgress: boolean
  /** The 'pay at hotel blocked' modal shows. */
  readonly blocked: boolean
  readonly error: string | null
  readonly tracked: ReadonlyArray<string>
  /** Errors sent to the error-reporting service. */
  readonly reported: number
  readonly went: ReadonlyArray<string>
}

interface PayBookingDriver {
  payNow(): Promise<void>
  payAtHotel(): Promise<void>
  serverPlaces(withIds: boolean): Promise<void>
  serverRefuses(): Promise<void>
  serverRefusesTooMany(): Promise<void>
  closeBlocked(): Promise<void>
  windowPays(): Promise<void>
  windowFails(): Promise<void>
  windowClosed(): Promise<void>
  serverConfirms(ok: boolean): Promise<void>
  see(): Promise<Seen>
}

const traveller: TravellerDetails = {
  name: "Asha Rao",
  countryCode: "+91",
  mobile: "9876543210",
  email: "asha@example.com",
  hasGstin: false,
  gstin: "",
  companyName: "",
  companyAddress: "",
  hasOptedForWhatsapp: false,
}

/** The traveller, a fake server numbering its orders TRB-1, TRB-2…, and a fake payment window. */
const headless = (inspect?: (e: InspectionEvent) => void): PayBookingDriver => {
  const orders: Array<Call<PlaceOrderRequest, PlacedOrder>> = []
  const windows: Array<Call<OpenGatewayRequest, GatewayOutcome>> = []
  const confirms: Array<Call<ConfirmBookingRequest, unknown>> = []
  const told: Array<PayBookingEmitted> = []
  const actor = createActor(
    payBookingMachine.provide({
      actors: {
        placeOrder: controlled(orders),
        openGateway: controlled(windows),
        confirmBooking: controlled(confirms),
      },
    }),
    inspect ? { inspect } : {},
  )
  actor.on("*", (event) => told.push(event))
  actor.start()
  /** The one unanswered call of a kind: the model answers only what was asked, once. */
  const inFlight = <I, O>(calls: Array<Call<I, O>>) => {
    let answered = 0
    return () => {
      expect(calls).toHaveLength(answered + 1)
      answered += 1
      return calls.at(-1)!
    }
  }
  const order = inFlight(orders)
  const paymentWindow = inFlight(windows)
  const confirmCall = inFlight(confirms)
  return {
    payNow: async () => actor.send({ type: "booking.payNow", traveller }),
    payAtHotel: async () => actor.send({ type: "booking.payAtHotel", traveller }),
    serverPlaces: async (withIds) => {
      const placing = order()
      const orderId = `TRB-${orders.length}`
      if (!withIds) placing.resolve({})
      else if (placing.input.mode === "pay_now")
        placing.resolve({
          orderId,
          serviceOrderId: `ps_${orders.length}`,
          checkoutOptions: { order_id: `order_${orders.length}` },
        })
      else placing.resolve({ orderId })
      await settle()
    },
    serverRefuses: async () => {
      order().reject(new ApiError({ status: 409, code: "SoldOut", message: SOLD_OUT, isNetworkError: false }))
      await settle()
    },
    serverRefusesTooMany: async () => {
      order().reject(
        new ApiError({
          status: 429,
          code: "unverified_booking_made",
          message: TOO_MANY,
          isNetworkError: false,
        }),
      )
      await settle()
    },
    closeBlocked: async () => actor.send({ type: "blocked.close" }),
    windowPays: async () => {
      const open = paymentWindow()
      expect(open.input.orderId).toBe(`TRB-${orders.length}`)
      open.resolve({
        kind: "paid",
        paymentId: "pay_1",
        gatewayOrderId: (open.input.checkoutOptions as { readonly order_id: string }).order_id,
        signature: "s1",
      })
      await settle()
    },
    windowFails: async () => {
      paymentWindow().reject({ kind: "failed", code: "BAD_REQUEST_ERROR", description: "Payment declined" })
      await settle()
    },
    windowClosed: async () => {
      paymentWindow().resolve({ kind: "dismissed" })
      await settle()
    },
    serverConfirms: async (ok) => {
      const confirm = confirmCall()
      expect(confirm.input).toEqual({
        orderId: `TRB-${orders.length}`,
        serviceOrderId: `ps_${orders.length}`,
        gatewayOrderId: `order_${orders.length}`,
        paymentId: "pay_1",
        signature: "s1",
      })
      if (ok) confirm.resolve({})
      else confirm.reject(new Error("HTTP 502"))
      await settle()
    },
    see: async () => {
      const snapshot = actor.getSnapshot()
      return {
        busy: snapshot.hasTag("busy"),
        windowOpen: snapshot.hasTag("gatewayOpen"),
        inProgress: snapshot.context.isPaymentInProgress,
        blocked: snapshot.hasTag("payAtHotelBlocked"),
        error: snapshot.context.bookingApiError,
        tracked: told.flatMap((e) => (e.type === "track" ? [e.event] : [])),
        reported: told.filter((e) => e.type === "report").length,
        went: told.flatMap((e) => (e.type === "navigate" ? [e.to] : [])),
      }
    },
  }
}

type Params = TestParam<ModelSnapshot, ModelEvent>

const events = (I: PayBookingDriver): NonNullable<Params["events"]> => ({
  "pay.now": () => I.payNow(),
  "pay.atHotel": () => I.payAtHotel(),
  "server.places": () => I.serverPlaces(true),
  "server.placesWithoutIds": () => I.serverPlaces(false),
  "server.refuses": () => I.serverRefuses(),
  "server.refusesTooMany": () => I.serverRefusesTooMany(),
  "blocked.close": () => I.closeBlocked(),
  "window.pays": () => I.windowPays(),
  "window.fails": () => I.windowFails(),
  "window.closed": () => I.windowClosed(),
  "server.confirms": () => I.serverConfirms(true),
  "server.confirmFails": () => I.serverConfirms(false),
})

const sees =
  (I: PayBookingDriver, expected: Pick<Seen, "busy" | "windowOpen" | "inProgress" | "blocked">) =>
  async (state: ModelSnapshot) => {
    const { error, tracked, went } = state.context
    expect(await I.see()).toEqual({
      ...expected,
      error,
      tracked,
      // spec-checkout §8: a popup failure is reported as well as tracked.
      reported: tracked.filter((name) => name === POPUP_FAILURE).length,
      went: went === null ? [] : [went],
    })
  }

const states = (I: PayBookingDriver): NonNullable<Params["states"]> => {
  const working = sees(I, { busy: true, windowOpen: false, inProgress: true, blocked: false })
  return {
    choosing: sees(I, { busy: false, windowOpen: false, inProgress: false, blocked: false }),
    placing: working,
    blocked: sees(I, { busy: false, windowOpen: false, inProgress: false, blocked: true }),
    paying: sees(I, { busy: true, windowOpen: true, inProgress: true, blocked: false }),
    confirming: working,
    // The page is changing: the booking cannot be paid again meanwhile.
    booked: working,
    processing: working,
  }
}

const MAX_TRIES = 2
const testModel = createTestModel(model, {
  filterEvents: (state, event) =>
    state.can(event) &&
    !((event.type === "pay.now" || event.type === "pay.atHotel") && state.context.tries >= MAX_TRIES),
})
const paths = testModel.getShortestPaths()

describe("pay booking, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(model))
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
    expect(walked.states()).toEqual(leafStates(payBookingMachine))
    expect(walked.transitions()).toEqual(transitionsOf(payBookingMachine))
  })
})
