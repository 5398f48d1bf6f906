import { CANCELLATION_POLICIES, type CancellationPolicyCode } from "../pricing/rate-plans.ts"
import { checkInAt } from "./booking-lifecycle.ts"

/**
 * What cancelling a booking costs (spec-checkout §9 'Cancellation policies', ADR 084). Every
 * window is counted back from the check-in time (12:00 in India) of the check-in day.
 */

const HOUR_MS = 3_600_000

/** What the rule reads of a booking. Amounts in paise. */
export interface CancellationTerms {
  readonly policy: CancellationPolicyCode
  /** YYYY-MM-DD, the check-in day in India. */
  readonly checkin: string
  /** The all-in price of the stay, platform fee included. */
  readonly totalPaise: number
  /**
   * One night's tariff: the first night's price over every room, after discounts and with GST
   * (the itinerary's first nightsBreakup entry), the night a late cancellation leaves unsold.
   */
  readonly firstNightPaise: number
  /**
   * Money the product took for the booking through the gateway; points spent are given back
   * whole on cancellation and never count here (ADR 084). For a booking paid at the hotel, its
   * part-prepayments (ADR 095): the policy's charge is kept out of them and the rest paid back.
   */
  readonly paidPaise: number
}

export interface CancellationCost {
  /** What the policy charges for a cancellation at that instant; never above the total. */
  readonly policyChargePaise: number
  /** The part of the money paid that is kept: the policy's charge, up to what was paid. */
  readonly chargePaise: number
  /** The money paid back: paid − charge, never below 0. */
  readonly refundPaise: number
}

/**
 * The last instant (epoch ms) a cancellation is free, or null when it never is. Inclusive:
 * "free up to 24 hours before check-in" means a cancellation exactly 24 hours before is free.
 */
export const freeCancellationUntil = (policy: CancellationPolicyCode, checkin: string): number | null => {
  const hours = CANCELLATION_POLICIES[policy].freeCancellationHours
  return hours === null ? null : checkInAt(checkin) - hours * HOUR_MS
}

/** What the policy charges once the free window has closed. */
const lateCharge = (terms: CancellationTerms): number => {
  const full = Math.max(0, terms.totalPaise)
  return CANCELLATION_POLICIES[terms.policy].lateCharge === "one-night"
    ? Math.min(Math.max(0, terms.firstNightPaise), full)
    : full
}

/** The charge and refund of cancelling at `at` (epoch ms). */
export const cancellationCost = (terms: CancellationTerms, at: number): CancellationCost => {
  const freeUntil = freeCancellationUntil(terms.policy, terms.checkin)
  const policyChargePaise = freeUntil !== null && at <= freeUntil ? 0 : lateCharge(terms)
  const paid = Math.max(0, terms.paidPaise)
  const chargePaise = Math.min(policyChargePaise, paid)
  return { policyChargePaise, chargePaise, refundPaise: paid - chargePaise }
}

/** The policy codes the product sells; anything else in a stored plan is read as the default. */
export const policyCode = (code: string): CancellationPolicyCode =>
  code === "non-refundable" || code === "5-day" ? code : "default"
