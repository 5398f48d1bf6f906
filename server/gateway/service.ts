import { createHash } from "node:crypto"
import { Context, Effect, Option, Redacted, Schema } from "effect"
import type { PaymentGatewayConfig } from "../config.ts"
import { paymentSignature, sameSignature, webhookSignature } from "./signatures.ts"
import {
  CreateOrderBody,
  type OrderEntity,
  type OrderStatus,
  type PaymentEntity,
  type PaymentStatus,
  WebhookBody,
  WebhookEnvelope,
  WebhookEventName,
} from "./wire.ts"

/** A gateway order: what the traveller's payment is taken against. */
export interface GatewayOrder {
  /** order_… */
  readonly id: string
  readonly amountPaise: number
  readonly currency: "INR"
  readonly receipt: string
  readonly status: OrderStatus
}

export interface GatewayPayment {
  /** pay_… */
  readonly id: string
  readonly status: PaymentStatus
  readonly amountPaise: number
  /** card, upi, netbanking, … */
  readonly method: string
}

/** A webhook the gateway signed: which payment of which order reached which state. */
export interface GatewayWebhookEvent {
  /** De-duplicates deliveries: a retry carries the same id. */
  readonly eventId: string
  readonly event: WebhookEventName
  readonly paymentId: string
  readonly gatewayOrderId: string
  readonly amountPaise: number
  readonly status: PaymentStatus
}

/** What the browser needs to open the gateway's popup. */
export interface CheckoutDetails {
  readonly keyId: string
  /** Loaded by the page; a path when the sandbox serves it, so it is 'self' on every channel's host. */
  readonly scriptUrl: string
}

/** The gateway said no (an amount it does not take, an order it does not know). */
export class GatewayRefused extends Schema.TaggedError<GatewayRefused>()("GatewayRefused", {
  description: Schema.String,
}) {
  override get message() {
    return `The payment gateway refused the request: ${this.description}`
  }
}

/** The gateway did not answer, or not in its contract; the call may be tried again. */
export class GatewayUnavailable extends Schema.TaggedError<GatewayUnavailable>()("GatewayUnavailable", {
  reason: Schema.String,
}) {
  override get message() {
    return `The payment gateway could not be reached: ${this.reason}`
  }
}

/**
 * A webhook nothing may be done with: not the gateway's (`signature`), not an event (`malformed`),
 * or a signed event the product does not subscribe to (`unsupported`), which the receiver should
 * still acknowledge so the gateway stops resending it.
 */
export class WebhookRejected extends Schema.TaggedError<WebhookRejected>()("WebhookRejected", {
  reason: Schema.Literals(["signature", "malformed", "unsupported"]),
}) {
  override get message() {
    return WEBHOOK_REJECTIONS[this.reason]
  }
}

const WEBHOOK_REJECTIONS = {
  signature: "The webhook signature does not match its body",
  malformed: "The webhook body is not a gateway event",
  unsupported: "The webhook is an event the product does not read",
} as const

export interface CreateOrderInput {
  /** Fixed by our server, never taken from the browser. */
  readonly amountPaise: number
  /** Our reference, at most 40 characters. */
  readonly receipt: string
  readonly notes: Readonly<Record<string, string>>
}

export interface PaymentHandlerFields {
  /** The order id stored on our side, never the one the browser sends back. */
  readonly gatewayOrderId: string
  readonly paymentId: string
  readonly signature: string
}

/**
 * The payment gateway (DESIGN.md 'Payments', ADR 077): Razorpay when configured, otherwise the
 * sandbox our own server serves. Both honour Razorpay's standard-checkout contract.
 */
