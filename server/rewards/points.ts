import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { type Credit, type DebitPart, debitPlan, stayCredit } from "#core/rewards/ledger.ts"
import { CREDIT_PERCENTAGE, DEBIT_PERCENTAGE, expiryOf } from "#core/rewards/rules.ts"
import {
  type LedgerEntry,
  type StatementLine,
  statementAt,
  type WalletSummary,
  walletSummaryAt,
} from "#core/rewards/statement.ts"
import { AppClock } from "#core/services/clock.ts"
import { seedFixturePoints } from "./fixture-points.ts"

/** The member's spendable points do not cover the debit asked. */
export class PointsShort extends Schema.TaggedError<PointsShort>()("PointsShort", {
  balancePaise: Schema.Int,
  askedPaise: Schema.Int,
}) {
  override get message() {
    return `The wallet holds ${this.balancePaise} paise of points; ${this.askedPaise} paise cannot be paid with them`
  }
}

/** The order already has a different debit, or had one given back: an order is debited once. */
export class OrderAlreadyDebited extends Schema.TaggedError<OrderAlreadyDebited>()("OrderAlreadyDebited", {
  orderId: Schema.String,
}) {
  override get message() {
    return `Order ${this.orderId} has already been paid with points`
  }
}

export interface WalletBalance extends WalletSummary {
  readonly debitPercentage: number
  readonly creditPercentage: number
}

export interface PointsDebit {
  readonly debitId: string
  readonly amountPaise: number
  readonly parts: ReadonlyArray<DebitPart>
}

interface EntryRow {
  readonly id: string
  readonly kind: "credit" | "debit"
  readonly amount_paise: number
  readonly available_paise: number | null
  /** Epoch ms, as every instant below: one shape on PGlite and PostgreSQL. */
  readonly expires_ms: number | null
  readonly perishable: boolean
  readonly particular: string
  readonly created_ms: number
  readonly reversed: boolean
}

interface PartRow {
  readonly debit_id: string
  readonly credit_id: string
  readonly amount_paise: number
}

interface CreditRow {
  readonly id: string
  readonly amount_paise: number
  readonly available_paise: number
  readonly expires_ms: number
}

