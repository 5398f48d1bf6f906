import { formatInTimeZone } from "date-fns-tz"
import { isIsoInstant } from "../dates/iso-instant.ts"
import { TIME_ZONE } from "../dates/today.ts"

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export const dayOrdinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th")
  return `${day}${suffix}`
}

/**
 * A review's date as the hotel page shows it, '1st Mar 2026': the day the ISO instant falls on in
 * India (spec-search §9 time zone), not in the reader's zone. null for anything that is not an
 * ISO instant, so one bad row cannot break the list.
 */
export const reviewDate = (createdAt: string): string | null => {
  if (!isIsoInstant(createdAt)) return null
  const [day, rest] = formatInTimeZone(Date.parse(createdAt), TIME_ZONE, "d|MMM yyyy").split("|")
  return `${dayOrdinal(Number(day))} ${rest}`
}
