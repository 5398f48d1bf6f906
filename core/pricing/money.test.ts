import { describe, expect, it } from "vitest"
import { divideRoundHalfUp, shareOf, sum } from "./money.ts"

describe("the one rounding rule: half up to the paisa", () => {
  it("rounds halves up and everything else to the nearest paisa", () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3)
    expect(divideRoundHalfUp(7, 2)).toBe(4)
    expect(divideRoundHalfUp(10, 3)).toBe(3)
    expect(divideRoundHalfUp(11, 3)).toBe(4)
    expect(divideRoundHalfUp(0, 7)).toBe(0)
  })

  it("takes shares in basis points", () => {
    expect(shareOf(885_374, 500)).toBe(44_269) // 44,268.7
    expect(shareOf(664_905, 500)).toBe(33_245) // 33,245.25
    expect(shareOf(699_900, 11_500)).toBe(804_885)
    expect(shareOf(804_885, 11_000)).toBe(885_374) // 885,373.5
  })

  it("refuses fractions, negatives and a zero divisor instead of inventing money", () => {
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError)
    expect(() => divideRoundHalfUp(-1, 2)).toThrow(RangeError)
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError)
  })

  it("sums", () => {
    expect(sum([])).toBe(0)
    expect(sum([1, 2, 3])).toBe(6)
  })
})
