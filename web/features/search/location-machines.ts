import { callApi } from "#core/services/api-client.ts"
import { fromEffect } from "#machines/lib/from-effect.ts"
import { locationInputMachine } from "#machines/location-input.machine.ts"
import type { NearbyRequest, PlaceRequest, SuggestionsRequest } from "#machines/location-input.types.ts"
import { browserRuntime } from "../../lib/browser-runtime.ts"

let provided: ReturnType<typeof provide> | undefined

/**
 * The location machine with the browser's actors: each lookup is a contract call run on the
 * page's runtime. Server rendering creates the machine too but never invokes a lookup, and the
 * runtime builds its layers only on first use.
 */
const provide = () => {
  const runtime = browserRuntime()
  return locationInputMachine.provide({
    actors: {
      fetchSuggestions: fromEffect(runtime, (request: SuggestionsRequest) =>
        callApi((api) =>
          api.search.autocomplete({
            query: { search_string: request.text, session_token: request.sessionToken },
          }),
        ),
      ),
      // Empty text: the server answers with the recent_searches cookie the browser sends along.
      fetchRecentSearches: fromEffect(runtime, (request: { readonly sessionToken: string }) =>
        callApi((api) =>
          api.search.autocomplete({ query: { search_string: "", session_token: request.sessionToken } }),
        ),
      ),
      fetchNearby: fromEffect(runtime, (request: NearbyRequest) =>
        callApi((api) =>
          api.search.nearbyAutocomplete({
            query: {
              search_string: request.text,
              latitude: request.latitude,
              longitude: request.longitude,
              session_token: request.sessionToken,
            },
          }),
        ),
      ),
      fetchPlace: fromEffect(runtime, (request: PlaceRequest) =>
        callApi((api) =>
          api.search.places({ query: { place_id: request.placeId, session_token: request.sessionToken } }),
        ),
      ),
    },
  })
}

export const browserLocationInputMachine = () => {
  provided ??= provide()
  return provided
}
