import { Effect, Layer, ManagedRuntime } from "effect"
import { FetchHttpClient } from "effect/http"
import { ApiClientSettings, BookingApi } from "#core/services/api-client.ts"
import { AppClock } from "#core/services/clock.ts"
import { ErrorReporter } from "#core/services/error-reporting.ts"
import { TelemetrySettings, Tracking } from "#core/services/tracking.ts"
import { abUserId } from "./ab-user-id.ts"
import { renderedChannel } from "./browser-runtime.ts"
import { redactUrl } from "./redact-url.ts"
import { linkedSession } from "./session-link.ts"

/**
 * The browser's Effect side: the API client, tracking and error reporting. Only modules loaded
 * after hydration import it (web/lib/browser-runtime.ts loads it on first use), so Effect is not
 * among the files a page waits for before it hydrates (docs/decisions/070-javascript-budget.md),
 * and a page that calls nothing never loads it (docs/decisions/114-page-start-without-effect.md).
 */

const makeLayer = () => {
  const settings = Layer.succeed(ApiClientSettings, {
    // Same origin: the page and the API are served by one server.
    baseUrl: "",
    // Read on every call: a sign-in or a refreshed token applies to the next request.
    token: () => linkedSession()?.token() ?? null,
    abUserId,
    session: {
      unauthorized: () => linkedSession()?.unauthorized(),
      tokenRefreshed: (token) => linkedSession()?.tokenRefreshed(token),
    },
  })
  const api = BookingApi.layer.pipe(Layer.provide([settings, FetchHttpClient.layer]))
  const telemetry = Layer.succeed(TelemetrySettings, {
    anonymousId: abUserId,
    channel: renderedChannel,
    currentUrl: () => redactUrl(window.location.href),
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

/** Reports an error to the error-reporting service without waiting; reporting never throws. */
export const reportError = (error: unknown, extra?: Readonly<Record<string, unknown>>): void => {
  browserRuntime().runFork(Effect.flatMap(ErrorReporter, (reporter) => reporter.report(error, { extra })))
}

/** Ties later tracking calls to the signed-in member, or (null) makes them anonymous again. */
export const identifyUser = (userId: string | null): void => {
  browserRuntime().runFork(
    Effect.flatMap(Tracking, (tracking) => (userId === null ? tracking.reset : tracking.identify(userId))),
  )
}
