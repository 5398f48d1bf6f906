import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { applyDebit, type Credit, type DebitPart, debitPlan, reverseDebit } from "#core/rewards/ledger.ts"
import { expiryOf } from "#core/rewards/rules.ts"
import { type FixturePointsEvent, fixtureWallets } from "#fixtures/data/points.ts"

const DAY_MS = 86_400_000

/** Advisory lock key for seeding the wallets (any constant of our own, unlike seed.ts's). */
const POINTS_SEED_LOCK = 7_215_015

type Step =
  | { readonly at: number; readonly kind: "credit"; readonly event: FixturePointsEvent & { kind: "credit" } }
  | { readonly at: number; readonly kind: "debit"; readonly event: FixturePointsEvent & { kind: "debit" } }
  | { readonly at: number; readonly kind: "reversal"; readonly debit: FixturePointsEvent }

/** A member's history in time order; a reversal is a step of its own, on the day it happened. */
const stepsOf = (history: ReadonlyArray<FixturePointsEvent>, now: number): ReadonlyArray<Step> =>
  history
    .flatMap((event): Array<Step> => {
      const at = now - event.daysAgo * DAY_MS
      if (event.kind === "credit") return [{ at, kind: "credit", event }]
      const reversal: Array<Step> =
        event.reversedDaysAgo === undefined
          ? []
          : [{ at: now - event.reversedDaysAgo * DAY_MS, kind: "reversal", debit: event }]
      return [{ at, kind: "debit", event }, ...reversal]
    })
    .toSorted((a, b) => a.at - b.at)

/** One member's history, replayed through the ledger's rules and written as the service would. */
const replay = (
  sql: SqlClient.SqlClient,
  userId: string,
  history: ReadonlyArray<FixturePointsEvent>,
  now: number,
) =>
  Effect.gen(function* () {
    let credits: ReadonlyArray<Credit> = []
    const partsOf = new Map<FixturePointsEvent, ReadonlyArray<DebitPart>>()
    for (const step of stepsOf(history, now)) {
      if (step.kind === "credit") {
        const { amountPaise, perishable, particular } = step.event
        const expiresAt = expiryOf(step.at, perishable)
        const [row] = yield* sql<{ id: string }>`
          INSERT INTO points_entries (user_id, kind, amount_paise, available_paise, expires_at, perishable,
                                      particular, created_at)
          VALUES (${userId}, 'credit', ${amountPaise}, ${amountPaise}, ${new Date(expiresAt)}, ${perishable},
                  ${particular}, ${new Date(step.at)})
          RETURNING id::text AS id`
        credits = [...credits, { id: row!.id, amountPaise, availablePaise: amountPaise, expiresAt }]
      } else if (step.kind === "debit") {
        const plan = debitPlan(credits, step.event.amountPaise, step.at)
        if (plan._tag === "Short") {
          return yield* Effect.die(
            new Error(`fixture wallet ${userId} cannot pay a debit of ${step.event.amountPaise}`),
          )
        }
        const reversedAt =
          step.event.reversedDaysAgo === undefined
            ? null
            : new Date(now - step.event.reversedDaysAgo * DAY_MS)
        const [row] = yield* sql<{ id: string }>`
          INSERT INTO points_entries (user_id, kind, amount_paise, perishable, particular, created_at, reversed_at)
          VALUES (${userId}, 'debit', ${step.event.amountPaise}, false, ${step.event.particular},
                  ${new Date(step.at)}, ${reversedAt})
          RETURNING id::text AS id`
        for (const part of plan.parts) {
          yield* sql`INSERT INTO points_debit_parts (debit_id, credit_id, amount_paise)
            VALUES (${row!.id}, ${part.creditId}, ${part.amountPaise})`
        }
        credits = applyDebit(credits, plan.parts)
        partsOf.set(step.event, plan.parts)
      } else {
        credits = reverseDebit(credits, partsOf.get(step.debit) ?? [])
      }
    }
    for (const credit of credits) {
      yield* sql`UPDATE points_entries SET available_paise = ${credit.availablePaise} WHERE id = ${credit.id}`
    }
  })

/**
 * Gives the fixture members listed in fixtures/data/points.ts their wallets, once per database and
 * only once the fixture users exist, dated back from `now` (epoch ms) so a new database always
 * shows the same picture: a nearly expiring credit, an expired one, a reversed debit.
 */
export const seedFixturePoints = (now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(
      Effect.gen(function* () {
        // Servers starting together on one PostgreSQL take turns; the first seeds.
        yield* sql`SELECT pg_advisory_xact_lock(${POINTS_SEED_LOCK})`
        const state = yield* sql<{ key: string }>`SELECT key FROM catalogue_meta
          WHERE key IN ('fixture_users', 'fixture_points')`
        const keys = new Set(state.map((row) => row.key))
        if (!keys.has("fixture_users") || keys.has("fixture_points")) return
        const members = yield* sql<{ id: string; email: string }>`
          SELECT id::text AS id, email FROM users
          WHERE member AND email IN ${sql.in(fixtureWallets.map((w) => w.email))}`
        for (const wallet of fixtureWallets) {
          const member = members.find((m) => m.email === wallet.email)
          if (member !== undefined) yield* replay(sql, member.id, wallet.history, now)
        }
        yield* sql`INSERT INTO catalogue_meta (key, value) VALUES ('fixture_points', ${JSON.stringify(members.length)})`
      }),
    )
  })
