import { describe, expect, it } from "vitest"
import { stayBookable } from "./availability.ts"

describe("notify me: can the stay be booked again (spec-search §7)", () => {
  const left = [
    { roomType: "oak", roomsLeft: 1 },
    { roomType: "maple", roomsLeft: 3 },
  ]

  it("needs one fitting room type with a room per room asked on every night", () => {
    expect(stayBookable(left, 3, null)).toBe(true)
    expect(stayBookable(left, 4, null)).toBe(false)
    expect(stayBookable([], 1, null)).toBe(false)
  })

  it("looks only at the asked room type when the request names one", () => {
    expect(stayBookable(left, 2, "oak")).toBe(false)
    expect(stayBookable(left, 2, "maple")).toBe(true)
    expect(stayBookable(left, 1, "acacia")).toBe(false)
  })
})
