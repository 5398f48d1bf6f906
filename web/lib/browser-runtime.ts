import { Layer, ManagedRuntime } from "effect"
import { FetchHttpClient } from "effect/http"
import { ApiClientSettings, BookingApi } from "#core/services/api-client.ts"
import { abUserId } from "./ab-user-id.ts"

const settings = Layer.succeed(ApiClientSettings, {
  // Same origin: the page and the API are served by one server.
  baseUrl: "",
  // Signing in arrives with its own issue; until then every call is anonymous.
  token: () => null,
  abUserId,
})

const layer = BookingApi.layer.pipe(Layer.provide([settings, FetchHttpClient.layer]))

export type BrowserRuntime = ManagedRuntime.ManagedRuntime<BookingApi, never>

let runtime: BrowserRuntime | null = null

/**
 * The page's one ManagedRuntime (CONVENTIONS.md: a non-Effect host runs effects through one).
 * Created on first use, which only happens in the browser: server rendering never calls the API.
 */
export const browserRuntime = (): BrowserRuntime => {
  runtime ??= ManagedRuntime.make(layer)
  return runtime
}
