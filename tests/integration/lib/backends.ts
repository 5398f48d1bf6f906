import { connect } from "node:net"
import { PgClient } from "@effect/sql-pg"
import { Effect, type ManagedRuntime, Redacted } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import type { SqlClient } from "effect/sql"
import { afterAll, beforeAll } from "vitest"
import type { DatabaseConfig } from "#server/config.ts"

/** Where the PostgreSQL half of the suite runs; `.ci/run` sets it, locally the default server is tried. */
export const postgresAdminUrl = process.env.DATABASE_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test"

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = connect({ host: hostname, port: Number(port || 5432) })
    socket.setTimeout(1000)
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("timeout", () => {
      socket.destroy()
      resolve(false)
    })
    socket.once("error", () => resolve(false))
  })

/** Whether PostgreSQL answers; under CI=true a missing server is an error, not a skip. */
export const postgresAvailable = async (): Promise<boolean> => {
  const ok = await reachable(postgresAdminUrl)
  if (!ok && process.env.CI === "true") {
    throw new Error(`PostgreSQL is required in CI but does not answer at ${postgresAdminUrl}`)
  }
  if (!ok) {
    console.warn(
      `PostgreSQL half skipped: nothing answers at ${postgresAdminUrl} (set DATABASE_TEST_URL to use another)`,
    )
  }
  return ok
}

const onAdmin = <A>(statement: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.scoped(
      Effect.flatMap(PgClient.make({ url: Redacted.make(postgresAdminUrl), maxConnections: 1 }), statement),
    ).pipe(Effect.provide(Reactivity.layer), Effect.orDie),
  )

/** A database of its own for one test file, dropped afterwards, so files never see each other's rows. */
export const freshPostgresDatabase = async (): Promise<{
  config: DatabaseConfig
  drop: () => Promise<void>
}> => {
  const name = `booking_it_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  await onAdmin((sql) => sql.unsafe(`CREATE DATABASE ${name}`))
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return {
    config: { kind: "postgres", url: url.toString() },
    drop: () =>
      onAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  }
}

/**
 * A suite's two server processes over one fresh database, started before its tests and closed
 * after them. With PostgreSQL the second has connections of its own, so the two can race; an
 * in-memory PGlite has one process, and `second` is `first`. Read them inside tests.
 */
export const twoProcesses = <R, ER>(
  backend: "pglite" | "postgres",
  processOn: (database: DatabaseConfig) => ManagedRuntime.ManagedRuntime<R, ER>,
) => {
  type Process = ManagedRuntime.ManagedRuntime<R, ER>
  const processes = {} as { first: Process; second: Process }
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const fresh = backend === "postgres" ? await freshPostgresDatabase() : undefined
    drop = fresh?.drop
    processes.first = processOn(fresh?.config ?? { kind: "memory" })
    await processes.first.runPromise(Effect.void)
    processes.second = fresh === undefined ? processes.first : processOn(fresh.config)
    await processes.second.runPromise(Effect.void)
  })
  afterAll(async () => {
    if (processes.second !== processes.first) await processes.second.dispose()
    await processes.first.dispose()
    await drop?.()
  })
  return processes
}
