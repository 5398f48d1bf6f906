import type { CityEntry } from "#core/content/landing.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"

export interface CitiesData {
  readonly cities: ReadonlyArray<CityEntry>
}

/**
 * /cities/ has nothing to show without the list, so a failure is thrown to the route's error
 * boundary (500, not cached) rather than rendering an empty page for an hour.
 */
export const citiesLoader = async ({ context }: { readonly context?: unknown }): Promise<CitiesData> => {
  const content = await loaderCall(loaderEnv(context), (api) =>
    api.content.landingPage({ query: { keys: ["cities"] } }),
  )
  return { cities: content.cities ?? [] }
}
