import { NodeHttpServer } from "@effect/platform-node"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpMiddleware, HttpRouter, HttpServer } from "effect/http"
import { AppClock } from "#core/services/clock.ts"
import { Accounts } from "./accounts/repo.ts"
import { Sessions } from "./accounts/sessions.ts"
import { AppRoutes } from "./app.ts"
import { HotelCatalogue } from "./catalogue/store.ts"
import type { ServerConfig } from "./config.ts"
import { layerDatabase } from "./db/layer.ts"
import { Migrations } from "./db/migrations.ts"
import { RoomPricing } from "./hotel/room-prices.ts"
import { roomPricesLane } from "./hotel/room-prices-lane.ts"
import { AnswerCache } from "./http/answer-cache.ts"
import { anyLane, type Lane, laneServer } from "./http/lanes.ts"
import { Inventory } from "./inventory/repo.ts"
import { Otp } from "./otp/service.ts"
import { Email } from "./outbox/email.ts"
import { Outbox } from "./outbox/repo.ts"
import { SearchPricing } from "./pricing/search-prices.ts"
import { RateLimits } from "./rate-limit/service.ts"
import { PageRenderer } from "./render/page-renderer.ts"
import { autocompleteLane } from "./search/autocomplete-lane.ts"
import { PlaceIndex } from "./search/place-index.ts"
import { clockLayerOf, ServerSettings } from "./settings.ts"
import { TelemetryRepo } from "./telemetry/repo.ts"
import { crashPointsLayer } from "./test-control/crash-points.ts"

export type { ServerConfig } from "./config.ts"
export { configFromEnv } from "./config.ts"

export interface RunningServer {
  /** http://localhost:<port> — the address to open in a browser. */
  readonly url: string
  readonly port: number
  readonly close: () => Promise<void>
  /** Requests the fast lanes answered since start (ADR 125). */
  readonly laneAnswers: () => number
}

/** Everything the routes need, built once per server: settings, clock, database (migrated and seeded), services. */
export const servicesLayer = (config: ServerConfig, renderer = PageRenderer.layer) => {
  const clock = clockLayerOf(config)
  const database = Migrations.layerSeeded.pipe(Layer.provideMerge(layerDatabase(config.database)))
  // Accounts count sign-in failures in RateLimits; codes and reset links leave through the Outbox.
  const accounts = Layer.mergeAll(Accounts.layer, Sessions.layer, Otp.layer, Email.layer).pipe(
    Layer.provideMerge(Layer.mergeAll(RateLimits.layer, Outbox.layer)),
  )
  return Layer.mergeAll(
    PlaceIndex.layer.pipe(Layer.provide(HotelCatalogue.layer)),
    HotelCatalogue.layer,
    accounts,
    Inventory.layer,
    // Memoised by reference: the catalogue and inventory above are the same instances.
    SearchPricing.layer.pipe(Layer.provide([HotelCatalogue.layer, Inventory.layer])),
    // Here rather than with its route: the room-price fast lane prices with it too.
    RoomPricing.layer.pipe(Layer.provide(Inventory.layer)),
    TelemetryRepo.layer,
    AnswerCache.layer,
    renderer,
  ).pipe(
    Layer.provideMerge(database),
    Layer.provideMerge(clock),
    Layer.provideMerge(Layer.succeed(ServerSettings, config)),
    Layer.provideMerge(crashPointsLayer(config.crashAt)),
  )
}

/** Starts the API and site; migrates and seeds the database first. Port 0 picks a free port. */
export const startServer = async (
  config: ServerConfig,
  renderer: Layer.Layer<PageRenderer> = PageRenderer.layer,
): Promise<RunningServer> => {
  const scope = await Effect.runPromise(Scope.make())
  let laneAnswers = 0
  const serve = (services: Context.Context<Layer.Success<ReturnType<typeof servicesLayer>>>) => {
    const lane: Lane = config.fastLanes
      ? anyLane([
          autocompleteLane(Context.get(services, PlaceIndex), config),
          roomPricesLane(
            {
              catalogue: Context.get(services, HotelCatalogue),
              answers: Context.get(services, AnswerCache),
              pricing: Context.get(services, RoomPricing),
              clock: Context.get(services, AppClock),
            },
            config,
          ),
        ])
      : () => false
    // A request a lane hands on to the router is the router's answer, not the lane's.
    const counted: Lane = (request, response, toRouter) =>
      lane(request, response, () => {
        laneAnswers--
        toRouter()
      }) && ++laneAnswers > 0
    return HttpRouter.serve(AppRoutes, {
      disableLogger: true,
      disableListenLog: true,
      // Behind a proxy every request comes from the proxy; its X-Forwarded-For names the client.
      ...(config.trustedProxies.length > 0
        ? { middleware: HttpMiddleware.xForwardedHeaders({ trustedProxies: config.trustedProxies }) }
        : {}),
    }).pipe(
      Layer.provideMerge(
        NodeHttpServer.layer(
          () =>
            laneServer(
              // Slow clients (slowloris, a trickled body) are cut off instead of holding connections.
              {
                headersTimeout: config.httpTimeouts.headersMs,
                requestTimeout: config.httpTimeouts.requestMs,
                keepAliveTimeout: config.httpTimeouts.keepAliveMs,
                connectionsCheckingInterval: config.httpTimeouts.checkEveryMs,
              },
              counted,
            ),
          { port: config.port, host: config.hostname },
        ),
      ),
      Layer.provide(Layer.succeedContext(services)),
    )
  }
  try {
    // The services first: the fast lanes answer from some of them before the router exists.
    const services = await Effect.runPromise(Layer.buildWithScope(servicesLayer(config, renderer), scope))
    const context = await Effect.runPromise(Layer.buildWithScope(serve(services), scope))
    const address = Context.get(context, HttpServer.HttpServer).address
    const port = address._tag === "UnixPathAddress" ? config.port : address.port
    return {
      url: `http://localhost:${port}`,
      port,
      close: () => Effect.runPromise(Scope.close(scope, Exit.void)),
      laneAnswers: () => laneAnswers,
    }
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw error
  }
}
