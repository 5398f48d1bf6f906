import { Effect, Layer } from "effect"
import type { SqlClient } from "effect/sql"
import { dayInIndia } from "#core/dates/today.ts"
import type { ServerConfig } from "../config.ts"
import { layerDatabase } from "./layer.ts"
import { migrate as applyMigrations, dropAll } from "./migrations.ts"
import { seedCatalogue } from "./seed.ts"

const where = (config: ServerConfig) => {
  const db = config.database
  return db.kind === "postgres"
    ? "PostgreSQL"
    : db.kind === "memory"
      ? "PGlite (in memory)"
      : `PGlite in ${db.dataDir}`
}

const onDatabase = <A>(config: ServerConfig, program: Effect.Effect<A, unknown, SqlClient.SqlClient>) =>
  Effect.runPromise(
    Effect.scoped(
      Layer.build(layerDatabase(config.database)).pipe(Effect.flatMap((ctx) => Effect.provide(program, ctx))),
    ),
  )

const migrated = (applied: ReadonlyArray<readonly [number, string]>) =>
  applied.length === 0
    ? "already up to date"
    : `applied ${applied.map(([id, name]) => `${id}_${name}`).join(", ")}`

/** `booking db migrate`: applies the migrations not yet applied. */
export const migrate = (config: ServerConfig) =>
  onDatabase(
    config,
    Effect.map(applyMigrations, (applied) => `${where(config)}: ${migrated(applied)}`),
  )

/** `booking db seed`: loads the fixture catalogue into an empty database (migrating first). */
export const seed = (config: ServerConfig) =>
  onDatabase(
    config,
    Effect.gen(function* () {
      yield* applyMigrations
      const seeded = yield* seedCatalogue(dayInIndia(Date.now()), {
        production: config.production,
        hotelCount: config.catalogueHotels,
      })
      return `${where(config)}: ${seeded}`
    }),
  )

/** `booking db reset`: drops everything of ours, then migrates and seeds again. */
export const reset = (config: ServerConfig) =>
  onDatabase(
    config,
    Effect.gen(function* () {
      yield* dropAll
      yield* applyMigrations
      const seeded = yield* seedCatalogue(dayInIndia(Date.now()), {
        production: config.production,
        hotelCount: config.catalogueHotels,
      })
      return `${where(config)}: reset; ${seeded}`
    }),
  )
