import { describe, expect, it } from "vitest"
import { type CreditEntry, type DebitEntry, ledgerDate, statementAt, walletSummaryAt } from "./statement.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const DAY = 86_400_000
const credit = (id: string, fields: Partial<CreditEntry>): CreditEntry => ({
  kind: "credit",
  id,
  amountPaise: 10_000,
  availablePaise: 10_000,
  expiresAt: NOW + 30 * DAY,
  particular: "Points for a completed stay",
  perishable: false,
  createdAt: NOW - 10 * DAY,
  ...fields,
})
const debit = (id: string, fields: Partial<DebitEntry>): DebitEntry => ({
  kind: "debit",
  id,
  amountPaise: 4_000,
  particular: "Points used to pay for booking 77",
  createdAt: NOW - 5 * DAY,
  reversed: false,
  parts: [{ creditId: "1", amountPaise: 4_000 }],
  ...fields,
})

describe("statement", () => {
  it("names each line's status and shows only what can still be spent as available", () => {
    const lines = statementAt(
      [
        credit("1", { availablePaise: 6_000 }),
        credit("2", { availablePaise: 0, createdAt: NOW - 20 * DAY }),
        credit("3", {
          availablePaise: 2_000,
          expiresAt: NOW - DAY,
          createdAt: NOW - 30 * DAY,
          perishable: true,
        }),
        debit("4", {}),
        debit("5", { reversed: true, createdAt: NOW - 2 * DAY }),
      ],
      NOW,
    )
    expect(lines.map((l) => [l.id, l.status, l.availablePaise])).toEqual([
      ["5", "reversed", 0],
      ["4", "completed", 0],
      ["1", "active", 6_000],
      ["2", "consumed", 0],
      ["3", "expired", 0],
    ])
    expect(lines[1]!.relatedCredits).toEqual([{ creditId: "1", amountPaise: 4_000 }])
    expect(lines[1]!.expiresAt).toBeNull()
    expect(lines[4]!.perishable).toBe(true)
  })

  it("puts the later id first when two lines have the same instant", () => {
    const lines = statementAt([credit("9", { createdAt: NOW }), credit("10", { createdAt: NOW })], NOW)
    expect(lines.map((l) => l.id)).toEqual(["10", "9"])
  })
})

describe("wallet summary", () => {
  it("adds up the balance, the savings of debits that stand and the points expiring on the next day", () => {
    // 18:00 and 23:00 IST on 4 Dec fall on two UTC days but one Indian day.
    const fourDecEvening = Date.parse("2026-12-04T12:30:00Z")
    const fourDecNight = Date.parse("2026-12-04T17:30:00Z")
    const summary = walletSummaryAt(
      [
        credit("1", { availablePaise: 6_000, expiresAt: fourDecNight }),
        credit("2", { availablePaise: 3_000, expiresAt: fourDecEvening }),
        credit("3", { availablePaise: 10_000, expiresAt: NOW + 40 * DAY }),
        credit("4", { availablePaise: 5_000, expiresAt: NOW - DAY }),
        debit("5", { amountPaise: 4_000 }),
        debit("6", { amountPaise: 1_000, reversed: true }),
      ],
      NOW,
    )
    expect(summary).toEqual({
      balancePaise: 19_000,
      totalSavingsPaise: 4_000,
      upcomingExpiry: { at: fourDecEvening, pointsPaise: 9_000 },
    })
  })

  it("has no upcoming expiry when nothing can be spent", () => {
    expect(walletSummaryAt([credit("1", { availablePaise: 0 })], NOW).upcomingExpiry).toBeNull()
  })
})

describe("ledger dates", () => {
  it("read 'DD MMM YYYY' on the Indian calendar day", () => {
    expect(ledgerDate(Date.parse("2026-12-04T20:00:00Z"))).toBe("05 Dec 2026")
    expect(ledgerDate(Date.parse("2026-03-01T04:30:00Z"))).toBe("01 Mar 2026")
  })
})
