import { Effect, Layer } from "effect"
import { FetchHttpClient } from "effect/http"
import type { HttpApiClient } from "effect/http-api"
import type { Api } from "#core/api/contract.ts"
import { ApiClientSettings, BookingApi, callApi } from "#core/services/api-client.ts"
import type { LoaderEnv } from "./loader-env.ts"

/**
 * The contract client loaders call through. Its own module, imported by `loaderCall` when a loader
 * first runs: in the browser that is a later navigation, never the first page's hydration, whose
 * data is already in the page (docs/decisions/070-javascript-budget.md).
 */

export type Client = HttpApiClient.ForApi<typeof Api>

const clients = new WeakMap<typeof fetch, Promise<Client>>()

/** One client per fetch function: building the contract's client is not free. */
const clientFor = (env: LoaderEnv): Promise<Client> => {
  const cached = clients.get(env.apiFetch)
  if (cached !== undefined) return cached
  const settings = Layer.succeed(ApiClientSettings, {
    baseUrl: env.apiOrigin,
    // Loaders fetch what every visitor sees alike: cached pages carry no one's session.
    token: () => null,
    abUserId: () => "",
  })
  const client = Effect.runPromise(
    Effect.provide(
      Effect.service(BookingApi),
      BookingApi.layer.pipe(Layer.provide([settings, FetchHttpClient.layer])),
    ),
  )
  clients.set(env.apiFetch, client)
  return client
}

/** Runs one contract call; a failure rejects with the call's ApiError. */
export const runLoaderCall = async <A, E>(
  env: LoaderEnv,
  f: (api: Client) => Effect.Effect<A, E>,
): Promise<A> => {
  const client = await clientFor(env)
  return Effect.runPromise(
    callApi(f).pipe(
      Effect.provideService(BookingApi, client),
      // The client reads Fetch when it sends, from the calling fiber: provided here, or every
      // server render would call its own API over a socket instead of in process.
      Effect.provideService(FetchHttpClient.Fetch, env.apiFetch),
    ),
  )
}
