import { PgConnection } from "@effect/sql-pg"
import type { PGlite } from "@electric-sql/pglite"
import { Context, Effect, Queue, Redacted, type Scope, type Semaphore } from "effect"
import { SqlError, UnknownError } from "effect/sql/SqlError"

/**
 * The channel the data-version triggers notify in the writing transaction (migration 13,
 * server/db/migrations-data-versions.ts). Payloads: `reviews` (the reviews table changed),
 * `hotel:<id>` (that hotel's room nights or rate overrides changed), `hotels` (all of them: a
 * TRUNCATE); `cart:<bid>` and `carts` likewise for carts (migration 25,
 * server/db/migrations-cart-changes.ts). PostgreSQL delivers a notification only after its transaction commits, never for a
 * rolled-back one, and folds identical payloads of one transaction into one.
 */
export const DATA_CHANGES_CHANNEL = "data_changes"

/** The listening session's application_name on PostgreSQL, so operators (and tests) can find it. */
export const DATA_CHANGES_APPLICATION = "booking-data-changes"

/**
 * The database's own change notifications, for a process's in-memory data versions (ADR 076,
 * amendment). `subscribe` succeeds once the database has confirmed `LISTEN`; from then on every
 * notification reaches `onChange` until the returned effect fails — it runs the subscription and
 * fails when it drops (the listening connection closed). Closing the scope unsubscribes.
 */
export class DataChanges extends Context.Service<
  DataChanges,
  {
    readonly subscribe: (
      onChange: (payload: string) => void,
    ) => Effect.Effect<Effect.Effect<never, SqlError>, SqlError, Scope.Scope>
  }
>()("booking/server/db/DataChanges") {}

const sqlError = (cause: unknown) =>
  new SqlError({
    reason: new UnknownError({
      cause,
      message: cause instanceof Error ? cause.message : String(cause),
      operation: "listen",
    }),
  })

/**
 * Embedded PGlite: one session in this process, which is also the only writer. PGlite parses the
 * NotificationResponse from the committing statement's own protocol output and calls the listener
 * in a microtask queued before that statement's promise settles, so the in-memory version moves
 * before the writer continues: on PGlite there is no staleness window at all. The session cannot
 * drop while the process runs.
 *
 * LISTEN and UNLISTEN take the client's statement semaphore: the session is shared, and a LISTEN
 * run between another fiber's BEGIN and ROLLBACK would be rolled back with it.
 */
export const dataChangesPglite = (db: PGlite, semaphore: Semaphore.Semaphore) =>
  DataChanges.of({
    subscribe: (onChange) =>
      Effect.acquireRelease(
        semaphore.withPermits(1)(
          Effect.tryPromise({ try: () => db.listen(DATA_CHANGES_CHANNEL, onChange), catch: sqlError }),
        ),
        (unlisten) => semaphore.withPermits(1)(Effect.ignore(Effect.tryPromise(() => unlisten()))),
      ).pipe(Effect.as(Effect.never)),
  })

/**
 * PostgreSQL: a dedicated session per subscription, outside the query pool (a pool connection could
 * be recycled under it, and LISTEN must not take one of the pool's slots). Notifications arrive on
 * it after the writer's commit, a network hop later. When the session dies, the queue fails with the
 * connection's error and so does the returned effect.
 */
export const dataChangesPostgres = (url: string) =>
  DataChanges.of({
    subscribe: (onChange) =>
      Effect.gen(function* () {
        const connection = yield* PgConnection.make({
          url: Redacted.make(url),
          applicationName: DATA_CHANGES_APPLICATION,
        })
        const queue = yield* connection.listen(DATA_CHANGES_CHANNEL)
        return Effect.forever(
          Effect.map(Queue.take(queue), (notification) => onChange(notification.payload)),
        ) as Effect.Effect<never, SqlError>
      }),
  })
