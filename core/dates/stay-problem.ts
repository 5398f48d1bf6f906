import { daysBetween, isCalendarDay } from "./calendar-day.ts"
import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS, type Stay } from "./stay.ts"

/** What is wrong with a stay an API call asks for, and which date to fix. */
export interface StayProblem {
  readonly field: "checkin" | "checkout"
  readonly message: string
}

/**
 * Why an API call's dates are not a stay that can be sold, or undefined when they are: exactly the
 * stays `normaliseStay` leaves alone (ADR 065). Pages redirect to corrected dates (ADR 061); an
 * API answers 400 instead, because pricing other dates than the ones asked for would show a
 * price for a stay nobody chose. `today` is the business day.
 */
export const stayProblem = (stay: Stay, today: string): StayProblem | undefined => {
  if (!isCalendarDay(stay.checkin)) {
    return { field: "checkin", message: "checkin must be a calendar day as YYYY-MM-DD" }
  }
  if (!isCalendarDay(stay.checkout)) {
    return { field: "checkout", message: "checkout must be a calendar day as YYYY-MM-DD" }
  }
  if (stay.checkin < today) {
    return { field: "checkin", message: `checkin ${stay.checkin} is in the past; the earliest is ${today}` }
  }
  const nights = daysBetween(stay.checkin, stay.checkout)
  if (nights < MIN_STAY_NIGHTS) {
    return { field: "checkout", message: `checkout must be at least one day after checkin (${stay.checkin})` }
  }
  if (nights > MAX_STAY_NIGHTS) {
    return {
      field: "checkout",
      message: `a stay is at most ${MAX_STAY_NIGHTS} nights; ${stay.checkin} to ${stay.checkout} is ${nights}`,
    }
  }
  return undefined
}
