import { describe, expect, it } from "vitest"
import { enIN } from "../i18n/locales/en-IN.ts"
import { createTranslator } from "../i18n/translate.ts"
import { meetsRating, RATING_THRESHOLDS, ratingLabel } from "./rating-filter.ts"

describe("the rating filter", () => {
  it("offers 4.5, 4, 3.5 and 3 and above", () => {
    const t = createTranslator("en-IN", enIN)
    expect(RATING_THRESHOLDS.map((r) => ratingLabel(r, t))).toEqual([
      "4.5 and above",
      "4 and above",
      "3.5 and above",
      "3 and above",
    ])
  })

  it("keeps hotels rated at or above the threshold, never unrated ones", () => {
    expect(meetsRating(4.5, 4.5)).toBe(true)
    expect(meetsRating(4.49, 4.5)).toBe(false)
    expect(meetsRating(5, 3)).toBe(true)
    expect(meetsRating(2.9, 3)).toBe(false)
    expect(meetsRating(undefined, 3)).toBe(false)
  })
})
