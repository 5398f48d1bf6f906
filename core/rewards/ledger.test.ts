import { describe, expect, it } from "vitest"
import { applyDebit, type Credit, debitCap, debitPlan, reverseDebit, stayCredit } from "./ledger.ts"
import { CREDIT_VALIDITY_MS, expiryOf, PERISHABLE_VALIDITY_MS } from "./rules.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const DAY = 86_400_000
const credit = (
  id: string,
  availablePaise: number,
  expiresInDays: number,
  amountPaise = availablePaise,
): Credit => ({
  id,
  amountPaise,
  availablePaise,
  expiresAt: NOW + expiresInDays * DAY,
})

describe("debit cap", () => {
  it("is the debit percentage of the bill, rounded down, or the balance when that is less", () => {
    // 20 % of ₹34,135.02 is ₹6,827.004: the stray 0.4 paisa is not taken.
    expect(debitCap(1_000_000, 3_413_502, 20)).toBe(682_700)
    expect(debitCap(50_000, 3_413_502, 20)).toBe(50_000)
    expect(debitCap(50_000, 3_413_502, 0)).toBe(0)
  })

  it("refuses amounts that are not whole paise and percentages outside 0-100", () => {
    expect(() => debitCap(1.5, 100, 20)).toThrow(RangeError)
    expect(() => debitCap(100, -1, 20)).toThrow(RangeError)
    expect(() => debitCap(100, 100, 101)).toThrow(RangeError)
  })
})

describe("debit plan", () => {
  const credits = [
    credit("1", 40_000, 200),
    credit("2", 10_000, 3),
    credit("3", 25_000, -1),
    credit("4", 30_000, 90),
  ]

  it("takes the credits expiring soonest first and skips expired ones", () => {
    expect(debitPlan(credits, 45_000, NOW)).toEqual({
      _tag: "Planned",
      parts: [
        { creditId: "2", amountPaise: 10_000 },
        { creditId: "4", amountPaise: 30_000 },
        { creditId: "1", amountPaise: 5_000 },
      ],
    })
  })

  it("refuses a debit above the unexpired balance and says what the balance is", () => {
    expect(debitPlan(credits, 80_001, NOW)).toEqual({ _tag: "Short", balancePaise: 80_000 })
  })

  it("treats a credit as expired from the instant it expires", () => {
    expect(debitPlan([credit("1", 100, 0)], 1, NOW)).toEqual({ _tag: "Short", balancePaise: 0 })
  })

  it("accepts only a positive whole number of paise", () => {
    expect(() => debitPlan(credits, 0, NOW)).toThrow(RangeError)
    expect(() => debitPlan(credits, 10.5, NOW)).toThrow(RangeError)
  })
})

describe("debit and reversal", () => {
  it("gives each part back to the credit it came from", () => {
    const credits = [credit("1", 5_000, 10, 20_000), credit("2", 20_000, 100)]
    const parts = [
      { creditId: "1", amountPaise: 5_000 },
      { creditId: "2", amountPaise: 3_000 },
    ]
    const after = applyDebit(credits, parts)
    expect(after.map((c) => c.availablePaise)).toEqual([0, 17_000])
    expect(reverseDebit(after, parts)).toEqual(credits)
  })

  it("refuses a change that would leave a credit below nothing or above what was credited", () => {
    expect(() => applyDebit([credit("1", 100, 10)], [{ creditId: "1", amountPaise: 101 }])).toThrow(
      RangeError,
    )
    expect(() => reverseDebit([credit("1", 100, 10)], [{ creditId: "1", amountPaise: 1 }])).toThrow(
      RangeError,
    )
  })
})

describe("stay credit and expiry", () => {
  it("credits the percentage of what was paid, rounded down to the paisa", () => {
    expect(stayCredit(2_349_999, 5)).toBe(117_499)
    expect(stayCredit(19, 5)).toBe(0)
    expect(() => stayCredit(-1, 5)).toThrow(RangeError)
  })

  it("keeps stay points a year and promotional points 90 days", () => {
    expect(expiryOf(NOW, false) - NOW).toBe(CREDIT_VALIDITY_MS)
    expect(CREDIT_VALIDITY_MS).toBe(365 * DAY)
    expect(expiryOf(NOW, true) - NOW).toBe(PERISHABLE_VALIDITY_MS)
    expect(PERISHABLE_VALIDITY_MS).toBe(90 * DAY)
  })
})
