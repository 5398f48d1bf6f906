import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { isInSpecialRateWindow, specialRateOn } from "./special-rate-window.ts"
import { SpecialRate, specialRateHotels } from "./special-rates.ts"

const newYear = { hotel_id: "1008", text: "Gala dinner", start_date: "2026-12-31", end_date: "2027-01-01" }

describe("special rate window", () => {
  it("includes both ends: New Year's Eve and New Year's Day", () => {
    expect(isInSpecialRateWindow(newYear, "2026-12-31")).toBe(true)
    expect(isInSpecialRateWindow(newYear, "2027-01-01")).toBe(true)
  })

  it("excludes the day before it starts and the day after it ends", () => {
    expect(isInSpecialRateWindow(newYear, "2026-12-30")).toBe(false)
    expect(isInSpecialRateWindow(newYear, "2027-01-02")).toBe(false)
  })

  it("finds the hotel's rate on a day in its window, and no other hotel's", () => {
    const other = { ...newYear, hotel_id: "1101", text: "Countdown party" }
    expect(specialRateOn([other, newYear], "1008", "2027-01-01")?.text).toBe("Gala dinner")
    expect(specialRateOn([other, newYear], "1008", "2027-01-02")).toBeNull()
    expect(specialRateOn([other], "1008", "2026-12-31")).toBeNull()
  })

  it("picks the window of the day when a hotel has several", () => {
    const rates = specialRateHotels.filter((rate) => rate.hotel_id === "1037")
    expect(rates.length).toBeGreaterThan(1)
    expect(specialRateOn(rates, "1037", "2026-12-31")?.end_date).toBe("2027-01-01")
    expect(specialRateOn(rates, "1037", "2029-01-10")?.end_date).toBe("2029-01-14")
    expect(specialRateOn(rates, "1037", "2027-06-01")).toBeNull()
  })

  it("serves only rates whose schema holds: real days, ending on or after they start", () => {
    for (const rate of specialRateHotels)
      expect(() => Schema.decodeUnknownSync(SpecialRate)(rate)).not.toThrow()
    expect(() => Schema.decodeUnknownSync(SpecialRate)({ ...newYear, end_date: "2026-12-30" })).toThrow(
      /end_date must not be before start_date/,
    )
    expect(() => Schema.decodeUnknownSync(SpecialRate)({ ...newYear, start_date: "2026-02-30" })).toThrow()
  })
})
