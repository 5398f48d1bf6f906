import type { TelemetryProperties } from "#core/api/telemetry.ts"

// The public shapes of machines/pay-booking.machine.ts, apart so hosts, the CLI and tests can name
// them without reading the chart. None of them is the HTTP wire: each host maps its calls to these.

/** spec-checkout §7: POST /api/v5/checkout/paynow/ or /payathotel/. */
export type PaymentMode = "pay_now" | "pay_at_hotel"

/** spec-checkout §3 'Traveller details', as the traveller filled them in. */
export interface TravellerDetails {
  readonly name: string
  /** e.g. +91 */
  readonly countryCode: string
  readonly mobile: string
  readonly email: string
  readonly hasGstin: boolean
  readonly gstin: string
  readonly companyName: string
  readonly companyAddress: string
  readonly hasOptedForWhatsapp: boolean
}

export interface PlaceOrderRequest {
  readonly mode: PaymentMode
  readonly traveller: TravellerDetails
}

/**
 * The order the server placed. The ids are optional because the spec tracks an answer that lacks
 * them (§8); the host passes on what the answer held.
 */
export interface PlacedOrder {
  /** The booking's order id (order_id). */
  readonly orderId?: string
  /** Pay now: our payment service's order, one per attempt to pay (ps_order_id). */
  readonly serviceOrderId?: string
  /**
   * Pay now: what the host's payment window needs to open it (the gateway's order id, amount,
   * key, prefill); the machine passes it on untouched.
   */
  readonly checkoutOptions?: unknown
}

export interface OpenGatewayRequest {
  readonly orderId: string
  readonly serviceOrderId: string
  readonly checkoutOptions: unknown
  readonly traveller: TravellerDetails
}

/**
 * How the payment window closed. A failed payment, or a window that could not open, rejects with
 * a `GatewayFailure`.
 */
export type GatewayOutcome =
  | {
      readonly kind: "paid"
      readonly paymentId: string
      /** The gateway's order id it signed (pg_order_id), checked by the server against the one it stored. */
      readonly gatewayOrderId: string
      readonly signature: string
    }
  /** The traveller closed the window without paying. */
  | { readonly kind: "dismissed" }

export interface GatewayFailure {
  readonly kind: "failed"
  /** The gateway's error code and description, when it gave them. */
  readonly code?: string
  readonly description?: string
}

/** spec-checkout §7: POST /api/v5/checkout/confirmbooking/. */
export interface ConfirmBookingRequest {
  readonly orderId: string
  readonly serviceOrderId: string
  readonly gatewayOrderId: string
  readonly paymentId: string
  readonly signature: string
}

/** spec-checkout §3 'Payment state', the part this machine owns. */
export interface PayBookingContext {
  readonly mode: PaymentMode | null
  readonly traveller: TravellerDetails | null
  readonly orderId: string | null
  /** Pay now: the payment service's order, and what the payment window needs (from the order). */
  readonly serviceOrderId: string | null
  readonly checkoutOptions: unknown
  /** Pay now: what the payment window returned for a payment; the confirm call sends it. */
  readonly payment: Omit<ConfirmBookingRequest, "orderId" | "serviceOrderId"> | null
  /** The message of the last failure, shown as the booking error (spec-checkout §8); null for none. */
  readonly bookingApiError: string | null
  /** True from a payment request until it failed, or for good once the booking is placed. */
  readonly isPaymentInProgress: boolean
}

export type PayBookingEvent =
  | { readonly type: "booking.payNow"; readonly traveller: TravellerDetails }
  | { readonly type: "booking.payAtHotel"; readonly traveller: TravellerDetails }
  /** Close on the 'pay at hotel blocked' modal. */
  | { readonly type: "blocked.close" }

/**
 * What the host must do: `navigate` to a path, `track` an analytics event
 * (`actor.on("track", ({ event, properties }) => track(event, properties))`), `report` an error to
 * the error-reporting service.
 */
export type PayBookingEmitted =
  | { readonly type: "navigate"; readonly to: string }
  | { readonly type: "track"; readonly event: string; readonly properties: TelemetryProperties }
  | { readonly type: "report"; readonly error: unknown }

/**
 * `busy`: a request runs or the payment window is open; the pay buttons are disabled.
 * `payAtHotelBlocked`: a pay-at-hotel order was refused with 429; the 'pay at hotel blocked' modal
 * shows (spec-checkout §4 'OTP flow'), as the OTP machine's tag of the same name does for a code.
 */
export type PayBookingTag = "busy" | "gatewayOpen" | "payAtHotelBlocked"
