import { describe, expect, it } from "vitest"
import { isCalendarDay } from "./calendar-day.ts"
import { MAX_NIGHTS, nightRangeProblem, nightsOf } from "./nights.ts"

describe("calendar days and ranges of nights", () => {
  it("accepts days that exist and refuses the rest", () => {
    for (const day of ["2026-12-01", "2028-02-29", "2026-12-31", "0001-01-01"]) {
      expect(isCalendarDay(day), day).toBe(true)
    }
    for (const day of [
      "2027-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "0000-01-01",
      "2026-1-01",
      "",
      "2026-12-01T00:00",
    ]) {
      expect(isCalendarDay(day), day).toBe(false)
    }
  })

  it("lists the nights up to the check-out day, across month and year ends", () => {
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"])
    expect(nightsOf("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29"])
  })

  it("refuses empty, reversed, too long and malformed ranges", () => {
    expect(nightRangeProblem("2026-12-01", "2026-12-02")).toBeUndefined()
    expect(nightRangeProblem("2026-12-01", "2026-12-01")?.message).toMatch(/must be after/)
    expect(nightRangeProblem("2026-12-05", "2026-12-01")).toMatchObject({
      field: "to",
      message: /must be after/,
    })
    expect(nightRangeProblem("2026-02-30", "2026-03-05")).toMatchObject({
      field: "from",
      message: /^from must be a calendar day/,
    })
    expect(nightRangeProblem("2026-03-01", "2026-03-32")).toMatchObject({
      field: "to",
      message: /^to must be a calendar day/,
    })
    const lastAllowed = nightsOf("2027-01-01", "2028-01-02")
    expect(lastAllowed).toHaveLength(MAX_NIGHTS)
    expect(nightRangeProblem("2027-01-01", "2028-01-02")).toBeUndefined()
    expect(nightRangeProblem("2027-01-01", "2028-01-03")?.message).toMatch(/at most 366 nights/)
  })
})
