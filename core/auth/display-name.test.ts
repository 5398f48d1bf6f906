import { describe, expect, it } from "vitest"
import { displayName, isBlankFirstName } from "./display-name.ts"

describe("the stored name (spec-checkout §4 'Authentication')", () => {
  it("is the first name plus the last name if present", () => {
    expect(displayName("Asha", "Rao")).toBe("Asha Rao")
    expect(displayName("Asha", "")).toBe("Asha")
    expect(displayName(" Asha ", "  ")).toBe("Asha")
  })

  it("counts a first name of 'Guest' as empty", () => {
    expect(displayName("Guest", "Rao")).toBe("Rao")
    expect(displayName("Guest", "")).toBe("")
    expect(isBlankFirstName("Guest")).toBe(true)
    expect(isBlankFirstName(" Guest ")).toBe(true)
  })

  it("keeps names that merely contain or resemble Guest", () => {
    expect(isBlankFirstName("Guesty")).toBe(false)
    expect(isBlankFirstName("guest")).toBe(false)
    expect(displayName("Guest House", "")).toBe("Guest House")
  })
})
