import { afterAll, beforeAll, describe } from "vitest"
import type { DatabaseConfig, ServerConfig } from "#server/config.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { freshPostgresDatabase, postgresAvailable } from "./backends.ts"
import { testConfig } from "./test-config.ts"

export { TEST_NOW, testConfig } from "./test-config.ts"

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
