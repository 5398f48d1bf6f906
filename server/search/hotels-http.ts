import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import type { SearchProblem } from "#core/search/search-request.ts"
import { AnswerCache, queryKey } from "../http/answer-cache.ts"
import { availabilityOf, checkStay, facilitiesOf, searchHotels } from "./results.ts"

/** A problem with the request (400) or a place the catalogue does not have (404), ADR 064. */
const answer = (problem: SearchProblem) => {
  const body = entry(problem.kind === "bad" ? "invalid_search" : "not_found", problem.message, problem.field)
  return problem.kind === "bad" ? new BadRequest(body) : new NotFound(body)
}

export const HotelsHandlers = HttpApiBuilder.group(
  Api,
  "hotels",
  Effect.fn(function* (handlers) {
    const answers = yield* AnswerCache
    return handlers
      .handle("search", ({ query }) =>
        // The stay is checked against today's date before the cache is asked: a cached answer
        // never outlives the day its dates were valid on. Every other check depends only on the
        // query and the catalogue, and failures are never stored.
        checkStay(query.checkin, query.checkout).pipe(
          Effect.andThen(answers.search(queryKey("/api/v5/search/", query), searchHotels(query))),
          Effect.mapError(answer),
        ),
      )
      .handle("facilities", ({ query }) => facilitiesOf(query).pipe(Effect.mapError(answer)))
      .handle("availability", ({ params, query }) =>
        availabilityOf(params.id, query.checkin, query.checkout, query.roomconfig).pipe(
          Effect.mapError(answer),
        ),
      )
  }),
)
