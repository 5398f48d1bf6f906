import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, ManagedRuntime, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { afterAll, beforeAll, describe } from "vitest"
import { AppRoutes } from "#server/app.ts"
import { Carts } from "#server/checkout/cart-repo.ts"
import { OrdersServices } from "#server/checkout/orders-http.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { servicesLayer } from "#server/start.ts"
import { freshPostgresDatabase, postgresAvailable } from "./backends.ts"
import { testConfig } from "./server.ts"

/** A server as `startServer` builds it, with an in-process runtime over its services for carts and SQL. */
export const startBookingProcess = async (database: DatabaseConfig) => {
  const scope = await Effect.runPromise(Scope.make())
  const layer = HttpRouter.serve(AppRoutes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(servicesLayer(testConfig(database))),
  )
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(OrdersServices, Carts.layer).pipe(Layer.provideMerge(Layer.succeedContext(context))),
  )
  return {
    url: `http://127.0.0.1:${address._tag === "UnixPathAddress" ? 0 : address.port}`,
    runtime,
    close: async () => {
      await runtime.dispose()
      await Effect.runPromise(Scope.close(scope, Exit.void))
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
