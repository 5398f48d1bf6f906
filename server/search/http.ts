import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { entry, NotFound } from "#core/api/errors.ts"
import { parseRecentSearches, RECENT_SEARCHES_COOKIE, toSuggestion } from "#core/search/recent-searches.ts"
import { AppClock } from "#core/services/clock.ts"
import { jsonAnswer } from "../http/json-answer.ts"
import { PlaceIndex } from "./place-index.ts"

/** spec-search §2: the dropdown shows at most this many suggestions. */
export const SUGGESTION_LIMIT = 10

export const SearchHandlers = HttpApiBuilder.group(
  Api,
  "search",
  Effect.fn(function* (handlers) {
    const places = yield* PlaceIndex
    const clock = yield* AppClock
    return handlers
      .handle("autocomplete", ({ query, request }) =>
        // spec-search §7: with empty text the recent searches from the cookie come back instead.
        query.search_string.trim() === ""
          ? Effect.map(clock.now, (now) =>
              parseRecentSearches(request.cookies[RECENT_SEARCHES_COOKIE], now).map(toSuggestion),
            )
          : Effect.succeed(jsonAnswer(places.suggestBody(query.search_string, SUGGESTION_LIMIT))),
      )
      .handle("nearbyAutocomplete", ({ query }) =>
        Effect.succeed(
          jsonAnswer(
            places.nearbyBody(query.latitude, query.longitude, query.search_string ?? "", SUGGESTION_LIMIT),
          ),
        ),
      )
      .handle("places", ({ query }) => {
        const place = places.details(query.place_id)
        return place === undefined
          ? Effect.fail(
              new NotFound(entry("place_not_found", `No place with id ${query.place_id}`, "place_id")),
            )
          : Effect.succeed(place)
      })
  }),
)
