import { addDays, daysBetween, isCalendarDay } from "./calendar-day.ts"

/** spec-search §5 and §9: a stay is 1 to 15 nights (spec-checkout §9: 'Maximum stay 15 days'). */
export const MIN_STAY_NIGHTS = 1
export const MAX_STAY_NIGHTS = 15

/** Check-in and check-out days, YYYY-MM-DD in Asia/Kolkata; check-out is the morning after the last night. */
export interface Stay {
  readonly checkin: string
  readonly checkout: string
}

/** The dates as a search URL carries them; a parameter that is absent is undefined. */
export interface RawStay {
  readonly checkin?: string | undefined
  readonly checkout?: string | undefined
}

export interface NormalisedStay {
  readonly stay: Stay
  /**
   * The URL carried dates and they are not the stay: the page redirects to the corrected dates
   * (spec-search §5, spec-checkout §5). A URL without dates gets the default stay without a
   * redirect, so listing pages keep one cacheable address.
   */
  readonly corrected: boolean
}

/** ADR 061: the default stay is one night from the business day (the spec names none). */
export const defaultStay = (today: string): Stay => ({ checkin: today, checkout: addDays(today, 1) })

/**
 * The last check-in that leaves a check-out day YYYY-MM-DD can still write; later ones are
 * treated like unreadable dates.
 */
const LAST_CHECKIN = "9999-12-30"

const usableCheckin = (day: string | undefined): day is string =>
  day !== undefined && isCalendarDay(day) && day <= LAST_CHECKIN

/**
 * Applies spec-search §5 to the dates of a search URL, given `today` (the business day, ADR 061):
 * - only YYYY-MM-DD days that exist are read; an unreadable check-in becomes today and an
 *   unreadable check-out becomes check-in + 1, the same as a check-out that is too early;
 * - a check-in before today is moved to today;
 * - a check-out less than one day after check-in becomes check-in + 1;
 * - a stay of more than 15 nights keeps its check-in and ends 15 nights later.
 */
export const normaliseStay = (raw: RawStay, today: string): NormalisedStay => {
  const given = usableCheckin(raw.checkin) ? raw.checkin : today
  const checkin = given < today ? today : given
  const wanted = raw.checkout !== undefined && isCalendarDay(raw.checkout) ? raw.checkout : undefined
  const nights = wanted === undefined ? MIN_STAY_NIGHTS : daysBetween(checkin, wanted)
  const checkout = addDays(checkin, Math.min(Math.max(nights, MIN_STAY_NIGHTS), MAX_STAY_NIGHTS))
  const stay = { checkin, checkout }
  const carried = raw.checkin !== undefined || raw.checkout !== undefined
  return { stay, corrected: carried && (raw.checkin !== checkin || raw.checkout !== checkout) }
}
