import type { Channel } from "./app-config.tsx"

/**
 * Tracking and error reporting for modules every page loads before it hydrates. Both run on Effect
 * (web/lib/effect-runtime.ts), which is loaded on the first call instead, so Effect is not among
 * the files a page waits for (docs/decisions/070-javascript-budget.md).
 */

type EffectRuntime = typeof import("./effect-runtime.ts")

/** The channel the server rendered for; set before hydration, read by every telemetry event. */
let channel: Channel = "website"
let started = false
let loading: Promise<EffectRuntime> | null = null

export const renderedChannel = (): Channel => channel

/** Called once by the client entry, before hydration, with the channel the server rendered for. */
export const startBrowserRuntime = (renderedFor: Channel): void => {
  channel = renderedFor
  started = true
}

/**
 * Runs `call` once the Effect side has loaded. Calls keep their order (one shared promise). A
 * failed download (offline, a deploy replaced the chunk) drops the call, since reporting never
 * throws, and the next call tries again. Before `startBrowserRuntime`, i.e. on the server, nothing runs.
 */
const withRuntime = (call: (runtime: EffectRuntime) => void): void => {
  if (!started) return
  loading ??= import("./effect-runtime.ts").catch((error: unknown) => {
    loading = null
    throw error
  })
  loading.then(call, () => undefined)
}

/** Reports an error to the error-reporting service without waiting; reporting never throws. */
export const reportError = (error: unknown, extra?: Readonly<Record<string, unknown>>): void =>
  withRuntime((runtime) => runtime.reportError(error, extra))

/** Records a page view (spec-checkout §7 'page' calls). */
export const trackPage = (path: string): void => withRuntime((runtime) => runtime.trackPage(path))
