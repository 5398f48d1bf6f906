import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { bestOfferPrice, cashbackOf, type PaymentOfferTerms } from "#core/checkout/payment-offers.ts"

const amount = fc.integer({ min: 0, max: 50_000_000 })
const terms: fc.Arbitrary<PaymentOfferTerms> = fc.record({
  title: fc.string({ minLength: 1, maxLength: 20 }),
  percent: fc.integer({ min: 1, max: 100 }),
  maxCashbackPaise: fc.integer({ min: 1, max: 1_000_000 }),
  minAmountPaise: fc.integer({ min: 0, max: 5_000_000 }),
})
const offers = fc.array(terms, { maxLength: 6 })

/** The cashback worked out again in rupee terms from the offer's words, not from the code. */
const expectedBack = (t: PaymentOfferTerms, paise: number) =>
  paise >= t.minAmountPaise ? Math.min(t.maxCashbackPaise, Math.floor((paise * t.percent) / 100)) : 0

describe("payment offers (core/checkout/payment-offers.ts)", () => {
  test.prop([terms, amount])(
    "a cashback is never above its cap or its percent, and nothing below the minimum",
    (t, paise) => {
      const back = cashbackOf(t, paise)
      expect(back).toBe(expectedBack(t, paise))
      expect(back).toBeLessThanOrEqual(t.maxCashbackPaise)
      expect(back * 100).toBeLessThanOrEqual(paise * t.percent)
      if (paise < t.minAmountPaise) expect(back).toBe(0)
    },
  )

  test.prop([offers, amount])(
    "the effective price takes off the largest cashback, and names the first offer giving it",
    (list, paise) => {
      const { basePrice, offer } = bestOfferPrice(list, paise)
      const backs = list.map((t) => expectedBack(t, paise))
      const best = Math.max(0, ...backs)
      expect(basePrice).toBe(paise - best)
      expect(basePrice).toBeGreaterThanOrEqual(0)
      expect(offer).toBe(best === 0 ? null : list[backs.indexOf(best)]!.title)
    },
  )

  test.prop([offers, amount, terms])(
    "adding an offer never raises the effective price",
    (list, paise, extra) => {
      expect(bestOfferPrice([...list, extra], paise).basePrice).toBeLessThanOrEqual(
        bestOfferPrice(list, paise).basePrice,
      )
    },
  )
})
