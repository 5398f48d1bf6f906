import { format } from "date-fns"
import { formatStayDate } from "#core/i18n/format.ts"

const pad = (n: number) => String(n).padStart(2, "0")

/**
 * The calendar grid works in the browser's local dates; stay days are YYYY-MM-DD (Asia/Kolkata).
 * Converting through the local date's parts, never through an instant, keeps the day the same
 * whatever the browser's time zone.
 */
export const toLocalDate = (day: string): Date => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number]
  return new Date(year, month - 1, date)
}

export const toStayDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** The first of a YYYY-MM month as a local date, for the grid's `month`. */
export const monthStart = (month: string): Date => toLocalDate(`${month}-01`)

/** YYYY-MM of a local date. */
export const toMonth = (date: Date): string => toStayDay(date).slice(0, 7)

/** A day as the widget's field shows it, in the spec's view format 'ddd, D MMM' (spec-search §9). */
export const fieldLabel = (day: string | null): string | null => (day === null ? null : formatStayDate(day))

/**
 * A day button's accessible name, 'Sunday 1 November 2026': the number the button shows is a word
 * of its name (WCAG 2.5.3 Label in Name), which the grid's own '…November 1st, 2026' is not.
 */
export const dayButtonLabel = (date: Date, modifiers: { today?: boolean; selected?: boolean }): string => {
  const day = format(date, "EEEE d MMMM yyyy")
  return `${modifiers.today === true ? "Today, " : ""}${day}${modifiers.selected === true ? ", selected" : ""}`
}
