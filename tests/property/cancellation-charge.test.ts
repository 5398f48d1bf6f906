import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { checkInAt } from "#core/account/booking-lifecycle.ts"
import {
  type CancellationTerms,
  cancellationCost,
  freeCancellationUntil,
} from "#core/account/cancellation-charge.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import type { CancellationPolicyCode } from "#core/pricing/rate-plans.ts"

const HOUR = 3_600_000
const DAY = 24 * HOUR

const policyArb = fc.constantFrom<CancellationPolicyCode>("default", "non-refundable", "5-day")
const checkinArb = fc.integer({ min: 0, max: 5 * 365 }).map((n) => addDays("2026-01-01", n))
const paiseArb = fc.integer({ min: 0, max: 50_000_000 })

/** A booking as checkout makes them: one night never above the stay, money paid never above it. */
const termsArb: fc.Arbitrary<CancellationTerms> = fc
  .record({
    policy: policyArb,
    checkin: checkinArb,
    totalPaise: paiseArb,
    nightShare: fc.double({ min: 0, max: 1, noNaN: true }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
    payAtHotel: fc.boolean(),
  })
  .map(({ policy, checkin, totalPaise, nightShare, paidShare, payAtHotel }) => ({
    policy,
    checkin,
    totalPaise,
    firstNightPaise: Math.floor(totalPaise * nightShare),
    paidPaise: payAtHotel ? 0 : Math.floor(totalPaise * paidShare),
  }))

/** An instant from 10 days before check-in to 2 days after, to the millisecond. */
const offsetArb = fc.integer({ min: -10 * DAY, max: 2 * DAY })

describe("the cancellation charge (spec-checkout §9)", () => {
  test.prop([termsArb, offsetArb])(
    "never charges more than the stay costs, nor keeps more than was paid",
    (terms, offset) => {
      const cost = cancellationCost(terms, checkInAt(terms.checkin) + offset)
      expect(cost.policyChargePaise).toBeGreaterThanOrEqual(0)
      expect(cost.policyChargePaise).toBeLessThanOrEqual(terms.totalPaise)
      expect(cost.chargePaise).toBeLessThanOrEqual(terms.paidPaise)
    },
  )

  test.prop([termsArb, offsetArb])(
    "refund and what is kept add up to what was paid, neither negative",
    (terms, offset) => {
      const cost = cancellationCost(terms, checkInAt(terms.checkin) + offset)
      expect(cost.refundPaise).toBeGreaterThanOrEqual(0)
      expect(cost.chargePaise).toBeGreaterThanOrEqual(0)
      expect(cost.refundPaise + cost.chargePaise).toBe(terms.paidPaise)
    },
  )

  test.prop([termsArb, offsetArb, fc.integer({ min: 0, max: 12 * DAY })])(
    "never gets cheaper as the cancellation moves later",
    (terms, offset, later) => {
      const at = checkInAt(terms.checkin) + offset
      const early = cancellationCost(terms, at)
      const late = cancellationCost(terms, at + later)
      expect(late.policyChargePaise).toBeGreaterThanOrEqual(early.policyChargePaise)
      expect(late.chargePaise).toBeGreaterThanOrEqual(early.chargePaise)
      expect(late.refundPaise).toBeLessThanOrEqual(early.refundPaise)
    },
  )

  test.prop([termsArb.filter((t) => t.policy !== "non-refundable")])(
    "is free up to the exact millisecond the free window ends, and charged one millisecond later",
    (terms) => {
      const hours = terms.policy === "default" ? 24 : 120
      const lastFree = checkInAt(terms.checkin) - hours * HOUR
      expect(freeCancellationUntil(terms.policy, terms.checkin)).toBe(lastFree)
      expect(cancellationCost(terms, lastFree)).toEqual({
        policyChargePaise: 0,
        chargePaise: 0,
        refundPaise: terms.paidPaise,
      })
      const late = terms.policy === "default" ? terms.firstNightPaise : terms.totalPaise
      expect(cancellationCost(terms, lastFree + 1).policyChargePaise).toBe(late)
    },
  )

  test.prop([
    termsArb.map((t) => ({ ...t, policy: "non-refundable" as const })),
    fc.integer({ min: 0, max: 400 }),
  ])("keeps everything paid on a non-refundable plan, however early", (terms, daysBefore) => {
    expect(freeCancellationUntil("non-refundable", terms.checkin)).toBeNull()
    const cost = cancellationCost(terms, checkInAt(terms.checkin) - daysBefore * DAY)
    expect(cost).toEqual({
      policyChargePaise: terms.totalPaise,
      chargePaise: terms.paidPaise,
      refundPaise: 0,
    })
  })

  test.prop([termsArb.map((t) => ({ ...t, paidPaise: 0 })), offsetArb])(
    "costs a pay-at-hotel booking nothing and refunds nothing: nothing was taken",
    (terms, offset) => {
      const cost = cancellationCost(terms, checkInAt(terms.checkin) + offset)
      expect([cost.chargePaise, cost.refundPaise]).toEqual([0, 0])
    },
  )

  test.prop([termsArb, offsetArb])(
    "charges at most one night's tariff late on the default policy",
    (terms, offset) => {
      const cost = cancellationCost({ ...terms, policy: "default" }, checkInAt(terms.checkin) + offset)
      expect(cost.policyChargePaise).toBeLessThanOrEqual(terms.firstNightPaise)
    },
  )

  it("counts the windows back from 12:00 in India on the check-in day", () => {
    // 12:00 IST is 06:30 UTC; 24 h before a 10 December check-in is 9 December 06:30 UTC.
    expect(new Date(freeCancellationUntil("default", "2026-12-10")!).toISOString()).toBe(
      "2026-12-09T06:30:00.000Z",
    )
    expect(new Date(freeCancellationUntil("5-day", "2026-12-10")!).toISOString()).toBe(
      "2026-12-05T06:30:00.000Z",
    )
  })

  it("caps a one-night charge at the stay's total and ignores a negative night", () => {
    const terms = {
      policy: "default" as const,
      checkin: "2026-12-10",
      totalPaise: 500_000,
      paidPaise: 500_000,
    }
    const late = checkInAt("2026-12-10") - HOUR
    expect(cancellationCost({ ...terms, firstNightPaise: 900_000 }, late).chargePaise).toBe(500_000)
    expect(cancellationCost({ ...terms, firstNightPaise: -1 }, late).chargePaise).toBe(0)
  })
})
