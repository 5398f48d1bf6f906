import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { checkInAt } from "#core/account/booking-lifecycle.ts"
import { cancellationCost, freeCancellationUntil } from "#core/account/cancellation-charge.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import type { CancellationPolicyCode } from "#core/pricing/rate-plans.ts"

const HOUR = 3_600_000

/** A pay-at-hotel booking that paid its first night in advance (ADR 095), and a moment before check-in. */
const partPaidArb = fc
  .record({
    policy: fc.constantFrom<CancellationPolicyCode>("default", "non-refundable", "5-day"),
    checkin: fc.integer({ min: 0, max: 5 * 365 }).map((n) => addDays("2026-01-01", n)),
    firstNightPaise: fc.integer({ min: 50_000, max: 2_000_000 }),
    nights: fc.integer({ min: 1, max: 14 }),
    hoursBefore: fc.integer({ min: 0, max: 10 * 24 }),
  })
  .map((b) => ({
    terms: {
      policy: b.policy,
      checkin: b.checkin,
      totalPaise: b.firstNightPaise * b.nights,
      firstNightPaise: b.firstNightPaise,
      paidPaise: b.firstNightPaise,
    },
    at: checkInAt(b.checkin) - b.hoursBefore * HOUR,
  }))

describe("cancelling a part-paid pay-at-hotel booking (ADR 095)", () => {
  test.prop([partPaidArb])(
    "keeps the policy's charge out of the advance and refunds the rest",
    ({ terms, at }) => {
      const cost = cancellationCost(terms, at)
      expect(cost.chargePaise + cost.refundPaise).toBe(terms.paidPaise)
      expect(cost.chargePaise).toBe(Math.min(cost.policyChargePaise, terms.paidPaise))
    },
  )

  test.prop([partPaidArb])("refunds the whole advance inside the free window", ({ terms, at }) => {
    const freeUntil = freeCancellationUntil(terms.policy, terms.checkin)
    const cost = cancellationCost(terms, at)
    if (freeUntil !== null && at <= freeUntil) {
      expect(cost).toEqual({ policyChargePaise: 0, chargePaise: 0, refundPaise: terms.paidPaise })
    } else {
      // Every policy's late charge is at least one night: the advance is kept whole.
      expect(cost.chargePaise).toBe(terms.paidPaise)
      expect(cost.refundPaise).toBe(0)
    }
  })
})
