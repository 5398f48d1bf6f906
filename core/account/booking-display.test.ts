import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { directionsUrl, formatHistoryDate, statusColour } from "./booking-display.ts"

describe("booking status colours (spec-checkout §4)", () => {
  it.each([
    ["cancelled", "red"],
    ["confirmed", "primary"],
    ["checked_in", "primary"],
    ["part_checked_in", "primary"],
    ["checked_out", "grey"],
    ["part_checked_out", "grey"],
    ["noshow", "grey"],
    ["reserved", "yellow"],
  ])("%s is %s", (status, colour) => {
    expect(statusColour(status)).toBe(colour)
  })

  test.prop([fc.string()])("every status has one of the four colours", (status) => {
    expect(["red", "primary", "grey", "yellow"]).toContain(statusColour(status))
  })
})

describe("history dates, 'ddd, D MMM YYYY' (spec-checkout §9)", () => {
  it("writes the weekday, day, short month and year", () => {
    expect(formatHistoryDate("2026-12-05")).toBe("Sat, 5 Dec 2026")
    expect(formatHistoryDate("2027-01-01")).toBe("Fri, 1 Jan 2027")
  })

  it("refuses what is not a calendar day", () => {
    expect(() => formatHistoryDate("2026-02-30")).toThrow(RangeError)
    expect(() => formatHistoryDate("5 Dec 2026")).toThrow(RangeError)
  })

  test.prop([fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })])(
    "keeps the day and year it is given",
    (date) => {
      const day = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`
      expect(formatHistoryDate(day)).toMatch(
        new RegExp(`^[A-Z][a-z]{2}, ${date.getDate()} [A-Z][a-z]{2} ${date.getFullYear()}$`),
      )
    },
  )
})

it("directions lead to the hotel's coordinates", () => {
  expect(directionsUrl({ lat: 12.95, lng: 77.7 })).toBe(
    "https://www.google.com/maps/dir/?api=1&destination=12.95,77.7",
  )
})
