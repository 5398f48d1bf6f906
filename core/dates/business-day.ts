import { addDays } from "./calendar-day.ts"
import { dayInIndia } from "./today.ts"
import { dayInZone, isKnownZone } from "./zone-day.ts"

/** spec-search §8: what the date helper answers for a time zone it does not know. */
export const INVALID_TIMEZONE = "INVALID_TIMEZONE"

/**
 * spec-search §9: 'Default business switch-over time 00:30:00Z', i.e. 06:00 in Asia/Kolkata.
 * Until then the business day is still the previous calendar day (ADR 061).
 */
export const BUSINESS_SWITCH_OVER_UTC = "00:30:00Z"

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`, or the spec's INVALID_TIMEZONE
 * marker (spec-search §8 'Invalid time zone in the date helper') instead of throwing, so a bad
 * zone from configuration or a request shows up as a value the caller must handle.
 */
export const dayInTimeZone = (epochMs: number, timeZone: string): string =>
  isKnownZone(timeZone) ? dayInZone(epochMs, timeZone) : INVALID_TIMEZONE

/**
 * 'Today' for stays (ADR 061): the day in India, except from midnight IST until the switch-over
 * (00:30Z, 06:00 IST), when the night that began the evening before is still being sold, so the
 * business day is the previous calendar day. Search dates, the picker's first day and
 * check-in validation all use this day.
 */
export const businessDay = (epochMs: number): string => {
  const day = dayInIndia(epochMs)
  return epochMs < Date.parse(`${day}T${BUSINESS_SWITCH_OVER_UTC}`) ? addDays(day, -1) : day
}
