import { Effect } from "effect"
import { BadRequest, Conflict, entry } from "#core/api/errors.ts"
import {
  capturedPayment,
  type PaymentProblem,
  paymentProblem,
  type ReportedPayment,
} from "#core/checkout/orders.ts"
import { recordPartPayment } from "../bookings/part-payment-record.ts"
import { PaymentGateway } from "../gateway/service.ts"
import { findOrder, type OrderRecord, type PaymentRecord, paymentByGatewayOrder } from "./order-repo.ts"
import { Orders, type PaidOutcome } from "./order-service.ts"

/** What became of a payment reported for one of our gateway orders. */
export type Settlement =
  | { readonly _tag: "Settled"; readonly orderId: string; readonly outcome: PaidOutcome }
  | { readonly _tag: "Refused"; readonly orderId: string; readonly problem: PaymentProblem }
  | { readonly _tag: "NotOurs" }

/** Why a payment the browser reports is not taken as paid. */
export type ReportRefusal = PaymentProblem | "bad_signature" | "gateway_unavailable"

/** The words a refusal is told in, and the code for a payment that belongs to something else. */
export interface RefusalTexts {
  readonly badSignature: string
  readonly checkLater: string
  readonly notTaken: string
  readonly amountDiffers: string
  readonly unknownPayment: { readonly code: string; readonly message: string }
}

/** A refusal as the API answers it: what the browser sent is wrong (400), or not yet so (409). */
export const refusalError =
  (texts: RefusalTexts) =>
  (refusal: ReportRefusal): BadRequest | Conflict => {
    switch (refusal) {
      case "bad_signature":
        return new BadRequest(entry("bad_signature", texts.badSignature, "pg_meta.pg_signature"))
      case "gateway_unavailable":
        return new Conflict(entry("gateway_unavailable", texts.checkLater))
      case "unknown_payment":
        return new BadRequest(
          entry(texts.unknownPayment.code, texts.unknownPayment.message, "pg_meta.pg_payment_id"),
        )
      case "not_captured":
        return new Conflict(entry("payment_not_taken", texts.notTaken))
      case "amount_differs":
        return new BadRequest(entry("amount_differs", texts.amountDiffers))
    }
  }

/**
 * The checks a payment the browser reports must pass before it settles anything (DESIGN.md
 * 'Payments'): the signature over the gateway order stored on our side, never one the browser
 * names, then the gateway's own word that the payment is captured for exactly `expectedPaise`.
 */
export const verifyReportedPayment = Effect.fnUntraced(function* (
  gatewayOrderId: string,
  expectedPaise: number,
  paymentId: string,
  signature: string,
) {
  const gateway = yield* PaymentGateway
  const signed = yield* gateway.verifyPaymentSignature({ gatewayOrderId, paymentId, signature })
  if (!signed) return yield* Effect.fail<ReportRefusal>("bad_signature")
  const payments = yield* gateway
    .orderPayments(gatewayOrderId)
    .pipe(Effect.mapError((): ReportRefusal => "gateway_unavailable"))
  const problem = paymentProblem(expectedPaise, paymentId, payments)
  if (problem !== undefined) return yield* Effect.fail<ReportRefusal>(problem)
  return payments.find((p) => p.id === paymentId)!
})

/**
 * The one way a payment confirms an order, whoever reports it (the browser's callback after its
 * checks, a signed webhook, the reconciler): the payment must be captured, in full, on the gateway
 * order we made for this order. A pay-at-hotel booking's only gateway orders are part-prepayments
 * (ADR 095), each for the amount fixed when it was made.
 */
export const settlePayment = Effect.fnUntraced(function* (gatewayOrderId: string, payment: ReportedPayment) {
  const attempt = yield* paymentByGatewayOrder(gatewayOrderId).pipe(Effect.orDie)
  if (attempt === undefined) return { _tag: "NotOurs" } satisfies Settlement as Settlement
  const order = yield* findOrder(attempt.orderId).pipe(Effect.orDie)
  if (order === undefined) return { _tag: "NotOurs" } as Settlement
  return yield* settleAttempt(attempt, order, payment)
})

/**
 * `settlePayment` for a caller that has just read the attempt and its order. Only what never
 * changes is used from them (mode, amounts, ids): the order's state is read again, locked.
 */
export const settleAttempt = Effect.fnUntraced(function* (
  attempt: PaymentRecord,
  order: OrderRecord,
  payment: ReportedPayment,
) {
  if (order.mode === "pay_at_hotel") {
    const problem = paymentProblem(attempt.amountPaise, payment.id, [payment])
    if (problem !== undefined) return { _tag: "Refused", orderId: order.orderId, problem } as Settlement
    const outcome = yield* recordPartPayment(order.orderId, attempt.gatewayOrderId, payment.id)
    return { _tag: "Settled", orderId: order.orderId, outcome } as Settlement
  }
  const problem = paymentProblem(order.amounts.payNowPaise, payment.id, [payment])
  if (problem !== undefined) return { _tag: "Refused", orderId: order.orderId, problem } as Settlement
  const outcome = yield* (yield* Orders).paid(order.orderId, attempt.gatewayOrderId, payment.id)
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
