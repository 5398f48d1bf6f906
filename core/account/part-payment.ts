import { daysBetween } from "../dates/calendar-day.ts"
import { type BookingStatus, statusAt } from "./booking-lifecycle.ts"

/**
 * Part-prepayment of a pay-at-hotel booking (spec-checkout §3 'Booking (history)' partPayAmount,
 * partPayLink; ADR 086). A guest who pays at the hotel and never arrives costs the hotel the
 * night it kept; the default cancellation policy charges one night's tariff for a late
 * cancellation (spec-checkout §9) but has no way to collect it from a pay-at-hotel guest. So a
 * long or expensive pay-at-hotel stay asks for its first night in advance.
 */

/** Stays of this many nights or more ask for part-prepayment. */
export const PART_PAY_MIN_NIGHTS = 3

/** Bills of ₹15,000 or more (fees and taxes included) ask for part-prepayment. */
export const PART_PAY_MIN_TOTAL_PAISE = 1_500_000

/** What the rule reads of a booking. Amounts in paise. */
export interface PartPayBooking {
  readonly orderId: string
  readonly mode: "pay_now" | "pay_at_hotel"
  readonly status: BookingStatus
  /** YYYY-MM-DD in India. */
  readonly checkin: string
  readonly checkout: string
  /** The all-in price of the stay. */
  readonly totalPaise: number
  /** Already paid towards it at checkout: for a pay-at-hotel booking, the points spent. */
  readonly paidPaise: number
  /** Part-prepayments taken online since (ADR 095); they count towards the amount asked. */
  readonly partPaidPaise: number
  /** The first night's all-in price over every room (the itinerary's nightsBreakup). */
  readonly firstNightPaise: number
}

export type PartPayment =
  /** Nothing is asked in advance. */
  | { readonly _tag: "NotAsked" }
  /** Asked, and payable online at `link`. */
  | { readonly _tag: "Asked"; readonly amountPaise: number; readonly link: string }
  /**
   * The rule asks for `amountPaise`, but this traveller cannot pay it online: the page that takes
   * it is a member's (ADR 095), and a booking made without an account has none. Shown as nothing
   * asked, never as a dead link.
   */
  | { readonly _tag: "NotPayableOnline"; readonly amountPaise: number }

/** The amount the rule asks in advance at `now` (epoch ms), or null when it asks nothing. */
export const partPayAmount = (booking: PartPayBooking, now: number): number | null => {
  if (booking.mode !== "pay_at_hotel") return null
  // Only before the stay begins: once checked in, the hotel collects at its desk.
  const status = statusAt(booking, now)
  if (status !== "reserved" && status !== "confirmed") return null
  const long = daysBetween(booking.checkin, booking.checkout) >= PART_PAY_MIN_NIGHTS
  const dear = booking.totalPaise >= PART_PAY_MIN_TOTAL_PAISE
  if (!long && !dear) return null
  // What was part-paid already counts: once the advance is in, nothing more is asked.
  const advance = Math.min(booking.firstNightPaise, booking.totalPaise - booking.paidPaise)
  const amount = advance - booking.partPaidPaise
  return amount > 0 ? amount : null
}

/**
 * The part-prepayment a booking shows. `payLink` builds the page that takes the payment for an
 * order; without one (a booking with no account behind it, ADR 095) an amount the rule asks is
 * reported as not payable online.
 */
export const partPayment = (
  booking: PartPayBooking,
  now: number,
  payLink?: (orderId: string) => string,
): PartPayment => {
  const amountPaise = partPayAmount(booking, now)
  if (amountPaise === null) return { _tag: "NotAsked" }
  if (payLink === undefined) return { _tag: "NotPayableOnline", amountPaise }
  return { _tag: "Asked", amountPaise, link: payLink(booking.orderId) }
}

/** The history's wire fields: both set only when the traveller can actually pay. */
export const partPayFields = (
  payment: PartPayment,
): { readonly partPayAmount: number | null; readonly partPayLink: string | null } =>
  payment._tag === "Asked"
    ? { partPayAmount: payment.amountPaise, partPayLink: payment.link }
    : { partPayAmount: null, partPayLink: null }

/** What the part-prepayment calls answer when they refuse (ADR 095). */
export const partPayMessages = {
  notAsked: "This booking does not ask for a payment in advance.",
  alreadyPaid: "The advance for this booking has already been paid.",
  notThisBooking: "This payment does not belong to this booking.",
  badSignature: "This payment could not be verified. If money was taken it will be refunded.",
  notTaken: "The payment has not been received.",
  amountDiffers: "The amount paid differs from the amount asked. It will be refunded.",
  checkLater:
    "We could not check your payment with the gateway just now. If it went through, it will show on your booking within a few minutes.",
  gatewayDown:
    "We could not reach the payment gateway, and nothing was charged. Please try again in a minute.",
} as const
