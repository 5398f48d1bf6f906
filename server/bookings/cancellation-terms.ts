import { cancelRefusal } from "#core/account/booking-history.ts"
import {
  type CancellationTerms,
  cancellationCost,
  freeCancellationUntil,
  policyCode,
} from "#core/account/cancellation-charge.ts"
import type { PartPayBooking } from "#core/account/part-payment.ts"
import type { CancellationCharges } from "#core/api/bookings.ts"
import type { BookedOrder } from "./booking-repo.ts"

/**
 * Money taken through the gateway. A pay-now order is a booking only once paid in full; a
 * pay-at-hotel booking has taken only its part-prepayments, if any (ADR 084, ADR 095).
 */
export const moneyPaidPaise = (order: BookedOrder): number =>
  order.mode === "pay_now" ? order.amounts.payNowPaise : order.partPaidPaise

/** The booking as the cancellation rule reads it, from the plan it was priced with. */
export const cancellationTermsOf = (order: BookedOrder): CancellationTerms => {
  const plan = order.plan.selected_rate_plan
  return {
    policy: policyCode(plan.cancellation_policy.code),
    checkin: order.checkin,
    totalPaise: order.amounts.totalPaise,
    // Every stay has a first night; without one the whole amount is the only safe reading.
    firstNightPaise: plan.nightsBreakup[0]?.sellingPrice ?? order.amounts.totalPaise,
    paidPaise: moneyPaidPaise(order),
  }
}

/** The booking as the part-prepayment rule reads it (ADR 095): points paid at checkout, part-payments since. */
export const partPayTermsOf = (order: BookedOrder): PartPayBooking => ({
  ...order,
  totalPaise: order.amounts.totalPaise,
  paidPaise: order.amounts.pointsPaise,
  partPaidPaise: order.partPaidPaise,
  firstNightPaise: cancellationTermsOf(order).firstNightPaise,
})

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * What the cancellation page shows: for a booking that may be cancelled, what cancelling at `now`
 * would cost; for a cancelled one, what it cost; null for one that can no longer be cancelled.
 */
export const cancellationChargesOf = (order: BookedOrder, now: number): CancellationCharges | null => {
  const terms = cancellationTermsOf(order)
  const freeUntil = isoOrNull(freeCancellationUntil(terms.policy, terms.checkin))
  if (order.status === "cancelled") {
    return {
      charge: order.cancellationChargePaise ?? 0,
      refund: order.refundPaise ?? 0,
      pointsReturned: order.amounts.pointsPaise,
      freeCancellationUntil: freeUntil,
    }
  }
  if (cancelRefusal(order, now) !== undefined) return null
  const cost = cancellationCost(terms, now)
  return {
    charge: cost.chargePaise,
    refund: cost.refundPaise,
    pointsReturned: order.amounts.pointsPaise,
    freeCancellationUntil: freeUntil,
  }
}
