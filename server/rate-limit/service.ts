import { Context, Effect, Layer, Schedule } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { retryAfterSeconds } from "#core/otp/rules.ts"
import { AppClock } from "#core/services/clock.ts"

/** The state of one counter after a hit. */
export interface Tally {
  /** Hits inside the window, this one included. */
  readonly count: number
  /** Seconds until the oldest counted hit leaves the window; 0 when nothing is counted. */
  readonly retryAfterSeconds: number
}

/** PostgreSQL aborts one of two serializable transactions that saw each other's writes. */
const isConflict = (error: SqlError) =>
  error.reason._tag === "SerializationError" || error.reason._tag === "DeadlockError"

/** Enough for a burst of hits on one key; beyond that the caller sees a defect (500). */
const MAX_RETRIES = 10
/** Jitter spreads the retries of a burst so they stop colliding. */
const RETRY_AFTER_CONFLICT = Schedule.jittered(Schedule.exponential("2 millis"))

interface CountRow {
  readonly count: number
  readonly oldest: Date | string | null
}

/**
 * Counters of events per key in a sliding time window, kept in the database so that two server
 * processes agree (issue: nothing about rate limits lives in process memory). Keys name what is
 * counted and for whom, e.g. `login-failure:account:<id>` or `login-failure:client:<ip>`. A key is
 * always counted over the same window: a hit forgets the key's events older than the window it names.
 */
export class RateLimits extends Context.Service<
  RateLimits,
  {
    /** Records one event under `key` and returns the count inside the last `windowSeconds`. */
    readonly hit: (key: string, windowSeconds: number) => Effect.Effect<Tally>
    /** The count inside the last `windowSeconds` without recording anything. */
    readonly peek: (key: string, windowSeconds: number) => Effect.Effect<Tally>
    /** Forgets every event under `key` (e.g. failures after a successful sign-in). */
    readonly clear: (key: string) => Effect.Effect<void>
  }
>()("booking/server/rate-limit/RateLimits") {
  static readonly layer = Layer.effect(
    RateLimits,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock

      // Time comes from AppClock (test control moves it), so the window's start is a parameter.
      const tally = (key: string, windowSeconds: number, now: number) =>
        Effect.map(
          sql<CountRow>`SELECT count(*)::int AS count, min(at) AS oldest FROM rate_events
            WHERE key = ${key} AND at > ${new Date(now - windowSeconds * 1000)}`,
          ([row]): Tally =>
            row === undefined || row.count === 0 || row.oldest === null
              ? { count: 0, retryAfterSeconds: 0 }
              : {
                  count: row.count,
                  retryAfterSeconds: retryAfterSeconds(
                    new Date(row.oldest).getTime() + windowSeconds * 1000 - now,
                  ),
                },
        )

      return RateLimits.of({
        hit: Effect.fn("RateLimits.hit")(function* (key: string, windowSeconds: number) {
          const now = yield* clock.now
          // Serializable, retried on conflict: concurrent hits of one key get distinct counts, so a
          // caller that allows the first N lets exactly N through, whichever process takes them.
          return yield* sql
            .withTransaction(
              Effect.gen(function* () {
                yield* sql`DELETE FROM rate_events
                  WHERE key = ${key} AND at <= ${new Date(now - windowSeconds * 1000)}`
                yield* sql`INSERT INTO rate_events (key, at) VALUES (${key}, ${new Date(now)})`
                return yield* tally(key, windowSeconds, now)
              }),
            )
            .pipe(
              Effect.provideService(SqlClient.BeginTransaction, "BEGIN ISOLATION LEVEL SERIALIZABLE"),
              Effect.retry({ while: isConflict, times: MAX_RETRIES, schedule: RETRY_AFTER_CONFLICT }),
            )
        }, Effect.orDie),
        peek: Effect.fn("RateLimits.peek")(function* (key: string, windowSeconds: number) {
          return yield* tally(key, windowSeconds, yield* clock.now)
        }, Effect.orDie),
        clear: Effect.fn("RateLimits.clear")(function* (key: string) {
          yield* sql`DELETE FROM rate_events WHERE key = ${key}`
        }, Effect.orDie),
      })
    }),
  )
}
