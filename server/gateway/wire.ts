import { Schema } from "effect"

/**
 * Razorpay's wire, as far as the product reads it (orders API, payments API, webhooks). The
 * sandbox writes these shapes and the adapter reads them, so both speak one contract. Amounts
 * are paise; times are epoch seconds. Fields the product never reads are left to the gateway.
 */

export const OrderStatus = Schema.Literals(["created", "attempted", "paid"])
export type OrderStatus = typeof OrderStatus.Type

/** Razorpay's payment states; the sandbox only ever reaches captured or failed. */
export const PaymentStatus = Schema.Literals(["created", "authorized", "captured", "refunded", "failed"])
export type PaymentStatus = typeof PaymentStatus.Type

export const OrderEntity = Schema.Struct({
  id: Schema.String,
  entity: Schema.Literal("order"),
  amount: Schema.Int,
  amount_paid: Schema.Int,
  amount_due: Schema.Int,
  currency: Schema.Literal("INR"),
  receipt: Schema.NullOr(Schema.String),
  status: OrderStatus,
  attempts: Schema.Int,
  // Razorpay writes an empty object as [].
  notes: Schema.Union([Schema.Record(Schema.String, Schema.Unknown), Schema.Array(Schema.Unknown)]),
  created_at: Schema.Int,
})
export type OrderEntity = typeof OrderEntity.Type

/** Fields marked optional are written by the sandbox and never needed when reading Razorpay. */
export const PaymentEntity = Schema.Struct({
  id: Schema.String,
  entity: Schema.Literal("payment"),
  amount: Schema.Int,
  currency: Schema.String,
  status: PaymentStatus,
  order_id: Schema.NullOr(Schema.String),
  /** card, upi, netbanking, wallet, emi… */
  method: Schema.String,
  captured: Schema.optionalKey(Schema.Boolean),
  email: Schema.optionalKey(Schema.NullOr(Schema.String)),
  contact: Schema.optionalKey(Schema.NullOr(Schema.String)),
  error_code: Schema.optionalKey(Schema.NullOr(Schema.String)),
  error_description: Schema.optionalKey(Schema.NullOr(Schema.String)),
  error_reason: Schema.optionalKey(Schema.NullOr(Schema.String)),
  created_at: Schema.Int,
})
export type PaymentEntity = typeof PaymentEntity.Type

export const PaymentCollection = Schema.Struct({
  entity: Schema.Literal("collection"),
  count: Schema.Int,
  items: Schema.Array(PaymentEntity),
})

/** `POST /v1/orders`. Razorpay's limits: at least ₹1, a receipt of at most 40 characters, 15 notes. */
export const CreateOrderBody = Schema.Struct({
  amount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(100)),
  currency: Schema.Literal("INR"),
  receipt: Schema.String.check(Schema.isMaxLength(40)),
  notes: Schema.optionalKey(
    Schema.Record(Schema.String, Schema.String.check(Schema.isMaxLength(256))).check(
      Schema.isMaxProperties(15),
    ),
  ),
})
export type CreateOrderBody = typeof CreateOrderBody.Type

/** The events the product subscribes to. */
export const WebhookEventName = Schema.Literals(["payment.captured", "payment.failed", "order.paid"])
export type WebhookEventName = typeof WebhookEventName.Type

/** Any signed event: its name says whether the product reads it. */
export const WebhookEnvelope = Schema.Struct({ entity: Schema.Literal("event"), event: Schema.String })

export const WebhookBody = Schema.Struct({
  entity: Schema.Literal("event"),
  event: WebhookEventName,
  contains: Schema.Array(Schema.String),
  payload: Schema.Struct({
    payment: Schema.Struct({ entity: PaymentEntity }),
    order: Schema.optionalKey(Schema.Struct({ entity: OrderEntity })),
  }),
  created_at: Schema.Int,
})
export type WebhookBody = typeof WebhookBody.Type

/** Razorpay's failure body, from its API and from the checkout popup. */
export interface GatewayErrorBody {
  readonly error: {
    readonly code: "BAD_REQUEST_ERROR" | "GATEWAY_ERROR" | "SERVER_ERROR"
    readonly description: string
    readonly source: string
    readonly step: string
    readonly reason: string
    readonly field?: string
    readonly metadata: Readonly<Record<string, string>>
  }
}
