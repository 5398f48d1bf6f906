import { assign, emit, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import type { PaymentStatus } from "#core/checkout/payment-messages.ts"
import { failed, notProvided } from "./lib/invoke.ts"
import {
  PAYMENT_MAX_ATTEMPTS,
  type PaymentDetails,
  type PaymentStatusRequest,
} from "./payment-processing.machine.ts"

/** spec-checkout §9: 'Payment poll interval 5 s'. */
const STATUS_POLL_INTERVAL_MS = 5_000

export interface ConfirmationStatusContext {
  readonly orderId: string
  /** The booking as last loaded (spec-checkout §4: a new load merges in; a failed one keeps it). */
  readonly booking: ConfirmedBooking
  /** The payment's status: the booking's own, then each status answer's; apiError when one failed. */
  readonly status: PaymentStatus
  /** Status answers received (spec-checkout §4 'Payment status check': from 0, +1 per answer). */
  readonly attempts: number
  readonly maxAttempts: number
  /** The status check failed (spec-checkout §4, §8). */
  readonly isError: boolean
  /** Why the last call failed (a status check or reloading the booking); null when none did. */
  readonly error: unknown
}

/** Told to the host once the booking stands, for the data-layer transaction (spec-checkout §7). */
export type ConfirmationStatusEmitted = {
  readonly type: "booked"
  readonly orderId: string
  /** What the stay costs in all, fees and taxes included. */
  readonly orderValuePaise: number
}

/** `checking`: a status answer is still awaited, so the page says it will update by itself. */
export type ConfirmationStatusTag = "checking"

export type ConfirmationStatusEvent = { readonly type: "status.retry" }

export interface ConfirmationStatusInput {
  readonly booking: ConfirmedBooking
  readonly maxAttempts?: number
}

const answered = (context: ConfirmationStatusContext, details: PaymentDetails) => ({
  status: details.status,
  attempts: context.attempts + 1,
})

/**
 * The payment-status check of the confirmation page (spec-checkout §3 'Confirmation state', §4
 * 'Payment status check'). A pay-now booking whose payment is still pending (the traveller opened
 * the page before the gateway's answer was in) asks for the status at once and `pollInterval`
 * after each pending answer, counting answers; once paid or failed it reloads the booking, so the
 * amounts paid and due are the server's. After `maxAttempts` pending answers it stops asking; a
 * failed status call is apiError with `isError`, and the traveller may ask again. A booking that
 * stands (paid, or to be paid at the hotel) is announced once with `booked`.
 */
export const confirmationStatusMachine = setup({
  types: {
    context: {} as ConfirmationStatusContext,
    events: {} as ConfirmationStatusEvent,
    emitted: {} as ConfirmationStatusEmitted,
    input: {} as ConfirmationStatusInput,
    tags: {} as ConfirmationStatusTag,
  },
  actors: {
    fetchStatus: fromPromise<PaymentDetails, PaymentStatusRequest>(notProvided("fetchStatus")),
    fetchBooking: fromPromise<ConfirmedBooking, { readonly orderId: string }>(notProvided("fetchBooking")),
  },
  delays: { pollInterval: STATUS_POLL_INTERVAL_MS },
  guards: {
    // spec-checkout §4: only a payment made now can still be on its way; at the hotel nothing is.
    awaitingPayment: ({ context }) =>
      context.booking.payment.mode === "pay_now" && context.status === "pending",
    stands: ({ context }) => context.status === "success",
    settles: (_, details: PaymentDetails) => details.status !== "pending",
    // The answer being stored is counted: the 10th pending answer is the last one.
    attemptsUsed: ({ context }) => context.attempts + 1 >= context.maxAttempts,
  },
  actions: {
    store: assign(({ context }, details: PaymentDetails) => answered(context, details)),
    storeApiError: assign((_, error: unknown) => ({ status: "apiError" as const, isError: true, error })),
    clearError: assign({ isError: false, error: null }),
    storeBooking: assign((_, booking: ConfirmedBooking) => ({ booking, error: null })),
    storeError: assign((_, error: unknown) => ({ error })),
    announce: emit(({ context }) => ({
      type: "booked" as const,
      orderId: context.orderId,
      orderValuePaise: context.booking.rate_plan.netPayableAmount,
    })),
  },
}).createMachine({
  id: "confirmationStatus",
  context: ({ input }) => ({
    orderId: input.booking.order_id,
    booking: input.booking,
    status: input.booking.payment.status,
    attempts: 0,
    maxAttempts: input.maxAttempts ?? PAYMENT_MAX_ATTEMPTS,
    isError: false,
    error: null,
  }),
  initial: "deciding",
  states: {
    deciding: {
      always: [
        { guard: "awaitingPayment", target: "checking" },
        { guard: "stands", target: "booked" },
        { target: "notBooked" },
      ],
    },
    checking: {
      tags: ["checking"],
      invoke: {
        src: "fetchStatus",
        input: ({ context }) => ({ orderId: context.orderId, count: context.attempts }),
        onDone: [
          {
            guard: { type: "settles", params: ({ event }) => event.output },
            target: "reloading",
            actions: { type: "store", params: ({ event }) => event.output },
          },
          {
            guard: "attemptsUsed",
            target: "gaveUp",
            actions: { type: "store", params: ({ event }) => event.output },
          },
          { target: "waiting", actions: { type: "store", params: ({ event }) => event.output } },
        ],
        onError: {
          target: "unavailable",
          actions: { type: "storeApiError", params: failed },
        },
      },
    },
    waiting: { tags: ["checking"], after: { pollInterval: "checking" } },
    reloading: {
      tags: ["checking"],
      invoke: {
        src: "fetchBooking",
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: "deciding",
          actions: { type: "storeBooking", params: ({ event }) => event.output },
        },
        onError: { target: "deciding", actions: { type: "storeError", params: failed } },
      },
    },
    booked: { type: "final", entry: "announce" },
    notBooked: { type: "final" },
    /** Still pending after every attempt: the page says the status will follow. */
    gaveUp: { type: "final" },
    unavailable: { on: { "status.retry": { target: "checking", actions: "clearError" } } },
  },
})

export type ConfirmationStatusSnapshot = SnapshotFrom<typeof confirmationStatusMachine>
