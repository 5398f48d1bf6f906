import type { City } from "../catalogue/place.ts"
import { placePath } from "../routes/slug.ts"
import type { CityEntry } from "./landing.ts"

/**
 * Every city with at least one hotel, counted by `hotelCount` (the server passes the listing's own
 * matcher), so the landing page and /cities/ never claim a number the listing would not show.
 * Most hotels first, then by name. A city without hotels is left out: its listing would be empty.
 */
export const cityDirectory = (
  cities: ReadonlyArray<City>,
  hotelCount: (city: City) => number,
): ReadonlyArray<CityEntry> =>
  cities
    .map((city) => ({
      name: city.name,
      slug: city.slug,
      state: city.state,
      state_slug: city.stateSlug,
      tier: city.tier,
      hotel_count: hotelCount(city),
      path: placePath({ type: "city", name: city.name, city: city.name }),
    }))
    .filter((entry) => entry.hotel_count > 0)
    .sort((a, b) => b.hotel_count - a.hotel_count || a.name.localeCompare(b.name, "en-IN"))

export interface StateGroup {
  readonly state: string
  readonly cities: ReadonlyArray<CityEntry>
}

/** /cities/: states in alphabetical order, each with its cities alphabetically. */
export const groupByState = (entries: ReadonlyArray<CityEntry>): ReadonlyArray<StateGroup> => {
  const byState = new Map<string, Array<CityEntry>>()
  for (const entry of entries) byState.set(entry.state, [...(byState.get(entry.state) ?? []), entry])
  return [...byState]
    .sort(([a], [b]) => a.localeCompare(b, "en-IN"))
    .map(([state, cities]) => ({
      state,
      cities: [...cities].sort((a, b) => a.name.localeCompare(b.name, "en-IN")),
    }))
}
