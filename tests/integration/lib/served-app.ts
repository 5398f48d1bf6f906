import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { AppRoutes } from "#server/app.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { servicesLayer } from "#server/start.ts"
import { testConfig } from "./server.ts"

/**
 * The product's routes and services as `startServer` builds them, listening on a free port, with
 * the built services at hand: tests reach the database and services of the very process they call.
 */
export const servedApp = async (database: DatabaseConfig) => {
  const scope = await Effect.runPromise(Scope.make())
  const layer = HttpRouter.serve(AppRoutes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(servicesLayer(testConfig(database))),
  )
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  return {
    url: `http://127.0.0.1:${address._tag === "UnixPathAddress" ? 0 : address.port}`,
    context,
    close: () => Effect.runPromise(Scope.close(scope, Exit.void)),
  }
}
