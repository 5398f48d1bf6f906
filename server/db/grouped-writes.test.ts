import { Deferred, Effect, Exit, Fiber, type Scope } from "effect"
import { describe, expect, it } from "vitest"
import { groupedWrites } from "./grouped-writes.ts"

/** A writer whose writes wait for `release` while `held`, recording each statement's rows. */
const recorder = Effect.gen(function* () {
  const statements: Array<ReadonlyArray<number>> = []
  const first = yield* Deferred.make<void>()
  let held = true
  const insert = yield* groupedWrites((rows: ReadonlyArray<number>) =>
    Effect.gen(function* () {
      if (held) yield* Deferred.await(first)
      if (rows.includes(13)) return yield* Effect.die(new Error("constraint violated"))
      statements.push(rows)
    }),
  )
  const release = Effect.andThen(
    Effect.sync(() => {
      held = false
    }),
    Deferred.succeed(first, undefined),
  )
  return { statements, insert, release }
})

const run = <A>(effect: Effect.Effect<A, never, Scope.Scope>) => Effect.runPromise(Effect.scoped(effect))

describe("groupedWrites", () => {
  it("writes a row at once, alone, when no write is under way", async () => {
    const statements = await run(
      Effect.gen(function* () {
        const w = yield* recorder
        yield* w.release
        yield* w.insert(1)
        yield* w.insert(2)
        return w.statements
      }),
    )
    expect(statements).toEqual([[1], [2]])
  })

  it("puts the rows that arrive during a write into the next statement, and each caller waits for its row", async () => {
    const result = await run(
      Effect.gen(function* () {
        const w = yield* recorder
        const first = yield* Effect.forkChild(w.insert(1))
        yield* Effect.yieldNow
        const later = yield* Effect.forkChild(
          Effect.all([w.insert(2), w.insert(3), w.insert(4)], { concurrency: 3 }),
        )
        yield* Effect.yieldNow
        // Nothing is written yet: no caller may have resumed.
        const before = [first.pollUnsafe(), later.pollUnsafe(), [...w.statements]]
        yield* w.release
        yield* Fiber.join(first)
        yield* Fiber.join(later)
        return { before, statements: w.statements }
      }),
    )
    expect(result.before).toEqual([undefined, undefined, []])
    expect(result.statements).toEqual([[1], [2, 3, 4]])
  })

  it("fails every caller whose row was in a failed statement, and writes the next rows", async () => {
    const result = await run(
      Effect.gen(function* () {
        const w = yield* recorder
        const first = yield* Effect.forkChild(w.insert(1))
        yield* Effect.yieldNow
        const failed = yield* Effect.forkChild(Effect.exit(w.insert(12)))
        const failing = yield* Effect.forkChild(Effect.exit(w.insert(13)))
        yield* Effect.yieldNow
        yield* w.release
        yield* Fiber.join(first)
        const exits = [yield* Fiber.join(failed), yield* Fiber.join(failing)]
        yield* w.insert(14)
        return { exits: exits.map(Exit.isFailure), statements: w.statements }
      }),
    )
    expect(result.exits).toEqual([true, true])
    expect(result.statements).toEqual([[1], [14]])
  })
})
