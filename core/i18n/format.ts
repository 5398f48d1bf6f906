import { format } from "date-fns"

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
})
const rupeesAndPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * An amount in rupees from integer paise, with Indian digit grouping: 12345600 → '₹1,23,456'.
 * Whole-rupee amounts show no decimals; others show both paise digits (₹99.50, never ₹99.5).
 */
export const formatRupees = (paise: number): string => {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Money must be integer paise, got ${paise}`)
  return paise % 100 === 0 ? rupees.format(paise / 100) : rupeesAndPaise.format(paise / 100)
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
 * A stay date (YYYY-MM-DD, a calendar day in Asia/Kolkata) in the spec's view format
 * 'ddd, D MMM' (spec-search §9): '2026-12-05' → 'Sat, 5 Dec'. The day is built from its parts,
 * so the host's time zone cannot shift it.
 */
export const formatStayDate = (date: string): string => format(localDay(date), "EEE, d MMM")

/** A calendar day (YYYY-MM-DD) in the format 'D MMM YYYY': '2026-03-05' → '5 Mar 2026'. */
export const formatDayMonthYear = (date: string): string => format(localDay(date), "d MMM yyyy")

/** 'Sat, 5 Dec – Mon, 7 Dec'. */
export const formatStayRange = (start: string, end: string): string =>
  `${formatStayDate(start)} – ${formatStayDate(end)}`
