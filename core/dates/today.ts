import { formatInTimeZone } from "date-fns-tz"

/** The product's time zone (spec-search §9). */
export const TIME_ZONE = "Asia/Kolkata"

/** The calendar day (YYYY-MM-DD) an instant falls on in India. */
export const dayInIndia = (epochMs: number): string => formatInTimeZone(epochMs, TIME_ZONE, "yyyy-MM-dd")
