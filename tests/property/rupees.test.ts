import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatRupees } from "#core/i18n/format.ts"

/** What the amounts looked like when Intl formatted them: the reference the hand-written form keeps to. */
const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 })
const withPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const intl = (paise: number) => (paise % 100 === 0 ? whole : withPaise).format(paise / 100)

/** ₹1,000 crore in paise: past any stay, refund or wallet the product shows. */
const LARGEST = 10_000_000_000_000

describe("rupees as the product writes them", () => {
  it("reads as Intl.NumberFormat('en-IN') writes INR, for every amount up to ₹1,000 crore either way", () => {
    fc.assert(
      fc.property(fc.integer({ min: -LARGEST, max: LARGEST }), (paise) => {
        expect(formatRupees(paise)).toBe(intl(paise))
      }),
      { numRuns: 5_000 },
    )
  })

  it("agrees at each grouping boundary", () => {
    for (let digits = 1; digits <= 11; digits++) {
      const rupees = 10 ** (digits - 1)
      for (const paise of [rupees * 100, rupees * 100 - 1, rupees * 100 + 5, (rupees * 10 - 1) * 100]) {
        expect(formatRupees(paise)).toBe(intl(paise))
        expect(formatRupees(-paise)).toBe(intl(-paise))
      }
    }
  })
})
