import { describe, expect, it } from "vitest"
import { ratingToShow } from "./ta-rating.ts"

describe("third-party rating threshold", () => {
  it("shows a rating at or above the threshold", () => {
    expect(ratingToShow(3.5, 3.5)).toBe(3.5)
    expect(ratingToShow(4.5, 3.5)).toBe(4.5)
  })

  it("hides a rating below the threshold, a missing rating, and every rating when no threshold is known", () => {
    expect(ratingToShow(3, 3.5)).toBeNull()
    expect(ratingToShow(null, 3.5)).toBeNull()
    expect(ratingToShow(5, Number.POSITIVE_INFINITY)).toBeNull()
  })
})
