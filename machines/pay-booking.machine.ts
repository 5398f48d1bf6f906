import { assign, emit, fromPromise, type SnapshotFrom, setup } from "xstate"
import { BOOKING_MESSAGES } from "#core/checkout/payment-messages.ts"
import { href } from "#core/routes/href.ts"
import type { TRACKING_EVENTS } from "#core/services/tracking.ts"
import { apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"
import type {
  ConfirmBookingRequest,
  GatewayFailure,
  GatewayOutcome,
  OpenGatewayRequest,
  PayBookingContext,
  PayBookingEmitted,
  PayBookingEvent,
  PayBookingTag,
  PlacedOrder,
  PlaceOrderRequest,
} from "./pay-booking.types.ts"

/**
 * spec-checkout §8's event name. Spelled here rather than imported, so checkout does not load the
 * tracking client's schemas before it hydrates (ADR 070); the type keeps the two equal.
 */
const POPUP_FAILURE: (typeof TRACKING_EVENTS)["razorpayPopupFailure"] = "Razorpay Popup Failure"
/** spec-checkout §8 tracks a pay-now answer without its ids but names no event; this is its name. */
export const PAY_NOW_IDS_MISSING = "Pay Now Order Ids Missing"

const present = (id: string | undefined): id is string => id !== undefined && id !== ""

const reset = {
  orderId: null,
  serviceOrderId: null,
  checkoutOptions: undefined,
  payment: null,
  bookingApiError: null,
  isPaymentInProgress: false,
} as const

/**
 * Paying for a booking (spec-checkout §4 'Cart and payment', §7 paynow, payathotel, confirmbooking,
 * §8). The host provides the three steps, so the machine knows nothing of the wire or of the
 * payment window: `placeOrder`, `openGateway` (pay now) and `confirmBooking`.
 *
 * - Every request sets `isPaymentInProgress` and clears the booking error; a failed order shows its
 *   message as the booking error and ends the progress (§4, §8).
 * - Pay at hotel: once the order is placed, the confirmation opens. An order refused with 429 (too
 *   many requests: an OTP-less booking already open for the number) opens the 'pay at hotel
 *   blocked' modal instead of only the booking error, until it is closed (§4 'OTP flow', §8).
 * - Pay now: the answer must carry the order id and the payment service's order id (order_id,
 *   ps_order_id); a missing one is tracked (§8) and the traveller is told the booking was not
 *   placed. Then the payment window opens. A payment is confirmed with the server and the
 *   processing page opens whatever the confirm call answered: the money may already be taken, and
 *   that page polls the payment's real status (which the server also learns from the webhook).
 * - A window that fails (a failed payment, or it could not open) is reported and tracked as
 *   'Razorpay Popup Failure' and ends with a booking error saying nothing was booked (§8: the call
 *   resolves without a result). A window the traveller closes ends the progress without an error:
 *   they chose to, and may pay again.
 * - Once a booking is placed the progress stays on while the page changes, so it cannot be paid
 *   twice.
 */
export const payBookingMachine = setup({
  types: {
    context: {} as PayBookingContext,
    events: {} as PayBookingEvent,
    emitted: {} as PayBookingEmitted,
    tags: {} as PayBookingTag,
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderRequest>(notProvided("placeOrder")),
    openGateway: fromPromise<GatewayOutcome, OpenGatewayRequest>(notProvided("openGateway")),
    confirmBooking: fromPromise<unknown, ConfirmBookingRequest>(notProvided("confirmBooking")),
  },
  guards: {
    isPayAtHotel: ({ context }) => context.mode === "pay_at_hotel",
    bookedAtHotel: ({ context }, order: PlacedOrder) =>
      context.mode === "pay_at_hotel" && present(order.orderId),
    readyToPay: ({ context }, order: PlacedOrder) =>
      context.mode === "pay_now" && present(order.orderId) && present(order.serviceOrderId),
    wasPaid: (_, outcome: GatewayOutcome) => outcome.kind === "paid",
    blocksPayAtHotel: ({ context }, error: unknown) =>
      context.mode === "pay_at_hotel" && apiFailure(error).status === 429,
  },
  actions: {
    request: assign((_, { mode, traveller }: PlaceOrderRequest) => ({
      ...reset,
      mode,
      traveller,
      isPaymentInProgress: true,
    })),
    storeOrder: assign((_, order: PlacedOrder) => ({
      orderId: order.orderId ?? null,
      serviceOrderId: order.serviceOrderId ?? null,
      checkoutOptions: order.checkoutOptions,
    })),
    storePayment: assign((_, outcome: GatewayOutcome) =>
      outcome.kind === "paid"
        ? {
            payment: {
              gatewayOrderId: outcome.gatewayOrderId,
              paymentId: outcome.paymentId,
              signature: outcome.signature,
            },
          }
        : {},
    ),
    fail: assign((_, message: string | null) => ({ bookingApiError: message, isPaymentInProgress: false })),
    refused: assign((_, error: unknown) => ({
      bookingApiError: apiFailure(error).message,
      isPaymentInProgress: false,
    })),
    trackMissingIds: emit((_, order: PlacedOrder) => ({
      type: "track" as const,
      event: PAY_NOW_IDS_MISSING,
      properties: { order_id: order.orderId ?? null, ps_order_id: order.serviceOrderId ?? null },
    })),
    trackPopupFailure: emit(({ context }, error: unknown) => {
      const failure = error as Partial<GatewayFailure> | null | undefined
      return {
        type: "track" as const,
        event: POPUP_FAILURE,
        properties: {
          order_id: context.orderId,
          code: typeof failure?.code === "string" ? failure.code : null,
          description: typeof failure?.description === "string" ? failure.description : null,
        },
      }
    }),
    report: emit((_, error: unknown) => ({ type: "report" as const, error })),
    toConfirmation: emit(({ context }) => ({
      type: "navigate" as const,
      to: href("confirmation", { bookingId: context.orderId! }),
    })),
    toPaymentProcess: emit(({ context }) => ({
      type: "navigate" as const,
      to: href("paymentProcess", { bookingId: context.orderId! }),
    })),
  },
}).createMachine({
  id: "payBooking",
  context: { ...reset, mode: null, traveller: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "booking.payNow": {
          target: "placing",
          actions: {
            type: "request",
            params: ({ event }) => ({ mode: "pay_now", traveller: event.traveller }),
          },
        },
        "booking.payAtHotel": {
          target: "placing",
          actions: {
            type: "request",
            params: ({ event }) => ({ mode: "pay_at_hotel", traveller: event.traveller }),
          },
        },
      },
    },
    placing: {
      tags: ["busy"],
      invoke: {
        src: "placeOrder",
        input: ({ context }) => ({ mode: context.mode!, traveller: context.traveller! }),
        onDone: [
          {
            guard: { type: "bookedAtHotel", params: ({ event }) => event.output },
            target: "booked",
            actions: { type: "storeOrder", params: ({ event }) => event.output },
          },
          {
            guard: { type: "readyToPay", params: ({ event }) => event.output },
            target: "paying",
            actions: { type: "storeOrder", params: ({ event }) => event.output },
          },
          {
            guard: "isPayAtHotel",
            target: "idle",
            actions: { type: "fail", params: BOOKING_MESSAGES.notPlaced },
          },
          {
            target: "idle",
            actions: [
              { type: "trackMissingIds", params: ({ event }) => event.output },
              { type: "fail", params: BOOKING_MESSAGES.notPlaced },
            ],
          },
        ],
        onError: [
          {
            guard: { type: "blocksPayAtHotel", params: failed },
            target: "payAtHotelBlocked",
            actions: { type: "refused", params: failed },
          },
          { target: "idle", actions: { type: "refused", params: failed } },
        ],
      },
    },
    // The modal covers the pay buttons; closing it leaves the refusal shown as the booking error.
    payAtHotelBlocked: { tags: ["payAtHotelBlocked"], on: { "blocked.close": "idle" } },
    paying: {
      tags: ["busy", "gatewayOpen"],
      invoke: {
        src: "openGateway",
        input: ({ context }) => ({
          orderId: context.orderId!,
          serviceOrderId: context.serviceOrderId!,
          checkoutOptions: context.checkoutOptions,
          traveller: context.traveller!,
        }),
        onDone: [
          {
            guard: { type: "wasPaid", params: ({ event }) => event.output },
            target: "confirming",
            actions: { type: "storePayment", params: ({ event }) => event.output },
          },
          { target: "idle", actions: { type: "fail", params: null } },
        ],
        onError: {
          target: "idle",
          actions: [
            { type: "report", params: failed },
            { type: "trackPopupFailure", params: failed },
            { type: "fail", params: BOOKING_MESSAGES.paymentFailed },
          ],
        },
      },
    },
    confirming: {
      tags: ["busy"],
      invoke: {
        src: "confirmBooking",
        input: ({ context }) => ({
          orderId: context.orderId!,
          serviceOrderId: context.serviceOrderId!,
          ...context.payment!,
        }),
        onDone: "paid",
        onError: "paid",
      },
    },
    paid: { type: "final", tags: ["busy"], entry: "toPaymentProcess" },
    booked: { type: "final", tags: ["busy"], entry: "toConfirmation" },
  },
})

export type PayBookingSnapshot = SnapshotFrom<typeof payBookingMachine>
