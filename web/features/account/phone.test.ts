import { describe, expect, it } from "vitest"
import { codeDigits, formatIndianMobile, nationalNumber, secondsLeft } from "./phone.ts"

describe("a typed mobile number", () => {
  it("keeps the ten national digits of what was typed or pasted", () => {
    expect(nationalNumber("98765 43210")).toBe("9876543210")
    expect(nationalNumber("+91 98765-43210")).toBe("9876543210")
    expect(nationalNumber("09876543210")).toBe("9876543210")
  })

  it("leaves anything else for the form's own check to name", () => {
    expect(nationalNumber("98765")).toBe("98765")
    expect(nationalNumber("+44 20 7946 0958")).toBe("442079460958")
  })

  it("is printed with the country code, grouped five and five, never broken across lines", () => {
    expect(formatIndianMobile("9876543210")).toBe("+91\u00a098765\u00a043210")
  })
})

describe("the one-time code field", () => {
  it("keeps at most six digits of a pasted code", () => {
    expect(codeDigits(" 123 456 7")).toBe("123456")
  })
})

describe("the resend countdown", () => {
  it("rounds up to whole seconds and stops at zero", () => {
    expect(secondsLeft(30_000, 0)).toBe(30)
    expect(secondsLeft(30_000, 29_001)).toBe(1)
    expect(secondsLeft(30_000, 31_000)).toBe(0)
  })
})
