import { Context } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect } from "vitest"
import type { AnswerCacheStats } from "#core/api/test-control.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { freshPostgresDatabase, postgresAvailable } from "./backends.ts"
import { call, dataOf } from "./http.ts"
import { servedApp } from "./served-app.ts"

/** A server process as `startServer` builds it, with its database client at hand for the tests. */
export interface Process {
  readonly url: string
  readonly sql: SqlClient.SqlClient
  readonly close: () => Promise<void>
}

const startProcess = async (database: DatabaseConfig): Promise<Process> => {
  const app = await servedApp(database)
  return { url: app.url, sql: Context.get(app.context, SqlClient.SqlClient), close: app.close }
}

/** The process's answer cache and change notifications, as test control reports them. */
export const stats = async (p: Process) =>
  dataOf<AnswerCacheStats>(await call(p.url, "/api/test/answer-cache"))

/**
 * Runs a write and waits until `listener` has received its change notification: across processes
 * on PostgreSQL that takes a network hop after the commit (ADR 076's only staleness window); on
 * PGlite it has happened by the time the write returns.
 */
export const notified = async <A>(listener: Process, write: () => Promise<A>): Promise<A> => {
  const before = (await stats(listener)).notifications
  const result = await write()
  for (let i = 0; i < 200 && (await stats(listener)).notifications === before; i++) {
    await new Promise((r) => setTimeout(r, 10))
  }
  expect((await stats(listener)).notifications).toBeGreaterThan(before)
  return result
}

export const until = async (p: Process, ready: (s: AnswerCacheStats) => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!ready(await stats(p)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  expect(ready(await stats(p))).toBe(true)
}

const hasPostgres = await postgresAvailable()

/**
 * Runs `suite` on PGlite (one process) and on PostgreSQL (two processes on one database, each with
 * its own memory), once every process hears the database's change notifications. On PGlite
 * `second()` is the first process: it is also the only writer.
 */
export const onListeningProcesses = (
  title: string,
  suite: (first: () => Process, second: () => Process, backend: "pglite" | "postgres") => void,
) => {
  for (const backend of ["pglite", "postgres"] as const) {
    describe.skipIf(backend === "postgres" && !hasPostgres)(`${title} [${backend}]`, () => {
      const processes: Array<Process> = []
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        const fresh = backend === "postgres" ? await freshPostgresDatabase() : undefined
        drop = fresh?.drop
        const database = fresh?.config ?? { kind: "memory" }
        processes.push(await startProcess(database))
        if (fresh !== undefined) processes.push(await startProcess(database))
        for (const p of processes) await until(p, (s) => s.listening)
      }, 120_000)
      afterAll(async () => {
        for (const p of processes.reverse()) await p.close()
        await drop?.()
      }, 60_000)
      suite(
        () => processes[0]!,
        () => processes[1] ?? processes[0]!,
        backend,
      )
    })
  }
}
