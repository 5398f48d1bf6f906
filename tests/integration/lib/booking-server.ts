import { Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe } from "vitest"
import { Carts } from "#server/checkout/cart-repo.ts"
import { OrdersServices } from "#server/checkout/orders-http.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { freshPostgresDatabase, postgresAvailable } from "./backends.ts"
import { servedApp } from "./served-app.ts"

/** A server as `startServer` builds it, with an in-process runtime over its services for carts and SQL. */
export const startBookingProcess = async (database: DatabaseConfig) => {
  const app = await servedApp(database)
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(OrdersServices, Carts.layer).pipe(Layer.provideMerge(Layer.succeedContext(app.context))),
  )
  return {
    url: app.url,
    runtime,
    close: async () => {
      await runtime.dispose()
      await app.close()
    },
  }
}
export type BookingProcess = Awaited<ReturnType<typeof startBookingProcess>>

const hasPostgres = await postgresAvailable()

/**
 * Runs a booking suite on the embedded database and on PostgreSQL (skipped with a message when no
 * PostgreSQL answers, except under CI=true); `process()` is the suite's server, `backend` its database.
 */
export const onEveryBookingDatabase = (
  title: string,
  suite: (process: () => BookingProcess, backend: "pglite" | "postgres") => void,
) => {
  for (const backend of ["pglite", "postgres"] as const) {
    describe.skipIf(backend === "postgres" && !hasPostgres)(`${title} [${backend}]`, () => {
      let process: BookingProcess | undefined
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        let database: DatabaseConfig = { kind: "memory" }
        if (backend === "postgres") {
          const fresh = await freshPostgresDatabase()
          database = fresh.config
          drop = fresh.drop
        }
        process = await startBookingProcess(database)
      }, 120_000)
      afterAll(async () => {
        await process?.close()
        await drop?.()
      }, 60_000)
      suite(() => {
        if (process === undefined) throw new Error("server not started")
        return process
      }, backend)
    })
  }
}
