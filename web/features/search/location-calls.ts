import type { Effect } from "effect"
import { type BookingApi, callApi } from "#core/services/api-client.ts"
import type { NearbyRequest, PlaceRequest, SuggestionsRequest } from "#machines/location-input.types.ts"
import { browserRuntime } from "../../lib/effect-runtime.ts"

/**
 * The location field's lookups: contract calls run on the page's runtime. The field is in every
 * page's header, so web/features/search/location-machines.ts loads this module on the first lookup
 * rather than before hydration (docs/decisions/070-javascript-budget.md).
 */

/** Like machines/lib/from-effect.ts: aborting the signal interrupts the call; a failure rejects with its ApiError. */
const onRuntime =
  <I, A, E>(program: (input: I) => Effect.Effect<A, E, BookingApi>) =>
  (input: I, signal: AbortSignal): Promise<A> =>
    browserRuntime().runPromise(program(input), { signal })

export const fetchSuggestions = onRuntime((request: SuggestionsRequest) =>
  callApi((api) =>
    api.search.autocomplete({ query: { search_string: request.text, session_token: request.sessionToken } }),
  ),
)

/** Empty text: the server answers with the recent_searches cookie the browser sends along. */
export const fetchRecentSearches = onRuntime((request: { readonly sessionToken: string }) =>
  callApi((api) =>
    api.search.autocomplete({ query: { search_string: "", session_token: request.sessionToken } }),
  ),
)

export const fetchNearby = onRuntime((request: NearbyRequest) =>
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
)

export const fetchPlace = onRuntime((request: PlaceRequest) =>
  callApi((api) =>
    api.search.places({ query: { place_id: request.placeId, session_token: request.sessionToken } }),
  ),
)
