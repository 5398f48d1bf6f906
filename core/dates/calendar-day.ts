// Plain day arithmetic, which pages run before they hydrate; the schema is in
// ./calendar-day-schema.ts so that they do so without Effect (docs/decisions/070-javascript-budget.md).

const DAY_MS = 86_400_000
const DIGIT_ZERO = 48
const HYPHEN = 45

// Midnight UTC stands for the day: whole days apart stay whole days apart, whatever the zone.
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`)

/** The ASCII digits of text[from, to) as a number; -1 when any is not a digit. */
const digits = (text: string, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - DIGIT_ZERO
    if (digit < 0 || digit > 9) return -1
    n = n * 10 + digit
  }
  return n
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? isLeapYear(year)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31

/**
 * Whether `text` is YYYY-MM-DD naming a day that exists (the spec's query format): 2027-02-29 is
 * refused, not rolled over to 1 March. Year 0000 is refused because PostgreSQL has none. Written
 * out rather than through Date: every request's dates pass through it, in the contract's schemas.
 */
export const isCalendarDay = (text: string): boolean => {
  if (text.length !== 10 || text.charCodeAt(4) !== HYPHEN || text.charCodeAt(7) !== HYPHEN) return false
  const year = digits(text, 0, 4)
  const month = digits(text, 5, 7)
  const day = digits(text, 8, 10)
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

export const addDays = (day: string, days: number): string =>
  new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to) - dayStart(from)) / DAY_MS)
