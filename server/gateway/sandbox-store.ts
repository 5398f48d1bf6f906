import { randomBytes } from "node:crypto"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"
import { SANDBOX_CREDENTIALS } from "./sandbox-keys.ts"
import { paymentSignature } from "./signatures.ts"
import type { CreateOrderBody, OrderEntity, OrderStatus, PaymentEntity, WebhookEventName } from "./wire.ts"

export type SandboxMethod = "card" | "upi" | "netbanking"

export interface SandboxPayment {
  readonly method: SandboxMethod
  readonly outcome: "capture" | "fail"
  readonly email: string
  readonly contact: string
}

/** The standard-checkout handler's fields after a captured payment. */
export interface HandlerFields {
  readonly razorpay_payment_id: string
  readonly razorpay_order_id: string
  readonly razorpay_signature: string
}

export type PayResult =
  | { readonly _tag: "Captured"; readonly payment: PaymentEntity; readonly handler: HandlerFields }
  | { readonly _tag: "Failed"; readonly payment: PaymentEntity }
  | { readonly _tag: "UnknownOrder" }
  | { readonly _tag: "AlreadyPaid" }

interface OrderRow {
  readonly id: string
  readonly amount: number
  readonly amount_paid: number
  readonly currency: string
  readonly receipt: string
  readonly notes: string
  readonly status: OrderStatus
  readonly attempts: number
  readonly created_at: Date | string
}

