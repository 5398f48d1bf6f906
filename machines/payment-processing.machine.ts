import { assign, emit, fromPromise, type SnapshotFrom, setup } from "xstate"
import { type ItineraryStay, itineraryLink } from "#core/checkout/itinerary-link.ts"
import { type PaymentStatus, paymentMessage } from "#core/checkout/payment-messages.ts"
import { href } from "#core/routes/href.ts"
import { notProvided } from "./lib/invoke.ts"

/** spec-checkout §9: 'confirmation payment status maxAttempts 10'. */
export const PAYMENT_MAX_ATTEMPTS = 10
/** spec-checkout §9: 'Payment poll interval 5 s; redirect delay 5 s'. */
const PAYMENT_POLL_INTERVAL_MS = 5_000
const PAYMENT_REDIRECT_DELAY_MS = 5_000

/** What one status fetch asks: the booking, and how many answers came before (spec-checkout §7 `count`). */
export interface PaymentStatusRequest {
  readonly orderId: string
  readonly count: number
}

/** A status answer: the payment's status and the stay it was for (spec-checkout §3 'Payment details'). */
export interface PaymentDetails extends ItineraryStay {
  readonly status: Exclude<PaymentStatus, "apiError">
}

export interface PaymentProcessingContext {
  /** The booking of the page's path, /payment-process/{bookingId}/. */
  readonly orderId: string
  /** Status answers received (spec-checkout §4 'Payment status check'). */
  readonly attempts: number
  readonly maxAttempts: number
  /** 'pending' until the first answer says otherwise. */
  readonly status: PaymentStatus
  /** The last answer; null before it, and kept when a later fetch fails. */
  readonly paymentDetails: PaymentDetails | null
  /** A status fetch failed (spec-checkout §8 'Payment status failure'). */
  readonly isError: boolean
  /** What the page says now (core/checkout/payment-messages.ts). */
  readonly message: string
  /** Where the page goes once the redirect delay has passed; null while it is still polling. */
  readonly redirectTo: string | null
}

/** Told to the host, which navigates: `actor.on("navigate", ({ to }) => navigate(to))`. */
export type PaymentProcessingEmitted = { readonly type: "navigate"; readonly to: string }

/** `polling`: still asking the server; `redirecting`: the outcome is known and shown. */
export type PaymentProcessingTag = "polling" | "redirecting"

export interface PaymentProcessingInput {
  readonly orderId: string
  readonly maxAttempts?: number
}

const withStatus = (context: PaymentProcessingContext, status: PaymentStatus, attempts: number) => ({
  status,
  attempts,
  message: paymentMessage({ status, attempts, maxAttempts: context.maxAttempts }),
})

/**
 * The payment processing page (spec-checkout §2, §4 'Payment processing page'): it fetches the
 * booking's payment status at once and again `pollInterval` after each answer, until an outcome is
 * known; it then shows the outcome's message and goes on after `redirectDelay`:
 * success → the confirmation; failure → checkout for the same stay; pending after `maxAttempts`
 * answers, or a failed fetch (apiError) → home.
 *
 * The spec stops polling when the status is success AND failure, which can never hold; what it
 * means is that polling ends on the redirect or when the traveller leaves the page. Here no fetch
 * starts once a redirect is scheduled, and stopping the actor (leaving the page) aborts the fetch
 * in flight and cancels every timer. The next fetch waits for the previous answer, so a slow
 * server never has two fetches running nor answers landing out of order.
 */
export const paymentProcessingMachine = setup({
  types: {
    context: {} as PaymentProcessingContext,
    emitted: {} as PaymentProcessingEmitted,
    input: {} as PaymentProcessingInput,
    tags: {} as PaymentProcessingTag,
  },
  actors: {
    fetchStatus: fromPromise<PaymentDetails, PaymentStatusRequest>(notProvided("fetchStatus")),
  },
  delays: { pollInterval: PAYMENT_POLL_INTERVAL_MS, redirectDelay: PAYMENT_REDIRECT_DELAY_MS },
  guards: {
    isSuccess: (_, details: PaymentDetails) => details.status === "success",
    isFailure: (_, details: PaymentDetails) => details.status === "failure",
    // The answer being stored is counted: the 10th pending answer is the last one.
    attemptsUsed: ({ context }) => context.attempts + 1 >= context.maxAttempts,
  },
  actions: {
    store: assign(({ context }, details: PaymentDetails) => ({
      ...withStatus(context, details.status, context.attempts + 1),
      paymentDetails: details,
    })),
    storeApiError: assign(({ context }) => ({
      ...withStatus(context, "apiError", context.attempts),
      isError: true,
    })),
    toConfirmation: assign(({ context }) => ({
      redirectTo: href("confirmation", { bookingId: context.orderId }),
    })),
    toItinerary: assign((_, details: PaymentDetails) => ({ redirectTo: itineraryLink(details) })),
    toHome: assign({ redirectTo: href("home") }),
    navigate: emit(({ context }) => ({ type: "navigate" as const, to: context.redirectTo! })),
  },
}).createMachine({
  id: "paymentProcessing",
  context: ({ input }) => {
    const maxAttempts = input.maxAttempts ?? PAYMENT_MAX_ATTEMPTS
    return {
      orderId: input.orderId,
      attempts: 0,
      maxAttempts,
      status: "pending",
      paymentDetails: null,
      isError: false,
      message: paymentMessage({ status: "pending", attempts: 0, maxAttempts }),
      redirectTo: null,
    }
  },
  initial: "fetching",
  states: {
    fetching: {
      tags: ["polling"],
      invoke: {
        src: "fetchStatus",
        input: ({ context }) => ({ orderId: context.orderId, count: context.attempts }),
        onDone: [
          {
            guard: { type: "isSuccess", params: ({ event }) => event.output },
            target: "redirecting",
            actions: [{ type: "store", params: ({ event }) => event.output }, "toConfirmation"],
          },
          {
            guard: { type: "isFailure", params: ({ event }) => event.output },
            target: "redirecting",
            actions: [
              { type: "store", params: ({ event }) => event.output },
              { type: "toItinerary", params: ({ event }) => event.output },
            ],
          },
          {
            guard: "attemptsUsed",
            target: "redirecting",
            actions: [{ type: "store", params: ({ event }) => event.output }, "toHome"],
          },
          { target: "waiting", actions: { type: "store", params: ({ event }) => event.output } },
        ],
        onError: { target: "redirecting", actions: ["storeApiError", "toHome"] },
      },
    },
    waiting: { tags: ["polling"], after: { pollInterval: "fetching" } },
    redirecting: { tags: ["redirecting"], after: { redirectDelay: "redirected" } },
    redirected: { type: "final", entry: "navigate" },
  },
})

export type PaymentProcessingSnapshot = SnapshotFrom<typeof paymentProcessingMachine>