const ms = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`

const toEntries = (rows: ReadonlyArray<EntryRow>, parts: ReadonlyArray<PartRow>): Array<LedgerEntry> =>
  rows.map(
    (row): LedgerEntry =>
      row.kind === "credit"
        ? {
            kind: "credit",
            id: row.id,
            amountPaise: row.amount_paise,
            availablePaise: row.available_paise ?? 0,
            expiresAt: row.expires_ms ?? 0,
            particular: row.particular,
            perishable: row.perishable,
            createdAt: row.created_ms,
          }
        : {
            kind: "debit",
            id: row.id,
            amountPaise: row.amount_paise,
            particular: row.particular,
            createdAt: row.created_ms,
            reversed: row.reversed,
            parts: parts
              .filter((p) => p.debit_id === row.id)
              .map((p) => ({ creditId: p.credit_id, amountPaise: p.amount_paise })),
          },
  )

/**
 * The points wallet (docs/rewards.md): one ledger per member in `points_entries`. Writes lock the
 * member's credit rows (`FOR UPDATE`, in id order), so concurrent debits of one member take turns
 * in every server process and can never spend the same points twice.
 */
export class Points extends Context.Service<
  Points,
  {
    readonly balance: (userId: string) => Effect.Effect<WalletBalance>
    /** Newest first. */
    readonly statement: (userId: string) => Effect.Effect<ReadonlyArray<StatementLine>>
    /**
     * Pays `amountPaise` (a positive whole number) of order `orderId` with points, from the credits
     * expiring soonest. Joins the caller's transaction when there is one (as a savepoint), so the
     * debit commits or rolls back with the order. Asked again for the same order and amount, it
     * answers the debit already made.
     */
    readonly debit: (
      userId: string,
      amountPaise: number,
      orderId: string,
    ) => Effect.Effect<PointsDebit, PointsShort | OrderAlreadyDebited>
    /** Gives an order's debit back to the credits it came from; the paise returned, 0 if none or done. */
    readonly reverse: (orderId: string) => Effect.Effect<number>
    /**
     * Credits a member's completed stay once per order; `paidPaise` is the money paid for it, the
     * points spent excluded. Answers the points credited (paise), the first credit's when asked again.
     */
    readonly creditStay: (userId: string, orderId: string, paidPaise: number) => Effect.Effect<number>
  }
>()("booking/server/rewards/Points") {
  /** Also gives the fixture members their wallets, once per database (fixtures/data/points.ts). */
  static readonly layer = Layer.effect(
    Points,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      yield* seedFixturePoints(yield* clock.now).pipe(Effect.orDie)

      const entriesOf = (userId: string) =>
        Effect.gen(function* () {
          const rows = yield* sql<EntryRow>`
            SELECT id::text AS id, kind, amount_paise, available_paise,
                   ${sql.literal(ms("expires_at"))} AS expires_ms, perishable, particular,
                   ${sql.literal(ms("created_at"))} AS created_ms, reversed_at IS NOT NULL AS reversed
            FROM points_entries WHERE user_id = ${userId}`
          const parts = yield* sql<PartRow>`
            SELECT p.debit_id::text AS debit_id, p.credit_id::text AS credit_id, p.amount_paise
            FROM points_debit_parts p JOIN points_entries d ON d.id = p.debit_id
            WHERE d.user_id = ${userId} ORDER BY p.debit_id, p.credit_id`
          return toEntries(rows, parts)
        }).pipe(Effect.orDie)

      const existingDebit = (orderId: string) =>
        sql<{ id: string; user_id: string; amount_paise: number; reversed: boolean }>`
          SELECT id::text AS id, user_id::text AS user_id, amount_paise, reversed_at IS NOT NULL AS reversed
          FROM points_entries WHERE order_id = ${orderId} AND kind = 'debit'`

      const partsOf = (debitId: string) =>
        Effect.map(
          sql<PartRow>`SELECT debit_id::text AS debit_id, credit_id::text AS credit_id, amount_paise
            FROM points_debit_parts p WHERE p.debit_id = ${debitId} ORDER BY p.credit_id`,
          (rows) => rows.map((p): DebitPart => ({ creditId: p.credit_id, amountPaise: p.amount_paise })),
        )

      const debit = Effect.fn("Points.debit")(function* (
        userId: string,
        amountPaise: number,
        orderId: string,
      ) {
        if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
          return yield* Effect.die(
            new RangeError(`a debit must be a positive number of paise, not ${amountPaise}`),
          )
        }
        const now = yield* clock.now
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              // Locked in id order, the same order every writer uses, so two writers never deadlock.
              const credits = yield* sql<CreditRow>`
                SELECT id::text AS id, amount_paise, available_paise, ${sql.literal(ms("expires_at"))} AS expires_ms
                FROM points_entries
                WHERE user_id = ${userId} AND kind = 'credit' AND available_paise > 0 AND expires_at > ${new Date(now)}
                ORDER BY points_entries.id FOR UPDATE`
              // Read after the lock: a concurrent debit of the same order has committed by now.
              const [before] = yield* existingDebit(orderId)
              if (before !== undefined) {
                if (before.user_id === userId && before.amount_paise === amountPaise && !before.reversed) {
                  return { debitId: before.id, amountPaise, parts: yield* partsOf(before.id) }
                }
                return yield* new OrderAlreadyDebited({ orderId })
              }
              const plan = debitPlan(
                credits.map(
                  (c): Credit => ({
                    id: c.id,
                    amountPaise: c.amount_paise,
                    availablePaise: c.available_paise,
                    expiresAt: c.expires_ms,
                  }),
                ),
                amountPaise,
                now,
              )
              if (plan._tag === "Short") {
                return yield* new PointsShort({ balancePaise: plan.balancePaise, askedPaise: amountPaise })
              }
              const [row] = yield* sql<{ id: string }>`
                INSERT INTO points_entries (user_id, kind, amount_paise, perishable, particular, order_id, created_at)
                VALUES (${userId}, 'debit', ${amountPaise}, false, ${`Points used to pay for booking ${orderId}`},
                        ${orderId}, ${new Date(now)})
                RETURNING id::text AS id`
              for (const part of plan.parts) {
                yield* sql`UPDATE points_entries SET available_paise = available_paise - ${part.amountPaise}
                  WHERE id = ${part.creditId}`
                yield* sql`INSERT INTO points_debit_parts (debit_id, credit_id, amount_paise)
                  VALUES (${row!.id}, ${part.creditId}, ${part.amountPaise})`
              }
              return { debitId: row!.id, amountPaise, parts: plan.parts }
            }),
          )
          .pipe(
            // Two first debits of one order that raced past the look-up: the unique index decides.
            Effect.catchTag("SqlError", (error) =>
              error.reason._tag === "UniqueViolation"
                ? Effect.fail(new OrderAlreadyDebited({ orderId }))
                : Effect.die(error),
            ),
          )
      })

      const reverse = Effect.fn("Points.reverse")(function* (orderId: string) {
        const now = yield* clock.now
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              // The row lock of this UPDATE makes a second, concurrent reversal find nothing to do.
              const [reversed] = yield* sql<{ id: string }>`
                UPDATE points_entries SET reversed_at = ${new Date(now)}
                WHERE order_id = ${orderId} AND kind = 'debit' AND reversed_at IS NULL
                RETURNING id::text AS id`
              if (reversed === undefined) return 0
              // In credit id order, as debits lock them, so the two never deadlock.
              const parts = yield* partsOf(reversed.id)
              for (const part of parts) {
                yield* sql`UPDATE points_entries SET available_paise = available_paise + ${part.amountPaise}
                  WHERE id = ${part.creditId}`
              }
              return parts.reduce((total, part) => total + part.amountPaise, 0)
            }),
          )
          .pipe(Effect.orDie)
      })

      const creditStay = Effect.fn("Points.creditStay")(function* (
        userId: string,
        orderId: string,
        paidPaise: number,
      ) {
        const points = stayCredit(paidPaise, CREDIT_PERCENTAGE)
        const now = yield* clock.now
        const [member] = yield* sql<{ member: boolean }>`SELECT member FROM users WHERE id = ${userId}`
        // Only club members earn (spec-checkout §1); nothing is recorded for a zero credit.
        if (member?.member !== true || points === 0) return 0
        const [inserted] = yield* sql<{ amount_paise: number }>`
          INSERT INTO points_entries (user_id, kind, amount_paise, available_paise, expires_at, perishable,
                                      particular, order_id, created_at)
          VALUES (${userId}, 'credit', ${points}, ${points}, ${new Date(expiryOf(now, false))}, false,
                  ${`Points for your completed stay, booking ${orderId}`}, ${orderId}, ${new Date(now)})
          ON CONFLICT (order_id, kind) WHERE order_id IS NOT NULL DO NOTHING
          RETURNING amount_paise`
        if (inserted !== undefined) return inserted.amount_paise
        const [earlier] = yield* sql<{ amount_paise: number }>`
          SELECT amount_paise FROM points_entries WHERE order_id = ${orderId} AND kind = 'credit'`
        return earlier?.amount_paise ?? 0
      }, Effect.orDie)

      return Points.of({
        balance: Effect.fn("Points.balance")(function* (userId: string) {
          const summary = walletSummaryAt(yield* entriesOf(userId), yield* clock.now)
          return { ...summary, debitPercentage: DEBIT_PERCENTAGE, creditPercentage: CREDIT_PERCENTAGE }
        }),
        statement: Effect.fn("Points.statement")(function* (userId: string) {
          return statementAt(yield* entriesOf(userId), yield* clock.now)
        }),
        debit,
        reverse,
        creditStay,
      })
    }),
  )
}
