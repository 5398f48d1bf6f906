import { fourDigitYear, MONTH_ABBREVIATIONS, twoDigits, wallClockInIndia } from "../dates/india-clock.ts"
import { dayInIndia } from "../dates/today.ts"
import { balanceAt, type Credit, type DebitPart, isSpendable } from "./ledger.ts"

export interface CreditEntry extends Credit {
  readonly kind: "credit"
  readonly particular: string
  /** Promotional points with a shorter life (docs/rewards.md 'Expiry'). */
  readonly perishable: boolean
  /** Epoch ms. */
  readonly createdAt: number
}

export interface DebitEntry {
  readonly kind: "debit"
  readonly id: string
  readonly amountPaise: number
  readonly particular: string
  /** Epoch ms. */
  readonly createdAt: number
  /** Given back because its order was cancelled or failed. */
  readonly reversed: boolean
  /** The credits it was paid from. */
  readonly parts: ReadonlyArray<DebitPart>
}

export type LedgerEntry = CreditEntry | DebitEntry

/** spec-checkout §3 'Wallet': statement statuses are lower-case words. */
export type StatementStatus = "active" | "consumed" | "expired" | "completed" | "reversed"

export interface StatementLine {
  readonly id: string
  readonly particular: string
  readonly type: "credit" | "debit"
  readonly amountPaise: number
  /** What the member can still spend of a credit now; 0 once spent or expired, and for debits. */
  readonly availablePaise: number
  readonly perishable: boolean
  /** Epoch ms; credits only. */
  readonly expiresAt: number | null
  readonly createdAt: number
  readonly status: StatementStatus
  readonly relatedCredits: ReadonlyArray<DebitPart>
}

export interface WalletSummary {
  readonly balancePaise: number
  /** What points have paid on orders that stand (reversed debits excluded). */
  readonly totalSavingsPaise: number
  /** The next day points expire, and how many, or null when nothing spendable is left. */
  readonly upcomingExpiry: { readonly at: number; readonly pointsPaise: number } | null
}

const creditStatus = (credit: CreditEntry, now: number): StatementStatus => {
  if (credit.availablePaise === 0) return "consumed"
  return credit.expiresAt > now ? "active" : "expired"
}

/** The member's statement at `now`, newest first (ties: the later id first). */
export const statementAt = (entries: ReadonlyArray<LedgerEntry>, now: number): ReadonlyArray<StatementLine> =>
  entries
    .map(
      (entry): StatementLine =>
        entry.kind === "credit"
          ? {
              id: entry.id,
              particular: entry.particular,
              type: "credit",
              amountPaise: entry.amountPaise,
              availablePaise: isSpendable(entry, now) ? entry.availablePaise : 0,
              perishable: entry.perishable,
              expiresAt: entry.expiresAt,
              createdAt: entry.createdAt,
              status: creditStatus(entry, now),
              relatedCredits: [],
            }
          : {
              id: entry.id,
              particular: entry.particular,
              type: "debit",
              amountPaise: entry.amountPaise,
              availablePaise: 0,
              perishable: false,
              expiresAt: null,
              createdAt: entry.createdAt,
              status: entry.reversed ? "reversed" : "completed",
              relatedCredits: entry.parts,
            },
    )
    .toSorted((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id))

/** Balance, savings and the next expiry, as the wallet shows them (spec-checkout §3 'Wallet'). */
export const walletSummaryAt = (entries: ReadonlyArray<LedgerEntry>, now: number): WalletSummary => {
  const credits = entries.filter((e): e is CreditEntry => e.kind === "credit")
  const spendable = credits.filter((c) => isSpendable(c, now)).toSorted((a, b) => a.expiresAt - b.expiresAt)
  const first = spendable[0]
  // Points expiring on the same day in India count together: that is the date the member sees.
  const day = first && dayInIndia(first.expiresAt)
  return {
    balancePaise: balanceAt(credits, now),
    totalSavingsPaise: entries.reduce(
      (t, e) => (e.kind === "debit" && !e.reversed ? t + e.amountPaise : t),
      0,
    ),
    upcomingExpiry:
      first === undefined
        ? null
        : {
            at: first.expiresAt,
            pointsPaise: spendable
              .filter((c) => dayInIndia(c.expiresAt) === day)
              .reduce((t, c) => t + c.availablePaise, 0),
          },
  }
}

/** spec-checkout §3 'Wallet': statement dates read 'DD MMM YYYY' in India, e.g. '05 Dec 2026'. */
export const ledgerDate = (epochMs: number): string => {
  const clock = wallClockInIndia(epochMs)
  return `${twoDigits(clock.day)} ${MONTH_ABBREVIATIONS[clock.month - 1]} ${fourDigitYear(clock.year)}`
}
