import { describe, expect, it } from "vitest"
import { dayButtonLabel, fieldLabel, monthStart, toLocalDate, toMonth, toStayDay } from "./calendar-days.ts"

describe("calendar days of the date field", () => {
  it("round-trips a stay day through the grid's local date", () => {
    for (const day of ["2026-01-01", "2026-03-29", "2026-10-25", "2028-02-29", "2026-12-31"])
      expect(toStayDay(toLocalDate(day))).toBe(day)
  })

  it("reads and writes months", () => {
    expect(toMonth(monthStart("2026-12"))).toBe("2026-12")
    expect(monthStart("2026-12").getDate()).toBe(1)
  })

  it("labels the fields in the view format 'ddd, D MMM', and nothing while a day is not chosen", () => {
    expect(fieldLabel("2026-12-05")).toBe("Sat, 5 Dec")
    expect(fieldLabel(null)).toBeNull()
  })
})

describe("a day button's name", () => {
  it("holds the number the button shows as a word, with today and selection said", () => {
    const day = new Date(2026, 10, 1)
    expect(dayButtonLabel(day, {})).toBe("Sunday 1 November 2026")
    expect(dayButtonLabel(day, { today: true, selected: true })).toBe(
      "Today, Sunday 1 November 2026, selected",
    )
    expect(dayButtonLabel(new Date(2027, 0, 31), { selected: true })).toBe("Sunday 31 January 2027, selected")
  })
})
