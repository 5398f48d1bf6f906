import { Array as Arr, Deferred, Effect, type Exit, type Scope } from "effect"
import type { NonEmptyReadonlyArray } from "effect/Array"

/**
 * Group commit: rows that arrive while a write is under way go together in the next one. Each
 * caller still waits until its own row is written (and fails if that write fails); under load one
 * statement carries many rows, and a statement's own cost (PGlite parses, plans and answers every
 * one) is paid once for them all. With no write under way a row is written at once, alone.
 * The rows are written by the group's own statement, outside any transaction of the caller's.
 */
export const groupedWrites = <A>(
  write: (rows: NonEmptyReadonlyArray<A>) => Effect.Effect<void>,
): Effect.Effect<(row: A) => Effect.Effect<void>, never, Scope.Scope> =>
  Effect.gen(function* () {
    // The writer outlives the request that started it: the next rows wait on it.
    const scope = yield* Effect.scope
    let waiting: Array<{ readonly row: A; readonly written: Deferred.Deferred<void> }> = []
    let writing = false
    const settle = (batch: typeof waiting, exit: Exit.Exit<void>) =>
      Effect.forEach(batch, ({ written }) => Deferred.done(written, exit), { discard: true })
    const writeWaiting: Effect.Effect<void> = Effect.suspend(() => {
      const batch = waiting
      waiting = []
      if (!Arr.isArrayNonEmpty(batch)) {
        writing = false
        return Effect.void
      }
      return Effect.exit(write(Arr.map(batch, ({ row }) => row))).pipe(
        Effect.flatMap((exit) => settle(batch, exit)),
        Effect.andThen(writeWaiting),
      )
    })
    return (row: A) =>
      Effect.gen(function* () {
        const written = yield* Deferred.make<void>()
        waiting.push({ row, written })
        if (!writing) {
          writing = true
          yield* Effect.forkIn(writeWaiting, scope)
        }
        yield* Deferred.await(written)
      })
  })
