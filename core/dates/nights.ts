import { addDays, daysBetween, isCalendarDay } from "./calendar-day.ts"

/**
 * Rates and inventory are set and read for at most a year of nights at a time (a leap year's
 * worth), so one call stays one bounded statement.
 */
export const MAX_NIGHTS = 366

/** What is wrong with a range of nights, and which end to fix. */
export interface NightRangeProblem {
  readonly field: "from" | "to"
  readonly message: string
}

/**
 * Why `from`..`to` is not a range of nights, or undefined when it is. `to` is the check-out day,
 * so the night of `to` is not part of it.
 */
export const nightRangeProblem = (from: string, to: string): NightRangeProblem | undefined => {
  if (!isCalendarDay(from))
    return { field: "from", message: `from must be a calendar day as YYYY-MM-DD, got '${from}'` }
  if (!isCalendarDay(to))
    return { field: "to", message: `to must be a calendar day as YYYY-MM-DD, got '${to}'` }
  const count = daysBetween(from, to)
  if (count < 1)
    return { field: "to", message: `to (${to}) must be after from (${from}): to is the check-out day` }
  if (count > MAX_NIGHTS) {
    return { field: "to", message: `at most ${MAX_NIGHTS} nights at a time; ${from} to ${to} is ${count}` }
  }
  return undefined
}

/** The nights from `from` up to the day before `to`, for a range `nightRangeProblem` accepts. */
export const nightsOf = (from: string, to: string): ReadonlyArray<string> =>
  Array.from({ length: daysBetween(from, to) }, (_, i) => addDays(from, i))
