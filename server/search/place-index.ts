import { Context, Effect, Layer } from "effect"
import type { PlaceDetails } from "#core/api/search.ts"
import { buildPlaceIndex, nearby, placeById, suggest } from "#core/search/autocomplete.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { HotelCatalogue } from "../catalogue/store.ts"

/**
 * The place index, built once at start-up from the catalogue and answered from memory: autocomplete
 * must stay within a few milliseconds over every city, locality, landmark and hotel (issue 2).
 */
export class PlaceIndex extends Context.Service<
  PlaceIndex,
  {
    /** The `{ data: [...] }` body, assembled from suggestions serialised once at start-up. */
    readonly suggestBody: (text: string, limit: number) => string
    readonly nearbyBody: (lat: number, lng: number, text: string, limit: number) => string
    readonly details: (placeId: string) => PlaceDetails | undefined
  }
>()("booking/server/search/PlaceIndex") {
  static readonly layer = Layer.effect(
    PlaceIndex,
    Effect.gen(function* () {
      // The catalogue already in memory: cities, localities, landmarks and the hotels' names and places.
      const index = buildPlaceIndex((yield* HotelCatalogue).view)
      // Encoding ten suggestions through the schema on every keystroke cost about half the
      // throughput; the index's suggestions are already Suggestion values, so encode them once.
      const encoded = new Map(index.suggestions.map((s) => [s, JSON.stringify(s)]))
      const body = (list: ReadonlyArray<Suggestion>) =>
        `{"data":[${list.map((s) => encoded.get(s) ?? JSON.stringify(s)).join(",")}]}`
      return {
        suggestBody: (text: string, limit: number) => body(suggest(index, text, limit)),
        nearbyBody: (lat: number, lng: number, text: string, limit: number) =>
          body(nearby(index, lat, lng, text, limit)),
        details: (placeId: string) => placeById(index, placeId),
      }
    }).pipe(Effect.orDie),
  )
}
