import { readFileSync, renameSync, writeFileSync } from "node:fs"
import { Effect, Layer } from "effect"
import type { SqlClient } from "effect/sql"
import { dayInIndia } from "#core/dates/today.ts"
import type { ServerConfig } from "../config.ts"
import { restoreBackup, writeBackup } from "./backup.ts"
import { NotABackup, parseBackup } from "./backup-format.ts"
import { layerDatabase } from "./layer.ts"
import { migrate as applyMigrations, dropAll, MIGRATION_NAMES, OUR_TABLES } from "./migrations.ts"
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

/** `booking db backup <file>`: our tables as a backup file (backup-format.ts), written whole or not at all. */
export const backup = (config: ServerConfig, file: string) =>
  onDatabase(
    config,
    Effect.gen(function* () {
      const { text, rowCount, tableCount } = yield* writeBackup(where(config), new Date())
      const draft = `${file}.partial`
      writeFileSync(draft, text)
      renameSync(draft, file)
      return `${where(config)}: backed up ${rowCount} rows of ${tableCount} tables to ${file}`
    }),
  )

/**
 * `booking db restore <file>`: our tables as the backup has them. The whole file is checked before
 * the database is opened, so a file that is not a backup changes nothing.
 */
export const restore = async (config: ServerConfig, file: string) => {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (error) {
    throw new NotABackup(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  }
  let parsed: ReturnType<typeof parseBackup>
  try {
    parsed = parseBackup(text, { tables: OUR_TABLES, migrations: MIGRATION_NAMES })
  } catch (error) {
    if (error instanceof NotABackup) throw new NotABackup(`${file} is not a booking backup: ${error.message}`)
    throw error
  }
  const { header } = parsed
  return onDatabase(
    config,
    Effect.map(restoreBackup(parsed), ({ rowCount, tableCount, later }) => {
      const upgraded = later.length === 0 ? "" : `; then applied ${later.join(", ")}`
      return `${where(config)}: restored ${rowCount} rows of ${tableCount} tables from ${file} (taken ${header.createdAt} from ${header.source})${upgraded}`
    }),
  )
}
