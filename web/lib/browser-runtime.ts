import { Effect, Layer, ManagedRuntime } from "effect"
import { FetchHttpClient } from "effect/http"
import { ApiClientSettings, BookingApi } from "#core/services/api-client.ts"
import { AppClock } from "#core/services/clock.ts"
import { ErrorReporter } from "#core/services/error-reporting.ts"
import { TelemetrySettings, Tracking } from "#core/services/tracking.ts"
import { abUserId } from "./ab-user-id.ts"
import type { Channel } from "./app-config.tsx"

/** The channel the server rendered for; set before hydration, read by every telemetry event. */
let channel: Channel = "website"

const makeLayer = () => {
  const settings = Layer.succeed(ApiClientSettings, {
    // Same origin: the page and the API are served by one server.
    baseUrl: "",
    // Signing in arrives with its own issue; until then every call is anonymous.
    token: () => null,
    abUserId,
  })
  const api = BookingApi.layer.pipe(Layer.provide([settings, FetchHttpClient.layer]))
  const telemetry = Layer.succeed(TelemetrySettings, {
    anonymousId: abUserId,
    channel: () => channel,
    currentUrl: () => window.location.href,
  })
  return Layer.mergeAll(Tracking.layerHttp, ErrorReporter.layerHttp).pipe(
    Layer.provideMerge(api),
    Layer.provide([telemetry, settings, AppClock.layerSystem]),
  )
}

export type BrowserRuntime = ManagedRuntime.ManagedRuntime<BookingApi | Tracking | ErrorReporter, never>

let runtime: BrowserRuntime | null = null

/**
 * The page's one ManagedRuntime (CONVENTIONS.md: a non-Effect host runs effects through one).
 * Its layers are built on first use, which only happens in the browser: server rendering creates
 * machines that hold it but never runs a lookup.
 */
export const browserRuntime = (): BrowserRuntime => {
  runtime ??= ManagedRuntime.make(makeLayer())
  return runtime
}

/** Called once by the client entry, before hydration, with the channel the server rendered for. */
export const startBrowserRuntime = (renderedFor: Channel): BrowserRuntime => {
  channel = renderedFor
  return browserRuntime()
}

/** Reports an error to the error-reporting service without waiting; reporting never throws. */
export const reportError = (error: unknown, extra?: Readonly<Record<string, unknown>>): void => {
  if (runtime === null) return
  runtime.runFork(Effect.flatMap(ErrorReporter, (reporter) => reporter.report(error, { extra })))
}

/** Records a page view (spec-checkout §7 'page' calls). */
export const trackPage = (path: string): void => {
  if (runtime === null) return
  runtime.runFork(Effect.flatMap(Tracking, (tracking) => tracking.page(path)))
}
