import type { LandingContent, LandingKey } from "#core/content/landing.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"

/** The blocks the landing page shows below the hero (ADR 066). */
export const HOME_LANDING_KEYS: ReadonlyArray<LandingKey> = [
  "cities",
  "banners",
  "offers",
  "promises",
  "testimonials",
]

/** The landing page shows the biggest cities; /cities/ lists them all. */
export const POPULAR_CITIES = 8

export interface HomeData {
  /** Null when the content could not be read: the hero and its search still work without it. */
  readonly landing: LandingContent | null
}

/**
 * The home route's loader: on the server it reaches the API in process through the render's
 * request context (web/lib/loader-env.ts), in the browser over fetch.
 */
export const homeLoader = async ({ context }: { readonly context?: unknown }): Promise<HomeData> => {
  try {
    const landing = await loaderCall(loaderEnv(context), (api) =>
      api.content.landingPage({ query: { keys: HOME_LANDING_KEYS } }),
    )
    // Only what the page shows goes into the hydration JSON.
    return { landing: { ...landing, cities: landing.cities?.slice(0, POPULAR_CITIES) ?? [] } }
  } catch (error) {
    // The search is what the page is for; a missing content block must not take it down.
    console.error("Landing content could not be loaded", error)
    return { landing: null }
  }
}
