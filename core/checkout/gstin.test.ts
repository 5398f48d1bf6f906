import { describe, expect, it } from "vitest"
import { gstinProblem, normaliseGstin } from "./gstin.ts"

describe("gstinProblem", () => {
  it("accepts real GSTINs, in any case and with spaces around", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeUndefined()
    expect(gstinProblem("29AAGCB7383J1Z4")).toBeUndefined()
    expect(gstinProblem(" 27aapfu0939f1zv ")).toBeUndefined()
    expect(normaliseGstin(" 29aagcb7383j1z4")).toBe("29AAGCB7383J1Z4")
  })

  it("says how long a GSTIN is when this one is not", () => {
    expect(gstinProblem("")).toBe("A GSTIN has 15 characters, like 27AAPFU0939F1ZV; this one has 0")
    expect(gstinProblem("27AAPFU0939F1Z")).toBe(
      "A GSTIN has 15 characters, like 27AAPFU0939F1ZV; this one has 14",
    )
    expect(gstinProblem("27AAPFU0939F1ZVX")).toMatch(/this one has 16$/)
  })

  it("names the part of the format that is wrong", () => {
    expect(gstinProblem("27AAPFU-939F1ZV")).toBe("A GSTIN has only letters and digits, like 27AAPFU0939F1ZV")
    expect(gstinProblem("2AAAPFU0939F1ZV")).toBe(
      "A GSTIN starts with the 2-digit state code, like 27AAPFU0939F1ZV",
    )
    expect(gstinProblem("27AAPF00939F1ZV")).toBe(
      "Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits, then a letter, like 27AAPFU0939F1ZV",
    )
    expect(gstinProblem("27AAPFU0939F1YV")).toBe(
      "The 14th character of a GSTIN is always Z, like 27AAPFU0939F1ZV",
    )
  })

  it("catches a mistyped character that still fits the format by the check character", () => {
    const mistyped =
      "This GSTIN has a typing mistake: its last character does not match the others. Check it against your GST certificate"
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe(mistyped)
    expect(gstinProblem("28AAPFU0939F1ZV")).toBe(mistyped)
    // Two neighbours swapped: 0939 typed as 9039.
    expect(gstinProblem("27AAPFU9039F1ZV")).toBe(mistyped)
  })
})
