import { assign, fromPromise, setup } from "xstate"
import type { Booking } from "#core/api/bookings.ts"
import { type ApiFailure, apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"
import type { GatewayFailure, GatewayOutcome } from "./pay-booking.types.ts"

/**
 * Paying the part-prepayment a pay-at-hotel booking asks (ADR 095), on the member's page that its
 * partPayLink opens: the booking loads and shows the amount; paying makes a gateway order for
 * exactly that amount on the server, opens the same payment window as checkout, and has the
 * server check and record the payment. A booking that asks nothing (paid already, or the stay has
 * begun) says so; a refusal shows the server's own words.
 */

/** The server's answer to starting a part-payment: our attempt and the window's options. */
export interface StartedPartPayment {
  readonly orderId: string
  readonly serviceOrderId: string
  readonly gatewayOrderId: string
  /** Passed on untouched to the payment window. */
  readonly checkoutOptions: unknown
}

/** What the browser reports once the window says paid. */
export interface PartPaymentReport {
  readonly orderId: string
  readonly serviceOrderId: string
  readonly gatewayOrderId: string
  readonly paymentId: string
  readonly signature: string
}

export interface PartPaymentContext {
  readonly orderId: string
  readonly booking: Booking | null
  readonly started: StartedPartPayment | null
  /** The window's paid answer, for the server to check. */
  readonly report: PartPaymentReport | null
  /** The amount the window was opened for, kept to say what was paid. */
  readonly paidPaise: number | null
  /** A failed load, start or confirm, or the payment window's failure. */
  readonly error: ApiFailure | null
  readonly gatewayFailure: GatewayFailure | null
}

export type PartPaymentEvent = { readonly type: "payment.start" } | { readonly type: "payment.retry" }

export type PartPaymentTag = "loading" | "busy"

const asked = (booking: Booking | null) => booking !== null && booking.partPayAmount !== null

export const partPaymentMachine = setup({
  types: {
    context: {} as PartPaymentContext,
    events: {} as PartPaymentEvent,
    input: {} as { readonly orderId: string },
    tags: {} as PartPaymentTag,
  },
  actors: {
    fetchBooking: fromPromise<Booking, string>(notProvided("fetchBooking")),
    startPayment: fromPromise<StartedPartPayment, string>(notProvided("startPayment")),
    openGateway: fromPromise<GatewayOutcome, StartedPartPayment>(notProvided("openGateway")),
    confirmPayment: fromPromise<Booking, PartPaymentReport>(notProvided("confirmPayment")),
  },
  guards: {
    asked: ({ context }) => asked(context.booking),
    paid: (_, outcome: GatewayOutcome) => outcome.kind === "paid",
    isGatewayFailure: (_, error: unknown) => (error as { kind?: unknown } | null)?.kind === "failed",
  },
  actions: {
    storeBooking: assign((_, booking: Booking) => ({ booking, error: null })),
    storeStarted: assign((_, started: StartedPartPayment) => ({
      started,
      error: null,
      gatewayFailure: null,
    })),
    storeReport: assign(({ context }, outcome: GatewayOutcome) => ({
      report:
        outcome.kind === "paid" && context.started !== null
          ? {
              orderId: context.orderId,
              serviceOrderId: context.started.serviceOrderId,
              gatewayOrderId: outcome.gatewayOrderId,
              paymentId: outcome.paymentId,
              signature: outcome.signature,
            }
          : null,
    })),
    storePaid: assign(({ context }, booking: Booking) => ({
      paidPaise: context.booking?.partPayAmount ?? null,
      booking,
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({ error: apiFailure(error), gatewayFailure: null })),
    storeGatewayFailure: assign((_, error: unknown) => ({
      gatewayFailure: error as GatewayFailure,
      error: null,
    })),
  },
}).createMachine({
  id: "partPayment",
  context: ({ input }) => ({
    orderId: input.orderId,
    booking: null,
    started: null,
    report: null,
    paidPaise: null,
    error: null,
    gatewayFailure: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchBooking",
        input: ({ context }) => context.orderId,
        onDone: {
          target: "deciding",
          actions: { type: "storeBooking", params: ({ event }) => event.output },
        },
        onError: { target: "loadFailed", actions: { type: "storeError", params: failed } },
      },
    },
    loadFailed: { on: { "payment.retry": "loading" } },
    deciding: { always: [{ guard: "asked", target: "ready" }, { target: "nothingAsked" }] },
    ready: { on: { "payment.start": "starting" } },
    starting: {
      tags: ["busy"],
      invoke: {
        src: "startPayment",
        input: ({ context }) => context.orderId,
        onDone: {
          target: "paying",
          actions: { type: "storeStarted", params: ({ event }) => event.output },
        },
        onError: { target: "failed", actions: { type: "storeError", params: failed } },
      },
    },
    paying: {
      tags: ["busy"],
      invoke: {
        src: "openGateway",
        input: ({ context }) => context.started!,
        onDone: [
          {
            guard: { type: "paid", params: ({ event }) => event.output },
            target: "confirming",
            actions: { type: "storeReport", params: ({ event }) => event.output },
          },
          // Closed without paying: the amount is still asked, and may be paid again.
          { target: "ready" },
        ],
        onError: [
          {
            guard: { type: "isGatewayFailure", params: failed },
            target: "failed",
            actions: { type: "storeGatewayFailure", params: failed },
          },
          { target: "failed", actions: { type: "storeError", params: failed } },
        ],
      },
    },
    confirming: {
      tags: ["busy"],
      invoke: {
        src: "confirmPayment",
        input: ({ context }) => context.report!,
        onDone: { target: "paid", actions: { type: "storePaid", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "storeError", params: failed } },
      },
    },
    paid: { type: "final" },
    nothingAsked: { type: "final" },
    // Reloads the booking: a refused start may mean it was paid meanwhile, in another tab.
    failed: { on: { "payment.retry": "loading" } },
  },
})
