import { describe, expect, it } from "vitest"
import { confirmationDate, confirmationMoment, confirmationTime } from "./confirmation-format.ts"

describe("confirmation dates and times (spec-checkout §9: DD-MM-YYYY, hh:mm A, Asia/Kolkata)", () => {
  it("writes a stay date as DD-MM-YYYY, zero-padded", () => {
    expect(confirmationDate("2026-12-05")).toBe("05-12-2026")
    expect(confirmationDate("2027-01-31")).toBe("31-01-2027")
    expect(confirmationDate("2028-02-29")).toBe("29-02-2028")
  })

  it("refuses what is not a calendar day", () => {
    for (const day of ["2026-02-30", "2026-13-01", "05-12-2026", "2026-12-5", "", "2026-12-05T00:00"]) {
      expect(confirmationDate(day), day).toBeNull()
    }
  })

  it("writes the hotel's times as hh:mm A from the forms a booking carries", () => {
    expect(confirmationTime("12:00 PM")).toBe("12:00 PM")
    expect(confirmationTime("12pm")).toBe("12:00 PM")
    expect(confirmationTime("11am")).toBe("11:00 AM")
    expect(confirmationTime("9:30 a.m.")).toBe("09:30 AM")
    expect(confirmationTime("12 AM")).toBe("12:00 AM")
    expect(confirmationTime("14:30")).toBe("02:30 PM")
    expect(confirmationTime("00:05")).toBe("12:05 AM")
    expect(confirmationTime(" 11:00 AM ")).toBe("11:00 AM")
  })

  it("refuses times that do not exist", () => {
    for (const time of ["13pm", "0am", "24:00", "11:60", "noon", "", "12:00 XM"]) {
      expect(confirmationTime(time), time).toBeNull()
    }
  })

  it("gives an instant's day and time in India, whatever the zone it is written in", () => {
    // 18:45 UTC is 00:15 the next day in India (UTC+05:30).
    expect(confirmationMoment("2026-11-22T18:45:00.000Z")).toEqual({ date: "23-11-2026", time: "12:15 AM" })
    expect(confirmationMoment("2026-11-23T14:07:00+05:30")).toEqual({ date: "23-11-2026", time: "02:07 PM" })
    expect(confirmationMoment("yesterday")).toBeNull()
  })
})
