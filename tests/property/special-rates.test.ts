import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import { isInSpecialRateWindow, specialRateOn } from "#core/content/special-rate-window.ts"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"

/** Days from 2020 to 2035, as YYYY-MM-DD. */
const dayArb = fc.integer({ min: 0, max: 15 * 366 }).map((n) => addDays("2020-01-01", n))
const windowArb = fc.record({ start_date: dayArb, length: fc.integer({ min: 0, max: 40 }) }).map((w) => ({
  start_date: w.start_date,
  end_date: addDays(w.start_date, w.length),
}))

test.prop([windowArb, dayArb])(
  "a day is in the window exactly when it is on or after the start and on or before the end",
  (window, day) => {
    const expected = daysBetween(window.start_date, day) >= 0 && daysBetween(day, window.end_date) >= 0
    expect(isInSpecialRateWindow(window, day)).toBe(expected)
  },
)

test.prop([windowArb])(
  "every day from start to end is in the window; the day before and the day after are not",
  (window) => {
    const length = daysBetween(window.start_date, window.end_date)
    for (let i = 0; i <= length; i++)
      expect(isInSpecialRateWindow(window, addDays(window.start_date, i))).toBe(true)
    expect(isInSpecialRateWindow(window, addDays(window.start_date, -1))).toBe(false)
    expect(isInSpecialRateWindow(window, addDays(window.end_date, 1))).toBe(false)
  },
)

test.prop([dayArb, fc.integer({ min: 1, max: 40 }), dayArb])(
  "a window that ends before it starts contains no day",
  (start, before, day) => {
    expect(isInSpecialRateWindow({ start_date: start, end_date: addDays(start, -before) }, day)).toBe(false)
  },
)

test.prop([
  fc.array(fc.record({ hotel_id: fc.constantFrom("1008", "1037", "1101"), window: windowArb }), {
    maxLength: 8,
  }),
  fc.constantFrom("1008", "1037", "1101"),
  dayArb,
])(
  "the rate shown is the hotel's own and in force that day; none only when no such rate exists",
  (list, hotelId, day) => {
    const rates = list.map((r, i) => ({ hotel_id: r.hotel_id, text: `rate ${i}`, ...r.window }))
    const shown = specialRateOn(rates, hotelId, day)
    const eligible = rates.filter((r) => r.hotel_id === hotelId && isInSpecialRateWindow(r, day))
    if (shown === null) expect(eligible).toEqual([])
    else {
      expect(shown.hotel_id).toBe(hotelId)
      expect(isInSpecialRateWindow(shown, day)).toBe(true)
      expect(shown).toBe(eligible[0])
    }
  },
)
