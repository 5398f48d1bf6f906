import { dayInZone } from "./zone-day.ts"

/** The product's time zone (spec-search §9). */
export const TIME_ZONE = "Asia/Kolkata"

/** India's offset from UTC, +05:30, without daylight saving since 15 October 1945. */
export const IST_OFFSET_MS = 5.5 * 3_600_000
/** 1945-10-15T00:00 IST in UTC, from which the fixed offset holds; the zone database covers earlier instants. */
export const FIXED_OFFSET_SINCE_MS = Date.UTC(1945, 9, 14, 18, 30)
/** 10000-01-01T00:00 UTC: from here toISOString writes a six-digit year. */
const FOUR_DIGIT_YEARS_UNTIL_MS = Date.UTC(10000, 0, 1) - IST_OFFSET_MS

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in India. Arithmetic on the fixed offset: the
 * server asks this on every search and price check, and the zone database's formatter cost a few
 * microseconds each time.
 */
export const dayInIndia = (epochMs: number): string =>
  epochMs >= FIXED_OFFSET_SINCE_MS && epochMs < FOUR_DIGIT_YEARS_UNTIL_MS
    ? new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10)
    : dayInZone(epochMs, TIME_ZONE)
