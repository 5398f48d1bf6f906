import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Suggestion } from "../search/suggestion.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"
import { SEARCH_STRING_MAX } from "./limits.ts"

const SearchString = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(SEARCH_STRING_MAX, {
      message: `search_string must be at most ${SEARCH_STRING_MAX} characters`,
    }),
  ),
)
const SessionToken = Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(200))))
/** Coordinates arrive as plain decimals; Number() would also take "", "0x10" or "1e2". */
const coordinate = (limit: number) =>
  Schema.String.check(
    Schema.isPattern(/^-?\d{1,3}(\.\d{1,12})?$/, { message: "must be a decimal number" }),
  ).pipe(
    Schema.decodeTo(
      Schema.Finite.check(Schema.isBetween({ minimum: -limit, maximum: limit })),
      SchemaTransformation.numberFromString,
    ),
  )
const Latitude = coordinate(90)
const Longitude = coordinate(180)

/** The autocomplete endpoint's query, also read by the server's fast lane for it (ADR 125). */
export const AutocompleteQuery = { search_string: SearchString, session_token: SessionToken }

export const PlaceDetails = Schema.Struct({
  place_id: Schema.String,
  lat: Schema.Finite,
  lng: Schema.Finite,
  address_components: Schema.Array(
    Schema.Struct({
      long_name: Schema.String,
      short_name: Schema.String,
      types: Schema.Array(Schema.String),
    }),
  ),
})
export type PlaceDetails = typeof PlaceDetails.Type

export class SearchApi extends HttpApiGroup.make("search")
  .add(
    HttpApiEndpoint.get("autocomplete", "/api/v1/search/autocomplete/", {
      query: AutocompleteQuery,
      success: Data(Schema.Array(Suggestion)),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("nearbyAutocomplete", "/api/v2/search/autocomplete/", {
      query: {
        search_string: Schema.optionalKey(SearchString),
        latitude: Latitude,
        longitude: Longitude,
        session_token: SessionToken,
      },
      success: Data(Schema.Array(Suggestion)),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("places", "/api/v1/search/places/", {
      query: {
        place_id: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))),
        session_token: SessionToken,
      },
      success: Data(PlaceDetails),
      error: [BadRequest, NotFound],
    }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Search", description: "Location autocomplete and places" })) {}
