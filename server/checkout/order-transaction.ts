import { Effect, Schedule, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { isSqlError } from "effect/sql/SqlError"
import { Conflict, entry } from "#core/api/errors.ts"
import { orderMessages } from "#core/checkout/orders.ts"
import { logLine } from "../http/log-line.ts"

/** PostgreSQL gave up one of two transactions that touched the same rows (SQLSTATE 40001, 40P01). */
class LostRace extends Schema.TaggedError<LostRace>()("LostRace", { reason: Schema.String }) {}

const lostRaceOf = (error: unknown) =>
  isSqlError(error) && (error.reason._tag === "SerializationError" || error.reason._tag === "DeadlockError")
    ? new LostRace({ reason: error.reason._tag })
    : undefined

/** Enough for a burst of checkouts of one night; jitter spreads retries so they stop colliding. */
const RETRIES = 10
const RETRY_SCHEDULE = Schedule.jittered(Schedule.exponential("5 millis"))

/**
 * One JSON line per lost race, in the shape of the request log (server/http/front.ts), so operators
 * and the race tests can count retries; `retry` is false for the last one, answered 409 busy.
 */
const logLostRace = (lost: LostRace, attempt: number) => {
  logLine({
    t: new Date().toISOString(),
    level: "warn",
    event: "transaction_lost_race",
    reason: lost.reason,
    attempt,
    retry: attempt <= RETRIES,
  })
}

/**
 * Runs `body` in one transaction, whole again from the start when the database aborted it for a
 * conflict with another writer, which may come from our own statements (failures) or from a
 * service that treats SQL errors as defects (the points wallet). Other SQL errors are defects.
 * After the last retry the traveller gets a 409 to try again, never a 500.
 */
export const orderTransaction = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    let attempt = 0
    const lostOrDie = (cause: unknown) => {
      const lost = lostRaceOf(cause)
      if (lost === undefined) return Effect.die(cause)
      return Effect.andThen(
        Effect.sync(() => logLostRace(lost, ++attempt)),
        Effect.fail(lost),
      )
    }
    return yield* sql.withTransaction(body).pipe(
      Effect.catchDefect(lostOrDie),
      Effect.catchIf(
        (error): error is Extract<typeof error, { readonly _tag: "SqlError" }> => isSqlError(error),
        lostOrDie,
      ),
      Effect.retry({ while: (error) => error instanceof LostRace, times: RETRIES, schedule: RETRY_SCHEDULE }),
      Effect.catchTag("LostRace", () => Effect.fail(new Conflict(entry("busy", orderMessages.busy)))),
    )
  })
