import { isIsoInstant } from "../dates/iso-instant.ts"
import { dayInIndia } from "../dates/today.ts"
import { formatOrdinalDate } from "../i18n/format.ts"

export { englishOrdinal as dayOrdinal } from "../i18n/format.ts"

/**
 * A review's date as the hotel page shows it, '1st Mar 2026' (in French '1er mars 2026'): the day
 * the ISO instant falls on in India (spec-search §9 time zone), not in the reader's zone. null for
 * anything that is not an ISO instant, so one bad row cannot break the list.
 */
export const reviewDate = (createdAt: string): string | null => {
  if (!isIsoInstant(createdAt)) return null
  return formatOrdinalDate(dayInIndia(Date.parse(createdAt)))
}
