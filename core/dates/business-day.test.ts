import { describe, expect, it } from "vitest"
import { businessDay, dayInTimeZone, INVALID_TIMEZONE } from "./business-day.ts"

describe("the business day", () => {
  it("stays on the previous day from midnight IST until 06:00 IST (00:30Z)", () => {
    // 23:59 IST on 30 Nov, midnight IST, 05:59:59.999 IST and 06:00 IST on 1 Dec.
    expect(businessDay(Date.parse("2026-11-30T18:29:59Z"))).toBe("2026-11-30")
    expect(businessDay(Date.parse("2026-11-30T18:30:00Z"))).toBe("2026-11-30")
    expect(businessDay(Date.parse("2026-12-01T00:29:59.999Z"))).toBe("2026-11-30")
    expect(businessDay(Date.parse("2026-12-01T00:30:00Z"))).toBe("2026-12-01")
  })

  it("turns across month and year ends", () => {
    expect(businessDay(Date.parse("2027-01-01T00:00:00Z"))).toBe("2026-12-31")
    expect(businessDay(Date.parse("2027-03-01T00:10:00Z"))).toBe("2027-02-28")
    expect(businessDay(Date.parse("2028-03-01T00:10:00Z"))).toBe("2028-02-29")
  })
})

describe("the day in a time zone", () => {
  it("names the day in that zone", () => {
    const instant = Date.parse("2026-11-30T20:00:00Z")
    expect(dayInTimeZone(instant, "Asia/Kolkata")).toBe("2026-12-01")
    expect(dayInTimeZone(instant, "America/New_York")).toBe("2026-11-30")
    expect(dayInTimeZone(instant, "UTC")).toBe("2026-11-30")
  })

  it("answers INVALID_TIMEZONE for a zone it does not know", () => {
    expect(INVALID_TIMEZONE).toBe("INVALID_TIMEZONE")
    for (const zone of ["Mars/Olympus", "", "Asia/Calcutta/x", "IST+"]) {
      expect(dayInTimeZone(0, zone), zone).toBe(INVALID_TIMEZONE)
    }
  })

  it("does not take an instant that is not one for an unknown zone", () => {
    expect(() => dayInTimeZone(Number.NaN, "Asia/Kolkata")).toThrow(RangeError)
  })
})