interface PaymentRow {
  readonly id: string
  readonly order_id: string
  readonly amount: number
  readonly currency: string
  readonly status: "captured" | "failed"
  readonly method: SandboxMethod
  readonly email: string
  readonly contact: string
  readonly created_at: Date | string
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** Razorpay-style ids: a prefix and 14 base-62 characters (the tiny modulo bias does not matter for ids). */
const newId = (prefix: string) =>
  prefix + Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join("")

const epochSeconds = (at: Date | string | number) => Math.floor(new Date(at).getTime() / 1000)

const orderEntity = (row: OrderRow): OrderEntity => {
  const notes = JSON.parse(row.notes) as Record<string, string>
  return {
    id: row.id,
    entity: "order",
    amount: row.amount,
    amount_paid: row.amount_paid,
    amount_due: row.amount - row.amount_paid,
    currency: "INR",
    receipt: row.receipt,
    status: row.status,
    attempts: row.attempts,
    notes: Object.keys(notes).length === 0 ? [] : notes,
    created_at: epochSeconds(row.created_at),
  }
}

const FAILURE = {
  code: "BAD_REQUEST_ERROR",
  description: "Payment failed",
  reason: "payment_failed",
} as const

const paymentEntity = (row: PaymentRow): PaymentEntity => ({
  id: row.id,
  entity: "payment",
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  order_id: row.order_id,
  method: row.method,
  captured: row.status === "captured",
  email: row.email,
  contact: row.contact,
  error_code: row.status === "failed" ? FAILURE.code : null,
  error_description: row.status === "failed" ? FAILURE.description : null,
  error_reason: row.status === "failed" ? FAILURE.reason : null,
  created_at: epochSeconds(row.created_at),
})

/** The webhook events a payment raises, in the order Razorpay sends them. */
const eventsOf = (payment: PaymentEntity, order: OrderEntity) => {
  const event = (name: WebhookEventName, withOrder: boolean) => ({
    name,
    body: JSON.stringify({
      entity: "event",
      account_id: "acc_sandbox",
      event: name,
      contains: withOrder ? ["payment", "order"] : ["payment"],
      payload: withOrder
        ? { payment: { entity: payment }, order: { entity: order } }
        : { payment: { entity: payment } },
      created_at: payment.created_at,
    }),
  })
  return payment.status === "captured"
    ? [event("payment.captured", false), event("order.paid", true)]
    : [event("payment.failed", false)]
}

/**
 * The sandbox gateway's own books: orders, payments and the webhook events they raise. A paid
 * order takes no further payment; every payment is for the order's amount, never the browser's.
 */
export class GatewaySandbox extends Context.Service<
  GatewaySandbox,
  {
    readonly createOrder: (body: CreateOrderBody) => Effect.Effect<OrderEntity>
    readonly order: (id: string) => Effect.Effect<OrderEntity | undefined>
    /** undefined when the order does not exist. */
    readonly payments: (orderId: string) => Effect.Effect<ReadonlyArray<PaymentEntity> | undefined>
    readonly pay: (orderId: string, payment: SandboxPayment) => Effect.Effect<PayResult>
  }
>()("booking/server/gateway/GatewaySandbox") {
  static readonly layer = Layer.effect(
    GatewaySandbox,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const keySecret = Redacted.value(SANDBOX_CREDENTIALS.keySecret)

      const createOrder = Effect.fn("GatewaySandbox.createOrder")(function* (body: CreateOrderBody) {
        const at = new Date(yield* clock.now)
        const [row] = yield* sql<OrderRow>`INSERT INTO gateway_sandbox_orders
            (id, amount, currency, receipt, notes, status, attempts, created_at)
          VALUES (${newId("order_")}, ${body.amount}, ${body.currency}, ${body.receipt},
            ${JSON.stringify(body.notes ?? {})}, 'created', 0, ${at})
          RETURNING *`
        return orderEntity(row!)
      }, Effect.orDie)

      const order = Effect.fn("GatewaySandbox.order")(function* (id: string) {
        const [row] = yield* sql<OrderRow>`SELECT * FROM gateway_sandbox_orders WHERE id = ${id}`
        return row === undefined ? undefined : orderEntity(row)
      }, Effect.orDie)

      const payments = Effect.fn("GatewaySandbox.payments")(function* (orderId: string) {
        if ((yield* order(orderId)) === undefined) return undefined
        const rows = yield* sql<PaymentRow>`SELECT * FROM gateway_sandbox_payments
          WHERE order_id = ${orderId} ORDER BY seq`
        return rows.map(paymentEntity)
      }, Effect.orDie)

      const pay = Effect.fn("GatewaySandbox.pay")(function* (orderId: string, input: SandboxPayment) {
        const at = new Date(yield* clock.now)
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            // The row lock makes two payments of one order take turns: the second sees it paid.
            const [row] = yield* sql<OrderRow>`SELECT * FROM gateway_sandbox_orders
              WHERE id = ${orderId} FOR UPDATE`
            if (row === undefined) return { _tag: "UnknownOrder" } as const
            if (row.status === "paid") return { _tag: "AlreadyPaid" } as const
            const status = input.outcome === "capture" ? "captured" : "failed"
            const [paymentRow] = yield* sql<PaymentRow>`INSERT INTO gateway_sandbox_payments
                (id, order_id, amount, currency, status, method, email, contact, created_at)
              VALUES (${newId("pay_")}, ${orderId}, ${row.amount}, ${row.currency}, ${status},
                ${input.method}, ${input.email}, ${input.contact}, ${at})
              RETURNING *`
            const [orderRow] = yield* sql<OrderRow>`UPDATE gateway_sandbox_orders
              SET attempts = attempts + 1,
                status = ${status === "captured" ? "paid" : "attempted"},
                amount_paid = ${status === "captured" ? row.amount : 0}
              WHERE id = ${orderId} RETURNING *`
            const payment = paymentEntity(paymentRow!)
            for (const event of eventsOf(payment, orderEntity(orderRow!))) {
              yield* sql`INSERT INTO gateway_sandbox_webhooks (event_id, event, body, created_at, next_attempt_at)
                VALUES (${newId("evt_")}, ${event.name}, ${event.body}, ${at}, ${at})`
            }
            if (status === "failed") return { _tag: "Failed", payment } as const
            return {
              _tag: "Captured",
              payment,
              handler: {
                razorpay_payment_id: payment.id,
                razorpay_order_id: orderId,
                razorpay_signature: paymentSignature(orderId, payment.id, keySecret),
              },
            } as const
          }),
        )
      }, Effect.orDie)

      return GatewaySandbox.of({ createOrder, order, payments, pay })
    }),
  )
}
