import { type ChildProcess, spawn } from "node:child_process"
import { createHash } from "node:crypto"
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs"
import { hostname, tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Cli } from "#cli/commands/cli.ts"
import { main } from "#cli/program.ts"
import { configFromEnv, type DatabaseConfig } from "#server/config.ts"
import { backup, restore } from "#server/db/admin.ts"
import { lockDataDir } from "#server/db/data-dir-lock.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { OUR_TABLES } from "#server/db/migrations.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"

const BIN = join(import.meta.dirname, "..", "..", "cli", "bin.ts")
/** A small catalogue keeps seeding and every backup quick. */
const HOTELS = "20"
const work = mkdtempSync(join(tmpdir(), "booking-durability-"))

/** The environment of a `booking` process: only what the test gives it names a database. */
const envFor = (extra: Record<string, string>): NodeJS.ProcessEnv => {
  const env = { ...process.env }
  for (const name of ["DATABASE_URL", "DATABASE_MEMORY", "DATA_DIR", "NODE_ENV", "TEST_CONTROL", "DEBUG"]) {
    delete env[name]
  }
  return { ...env, CATALOGUE_HOTELS: HOTELS, ...extra }
}

const children = new Set<ChildProcess>()

/** Runs `booking …` as its own process, as an operator would. */
const booking = (args: ReadonlyArray<string>, extra: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: envFor(extra) })
    children.add(child)
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      stdout += chunk
    })
    child.stderr.on("data", (chunk) => {
      stderr += chunk
    })
    child.on("error", reject)
    child.on("close", (code) => {
      children.delete(child)
      resolve({ code, stdout, stderr })
    })
  })

/** `booking serve` on a free port, once it listens. */
const serve = (extra: Record<string, string>) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, "serve"], {
      env: envFor({ PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "0", ...extra }),
    })
    children.add(child)
    let stderr = ""
    child.stderr.on("data", (chunk) => {
      stderr += chunk
    })
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("Listening on")) resolve(child)
    })
    child.on("exit", (code) => reject(new Error(`serve exited (${code}): ${stderr}`)))
  })

/** Runs `booking …` in this process, for refusals that come before any database is opened. */
const bookingHere = async (args: ReadonlyArray<string>, extra: Record<string, string>) => {
  const stdout: Array<string> = []
  const stderr: Array<string> = []
  const cli: Cli = {
    stdout: { write: (text) => void stdout.push(text), isTTY: false },
    stderr: { write: (text) => void stderr.push(text), isTTY: false },
    env: envFor(extra),
    cwd: process.cwd(),
    fail: () => undefined,
    exitCode: () => 0,
  }
  const code = await main(["node", "booking", ...args], cli)
  return { code, stdout: stdout.join(""), stderr: stderr.join("") }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once("exit", () => resolve())
  })

afterAll(() => {
  for (const child of children) child.kill("SIGKILL")
  rmSync(work, { recursive: true, force: true })
})

const onDatabase = <A>(database: DatabaseConfig, program: Effect.Effect<A, unknown, SqlClient.SqlClient>) =>
  Effect.runPromise(
    Effect.scoped(
      Layer.build(layerDatabase(database)).pipe(Effect.flatMap((ctx) => Effect.provide(program, ctx))),
    ),
  )

interface Snapshot {
  /** Every table's rows as PostgreSQL renders them in UTC, sorted; migrations by name only. */
  readonly rows: Readonly<Record<string, ReadonlyArray<string>>>
  readonly sequences: ReadonlyArray<string>
}

/** Everything in the database's schema, to compare before a backup and after its restore. */
const snapshotOf: Effect.Effect<Snapshot, unknown, SqlClient.SqlClient> = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      yield* sql`SET LOCAL TimeZone = 'UTC'`
      const tables = yield* sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
      const rows: Record<string, ReadonlyArray<string>> = {}
      for (const { name } of tables) {
        // When a migration ran is not data: a restore runs them again.
        const found =
          name === "effect_sql_migrations"
            ? yield* sql<{
                r: string
              }>`SELECT migration_id || '_' || name AS r FROM ${sql(name)} ORDER BY migration_id`
            : yield* sql<{ r: string }>`SELECT row_to_json(t)::text AS r FROM ${sql(name)} AS t ORDER BY 1`
        rows[name] = found.map((row) => row.r)
      }
      const sequences = yield* sql<{
        s: string
      }>`SELECT sequencename || '=' || coalesce(last_value::text, 'unused') AS s
            FROM pg_sequences WHERE schemaname = current_schema() ORDER BY 1`
      return { rows, sequences: sequences.map((row) => row.s) }
    }),
  )
})

const snapshot = (database: DatabaseConfig) => onDatabase(database, snapshotOf)

const rowCount = (s: Snapshot) => Object.values(s.rows).reduce((n, rows) => n + rows.length, 0)

