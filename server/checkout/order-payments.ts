import { Effect } from "effect"
import {
  capturedPayment,
  type PaymentProblem,
  paymentProblem,
  type ReportedPayment,
} from "#core/checkout/orders.ts"
import { PaymentGateway } from "../gateway/service.ts"
import { findOrder, paymentByGatewayOrder } from "./order-repo.ts"
import { Orders, type PaidOutcome } from "./order-service.ts"

/** What became of a payment reported for one of our gateway orders. */
export type Settlement =
  | { readonly _tag: "Settled"; readonly orderId: string; readonly outcome: PaidOutcome }
  | { readonly _tag: "Refused"; readonly orderId: string; readonly problem: PaymentProblem }
  | { readonly _tag: "NotOurs" }

/**
 * The one way a payment confirms an order, whoever reports it (the browser's callback after its
 * checks, a signed webhook, the reconciler): the payment must be captured, in full, on the gateway
 * order we made for this order.
 */
export const settlePayment = Effect.fnUntraced(function* (gatewayOrderId: string, payment: ReportedPayment) {
  const orders = yield* Orders
  const attempt = yield* paymentByGatewayOrder(gatewayOrderId).pipe(Effect.orDie)
  if (attempt === undefined) return { _tag: "NotOurs" } satisfies Settlement as Settlement
  const order = yield* findOrder(attempt.orderId).pipe(Effect.orDie)
  if (order === undefined) return { _tag: "NotOurs" } as Settlement
  const problem = paymentProblem(order.amounts.payNowPaise, payment.id, [payment])
  if (problem !== undefined) return { _tag: "Refused", orderId: order.orderId, problem } as Settlement
  const outcome = yield* orders.paid(order.orderId, gatewayOrderId, payment.id)
  return { _tag: "Settled", orderId: order.orderId, outcome } as Settlement
})

/**
 * Asks the gateway for the payments of one of our gateway orders and settles a captured one of the
 * full amount; undefined when none is there (yet).
 */
export const settleFromGateway = Effect.fnUntraced(function* (gatewayOrderId: string, payNowPaise: number) {
  const gateway = yield* PaymentGateway
  const payments = yield* gateway.orderPayments(gatewayOrderId)
  const captured = capturedPayment(payNowPaise, payments)
  if (captured === undefined) return undefined
  return yield* settlePayment(gatewayOrderId, captured)
})
