import { readFileSync, renameSync, writeFileSync } from "node:fs"
import { Effect, Layer, Option } from "effect"
import type { SqlClient } from "effect/sql"
import { dayInIndia } from "#core/dates/today.ts"
import { AppClock } from "#core/services/clock.ts"
import type { ServerConfig } from "../config.ts"
import { clockLayerOf } from "../settings.ts"
import { restoreBackup, writeBackup } from "./backup.ts"
import { NotABackup, parseBackup } from "./backup-format.ts"
import { layerDatabase } from "./layer.ts"
import { migrate as applyMigrations, dropAll, MIGRATION_NAMES, OUR_TABLES } from "./migrations.ts"
import { PgliteSnapshot } from "./pglite-client.ts"
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

/**
 * The fixture catalogue, seeded on the day a server with this configuration would seed it on
 * (Migrations.layerSeeded): its clock's, which under test control starts at TEST_NOW.
 */
const seedAsAServer = (config: ServerConfig) =>
  Effect.gen(function* () {
    const now = yield* (yield* AppClock).now
    return yield* seedCatalogue(dayInIndia(now), {
      production: config.production,
      hotelCount: config.catalogueHotels,
    })
  }).pipe(Effect.provide(clockLayerOf(config)))

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
      const seeded = yield* seedAsAServer(config)
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
      const seeded = yield* seedAsAServer(config)
      return `${where(config)}: reset; ${seeded}`
    }),
  )

/** A snapshot is of the embedded database; PostgreSQL's own tools, or `db backup`, copy a server's. */
export class NotEmbedded extends Error {
  override readonly name = "NotEmbedded"
  constructor() {
    super(
      "a snapshot is of the embedded database (PGlite): unset DATABASE_URL, or use `booking db backup <file>`",
    )
  }
}

/**
 * `booking db snapshot <file>`: the embedded database, migrated and seeded, as a file that
 * DATABASE_SNAPSHOT loads into memory in a fraction of the time creating and seeding one takes.
 * Written whole or not at all.
 */
export const snapshot = (config: ServerConfig, file: string) =>
  onDatabase(
    config,
    Effect.gen(function* () {
      // Asked before migrating, so a refusal changes nothing.
      const snapshots = yield* Effect.serviceOption(PgliteSnapshot)
      if (Option.isNone(snapshots)) return yield* Effect.die(new NotEmbedded())
      yield* applyMigrations
      const seeded = yield* seedAsAServer(config)
      const bytes = yield* snapshots.value.take
      const draft = `${file}.partial`
      writeFileSync(draft, bytes)
      renameSync(draft, file)
      return `${where(config)}: ${seeded}; snapshot of ${Math.round(bytes.length / 1e6)} MB written to ${file}`
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
