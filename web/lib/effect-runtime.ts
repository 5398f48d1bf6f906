import { Effect, Layer, ManagedRuntime } from "effect"
import { FetchHttpClient } from "effect/http"
import { ApiClientSettings, BookingApi } from "#core/services/api-client.ts"
import { AppClock } from "#core/services/clock.ts"
import { ErrorReporter } from "#core/services/error-reporting.ts"
import { TelemetrySettings, Tracking } from "#core/services/tracking.ts"
import { abUserId } from "./ab-user-id.ts"
import { renderedChannel } from "./browser-runtime.ts"
import { redactUrl } from "./redact-url.ts"

/**
 * The browser's Effect side: the API client, tracking and error reporting. Only modules loaded
 * after hydration import it (web/lib/browser-runtime.ts loads it on first use), so Effect is not
 * among the files a page waits for before it hydrates (docs/decisions/070-javascript-budget.md).
 */

/**
 * What the API client needs from the signed-in session: the token to send, and where to report a
 * 401 or a replacement token (docs/decisions/052-auth-machines.md). The session lives in a feature
 * (web/features/account), so it links itself here rather than this shared module importing it.
 */
export interface SessionLink {
  readonly token: () => string | null
  readonly unauthorized: () => void
  readonly tokenRefreshed: (token: string) => void
}

let session: SessionLink | null = null

/** Called once in the browser, before the first call that needs the session. */
export const linkSession = (link: SessionLink): void => {
  session = link
}

const makeLayer = () => {
  const settings = Layer.succeed(ApiClientSettings, {
    // Same origin: the page and the API are served by one server.
    baseUrl: "",
    // Read on every call: a sign-in or a refreshed token applies to the next request.
    token: () => session?.token() ?? null,
    abUserId,
    session: {
      unauthorized: () => session?.unauthorized(),
      tokenRefreshed: (token) => session?.tokenRefreshed(token),
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

/** Records a page view (spec-checkout §7 'page' calls). */
export const trackPage = (path: string): void => {
  browserRuntime().runFork(Effect.flatMap(Tracking, (tracking) => tracking.page(path)))
}
