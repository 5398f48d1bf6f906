import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  applyDebit,
  balanceAt,
  type Credit,
  type DebitPart,
  debitCap,
  debitPlan,
  expiredAt,
  reverseDebit,
  stayCredit,
} from "#core/rewards/ledger.ts"
import { expiryOf } from "#core/rewards/rules.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const DAY = 86_400_000

const creditArb = fc
  .record({
    amountPaise: fc.integer({ min: 1, max: 1_000_000 }),
    spent: fc.double({ min: 0, max: 1, noNaN: true }),
    expiresInMs: fc.integer({ min: -400 * DAY, max: 400 * DAY }),
  })
  .map(({ amountPaise, spent, expiresInMs }) => ({
    amountPaise,
    availablePaise: amountPaise - Math.floor(amountPaise * spent),
    expiresAt: NOW + expiresInMs,
  }))
const creditsArb = fc
  .array(creditArb, { maxLength: 12 })
  .map((list): ReadonlyArray<Credit> => list.map((c, i) => ({ id: String(i + 1), ...c })))

const planned = (credits: ReadonlyArray<Credit>, amountPaise: number, now: number) => {
  const plan = debitPlan(credits, amountPaise, now)
  return plan._tag === "Planned" ? plan.parts : undefined
}
const total = (parts: ReadonlyArray<DebitPart>) => parts.reduce((t, p) => t + p.amountPaise, 0)

/** What a member does to a wallet over time, in any order. */
const opArb = fc.oneof(
  fc.record({
    op: fc.constant("credit" as const),
    paidPaise: fc.integer({ min: 0, max: 5_000_000 }),
    perishable: fc.boolean(),
  }),
  fc.record({ op: fc.constant("debit" as const), amountPaise: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({ op: fc.constant("reverse" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("wait" as const), days: fc.integer({ min: 1, max: 200 }) }),
)

describe("the points ledger", () => {
  test.prop([fc.array(opArb, { maxLength: 40 })])(
    "never goes negative and conserves points: credited = available + debited + expired",
    (ops) => {
      let now = NOW
      let credits: ReadonlyArray<Credit> = []
      const debits: Array<{ parts: ReadonlyArray<DebitPart>; reversed: boolean }> = []
      let credited = 0
      for (const step of ops) {
        if (step.op === "credit") {
          const amountPaise = stayCredit(step.paidPaise, 5)
          if (amountPaise > 0) {
            credits = [
              ...credits,
              {
                id: String(credits.length + 1),
                amountPaise,
                availablePaise: amountPaise,
                expiresAt: expiryOf(now, step.perishable),
              },
            ]
            credited += amountPaise
          }
        } else if (step.op === "debit") {
          const parts = planned(credits, step.amountPaise, now)
          if (parts !== undefined) {
            credits = applyDebit(credits, parts)
            debits.push({ parts, reversed: false })
          }
        } else if (step.op === "reverse") {
          const open = debits.filter((d) => !d.reversed)
          const target = open[step.pick % Math.max(open.length, 1)]
          if (target !== undefined) {
            credits = reverseDebit(credits, target.parts)
            target.reversed = true
          }
        } else {
          now += step.days * DAY
        }
        const balance = balanceAt(credits, now)
        expect(balance).toBeGreaterThanOrEqual(0)
        for (const c of credits) {
          expect(c.availablePaise).toBeGreaterThanOrEqual(0)
          expect(c.availablePaise).toBeLessThanOrEqual(c.amountPaise)
        }
        const debited = debits.filter((d) => !d.reversed).reduce((t, d) => t + total(d.parts), 0)
        expect(balance + debited + expiredAt(credits, now)).toBe(credited)
      }
    },
  )

  test.prop([creditsArb, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 })])(
    "never debits more than the cap: the debit percentage of the bill and the balance",
    (credits, bill, pct) => {
      const balance = balanceAt(credits, NOW)
      const cap = debitCap(balance, bill, pct)
      expect(cap).toBeLessThanOrEqual(balance)
      expect(cap * 100).toBeLessThanOrEqual(bill * pct)
      // The cap is the largest such amount, and it can always be paid.
      expect(cap === balance || (cap + 1) * 100 > bill * pct).toBe(true)
      if (cap > 0) expect(total(planned(credits, cap, NOW) ?? [])).toBe(cap)
    },
  )

  test.prop([creditsArb, fc.integer({ min: 1, max: 3_000_000 })])(
    "pays exactly the amount from unexpired credits, soonest expiry first, or refuses when short",
    (credits, amount) => {
      const balance = balanceAt(credits, NOW)
      const plan = debitPlan(credits, amount, NOW)
      if (amount > balance) {
        expect(plan).toEqual({ _tag: "Short", balancePaise: balance })
        return
      }
      if (plan._tag !== "Planned") throw new Error("a covered debit was refused")
      expect(total(plan.parts)).toBe(amount)
      const byId = new Map(credits.map((c) => [c.id, c]))
      const used = plan.parts.map((p) => byId.get(p.creditId)!)
      for (const [i, credit] of used.entries()) {
        expect(credit.expiresAt).toBeGreaterThan(NOW)
        expect(plan.parts[i]!.amountPaise).toBeGreaterThan(0)
        expect(plan.parts[i]!.amountPaise).toBeLessThanOrEqual(credit.availablePaise)
      }
      // A credit expiring sooner than one the debit drew on is left with nothing.
      const latest = Math.max(...used.map((c) => c.expiresAt))
      const after = new Map(applyDebit(credits, plan.parts).map((c) => [c.id, c]))
      for (const c of credits) {
        if (c.expiresAt > NOW && c.expiresAt < latest) expect(after.get(c.id)!.availablePaise).toBe(0)
      }
    },
  )

  test.prop([creditsArb, fc.integer({ min: 1, max: 3_000_000 })])(
    "restores the exact balance when a debit is reversed before anything expires",
    (credits, amount) => {
      const parts = planned(credits, amount, NOW)
      fc.pre(parts !== undefined)
      const debited = applyDebit(credits, parts!)
      expect(balanceAt(debited, NOW)).toBe(balanceAt(credits, NOW) - amount)
      expect(reverseDebit(debited, parts!)).toEqual(credits)
    },
  )

  test.prop([fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100 })])(
    "credits a stay the credit percentage of what was paid, rounded down",
    (paid, pct) => {
      const points = stayCredit(paid, pct)
      expect(points * 100).toBeLessThanOrEqual(paid * pct)
      expect((points + 1) * 100).toBeGreaterThan(paid * pct)
    },
  )
})
