import { test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { postTaxPriceOf, quote } from "#core/pricing/quote.ts"
import { plainQuote } from "#core/pricing/test-support/plain-quote.ts"
import { quoteInput } from "#core/pricing/test-support/quote-input.ts"

// The engine computes each night's uplifted rate once and its totals in one pass, and search prices
// rank room types by postTaxPriceOf (ADR 065): neither may move a paisa.
describe("the lean pricing engine", () => {
  test.prop([quoteInput])("quote equals the plain room-night-by-room-night computation", (i) => {
    expect(quote(i)).toStrictEqual(plainQuote(i))
  })

  test.prop([quoteInput])("postTaxPriceOf equals the quote's postTaxPrice", (i) => {
    expect(postTaxPriceOf(i)).toBe(quote(i).postTaxPrice)
  })

  test.prop([quoteInput, quoteInput])("a quote of one stay does not change after quoting another", (a, b) => {
    const first = quote(a)
    quote(b)
    expect(quote(a)).toStrictEqual(first)
  })
})
