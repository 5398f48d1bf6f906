import { describe, expect, it } from "vitest"
import { normaliseQuestion, questionAuthor, questionProblem } from "./questions.ts"

describe("asking a question (spec-checkout §3 Q&A)", () => {
  it("measures the question after trimming, with a message naming the limit", () => {
    expect(questionProblem("  Is it far?  ")).toBeUndefined()
    expect(questionProblem("   ")).toBe("question: please write your question")
    expect(questionProblem("   Parking?   ")).toBe("question: at least 10 characters, please (8 given)")
    expect(questionProblem("x".repeat(501))).toBe("question: at most 500 characters, please (501 given)")
    expect(questionProblem("x".repeat(500))).toBeUndefined()
  })

  it("keeps the textarea's line breaks as \\n, at most one blank line in a row, trimmed", () => {
    expect(normaliseQuestion("  Is parking free?\r\nAnd is it covered?\rThanks  ")).toBe(
      "Is parking free?\nAnd is it covered?\nThanks",
    )
    expect(normaliseQuestion("\n\nFirst line\n\n\n\n  \n\nSecond line\n\n")).toBe("First line\n\nSecond line")
    expect(normaliseQuestion("Ends with spaces   \r\n\r\n\r\nNext")).toBe("Ends with spaces\n\nNext")
  })

  it("counts the normalised text and refuses control characters other than line breaks", () => {
    // 9 characters once the \r\n and the blank lines are normalised away: too short.
    expect(questionProblem("Lift?\r\n\r\n\r\n\r\nOk")).toBe(
      "question: at least 10 characters, please (9 given)",
    )
    expect(questionProblem(`${"x".repeat(250)}\r\n\r\n\r\n${"y".repeat(248)}`)).toBeUndefined()
    expect(questionProblem("Is there a lift?\nAnd a ramp?")).toBeUndefined()
    for (const control of ["\t", "\u0000", "\u0007", "\u001b", "\u007f", "\u0085"]) {
      expect(questionProblem(`Is there a${control}lift?`), JSON.stringify(control)).toBe(
        "question: must not contain control characters other than line breaks",
      )
    }
  })

  it("names the author as given, else the member's first name, else 'Guest'", () => {
    expect(questionAuthor(" Meera ", "Asha")).toBe("Meera")
    expect(questionAuthor("  ", "Asha")).toBe("Asha")
    expect(questionAuthor(undefined, undefined)).toBe("Guest")
  })
})
