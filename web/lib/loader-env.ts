import type { Effect } from "effect"
import type { ApiError } from "#core/services/api-client.ts"
import type { Channel } from "./app-config.tsx"
import type { Client } from "./loader-client.ts"

/**
 * What a route loader needs from where it runs. On the server the render passes it as React
 * Router's request context: API calls go through the server's own router in process (no socket,
 * same contract, same validation) and "now" is the server's clock, which tests can set. In the
 * browser, loaders of later navigations call the same origin over fetch.
 *
 * This module holds no Effect code: loader and page modules import it, and the contract client
 * (web/lib/loader-client.ts) loads with the first call (docs/decisions/070-javascript-budget.md).
 */
export interface LoaderEnv {
  readonly apiFetch: typeof fetch
  /** Absolute origin the in-process requests are addressed to; empty in the browser. */
  readonly apiOrigin: string
  readonly now: () => number
  readonly channel: Channel
  /** The page's language: loaders that write texts (titles, headings) write them in it. */
  readonly locale: string
}

let browserChannel: Channel = "website"
let browserLocale = "en-IN"

/** Called once before hydration with the channel the server rendered for. */
export const setBrowserChannel = (channel: Channel): void => {
  browserChannel = channel
}

/** Called once before hydration with the language the page is shown in. */
export const setBrowserLocale = (locale: string): void => {
  browserLocale = locale
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
        locale: browserLocale,
      }

/**
 * The server's request context, or null in the browser: for a loader whose data is only worth
 * fetching for the first render, where the page's own machines would otherwise fetch it later.
 */
export const serverLoaderEnv = (context: unknown): LoaderEnv | null => (isLoaderEnv(context) ? context : null)

/** Runs one contract call for a loader; a failure rejects with the call's ApiError. */
export const loaderCall = async <A, E>(env: LoaderEnv, f: (api: Client) => Effect.Effect<A, E>): Promise<A> =>
  (await import("./loader-client.ts")).runLoaderCall(env, f)

export type { ApiError }
