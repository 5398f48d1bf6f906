import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import { CANCELLATION_MESSAGE_MAX } from "#core/account/booking-display.ts"
import type { CancellationDetails } from "#core/api/bookings.ts"
import { type ApiFailure, apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/**
 * Cancelling a booking through its link (spec-checkout §2 /account/booking-history/c-{hash}/, §3
 * 'Cancellation', §4 'Success sets the booking status and the cancel message', §7). Open to whoever
 * holds the hash: the details load first and show what cancelling now costs; the traveller picks a
 * reason, may add a message, and confirms. A booking the server will not cancel (already cancelled,
 * stay started or over) shows the server's own words.
 */

/** POST /api/growth/cancellation/cancel-booking/. */
export interface CancelRequest {
  readonly cancellation_hash: string
  readonly order_id: string
  readonly cancellation_reason: string
  readonly message?: string
}

export interface CancelResult {
  readonly status: string
  readonly message: string
}

export interface CancellationContext {
  readonly hash: string
  readonly details: CancellationDetails | null
  readonly reason: string
  readonly message: string
  /** A submit without a reason names the missing field until one is picked. */
  readonly reasonMissing: boolean
  /** What the server said of the booking after a cancel or a refusal, or as loaded once cancelled. */
  readonly outcome: CancelResult | null
  /** The last failed load or cancel that was not a refusal. */
  readonly error: ApiFailure | null
}

export type CancellationEvent =
  | { readonly type: "reason.change"; readonly reason: string }
  | { readonly type: "message.change"; readonly message: string }
  | { readonly type: "cancel.confirm" }
  | { readonly type: "details.retry" }

export type CancellationTag = "loading" | "confirming"

const isRefusal = (error: unknown) => apiFailure(error).status === 409

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    input: {} as { readonly hash: string },
    tags: {} as CancellationTag,
  },
  actors: {
    fetchDetails: fromPromise<CancellationDetails, string>(notProvided("fetchDetails")),
    cancelBooking: fromPromise<CancelResult, CancelRequest>(notProvided("cancelBooking")),
  },
  guards: {
    // Already cancelled: the page says so, with the message the server keeps (§3 bookingStatus).
    alreadyCancelled: ({ context }) => context.details?.bookingStatus.status === "cancelled",
    // No charges to quote means the server would refuse (stay started or over, ADR 084).
    notCancellable: ({ context }) => context.details?.cancellationCharges === null,
    hasReason: ({ context }) => context.reason !== "",
    refused: (_, error: unknown) => isRefusal(error),
  },
  actions: {
    storeDetails: assign((_, details: CancellationDetails) => ({ details, error: null })),
    storeOutcomeFromDetails: assign(({ context }) => ({
      outcome:
        context.details === null
          ? null
          : { status: context.details.bookingStatus.status, message: context.details.bookingStatus.message },
    })),
    storeOutcome: assign((_, outcome: CancelResult) => ({ outcome, error: null })),
    storeRefusal: assign((_, error: unknown) => ({
      outcome: { status: "refused", message: apiFailure(error).message },
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({ error: apiFailure(error) })),
  },
}).createMachine({
  id: "cancellation",
  context: ({ input }) => ({
    hash: input.hash,
    details: null,
    reason: "",
    message: "",
    reasonMissing: false,
    outcome: null,
    error: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchDetails",
        input: ({ context }) => context.hash,
        onDone: {
          target: "deciding",
          actions: { type: "storeDetails", params: ({ event }) => event.output },
        },
        onError: { target: "loadFailed", actions: { type: "storeError", params: failed } },
      },
    },
    deciding: {
      always: [
        { guard: "alreadyCancelled", target: "cancelled", actions: "storeOutcomeFromDetails" },
        { guard: "notCancellable", target: "refused", actions: "storeOutcomeFromDetails" },
        { target: "ready" },
      ],
    },
    loadFailed: { on: { "details.retry": "loading" } },
    ready: {
      on: {
        "reason.change": {
          actions: assign(({ event }) => ({ reason: event.reason, reasonMissing: false })),
        },
        "message.change": {
          actions: assign(({ event }) => ({ message: event.message.slice(0, CANCELLATION_MESSAGE_MAX) })),
        },
        "cancel.confirm": [
          { guard: "hasReason", target: "confirming", actions: assign({ error: null }) },
          { actions: assign({ reasonMissing: true }) },
        ],
      },
    },
    confirming: {
      tags: ["confirming"],
      invoke: {
        src: "cancelBooking",
        input: ({ context }) => ({
          cancellation_hash: context.hash,
          order_id: context.details!.bookingDetail.id,
          cancellation_reason: context.reason,
          ...(context.message.trim() === "" ? {} : { message: context.message.trim() }),
        }),
        onDone: {
          target: "cancelled",
          actions: { type: "storeOutcome", params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: "refused", params: failed },
            target: "refused",
            actions: { type: "storeRefusal", params: failed },
          },
          // Anything else (no answer, a server fault): back to the form, reason and message kept.
          { target: "ready", actions: { type: "storeError", params: failed } },
        ],
      },
    },
    cancelled: { type: "final" },
    refused: { type: "final" },
  },
})

export type CancellationSnapshot = SnapshotFrom<typeof cancellationMachine>
