import { AB_USER_ID_HEADER } from "#core/api/headers.ts"
import { browserBeacon } from "#core/tracking/beacon.ts"
import { TELEMETRY_EVENTS_PATH } from "#core/tracking/limits.ts"
import { abUserId } from "./ab-user-id.ts"
import { afterEffect } from "./after-effect.ts"
import type { Channel } from "./app-config.tsx"
import { createPageViews, type PageViews } from "./page-views.ts"

/**
 * Tracking and error reporting for modules every page loads before it hydrates. Error reports and
 * the member's identity run on Effect (web/lib/effect-runtime.ts), loaded on the first call, so
 * Effect is not among the files a page waits for (docs/decisions/070-javascript-budget.md); page
 * views leave without it, so an anonymous page that calls nothing never loads it (ADR 114).
 */

type EffectRuntime = typeof import("./effect-runtime.ts")

/** The channel the server rendered for; set before hydration, read by every telemetry event. */
let channel: Channel = "website"
let started = false
let pageViews: PageViews | null = null
let loading: Promise<EffectRuntime> | null = null

export const renderedChannel = (): Channel => channel

/** Called once by the client entry, before hydration, with the channel the server rendered for. */
export const startBrowserRuntime = (renderedFor: Channel): void => {
  channel = renderedFor
  started = true
  pageViews = createPageViews({
    now: Date.now,
    anonymousId: abUserId,
    channel: renderedChannel,
    post: (body) =>
      fetch(TELEMETRY_EVENTS_PATH, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", [AB_USER_ID_HEADER]: abUserId() },
        // A view recorded just before the traveller follows a link still leaves.
        keepalive: true,
      }).then(
        (response) => response.status,
        () => 0,
      ),
    beacon: browserBeacon(),
    later: (run, ms) => void setTimeout(run, ms),
  })
}

/**
 * Runs `call` once the Effect side has loaded. Calls keep their order (one shared promise). A
 * failed download (offline, a deploy replaced the chunk) drops the call, since reporting never
 * throws, and the next call tries again. Before `startBrowserRuntime`, i.e. on the server, nothing runs.
 */
const withRuntime = (call: (runtime: EffectRuntime) => void): void => {
  if (!started) return
  loading ??= afterEffect(() => import("./effect-runtime.ts")).catch((error: unknown) => {
    loading = null
    throw error
  })
  loading.then(call, () => undefined)
}

/** Reports an error to the error-reporting service without waiting; reporting never throws. */
export const reportError = (error: unknown, extra?: Readonly<Record<string, unknown>>): void =>
  withRuntime((runtime) => runtime.reportError(error, extra))

/** Records a page view (spec-checkout §7 'page' calls). */
export const trackPage = (path: string): void => pageViews?.page(path)

/** Ties later tracking calls to the signed-in member, or (null) makes them anonymous again. */
export const identifyUser = (userId: string | null): void => {
  pageViews?.identify(userId)
  withRuntime((runtime) => runtime.identifyUser(userId))
}
