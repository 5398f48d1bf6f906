import type { Channel } from "../pricing/types.ts"

/** How a cart may be paid (spec-checkout §3 'Payment state', §4 'Cart and payment'). */
export interface PayOptions {
  readonly payAtHotel: boolean
  readonly payNow: boolean
  /** Only pay now is offered: the client shows no Pay Later tab. */
  readonly prepaidOnly: boolean
  /** Pay at hotel asks for a code sent to the traveller's phone (spec-checkout §4 'OTP flow'). */
  readonly otp: boolean
}

/**
 * - gdc bookings are assisted and paid at the hotel (search prices' PaymentMode says so), whatever
 *   the plan: the agent cannot take a card payment, and the traveller is not at the keyboard to
 *   read a code, so no OTP either.
 * - On the website a non-refundable plan is paid now: the hotel keeps the money whatever happens,
 *   which a promise to pay at the hotel cannot guarantee.
 * - Otherwise both ways, and pay at hotel is verified by OTP.
 */
export const payOptionsFor = (
  channel: Channel,
  ratePlanType: "refundable" | "non-refundable",
): PayOptions => {
  if (channel === "gdc") return { payAtHotel: true, payNow: false, prepaidOnly: false, otp: false }
  const prepaidOnly = ratePlanType === "non-refundable"
  return { payAtHotel: !prepaidOnly, payNow: true, prepaidOnly, otp: true }
}
