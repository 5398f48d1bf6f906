import { existsSync, openAsBlob, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { PgClient } from "@effect/sql-pg"
import { PGlite } from "@electric-sql/pglite"
import { Context, Effect, Layer, Semaphore } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import * as Stream from "effect/Stream"
import { SqlClient } from "effect/sql"
import type { Connection } from "effect/sql/SqlConnection"
import {
  ConstraintError,
  DeadlockError,
  SerializationError,
  SqlError,
  SqlSyntaxError,
  UniqueViolation,
  UnknownError,
} from "effect/sql/SqlError"
import { DataChanges, dataChangesPglite } from "./data-changes.ts"
import { DataDirDamaged, damageIn } from "./data-dir-check.ts"
import { lockDataDir } from "./data-dir-lock.ts"

/**
 * A SqlClient over embedded PGlite, so repositories have one code path for PGlite and PostgreSQL
 * (ADR 002). PGlite is a single connection: a semaphore serialises statements and transactions.
 */
const classify = (cause: unknown, operation: string) => {
  const code = (cause as { code?: string } | null)?.code
  const message = cause instanceof Error ? cause.message : String(cause)
  const props = { cause, message, operation }
  switch (true) {
    case code === "23505":
      return new UniqueViolation({
        ...props,
        constraint: (cause as { constraint?: string }).constraint ?? "",
      })
    case code === "40001":
      return new SerializationError(props)
    case code === "40P01":
      return new DeadlockError(props)
    case code?.startsWith("23"):
      return new ConstraintError(props)
    case code?.startsWith("42"):
      return new SqlSyntaxError(props)
    default:
      return new UnknownError(props)
  }
}

const makeConnection = (db: PGlite): Connection => {
  const run = (sql: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({
      try: () => db.query<Record<string, unknown>>(sql, params as Array<unknown>),
      catch: (cause) => new SqlError({ reason: classify(cause, "execute") }),
    })
  const rows = (
    sql: string,
    params: ReadonlyArray<unknown>,
    transform?: (rows: ReadonlyArray<never>) => ReadonlyArray<never>,
  ) => Effect.map(run(sql, params), (r) => (transform ? transform(r.rows as never) : r.rows))
  const values = (sql: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({
      try: () => db.query<Array<unknown>>(sql, params as Array<unknown>, { rowMode: "array" }),
      catch: (cause) => new SqlError({ reason: classify(cause, "execute") }),
    }).pipe(Effect.map((r) => r.rows))
  return {
    execute: rows,
    executeRaw: run,
    executeUnprepared: (sql, params, transform) =>
      params.length === 0
        ? Effect.tryPromise({
            try: () => db.exec(sql),
            catch: (cause) => new SqlError({ reason: classify(cause, "execute") }),
          }).pipe(
            Effect.map((results) => {
              const last = results.at(-1)?.rows ?? []
              return transform ? transform(last as never) : last
            }),
          )
        : rows(sql, params, transform),
    executeValues: values,
    executeValuesUnprepared: values,
    executeStream: (sql, params, transform) => Stream.fromIterableEffect(rows(sql, params, transform)),
  }
}

/** Opens a locked data directory, refusing one that is damaged rather than initialising over it. */
const openDataDir = async (dataDir: string) => {
  const damage = damageIn(dataDir)
  if (damage !== undefined) throw new DataDirDamaged(dataDir, damage)
  // PGlite writes its postmaster.pid even when it then fails to open: put back what was there.
  const pidFile = join(dataDir, "postmaster.pid")
  const pidBefore = existsSync(pidFile) ? readFileSync(pidFile) : undefined
  try {
    return await PGlite.create(dataDir)
  } catch (error) {
    if (pidBefore === undefined) rmSync(pidFile, { force: true })
    else writeFileSync(pidFile, pidBefore)
    throw new DataDirDamaged(
      dataDir,
      `PGlite could not open it: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** A file `booking db snapshot` did not write, named with what to do. */
export class SnapshotUnreadable extends Error {
  override readonly name = "SnapshotUnreadable"
  constructor(file: string, reason: string) {
    super(
      `the database snapshot ${file} cannot be loaded (${reason}); write one with \`booking db snapshot ${file}\``,
    )
  }
}

/** An in-memory database holding what the snapshot file holds. */
const loadSnapshot = async (file: string) => {
  if (!existsSync(file)) throw new SnapshotUnreadable(file, "no such file")
  try {
    return await PGlite.create({ loadDataDir: await openAsBlob(file) })
  } catch (error) {
    throw new SnapshotUnreadable(file, error instanceof Error ? error.message : String(error))
  }
}

/** The whole embedded database as one file's bytes, which DATABASE_SNAPSHOT loads (`booking db snapshot`). */
export class PgliteSnapshot extends Context.Service<
  PgliteSnapshot,
  { readonly take: Effect.Effect<Uint8Array> }
>()("booking/server/db/PgliteSnapshot") {}

/** Where an embedded database comes from: a data directory, a snapshot, or nothing (new, in memory). */
export type PgliteSource =
  | { readonly dataDir: string }
  | { readonly snapshot: string }
  | { readonly memory: true }

const open = (source: PgliteSource) =>
  "dataDir" in source
    ? openDataDir(source.dataDir)
    : "snapshot" in source
      ? loadSnapshot(source.snapshot)
      : PGlite.create()

/**
 * In memory for tests and journeys, from a snapshot for benchmarks that start many servers. Also
 * provides the session's change notifications (DataChanges), which need the PGlite instance
 * itself. A data directory is locked for as long as the layer lives (data-dir-lock.ts).
 */
export const layerPglite = (source: PgliteSource) =>
  Layer.effectContext(
    Effect.gen(function* () {
      if ("dataDir" in source)
        yield* Effect.acquireRelease(
          Effect.promise(() => lockDataDir(source.dataDir)),
          (release) => Effect.sync(release),
        )
      const db = yield* Effect.acquireRelease(
        Effect.promise(() => open(source)),
        (db) => Effect.promise(() => db.close()),
      )
      const connection = makeConnection(db)
      const semaphore = yield* Semaphore.make(1)
      const acquirers = SqlClient.makeSqliteAcquirers({ connection: Effect.succeed(connection), semaphore })
      const client = yield* SqlClient.make({
        ...acquirers,
        compiler: PgClient.makeCompiler(),
        driver: "pglite",
        spanAttributes: [["db.system.name", "postgresql"]],
      })
      return Context.make(SqlClient.SqlClient, client).pipe(
        Context.add(DataChanges, dataChangesPglite(db, semaphore)),
        Context.add(PgliteSnapshot, {
          take: semaphore.withPermits(1)(
            Effect.promise(async () => new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer())),
          ),
        }),
      )
    }),
  ).pipe(Layer.provide(Reactivity.layer))
