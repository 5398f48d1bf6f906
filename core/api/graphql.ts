import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, OpenApi } from "effect/http-api"

export const GRAPHQL_PATH = "/api/graphql/"

/** Longest document accepted; the product's own operations are a few hundred characters. */
export const GRAPHQL_QUERY_MAX = 10_000

/** A GraphQL-over-HTTP request body (application/json). Clients often send null for absent keys. */
export const GraphqlRequest = Schema.Struct({
  query: Schema.String.check(
    Schema.isMinLength(1, { message: "must not be empty" }),
    Schema.isMaxLength(GRAPHQL_QUERY_MAX, { message: `must be at most ${GRAPHQL_QUERY_MAX} characters` }),
  ),
  variables: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  operationName: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(200)))),
})
export type GraphqlRequest = typeof GraphqlRequest.Type

/**
 * One entry of `errors` (GraphQL spec §7.1.2). `extensions.code` is always there: the same codes
 * as the REST answers (`otp_invalid`, `phone_taken`, `unauthorized`…) plus the request errors
 * `graphql_parse_failed`, `graphql_validation_failed` and `invalid_request`.
 */
export const GraphqlErrorEntry = Schema.Struct({
  message: Schema.String,
  locations: Schema.optionalKey(Schema.Array(Schema.Struct({ line: Schema.Int, column: Schema.Int }))),
  path: Schema.optionalKey(Schema.Array(Schema.Union([Schema.String, Schema.Int]))),
  extensions: Schema.Struct({
    code: Schema.String,
    /** The argument the message is about, as REST answers name a field. */
    field: Schema.optionalKey(Schema.String),
    /** Seconds; also sent as `Retry-After` with a 429. */
    retry_after: Schema.optionalKey(Schema.Int),
  }),
})
export type GraphqlErrorEntry = typeof GraphqlErrorEntry.Type

const GraphqlData = Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))
const GraphqlErrors = Schema.NonEmptyArray(GraphqlErrorEntry)

/** An executed operation: its data, and field errors if any (HTTP 200). Not wrapped in `{data}`. */
export const GraphqlResponse = Schema.Struct({
  data: GraphqlData,
  errors: Schema.optionalKey(GraphqlErrors),
})
export type GraphqlResponse = typeof GraphqlResponse.Type

// Failures are `Schema.Error` classes without a `_tag` field: the body stays a plain GraphQL
// response (spec §7.1 allows no other top-level keys), and the class tells the status apart.

/** A request that never ran: unparsable or invalid document, bad variables, not a GraphQL request. */
export class GraphqlBadRequest extends Schema.Error<GraphqlBadRequest>("GraphqlBadRequest")(
  { errors: GraphqlErrors },
  { httpApiStatus: 400 },
) {}

/** A field needs a signed-in member and the request has no live session (the client signs out). */
export class GraphqlUnauthorized extends Schema.Error<GraphqlUnauthorized>("GraphqlUnauthorized")(
  { data: GraphqlData, errors: GraphqlErrors },
  { httpApiStatus: 401 },
) {}

/** A field hit a rate limit (OTP sends and tries); `Retry-After` says when to try again. */
export class GraphqlTooManyRequests extends Schema.Error<GraphqlTooManyRequests>("GraphqlTooManyRequests")(
  { data: GraphqlData, errors: GraphqlErrors },
  { httpApiStatus: 429 },
) {}

/**
 * Turns a body that does not decode as a GraphQL request into a GraphqlBadRequest, so every answer
 * of the endpoint has the GraphQL shape (the API-wide WireShape would give the REST one).
 */
export class GraphqlRequestShape extends HttpApiMiddleware.Service<GraphqlRequestShape>()(
  "booking/core/api/GraphqlRequestShape",
  { error: GraphqlBadRequest },
) {}

/** spec-checkout §7: the GraphQL interface (profile OTP requests and profile updates; ADR 053). */
export class GraphqlApi extends HttpApiGroup.make("graphql")
  .add(
    HttpApiEndpoint.post("execute", GRAPHQL_PATH, {
      payload: GraphqlRequest,
      success: GraphqlResponse,
      error: [GraphqlBadRequest, GraphqlUnauthorized, GraphqlTooManyRequests],
    }),
  )
  .middleware(GraphqlRequestShape)
  .annotateMerge(
    OpenApi.annotations({
      title: "GraphQL",
      description:
        "GraphQL over HTTP: answers are GraphQL responses `{ data, errors }`, not the `{ data }` envelope",
    }),
  ) {}
