import { afterAll, beforeAll, describe } from "vitest"
import type { DatabaseConfig, ServerConfig } from "#server/config.ts"
import { configFromEnv } from "#server/config.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { freshPostgresDatabase, postgresAvailable } from "./backends.ts"

/** The instant integration tests start at unless they set the clock: 2026-12-01 10:00 IST. */
export const TEST_NOW = Date.parse("2026-12-01T04:30:00Z")

export const testConfig = (
  database: DatabaseConfig,
  overrides: Partial<ServerConfig> = {},
): ServerConfig => ({
  ...configFromEnv({ TEST_CONTROL: "1" }),
  port: 0,
  hostname: "127.0.0.1",
  database,
  initialNow: TEST_NOW,
  logRequests: false,
  ...overrides,
})

const hasPostgres = await postgresAvailable()

/**
 * Runs the same suite against the embedded database and against PostgreSQL (skipped with a message
 * when no PostgreSQL answers, except under CI=true). `server()` is the running server of the suite;
 * `backend` names the database, for figures recorded per database.
 */
export const onEveryDatabase = (
  title: string,
  suite: (server: () => RunningServer, backend: "pglite" | "postgres") => void,
  overrides: Partial<ServerConfig> = {},
) => {
  for (const backend of ["pglite", "postgres"] as const) {
    describe.skipIf(backend === "postgres" && !hasPostgres)(`${title} [${backend}]`, () => {
      let running: RunningServer | undefined
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        let database: DatabaseConfig = { kind: "memory" }
        if (backend === "postgres") {
          const fresh = await freshPostgresDatabase()
          database = fresh.config
          drop = fresh.drop
        }
        running = await startServer(testConfig(database, overrides))
      }, 120_000)
      afterAll(async () => {
        await running?.close()
        await drop?.()
      }, 60_000)
      suite(() => {
        if (running === undefined) throw new Error("server not started")
        return running
      }, backend)
    })
  }
}
