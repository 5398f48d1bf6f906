import { Effect, Layer } from "effect"
import { HttpServerRequest } from "effect/http"
import { IndexedQuery } from "#core/api/error-shape.ts"
import { foldIndexedKeys } from "#core/api/indexed-query.ts"

/** Endpoint schemas see `hotel_id: ["12", "15"]` for `hotel_id[0]=12&hotel_id[1]=15`. */
export const IndexedQueryLive = Layer.succeed(IndexedQuery, (httpEffect) =>
  Effect.flatMap(HttpServerRequest.ParsedSearchParams, (params) =>
    // Most requests carry no indexed key: leave their parameters as they are.
    Object.keys(params).some((key) => key.endsWith("]"))
      ? Effect.provideService(httpEffect, HttpServerRequest.ParsedSearchParams, foldIndexedKeys(params))
      : httpEffect,
  ),
)
