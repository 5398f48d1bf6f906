import { FIXED_OFFSET_SINCE_MS, IST_OFFSET_MS, TIME_ZONE } from "./today.ts"

/** An instant as a clock on a wall in India reads it. */
export interface WallClock {
  readonly year: number
  /** 1-12. */
  readonly month: number
  readonly day: number
  /** 0-23. */
  readonly hour: number
  readonly minute: number
  /** 0 for Sunday to 6 for Saturday. */
  readonly weekday: number
}

export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const
export const WEEKDAY_ABBREVIATIONS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const

/** Built on first use: building an Intl formatter as a page loads costs a phone tens of ms (ADR 115). */
let zoneDatabase: Intl.DateTimeFormat | undefined

const fromZoneDatabase = (epochMs: number): WallClock => {
  zoneDatabase ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  })
  const parts = zoneDatabase.formatToParts(epochMs)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const calendar = new Date(0)
  calendar.setUTCFullYear(part("year"), part("month") - 1, part("day"))
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    weekday: calendar.getUTCDay(),
  }
}

/**
 * The wall clock in India at an instant: on the fixed +05:30 since 15 October 1945, from the zone
 * database before (India's offsets moved until then). Arithmetic rather than a formatter, so the
 * pages that show times load no time-zone library. Throws a RangeError for an instant Date cannot
 * hold.
 */
export const wallClockInIndia = (epochMs: number): WallClock => {
  const shifted = new Date(epochMs + IST_OFFSET_MS)
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`not an instant: ${epochMs}`)
  if (epochMs < FIXED_OFFSET_SINCE_MS) return fromZoneDatabase(epochMs)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  }
}

export const twoDigits = (n: number): string => String(n).padStart(2, "0")

/** A year with at least four digits, as 'yyyy' writes it. */
export const fourDigitYear = (year: number): string => String(year).padStart(4, "0")

/** A time of day as 'hh:mm A': 14:05 → '02:05 PM', 0:30 → '12:30 AM'. */
export const twelveHourClock = (hours24: number, minutes: number): string => {
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12
  return `${twoDigits(hours12)}:${twoDigits(minutes)} ${hours24 < 12 ? "AM" : "PM"}`
}
