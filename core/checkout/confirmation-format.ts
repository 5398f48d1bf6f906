import { fourDigitYear, twelveHourClock, twoDigits, wallClockInIndia } from "../dates/india-clock.ts"
import { isIsoInstant } from "../dates/iso-instant.ts"

/**
 * Dates and times as the confirmation page shows them (spec-checkout §9: 'confirmation DD-MM-YYYY
 * and hh:mm A', time zone Asia/Kolkata). Each returns null for a value it cannot read, so one odd
 * field shows as missing instead of breaking the page.
 */

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A stay date, YYYY-MM-DD (already a day in India), as DD-MM-YYYY: '2026-12-05' → '05-12-2026'. */
export const confirmationDate = (day: string): string | null => {
  const parts = CALENDAR_DAY.exec(day)
  if (parts === null) return null
  const [, year, month, date] = parts
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  if (check.getUTCDate() !== Number(date) || check.getUTCMonth() !== Number(month) - 1) return null
  return `${date}-${month}-${year}`
}

// '12:00 PM', '12pm', '11 am', '9:30am' (12-hour, as bookings are made with 'check_in_time: 12pm'),
// or '14:30' (24-hour).
const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/

/** A wall-clock time of the hotel (check-in, check-out) as hh:mm A: '12pm' → '12:00 PM', '14:30' → '02:30 PM'. */
export const confirmationTime = (time: string): string | null => {
  const text = time.trim()
  const twelve = TWELVE_HOUR.exec(text)
  if (twelve !== null) {
    const [, h, m = "00", half] = twelve
    const hours = Number(h)
    const minutes = Number(m)
    if (hours < 1 || hours > 12 || minutes > 59) return null
    return twelveHourClock((hours % 12) + (half!.toLowerCase() === "p" ? 12 : 0), minutes)
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(text)
  if (twentyFour !== null) {
    const hours = Number(twentyFour[1])
    const minutes = Number(twentyFour[2])
    if (hours > 23 || minutes > 59) return null
    return twelveHourClock(hours, minutes)
  }
  return null
}

/** An instant (when the booking was made) as the day and time it was in India. */
export const confirmationMoment = (iso: string): { readonly date: string; readonly time: string } | null => {
  if (!isIsoInstant(iso)) return null
  const clock = wallClockInIndia(Date.parse(iso))
  return {
    date: `${twoDigits(clock.day)}-${twoDigits(clock.month)}-${fourDigitYear(clock.year)}`,
    time: twelveHourClock(clock.hour, clock.minute),
  }
}
