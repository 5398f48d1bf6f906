import { createHash } from "node:crypto"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { dayInIndia } from "#core/dates/today.ts"
import { ConfigError, configFromEnv, type DatabaseConfig } from "#server/config.ts"
import { NotEmbedded, seed, snapshot } from "#server/db/admin.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"

const HOTELS = "20"
const work = mkdtempSync(join(tmpdir(), "booking-snapshot-"))

const query = <A extends object>(database: DatabaseConfig, statement: string) =>
  Effect.runPromise(
    Effect.scoped(
      Layer.build(layerDatabase(database)).pipe(
        Effect.flatMap((ctx) =>
          Effect.provide(
            Effect.gen(function* () {
              const sql = yield* SqlClient.SqlClient
              return yield* sql.unsafe<A>(statement)
            }),
            ctx,
          ),
        ),
      ),
    ),
  )

const hotelCount = async (database: DatabaseConfig) =>
  (await query<{ n: number }>(database, "SELECT count(*)::int AS n FROM hotels"))[0]?.n

const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")

describe("booking db snapshot, and DATABASE_SNAPSHOT", () => {
  const file = join(work, "memory.snapshot")

  it("writes a migrated, seeded in-memory database that DATABASE_SNAPSHOT loads as it was", async () => {
    const config = configFromEnv({ DATABASE_MEMORY: "1", CATALOGUE_HOTELS: HOTELS })
    expect(await snapshot(config, file)).toMatch(
      new RegExp(
        `^PGlite \\(in memory\\): catalogue loaded: .*${HOTELS} hotels.*; snapshot of \\d+ MB written to `,
      ),
    )
    const loaded = configFromEnv({ DATABASE_MEMORY: "1", DATABASE_SNAPSHOT: file })
    expect(loaded.database).toEqual({ kind: "memory", snapshot: file })
    expect(await hotelCount(loaded.database)).toBe(Number(HOTELS))
    // Starting from it finds the catalogue, as a restart of a data directory does, whatever size is asked.
    expect(await seed(loaded)).toMatch(
      new RegExp(`catalogue already loaded \\(seed \\d+, ${HOTELS} hotels; 1000 asked, kept as it is\\)`),
    )
  }, 120_000)

  it("seeds on the day a server with the same configuration starts on: the test clock's under test control", async () => {
    const onTestClock = join(work, "test-clock.snapshot")
    await snapshot(
      configFromEnv({
        DATABASE_MEMORY: "1",
        CATALOGUE_HOTELS: HOTELS,
        TEST_CONTROL: "1",
        TEST_NOW: "2026-03-01T20:00:00Z", // 1:30 on 2 March in India
      }),
      onTestClock,
    )
    const baseDate = async (file: string) =>
      (
        await query<{ day: string }>(
          { kind: "memory", snapshot: file },
          "SELECT value #>> '{}' AS day FROM catalogue_meta WHERE key = 'base_date'",
        )
      )[0]?.day
    expect(await baseDate(onTestClock)).toBe("2026-03-02")
    // Without test control the server's clock is the system's, and so is the seed's day.
    expect(await baseDate(file)).toBe(dayInIndia(Date.now()))
  }, 120_000)

  it("loads a copy: what a server writes stays in its memory, and the file is unchanged", async () => {
    const before = digest(file)
    const database: DatabaseConfig = { kind: "memory", snapshot: file }
    const first = "SELECT name FROM hotels WHERE id = (SELECT min(id) FROM hotels)"
    const [original] = await query<{ name: string }>(database, first)
    const renamed = await query<{ name: string }>(
      database,
      "UPDATE hotels SET name = 'Renamed' WHERE id = (SELECT min(id) FROM hotels) RETURNING name",
    )
    expect(renamed).toEqual([{ name: "Renamed" }])
    expect(await query<{ name: string }>(database, first)).toEqual([original])
    expect(digest(file)).toBe(before)
  }, 60_000)

  it("writes a data directory as it stands, with rows that are not the fixtures'", async () => {
    const dataDir = join(work, "db")
    const config = configFromEnv({ DATA_DIR: dataDir, CATALOGUE_HOTELS: HOTELS })
    await seed(config)
    const other = await PGlite.create(dataDir)
    await other.exec("CREATE TABLE someone_elses (id int); INSERT INTO someone_elses VALUES (7)")
    await other.close()
    const fromDir = join(work, "dir.snapshot")
    expect(await snapshot(config, fromDir)).toMatch(/^PGlite in .*: catalogue already loaded .*written to /)
    const rows = await query<{ id: number }>(
      { kind: "memory", snapshot: fromDir },
      "SELECT id FROM someone_elses",
    )
    expect(rows).toEqual([{ id: 7 }])
  }, 120_000)

  it("refuses a file that is missing or not a snapshot, naming the command that writes one", async () => {
    const missing = join(work, "missing.snapshot")
    await expect(hotelCount({ kind: "memory", snapshot: missing })).rejects.toThrow(
      `the database snapshot ${missing} cannot be loaded (no such file); write one with \`booking db snapshot ${missing}\``,
    )
    const notOne = join(work, "not-a-snapshot")
    writeFileSync(notOne, "hotels")
    await expect(hotelCount({ kind: "memory", snapshot: notOne })).rejects.toThrow(
      `the database snapshot ${notOne} cannot be loaded (`,
    )
  }, 60_000)

  it("is loaded into the in-memory database only", () => {
    expect(() => configFromEnv({ DATABASE_SNAPSHOT: file })).toThrow(
      new ConfigError(
        "DATABASE_SNAPSHOT is loaded into the in-memory database only: set DATABASE_MEMORY=1 as well",
      ),
    )
    expect(() =>
      configFromEnv({ DATABASE_MEMORY: "1", DATABASE_SNAPSHOT: file, DATABASE_URL: "postgres://x/y" }),
    ).toThrow("DATABASE_SNAPSHOT is of PGlite: unset DATABASE_URL to use it")
    expect(configFromEnv({ DATABASE_MEMORY: "1", DATABASE_SNAPSHOT: "" }).database).toEqual({
      kind: "memory",
    })
  })
})

const hasPostgres = await postgresAvailable()

describe.skipIf(!hasPostgres)("booking db snapshot on PostgreSQL", () => {
  let drop: (() => Promise<void>) | undefined
  let database: DatabaseConfig

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    database = fresh.config
  }, 60_000)

  afterAll(async () => {
    await drop?.()
  })

  it("is refused before anything is migrated or seeded", async () => {
    if (database.kind !== "postgres") throw new Error("expected a PostgreSQL database")
    const config = configFromEnv({ DATABASE_URL: database.url, CATALOGUE_HOTELS: HOTELS })
    await expect(snapshot(config, join(work, "pg.snapshot"))).rejects.toThrow(NotEmbedded)
    const tables = await query<{ n: number }>(
      database,
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema()",
    )
    expect(tables).toEqual([{ n: 0 }])
  }, 60_000)
})
