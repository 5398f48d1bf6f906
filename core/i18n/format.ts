import { format, type Locale } from "date-fns"

/** Indian digit grouping: the last three digits, then pairs (12345678 → 1,23,45,678). */
const groupIndian = (digits: string): string =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`

/**
 * An amount in rupees from integer paise, with Indian digit grouping: 12345600 → '₹1,23,456'.
 * Whole-rupee amounts show no decimals; others show both paise digits (₹99.50, never ₹99.5).
 * Written out rather than through `Intl.NumberFormat`, whose first currency format cost a phone
 * tens of milliseconds as every page started (docs/decisions/115-page-start-without-intl-setup.md);
 * a property test holds it to `Intl.NumberFormat("en-IN")`.
 */
export const formatRupees = (paise: number): string => {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Money must be integer paise, got ${paise}`)
  const amount = Math.abs(paise)
  const rest = amount % 100
  const text = `₹${groupIndian(String((amount - rest) / 100))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`
  return paise < 0 ? `-${text}` : text
}

const STAY_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day (YYYY-MM-DD) as a local Date, built from its parts so no zone can shift it. */
const localDay = (date: string): Date => {
  const parts = STAY_DATE.exec(date)
  if (parts === null)
    throw new RangeError(`A calendar day looks like YYYY-MM-DD, got ${JSON.stringify(date)}`)
  const [, year, month, day] = parts
  const local = new Date(Number(year), Number(month) - 1, Number(day))
  if (local.getDate() !== Number(day)) throw new RangeError(`No such day: ${date}`)
  return local
}

/**
 * Day and month names follow the page's language (docs/decisions/094-languages.md); English
 * pages keep the spec's formats. French: 'sam. 5 déc.', '5 mars 2026'.
 */
export interface DateStyle {
  /** date-fns's names of days and months; English when absent. */
  readonly locale?: Locale
  /** The stay date's pattern, as the language writes 'ddd, D MMM'. */
  readonly stayDate: string
  /** The day of a review date, as the language writes '1st'. */
  readonly dayOrdinal: (day: number) => string
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export const englishOrdinal = (day: number): string => {
  const teen = day % 100 >= 11 && day % 100 <= 13
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th")
  return `${day}${suffix}`
}

const ENGLISH: DateStyle = { stayDate: "EEE, d MMM", dayOrdinal: englishOrdinal }
// Filled as languages load, so a language's names travel in its own chunk.
const dateStyles = new Map<string, DateStyle>()
let dateStyle = ENGLISH

const styleOf = (locale: string): DateStyle => dateStyles.get(locale) ?? ENGLISH

export const registerDateStyle = (locale: string, style: DateStyle): void => {
  dateStyles.set(locale, style)
}

/** The browser's language for dates, set once before the page hydrates. */
export const setDateLocale = (locale: string): void => {
  dateStyle = styleOf(locale)
}

/**
 * Runs a synchronous render with dates in `locale`. Synchronous on purpose: no other request's
 * render can run in between on the server, so each page gets its own language.
 */
export const withDateLocale = <A>(locale: string, render: () => A): A => {
  const before = dateStyle
  dateStyle = styleOf(locale)
  try {
    return render()
  } finally {
    dateStyle = before
  }
}

const options = () => (dateStyle.locale === undefined ? {} : { locale: dateStyle.locale })

/**
 * A stay date (YYYY-MM-DD, a calendar day in Asia/Kolkata) in the spec's view format
 * 'ddd, D MMM' (spec-search §9): '2026-12-05' → 'Sat, 5 Dec'. The day is built from its parts,
 * so the host's time zone cannot shift it.
 */
export const formatStayDate = (date: string): string => format(localDay(date), dateStyle.stayDate, options())

/** A calendar day (YYYY-MM-DD) in the booking history's 'ddd, D MMM YYYY': '2026-12-05' → 'Sat, 5 Dec 2026'. */
export const formatWeekdayDate = (date: string): string =>
  format(localDay(date), "EEE, d MMM yyyy", options())

/** A calendar day (YYYY-MM-DD) in the format 'D MMM YYYY': '2026-03-05' → '5 Mar 2026'. */
export const formatDayMonthYear = (date: string): string => format(localDay(date), "d MMM yyyy", options())

/** spec-checkout §9's review date, the day's ordinal, the short month and the year: '1st Mar 2026'. */
export const formatOrdinalDate = (date: string): string => {
  const day = localDay(date)
  return `${dateStyle.dayOrdinal(day.getDate())} ${format(day, "MMM yyyy", options())}`
}

/** 'Sat, 5 Dec – Mon, 7 Dec'. */
export const formatStayRange = (start: string, end: string): string =>
  `${formatStayDate(start)} – ${formatStayDate(end)}`
