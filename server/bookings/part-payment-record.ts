import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"
import { orderTransaction } from "../checkout/order-transaction.ts"
import { bookingForUpdate } from "./booking-repo.ts"
import { cancellationTermsOf } from "./cancellation-terms.ts"

/** What became of a part-prepayment the gateway took, in the words of `Orders.paid`'s outcome. */
export type PartPaidOutcome = "confirmed" | "cancelled" | "checked_in" | "checked_out" | "noshow"

/**
 * Records a captured part-prepayment against its pay-at-hotel booking (ADR 095), already checked
 * against the gateway. Idempotent: the payment row turns captured once, so any number of reports
 * of it (the browser, webhooks, the reconciler, at once or not) count it once. Money that arrives
 * for a booking cancelled meanwhile is owed back whole; money beyond the advance asked (two
 * attempts both paid) leaves a refund due.
 */
export const recordPartPayment = Effect.fnUntraced(function* (
  orderId: string,
  gatewayOrderId: string,
  paymentId: string,
) {
  const sql = yield* SqlClient.SqlClient
  const clock = yield* AppClock
  const now = new Date(yield* clock.now)
  return yield* orderTransaction(
    Effect.gen(function* () {
      const booking = yield* bookingForUpdate(orderId)
      if (booking === undefined) return yield* Effect.die(new Error(`booking ${orderId} vanished`))
      const [captured] = yield* sql<{ amount_paise: number }>`UPDATE payments
        SET status = 'captured', payment_id = ${paymentId}, updated_at = ${now}
        WHERE gateway_order_id = ${gatewayOrderId} AND status <> 'captured'
        RETURNING amount_paise`
      if (captured !== undefined) {
        const amountPaise = Number(captured.amount_paise)
        const terms = cancellationTermsOf(booking)
        const advancePaise = Math.min(terms.firstNightPaise, terms.totalPaise - booking.amounts.pointsPaise)
        if (booking.status === "cancelled") {
          yield* sql`UPDATE orders SET refund_due = true, refund_paise = coalesce(refund_paise, 0) + ${amountPaise},
              updated_at = ${now}
            WHERE order_id = ${orderId}`
        } else if (booking.partPaidPaise + amountPaise > advancePaise) {
          yield* sql`UPDATE orders SET refund_due = true, updated_at = ${now} WHERE order_id = ${orderId}`
        }
      }
      switch (booking.status) {
        case "cancelled":
        case "checked_in":
        case "checked_out":
        case "noshow":
          return booking.status satisfies PartPaidOutcome
        default:
          return "confirmed" satisfies PartPaidOutcome
      }
    }),
  )
})
