import { describe, expect, it, vi } from "vitest"
import {
  formatDayMonthYear,
  formatOrdinalDate,
  formatRupees,
  formatStayDate,
  formatStayRange,
} from "./format.ts"

describe("formatRupees", () => {
  it("groups digits the Indian way (lakh, crore)", () => {
    expect(formatRupees(12_345_600)).toBe("₹1,23,456")
    expect(formatRupees(1_234_567_800)).toBe("₹1,23,45,678")
    expect(formatRupees(99_900)).toBe("₹999")
  })

  it("shows paise only when there are some, always two digits", () => {
    expect(formatRupees(9_950)).toBe("₹99.50")
    expect(formatRupees(1)).toBe("₹0.01")
    expect(formatRupees(0)).toBe("₹0")
  })

  it("refuses amounts that are not integer paise", () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError)
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError)
  })
})

describe("formatStayDate", () => {
  it("uses the spec's view format 'ddd, D MMM'", () => {
    expect(formatStayDate("2026-12-05")).toBe("Sat, 5 Dec")
    expect(formatStayDate("2027-01-01")).toBe("Fri, 1 Jan")
    expect(formatStayRange("2026-12-05", "2026-12-07")).toBe("Sat, 5 Dec – Mon, 7 Dec")
  })

  it("refuses strings that are not calendar days", () => {
    expect(() => formatStayDate("05-12-2026")).toThrow(RangeError)
    expect(() => formatStayDate("2026-02-30")).toThrow(RangeError)
  })
})

describe("formatDayMonthYear", () => {
  it("writes a calendar day as 'D MMM YYYY'", () => {
    expect(formatDayMonthYear("2026-03-05")).toBe("5 Mar 2026")
    expect(formatDayMonthYear("2025-12-31")).toBe("31 Dec 2025")
  })

  it("refuses strings that are not calendar days", () => {
    expect(() => formatDayMonthYear("2025-02-29")).toThrow(RangeError)
    expect(() => formatDayMonthYear("5 Mar 2026")).toThrow(RangeError)
  })
})

describe("dates in the page's language", () => {
  it("writes French day and month names once French is loaded, and English otherwise", async () => {
    // Fresh copies of the modules: a file before this one in the worker may have loaded French.
    vi.resetModules()
    const { formatDayMonthYear, formatOrdinalDate, formatStayDate, withDateLocale } = await import(
      "./format.ts"
    )
    const { ensureLocale } = await import("./locales.ts")
    expect(withDateLocale("fr-FR", () => formatStayDate("2026-12-05"))).toBe("Sat, 5 Dec")
    await ensureLocale("fr-FR")
    expect(withDateLocale("fr-FR", () => formatStayDate("2026-12-05"))).toBe("sam. 5 déc.")
    expect(withDateLocale("fr-FR", () => formatDayMonthYear("2026-03-05"))).toBe("5 mars 2026")
    expect(withDateLocale("fr-FR", () => formatOrdinalDate("2026-11-01"))).toBe("1er nov. 2026")
    expect(withDateLocale("fr-FR", () => formatOrdinalDate("2026-11-08"))).toBe("8 nov. 2026")
    expect(withDateLocale("en-GB", () => formatStayDate("2026-12-05"))).toBe("Sat, 5 Dec")
    // The language lasts only for the render it wraps.
    expect(formatStayDate("2026-12-05")).toBe("Sat, 5 Dec")
  })
})

describe("formatOrdinalDate", () => {
  it("writes spec-checkout §9's review date: ordinal day, short month, year", () => {
    expect(
      ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-11", "2026-03-22"].map(
        formatOrdinalDate,
      ),
    ).toEqual([
      "1st Mar 2026",
      "2nd Mar 2026",
      "3rd Mar 2026",
      "4th Mar 2026",
      "11th Mar 2026",
      "22nd Mar 2026",
    ])
  })
})
