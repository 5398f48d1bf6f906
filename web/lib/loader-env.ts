import { Effect, Layer } from "effect"
import { FetchHttpClient } from "effect/http"
import type { HttpApiClient } from "effect/http-api"
import type { Api } from "#core/api/contract.ts"
import { ApiClientSettings, type ApiError, BookingApi, callApi } from "#core/services/api-client.ts"
import type { Channel } from "./app-config.tsx"

/**
 * What a route loader needs from where it runs. On the server the render passes it as React
 * Router's request context: API calls go through the server's own router in process (no socket,
 * same contract, same validation) and "now" is the server's clock, which tests can set. In the
 * browser, loaders of later navigations call the same origin over fetch.
 */
export interface LoaderEnv {
  readonly apiFetch: typeof fetch
  /** Absolute origin the in-process requests are addressed to; empty in the browser. */
  readonly apiOrigin: string
  readonly now: () => number
  readonly channel: Channel
}

let browserChannel: Channel = "website"

/** Called once before hydration with the channel the server rendered for. */
export const setBrowserChannel = (channel: Channel): void => {
  browserChannel = channel
}

const isLoaderEnv = (u: unknown): u is LoaderEnv =>
  typeof u === "object" && u !== null && typeof (u as LoaderEnv).apiFetch === "function"

/** The loader's environment: the server's request context, or the browser's own. */
export const loaderEnv = (context: unknown): LoaderEnv =>
  isLoaderEnv(context)
    ? context
    : {
        apiFetch: (input, init) => globalThis.fetch(input, init),
        apiOrigin: "",
        now: () => Date.now(),
        channel: browserChannel,
      }

type Client = HttpApiClient.ForApi<typeof Api>

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
      BookingApi.layer.pipe(
        Layer.provide([settings, FetchHttpClient.layer, Layer.succeed(FetchHttpClient.Fetch, env.apiFetch)]),
      ),
    ),
  )
  clients.set(env.apiFetch, client)
  return client
}

/** Runs one contract call for a loader; a failure rejects with the call's ApiError. */
export const loaderCall = async <A, E>(
  env: LoaderEnv,
  f: (api: Client) => Effect.Effect<A, E>,
): Promise<A> => {
  const client = await clientFor(env)
  return Effect.runPromise(callApi(f).pipe(Effect.provideService(BookingApi, client)))
}

export type { ApiError }
