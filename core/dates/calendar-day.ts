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

/**
 * Days since 1970-01-01 of a calendar day, counted in the proleptic Gregorian calendar as Date
 * counts them (the days-from-civil algorithm: years start in March, so the leap day ends a year).
 */
const dayNumber = (day: string): number => {
  const month = digits(day, 5, 7)
  const year = digits(day, 0, 4) - (month <= 2 ? 1 : 0)
  const era = Math.floor(year / 400)
  const yearOfEra = year - era * 400
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + digits(day, 8, 10) - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

/** The YYYY-MM-DD of a day number, for years 1 to 9999 (civil-from-days, the inverse of dayNumber). */
const dayOfNumber = (n: number): string => {
  const shifted = n + 719_468
  const era = Math.floor(shifted / 146_097)
  const dayOfEra = shifted - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153)
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  return `${String(year).padStart(4, "0")}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`
}

/** Day numbers of 0001-01-01 and 9999-12-31: the years dayOfNumber writes as YYYY. */
const FIRST_DAY = -719_162
const LAST_DAY = 2_932_896

// Every stay, price and night list steps through days: counted out here rather than through Date
// (about five times faster). Anything but a calendar day, or a result outside years 1 to 9999, takes
// Date's path, so the answers (NaN, a RangeError, a six-digit year) stay Date's.
export const addDays = (day: string, days: number): string => {
  if (isCalendarDay(day) && Number.isInteger(days)) {
    const n = dayNumber(day) + days
    if (n >= FIRST_DAY && n <= LAST_DAY) return dayOfNumber(n)
  }
  return new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  isCalendarDay(from) && isCalendarDay(to)
    ? dayNumber(to) - dayNumber(from)
    : Math.round((dayStart(to) - dayStart(from)) / DAY_MS)
