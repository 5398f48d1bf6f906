import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { addDays, daysBetween, isCalendarDay } from "#core/dates/calendar-day.ts"

/** What Date makes of the text: a day that exists is one Date gives back unchanged. */
const existsForDate = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith("0000")) return false
  const start = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(start) && new Date(start).toISOString().slice(0, 10) === text
}

const pad = (n: number, width: number) => String(n).padStart(width, "0")

/** YYYY-MM-DD shapes with any digits, so months past 12 and days past the month's end come up often. */
const dateShaped = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)

/** Near misses: one character of a real day replaced, dropped or added. */
const mangled = fc
  .tuple(
    fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    fc.nat(10),
    fc.string({ maxLength: 2 }),
  )
  .map(([date, at, text]) => {
    const day = date.toISOString().slice(0, 10)
    return day.slice(0, at) + text + day.slice(at + 1)
  })

describe("isCalendarDay", () => {
  test.prop([fc.oneof(dateShaped, mangled, fc.string({ maxLength: 12 }))], { numRuns: 5000 })(
    "agrees with Date's round trip on every text",
    (text) => {
      expect(isCalendarDay(text)).toBe(existsForDate(text))
    },
  )

  test.prop([
    fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
  ])("accepts every day from 0001 to 9999", (date) => {
    expect(isCalendarDay(date.toISOString().slice(0, 10))).toBe(true)
  })

  test.each([
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2000-02-29", true],
    ["2100-02-29", false],
    ["2026-04-31", false],
    ["0000-01-01", false],
    ["2026-1-01", false],
    ["2026-01-01T00:00:00Z", false],
    ["２０２６-01-01", false],
  ])("%s → %s", (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected)
  })
})

/** Date's answers, as addDays and daysBetween gave them before they counted days themselves. */
const DAY_MS = 86_400_000
const dateAddDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const dateDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** A result or the error's name, so that throwing alike counts as agreeing. */
const outcome = <A>(run: () => A): A | string => {
  try {
    return run()
  } catch (error) {
    return `throws ${(error as Error).name}`
  }
}

const realDay = fc
  .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))
const text = fc.oneof(realDay, realDay, dateShaped, mangled, fc.string({ maxLength: 12 }))
const offset = fc.oneof(
  fc.integer({ min: -400, max: 400 }),
  fc.integer({ min: -4_000_000, max: 4_000_000 }),
  fc.double({ min: -1000, max: 1000 }),
)

describe("day arithmetic", () => {
  test.prop([text, offset], { numRuns: 5000 })(
    "addDays agrees with Date on every text and offset",
    (day, days) => {
      expect(outcome(() => addDays(day, days))).toBe(outcome(() => dateAddDays(day, days)))
    },
  )

  test.prop([text, text], { numRuns: 5000 })(
    "daysBetween agrees with Date on every pair of texts",
    (from, to) => {
      expect(daysBetween(from, to)).toBe(dateDaysBetween(from, to))
    },
  )
})
