import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import { Accounts, type NewAccount } from "#server/accounts/repo.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"
import { TEST_NOW } from "./lib/server.ts"

const hasPostgres = await postgresAvailable()

const withAccounts = <A, E>(database: DatabaseConfig, program: Effect.Effect<A, E, Accounts>) => {
  const migrated = Layer.effectDiscard(Effect.orDie(migrate))
  const layer = Accounts.layer.pipe(
    Layer.provideMerge(migrated),
    Layer.provideMerge(layerDatabase(database)),
    Layer.provide(AppClock.layerControlled(TEST_NOW)),
  )
  return Effect.runPromise(Effect.provide(program, layer))
}

const asha: NewAccount = {
  email: "Asha@Example.in",
  phone: "9876500001",
  firstName: "Asha",
  lastName: "Rao",
  passwordHash: null,
  communicationType: "email",
}

const scenario = Effect.gen(function* () {
  const accounts = yield* Accounts
  const created = yield* accounts.create(asha)
  const other = yield* accounts.create({
    ...asha,
    email: null,
    phone: "9876500002",
    communicationType: "sms",
  })
  const renamed = yield* accounts.updateProfile(created.id, { firstName: "Asha K", phone: "9876500003" })
  // Another account's phone is refused by the unique index, as a race past the look-ups would be.
  const clash = yield* Effect.flip(accounts.updateProfile(other.id, { phone: "9876500003" }))
  return {
    created,
    other,
    renamed,
    clash,
    byEmail: yield* accounts.findByEmail("ASHA@example.IN"),
    byOldPhone: yield* accounts.findByPhone("9876500001"),
    unchanged: yield* accounts.findById(other.id),
  }
})

describe("the accounts repository", () => {
  for (const backend of ["pglite", "postgres"] as const) {
    it.skipIf(backend === "postgres" && !hasPostgres)(
      `stores e-mails lower-cased, updates profiles and refuses a taken phone [${backend}]`,
      async () => {
        const fresh = backend === "postgres" ? await freshPostgresDatabase() : undefined
        try {
          const result = await withAccounts(fresh?.config ?? { kind: "memory" }, scenario)
          expect(result.created).toMatchObject({
            email: "asha@example.in",
            phone: "9876500001",
            member: true,
          })
          expect(result.other).toMatchObject({ email: null, communication_type: "sms" })
          expect(result.renamed).toMatchObject({
            id: result.created.id,
            first_name: "Asha K",
            last_name: "Rao",
          })
          expect(result.renamed?.phone).toBe("9876500003")
          expect(result.clash).toMatchObject({ _tag: "AlreadyRegistered", field: "phone_number" })
          expect(result.byEmail?.id).toBe(result.created.id)
          expect(result.byOldPhone).toBeUndefined()
          expect(result.unchanged?.phone).toBe("9876500002")
        } finally {
          await fresh?.drop()
        }
      },
      60_000,
    )
  }
})
