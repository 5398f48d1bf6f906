import {
  fourDigitYear,
  MONTH_ABBREVIATIONS,
  twelveHourClock,
  WEEKDAY_ABBREVIATIONS,
  wallClockInIndia,
} from "../dates/india-clock.ts"
import { formatRupees } from "../i18n/format.ts"

/**
 * What the cancellation page and the cancel answer say (spec-checkout §3 'Cancellation'
 * bookingStatus.message, §4 'Success sets the booking status and the cancel message').
 */

/** An instant as the history's date ('ddd, D MMM YYYY', spec-checkout §9) and time in India. */
export const momentInIndia = (epochMs: number): string => {
  const clock = wallClockInIndia(epochMs)
  return `${WEEKDAY_ABBREVIATIONS[clock.weekday]}, ${clock.day} ${MONTH_ABBREVIATIONS[clock.month - 1]} ${fourDigitYear(clock.year)}, ${twelveHourClock(clock.hour, clock.minute)}`
}

/** The money of a cancellation, in paise. */
export interface CancellationMoney {
  readonly chargePaise: number
  readonly refundPaise: number
  readonly pointsReturnedPaise: number
}

const pointsLine = (points: number) =>
  points > 0 ? ` The ${formatRupees(points)} paid with points goes back to your wallet.` : ""

/** Said once the booking is cancelled. */
export const cancelledMessage = (orderId: string, money: CancellationMoney): string => {
  const charge =
    money.chargePaise > 0 ? ` A cancellation charge of ${formatRupees(money.chargePaise)} applies.` : ""
  const refund =
    money.refundPaise > 0
      ? ` A refund of ${formatRupees(money.refundPaise)} is due to you and goes back to the way you paid.`
      : ""
  return `Your booking ${orderId} is cancelled.${charge}${refund}${pointsLine(money.pointsReturnedPaise)}`
}

/** Said before cancelling: what cancelling now would cost, and until when it is free. */
export const cancellationQuoteMessage = (
  money: CancellationMoney,
  paidPaise: number,
  freeUntil: number | null,
): string => {
  if (money.chargePaise === 0) {
    const until = freeUntil === null ? "" : ` until ${momentInIndia(freeUntil)}`
    const refund = money.refundPaise > 0 ? ` and the ${formatRupees(money.refundPaise)} paid is refunded` : ""
    return paidPaise === 0
      ? `Nothing was paid in advance, so cancelling costs nothing.${pointsLine(money.pointsReturnedPaise)}`
      : `Cancellation is free${until}${refund}.${pointsLine(money.pointsReturnedPaise)}`
  }
  const refund =
    money.refundPaise > 0 ? ` ${formatRupees(money.refundPaise)} is refunded.` : " Nothing is refunded."
  return `Cancelling now costs ${formatRupees(money.chargePaise)} of the ${formatRupees(paidPaise)} paid.${refund}${pointsLine(money.pointsReturnedPaise)}`
}
