import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse, HttpStaticServer } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { WireShapeLive } from "./http/error-shape.ts"
import { FrontLayer } from "./http/front.ts"
import { channelOf } from "./http/hosts.ts"
import { HotelImages } from "./images/http.ts"
import { PageRenderer } from "./render/page-renderer.ts"
import { clientAssetsDir } from "./render/ssr-entry.ts"
import { SearchHandlers } from "./search/http.ts"
import { ServerSettings } from "./settings.ts"
import { TelemetryHandlers } from "./telemetry/http.ts"
import { TestControlHandlers } from "./test-control/http.ts"

const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide([SearchHandlers, TestControlHandlers, TelemetryHandlers]),
)

/** Unknown API paths answer in the contract's error shape, not with an HTML page. */
const UnknownApi = HttpRouter.add("*", "/api/*", (request) =>
  Effect.succeed(
    HttpServerResponse.jsonUnsafe(
      {
        _tag: "NotFound",
        errors: [
          { code: "not_found", message: `No API endpoint at ${request.method} ${request.url.split("?")[0]}` },
        ],
      },
      { status: 404 },
    ),
  ),
)

/** Hashed build output: safe to cache for a year. */
const Assets = HttpStaticServer.layer({
  root: clientAssetsDir,
  prefix: "/assets",
  cacheControl: "public, max-age=31536000, immutable",
})

/** spec-search §8: a rendering failure shows 'Sorry, something went wrong.'; never an empty 500. */
const renderFailurePage = {
  status: 500,
  headers: { "cache-control": "no-store" },
  body: `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sorry, something went wrong.</title></head><body><main><h1>Sorry, something went wrong.</h1><p>Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
}

/** Every other GET is a page rendered on the server (ADR 013). */
const Pages = HttpRouter.add("GET", "/*", (request) =>
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    const channel = channelOf(settings, request.headers.host) ?? "website"
    const render = yield* PageRenderer
    const page = yield* Effect.tryPromise(() =>
      render({
        url: request.url,
        channel,
        origin: settings.publicOrigin[channel],
        support: settings.support[channel],
      }),
    ).pipe(
      Effect.catch((error) =>
        Effect.as(Effect.logError("Server rendering failed", error.cause), renderFailurePage),
      ),
    )
    return HttpServerResponse.text(page.body, {
      status: page.status,
      headers: page.headers,
      contentType: "text/html; charset=utf-8",
    })
  }),
)

export const AppRoutes = Layer.mergeAll(ApiRoutes, UnknownApi, Assets, HotelImages, Pages).pipe(
  Layer.provide(FrontLayer),
  // The API-wide middleware is looked up per request, so it is provided to the router as a whole.
  Layer.provide(WireShapeLive),
)
