import { describe, expect, it } from "vitest"
import { REVIEW_TEXT_MAX, reviewTextProblem } from "./stay-review.ts"

describe("reviewTextProblem", () => {
  it("takes 10 to 2000 characters, counted as a reader counts them", () => {
    expect(reviewTextProblem("Quiet room")).toBeUndefined()
    expect(reviewTextProblem("x".repeat(REVIEW_TEXT_MAX))).toBeUndefined()
    expect(reviewTextProblem("🙂".repeat(10))).toBeUndefined()
    expect(reviewTextProblem("Too short")).toBe("review_text: at least 10 characters, please (9 given)")
    expect(reviewTextProblem("x".repeat(REVIEW_TEXT_MAX + 1))).toBe(
      "review_text: at most 2000 characters, please (2001 given)",
    )
  })
  it("asks for a text when there is none, and refuses control characters other than line breaks", () => {
    expect(reviewTextProblem("")).toBe("review_text: please write your review")
    expect(reviewTextProblem("Line one\nline two")).toBeUndefined()
    expect(reviewTextProblem("Tab\tinside a review")).toBe(
      "review_text: must not contain control characters other than line breaks",
    )
  })
})
