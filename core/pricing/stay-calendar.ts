import { addDays, daysBetween, isCalendarDay } from "../dates/calendar-day.ts"
import { MAX_STAY_NIGHTS } from "../dates/stay.ts"
import { isWeekendNight } from "./nightly-rate.ts"

/** The nights of a stay, in order, and which of them are weekend nights. */
export interface StayCalendar {
  readonly nights: number
  readonly dates: ReadonlyArray<string>
  readonly weekend: ReadonlyArray<boolean>
}

// Search prices quote hundreds of room types for one stay. Checking its days and finding their
// weekdays through Date objects for every quote was most of a quote's cost, so the last stay's
// calendar is kept: it depends on its two strings alone, so it can never be stale.
let last: { readonly checkin: string; readonly checkout: string; readonly calendar: StayCalendar } | undefined

/**
 * The calendar of `checkin`..`checkout` (YYYY-MM-DD, checkout the day of departure), or undefined
 * when either is not a calendar day. Dates are listed only for a stay of 1 to MAX_STAY_NIGHTS
 * nights: a longer or reversed range is refused by the caller, which reads `nights`.
 */
export const stayCalendar = (checkin: string, checkout: string): StayCalendar | undefined => {
  if (last !== undefined && last.checkin === checkin && last.checkout === checkout) return last.calendar
  if (!isCalendarDay(checkin) || !isCalendarDay(checkout)) return undefined
  const nights = daysBetween(checkin, checkout)
  const listed = nights >= 1 && nights <= MAX_STAY_NIGHTS ? nights : 0
  const dates = Array.from({ length: listed }, (_, i) => addDays(checkin, i))
  const calendar: StayCalendar = { nights, dates, weekend: dates.map(isWeekendNight) }
  last = { checkin, checkout, calendar }
  return calendar
}
