import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import type { SearchProblem } from "#core/search/search-request.ts"
import { jsonBody } from "../http/json-response.ts"
import { availabilityOf, facilitiesOf, searchHotels } from "./results.ts"

/** A problem with the request (400) or a place the catalogue does not have (404), ADR 064. */
const answer = (problem: SearchProblem) => {
  const body = entry(problem.kind === "bad" ? "invalid_search" : "not_found", problem.message, problem.field)
  return problem.kind === "bad" ? new BadRequest(body) : new NotFound(body)
}

export const HotelsHandlers = HttpApiBuilder.group(Api, "hotels", (handlers) =>
  handlers
    .handle("search", ({ query }) => searchHotels(query).pipe(Effect.map(jsonBody), Effect.mapError(answer)))
    .handle("facilities", ({ query }) => facilitiesOf(query).pipe(Effect.mapError(answer)))
    .handle("availability", ({ params, query }) =>
      availabilityOf(params.id, query.checkin, query.checkout, query.roomconfig).pipe(
        Effect.mapError(answer),
      ),
    ),
)