/** What a day of use does: rows change, go and arrive, and a sequence moves on. */
const changeData = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE hotels SET name = name || ' (renamed)'`
  yield* sql`DELETE FROM room_nights`
  yield* sql`INSERT INTO outbox (kind, recipient, subject, body, created_at)
    VALUES ('sms', '+919800000000', '', 'after the backup', now())`
})

/** Changes the data (one opening of the database: PGlite takes seconds to open) and snapshots the result. */
const changeAndSnapshot = (database: DatabaseConfig) =>
  onDatabase(database, Effect.andThen(changeData, snapshotOf))

/** A seeded PGlite directory and its backup, taken through the CLI; both suites restore that backup. */
const dataDir = join(work, "pglite")
const env = { DATA_DIR: dataDir }
const backupFile = join(work, "pglite.backup")
let before: Snapshot
let backedUp: { code: number | null; stdout: string; stderr: string }

beforeAll(async () => {
  expect((await booking(["db", "seed"], env)).stdout).toMatch(/catalogue loaded/)
  before = await snapshot({ kind: "pglite", dataDir })
  backedUp = await booking(["db", "backup", backupFile], env)
}, 90_000)

describe("durability of the embedded PGlite directory", () => {
  const database: DatabaseConfig = { kind: "pglite", dataDir }
  const figures = { backupsRestored: 0, rowsCompared: 0, secondOpenRefused: 0, damagedDirRefused: 0 }

  afterAll(() => recordFigures("durability-pglite", figures))

  it("backs every table of ours up, and restores rows and sequences after the data changed", async () => {
    // A table missing from OUR_TABLES would be left out of every backup.
    expect(Object.keys(before.rows).filter((table) => !OUR_TABLES.includes(table))).toEqual([])
    expect(backedUp.stdout).toBe(
      `PGlite in ${dataDir}: backed up ${rowCount(before) - before.rows.effect_sql_migrations!.length} rows of ${OUR_TABLES.length - 1} tables to ${backupFile}\n`,
    )
    expect(await changeAndSnapshot(database)).not.toEqual(before)

    const restored = await booking(["db", "restore", backupFile], env)
    // Its process exited normally, and let go of the directory.
    expect(existsSync(join(dataDir, "booking.lock"))).toBe(false)
    expect(restored.stdout).toMatch(
      new RegExp(`^PGlite in ${dataDir}: restored \\d+ rows of \\d+ tables from `),
    )
    expect(await snapshot(database)).toEqual(before)
    figures.backupsRestored++
    figures.rowsCompared += rowCount(before)
  }, 60_000)

  it("refuses to restore a file that is not a whole backup, changing nothing", async () => {
    const notBackup = join(work, "hotels.csv")
    writeFileSync(notBackup, "id,name\nh1,Treebo Trend\n")
    const cutShort = join(work, "cut-short.backup")
    const whole = readFileSync(backupFile, "utf8")
    writeFileSync(cutShort, whole.slice(0, whole.lastIndexOf("\nend\t") + 1))
    const changed = await changeAndSnapshot(database)

    // Refused before the database is opened, so the CLI can run in this process.
    const refusedCsv = await bookingHere(["db", "restore", notBackup], env)
    const refusedCut = await bookingHere(["db", "restore", cutShort], env)
    expect(refusedCsv.code).toBe(2)
    expect(refusedCsv.stderr).toBe(
      `${notBackup} is not a booking backup: its first line is not a backup header; nothing was changed\n`,
    )
    expect(refusedCut.code).toBe(2)
    expect(refusedCut.stderr).toBe(
      `${cutShort} is not a booking backup: it has no end line: the file was cut short; nothing was changed\n`,
    )
    expect(await snapshot(database)).toEqual(changed)
  }, 60_000)

  it("refuses to restore over a production configuration without --force", async () => {
    const production = {
      ...env,
      NODE_ENV: "production",
      CAPTCHA_HMAC_KEY: "k".repeat(32),
      RAZORPAY_KEY_ID: "rzp_test_durability",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "webhook",
    }
    const refused = await bookingHere(["db", "restore", backupFile], production)
    expect(refused.code).toBe(2)
    expect(refused.stderr).toBe(
      "refusing to restore over a production database; add --force if you mean it\n",
    )
  }, 30_000)

  it("refuses a second process while a server holds the directory, and takes over after kill -9", async () => {
    const server = await serve(env)
    const inUse = `booking: the data directory ${dataDir} is in use by another process (pid ${server.pid}); stop that process first, or set DATA_DIR to another directory\n`
    const attempts = [["db", "migrate"], ["db", "restore", backupFile], ["serve"]]
    const refusals = await Promise.all(attempts.map((args) => booking(args, { ...env, PORT: "0" })))
    for (const [index, refused] of refusals.entries()) {
      expect(refused.stderr, attempts[index]!.join(" ")).toBe(inUse)
      expect(refused.code).toBe(1)
      figures.secondOpenRefused++
    }
    server.kill("SIGKILL")
    await exited(server)
    // The dead server's lock is still there, and the next process takes it over.
    const lockFile = join(dataDir, "booking.lock")
    expect(readFileSync(lockFile, "utf8")).toContain(`"pid":${server.pid}`)
    const release = await lockDataDir(dataDir)
    expect(readFileSync(lockFile, "utf8")).toContain(`"pid":${process.pid}`)
    release()
    expect(existsSync(lockFile)).toBe(false)
  }, 90_000)

  it("takes over a lock whose pid now belongs to a process started later", async () => {
    // This process is live, but the lock says its pid was started at tick 1 after boot.
    const lockFile = join(dataDir, "booking.lock")
    writeFileSync(lockFile, JSON.stringify({ pid: process.pid, startedAt: "1", host: hostname() }))
    const release = await lockDataDir(dataDir)
    expect(readFileSync(lockFile, "utf8")).not.toContain('"startedAt":"1"')
    release()
  })

  /** Every file's name and a digest of its content: what "left untouched" means here. */
  const listing = (dir: string): Array<string> =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .sort()
      .map((name) => {
        const path = join(dir, name)
        const content = statSync(path).isDirectory() ? "directory" : readFileSync(path)
        return `${name} ${createHash("sha1").update(content).digest("hex")}`
      })

  it("refuses a damaged directory with the restore command, leaves it untouched, and the command works", async () => {
    const damaged = [
      {
        dir: join(work, "no-version"),
        damage: (dir: string) => rmSync(join(dir, "PG_VERSION")),
        reason: "PG_VERSION is missing",
      },
      {
        dir: join(work, "garbled-control"),
        damage: (dir: string) => truncateSync(join(dir, "global", "pg_control"), 100),
        reason: "PGlite could not open it: ",
      },
    ]
    for (const { dir, damage } of damaged) {
      cpSync(dataDir, dir, { recursive: true })
      damage(dir)
    }
    const untouched = damaged.map(({ dir }) => listing(dir))
    const refusals = await Promise.all(
      damaged.map(({ dir }) => booking(["db", "migrate"], { DATA_DIR: dir })),
    )
    for (const [index, { dir, reason }] of damaged.entries()) {
      const refused = refusals[index]!
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain(`booking: the data directory ${dir} is damaged (${reason}`)
      expect(refused.stderr).toContain(
        `) and was left untouched; move it aside (mv ${dir} ${dir}.damaged) and restore a backup: DATA_DIR=${dir} booking db restore <file>\n`,
      )
      expect(listing(dir)).toEqual(untouched[index])
      figures.damagedDirRefused++
    }
    // Following the advice brings the data back.
    const { dir } = damaged[0]!
    renameSync(dir, `${dir}.damaged`)
    await restore(configFromEnv({ DATA_DIR: dir }), backupFile)
    expect(await snapshot({ kind: "pglite", dataDir: dir })).toEqual(before)
    figures.backupsRestored++
    figures.rowsCompared += rowCount(before)
  }, 90_000)
})

const hasPostgres = await postgresAvailable()

describe.skipIf(!hasPostgres)("backup and restore on PostgreSQL", () => {
  const figures = { backupsRestored: 0, rowsCompared: 0 }
  let drop: (() => Promise<void>) | undefined
  let config: ReturnType<typeof configFromEnv>

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    if (fresh.config.kind !== "postgres") throw new Error("expected a PostgreSQL database")
    config = configFromEnv({ DATABASE_URL: fresh.config.url, CATALOGUE_HOTELS: HOTELS })
  }, 60_000)

  afterAll(async () => {
    await drop?.()
    recordFigures("durability-postgres", figures)
  })

  it("restores a PGlite backup into an empty database: one format for both", async () => {
    expect(await restore(config, backupFile)).toMatch(
      new RegExp(
        `^PostgreSQL: restored ${rowCount(before) - before.rows.effect_sql_migrations!.length} rows of \\d+ tables from `,
      ),
    )
    expect(await snapshot(config.database)).toEqual(before)
    figures.backupsRestored++
    figures.rowsCompared += rowCount(before)
  }, 60_000)

  it("restores rows and sequences after the data changed", async () => {
    const fromPostgres = join(work, "postgres.backup")
    expect(await backup(config, fromPostgres)).toMatch(/^PostgreSQL: backed up \d+ rows of \d+ tables to /)
    expect(await changeAndSnapshot(config.database)).not.toEqual(before)
    await restore(config, fromPostgres)
    expect(await snapshot(config.database)).toEqual(before)
    figures.backupsRestored++
    figures.rowsCompared += rowCount(before)
  }, 60_000)
})
