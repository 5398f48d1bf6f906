import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Outbox } from "#server/outbox/repo.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"
import { TEST_NOW } from "./lib/server.ts"

const hasPostgres = await postgresAvailable()

const withOutbox = <A>(database: DatabaseConfig, program: Effect.Effect<A, never, Outbox>) => {
  const migrated = Layer.effectDiscard(Effect.orDie(migrate))
  const layer = Outbox.layer.pipe(
    Layer.provideMerge(migrated),
    Layer.provideMerge(layerDatabase(database)),
    Layer.provide(AppClock.layerControlled(TEST_NOW)),
  )
  return Effect.runPromise(Effect.provide(program, layer))
}

const scenario = Effect.gen(function* () {
  const outbox = yield* Outbox
  yield* outbox.send({ kind: "sms", recipient: "+919876543210", subject: "", body: "Your code is 123456" })
  yield* outbox.send({ kind: "email", recipient: "asha@example.in", subject: "Reset", body: "Link" })
  return { all: yield* outbox.list(), asha: yield* outbox.list("asha@example.in") }
})

describe("the SMS and e-mail outbox", () => {
  for (const backend of ["pglite", "postgres"] as const) {
    it.skipIf(backend === "postgres" && !hasPostgres)(
      `keeps what is sent, in order, stamped with the app clock, readable per recipient [${backend}]`,
      async () => {
        const fresh = backend === "postgres" ? await freshPostgresDatabase() : undefined
        try {
          const { all, asha } = await withOutbox(fresh?.config ?? { kind: "memory" }, scenario)
          expect(all.map((m) => [m.kind, m.recipient, m.body])).toEqual([
            ["sms", "+919876543210", "Your code is 123456"],
            ["email", "asha@example.in", "Link"],
          ])
          expect(all.every((m) => m.created_at === new Date(TEST_NOW).toISOString())).toBe(true)
          expect(asha.map((m) => m.subject)).toEqual(["Reset"])
        } finally {
          await fresh?.drop()
        }
      },
      60_000,
    )
  }
})