export class PaymentGateway extends Context.Service<
  PaymentGateway,
  {
    readonly checkout: CheckoutDetails
    readonly createOrder: (
      input: CreateOrderInput,
    ) => Effect.Effect<GatewayOrder, GatewayRefused | GatewayUnavailable>
    readonly orderPayments: (
      gatewayOrderId: string,
    ) => Effect.Effect<ReadonlyArray<GatewayPayment>, GatewayRefused | GatewayUnavailable>
    /** Constant time; anything but the exact hex signature is false. */
    readonly verifyPaymentSignature: (fields: PaymentHandlerFields) => Effect.Effect<boolean>
    /**
     * `rawBody` exactly as received; the two headers as sent (X-Razorpay-Signature,
     * X-Razorpay-Event-Id). Without an event id header, a digest of the body stands in for it, so
     * a resent body still de-duplicates.
     */
    readonly verifyWebhook: (
      rawBody: string,
      signatureHeader: string | undefined,
      eventIdHeader?: string | undefined,
    ) => Effect.Effect<GatewayWebhookEvent, WebhookRejected>
  }
>()("booking/server/gateway/PaymentGateway") {}

const decodeWebhook = Schema.decodeUnknownOption(Schema.fromJsonString(WebhookBody))
const decodeEnvelope = Schema.decodeUnknownOption(Schema.fromJsonString(WebhookEnvelope))
const readsEvent = Schema.is(WebhookEventName)

/** The signature checks, the same for every gateway speaking Razorpay's contract. */
export const signatureChecks = (credentials: PaymentGatewayConfig) => ({
  verifyPaymentSignature: (fields: PaymentHandlerFields) =>
    Effect.sync(() =>
      sameSignature(
        paymentSignature(fields.gatewayOrderId, fields.paymentId, Redacted.value(credentials.keySecret)),
        fields.signature,
      ),
    ).pipe(Effect.withSpan("PaymentGateway.verifyPaymentSignature")),
  verifyWebhook: Effect.fn("PaymentGateway.verifyWebhook")(function* (
    rawBody: string,
    signatureHeader: string | undefined,
    eventIdHeader?: string | undefined,
  ) {
    const expected = webhookSignature(rawBody, Redacted.value(credentials.webhookSecret))
    if (!sameSignature(expected, signatureHeader ?? "")) {
      return yield* new WebhookRejected({ reason: "signature" })
    }
    const envelope = decodeEnvelope(rawBody)
    if (Option.isNone(envelope)) return yield* new WebhookRejected({ reason: "malformed" })
    if (!readsEvent(envelope.value.event)) return yield* new WebhookRejected({ reason: "unsupported" })
    const body = decodeWebhook(rawBody)
    if (Option.isNone(body)) return yield* new WebhookRejected({ reason: "malformed" })
    const { event, payload } = body.value
    const payment = payload.payment.entity
    const gatewayOrderId = payload.order?.entity.id ?? payment.order_id
    if (gatewayOrderId === null) return yield* new WebhookRejected({ reason: "malformed" })
    const eventId = eventIdHeader?.trim() || `body_${createHash("sha256").update(rawBody).digest("hex")}`
    return {
      eventId,
      event,
      paymentId: payment.id,
      gatewayOrderId,
      amountPaise: payment.amount,
      status: payment.status,
    }
  }),
})

export const gatewayOrderOf = (order: OrderEntity): GatewayOrder => ({
  id: order.id,
  amountPaise: order.amount,
  currency: order.currency,
  receipt: order.receipt ?? "",
  status: order.status,
})

export const gatewayPaymentOf = (payment: PaymentEntity): GatewayPayment => ({
  id: payment.id,
  status: payment.status,
  amountPaise: payment.amount,
  method: payment.method,
})

/** The orders API's body, checked by the gateway's own limits before anything is sent. */
export const orderBodyOf = (input: CreateOrderInput) =>
  Schema.decodeUnknownEffect(CreateOrderBody)({
    amount: input.amountPaise,
    currency: "INR",
    receipt: input.receipt,
    notes: input.notes,
  }).pipe(Effect.mapError((error) => new GatewayRefused({ description: error.message })))
