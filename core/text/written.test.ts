import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isWrittenText, withLineFeeds } from "./written.ts"

const printable = fc.string({ unit: fc.constantFrom("a", "Z", "₹", "é", " ", "😀", "\n", "-") })
const control = fc
  .integer({ min: 0, max: 0x1f })
  .filter((c) => c !== 0x0a)
  .map((c) => String.fromCharCode(c))

describe("text a person writes (core/text/written.ts)", () => {
  it("keeps letters, spaces, emoji and line breaks", () => {
    fc.assert(
      fc.property(printable, (text) => {
        expect(isWrittenText(text)).toBe(true)
      }),
    )
    expect(isWrittenText("High floor\nnear the lift")).toBe(true)
  })

  it("refuses any other control character, wherever it stands, and a lone surrogate", () => {
    fc.assert(
      fc.property(printable, control, printable, (before, c, after) => {
        expect(isWrittenText(`${before}${c}${after}`)).toBe(false)
      }),
    )
    expect(isWrittenText("\u007f")).toBe(false)
    expect(isWrittenText("a\ud800b")).toBe(false)
  })

  it("turns CRLF and CR line breaks into line feeds, and nothing else", () => {
    fc.assert(
      fc.property(printable, (text) => {
        expect(withLineFeeds(text)).toBe(text)
        expect(withLineFeeds(text.replaceAll("\n", "\r\n"))).toBe(text)
        expect(withLineFeeds(text.replaceAll("\n", "\r"))).toBe(text)
      }),
    )
  })
})
