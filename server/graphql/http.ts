import { Cause, Effect, Exit, Layer, Option, SchemaIssue } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { HttpApiBuilder, HttpApiError } from "effect/http-api"
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from "graphql"
import { Api } from "#core/api/contract.ts"
import { TooManyRequests, Unauthorized } from "#core/api/errors.ts"
import {
  GraphqlBadRequest,
  type GraphqlErrorEntry,
  GraphqlRequestShape,
  GraphqlTooManyRequests,
  GraphqlUnauthorized,
} from "#core/api/graphql.ts"
import { optionalMember } from "../accounts/optional-member.ts"
import { Sessions } from "../accounts/sessions.ts"
import { channelOf } from "../http/hosts.ts"
import { ServerSettings } from "../settings.ts"
import { type FieldFailure, type FieldServices, type Resolve, rootValue, schema } from "./schema.ts"

/** Parsing stops here: the product's documents have under 100 tokens. */
const MAX_TOKENS = 2_000
/**
 * Field selections per document. The schema has no cycles (introspection's are bounded by
 * graphql-js's MaxIntrospectionDepthRule), so this bounds the work aliases can ask for.
 */
const MAX_FIELDS = 50

const fieldLimit: ValidationRule = (context) => {
  let fields = 0
  return {
    Field(node) {
      fields += 1
      if (fields === MAX_FIELDS + 1) {
        context.reportError(
          new GraphQLError(`A document may select at most ${MAX_FIELDS} fields.`, { nodes: node }),
        )
      }
    },
  }
}
const rules = [...specifiedRules, fieldLimit]

/** A field's expected failure; graphql-js copies `extensions` onto the error it reports. */
class FieldError extends Error {
  readonly failure: FieldFailure
  readonly extensions: GraphqlErrorEntry["extensions"]
  constructor(failure: FieldFailure) {
    const first = failure.errors[0]!
    super(first.message)
    this.failure = failure
    this.extensions = {
      code: first.code,
      ...(first.field === undefined ? {} : { field: first.field }),
      ...("retry_after" in failure && failure.retry_after !== undefined
        ? { retry_after: failure.retry_after }
        : {}),
    }
  }
}

/** A resolver's defect: our bug, answered as the API's 500 with nothing internal in the body. */
class ResolverDefect extends Error {
  readonly defect: Cause.Cause<unknown>
  constructor(defect: Cause.Cause<unknown>) {
    super("Internal error")
    this.defect = defect
  }
}

type Entries = readonly [GraphqlErrorEntry, ...Array<GraphqlErrorEntry>]

const entryOf = (error: GraphQLError, extensions: GraphqlErrorEntry["extensions"]): GraphqlErrorEntry => {
  const { message, locations, path } = error.toJSON()
  return {
    message,
    ...(locations === undefined ? {} : { locations }),
    ...(path === undefined ? {} : { path }),
    extensions,
  }
}

/** graphql-js reports at least one error whenever a request fails. */
const requestError = (errors: ReadonlyArray<GraphQLError>, code: string) =>
  new GraphqlBadRequest({ errors: errors.map((error) => entryOf(error, { code })) as unknown as Entries })

/** GraphQL-over-HTTP: a document that does not parse or validate never runs, and answers 400. */
const checkedDocument = (query: string): Effect.Effect<DocumentNode, GraphqlBadRequest> => {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_TOKENS })
  } catch (error) {
    if (error instanceof GraphQLError) return Effect.fail(requestError([error], "graphql_parse_failed"))
    throw error
  }
  const problems = validate(schema, document, rules)
  return problems.length === 0
    ? Effect.succeed(document)
    : Effect.fail(requestError(problems, "graphql_validation_failed"))
}

/**
 * Field errors answer 200 with `data: null`, except that a field refused for want of a session
 * answers 401 (the client's 'any 401 signs out' rule) and a rate limit 429 with `Retry-After`.
 * Anything else a field throws is a defect.
 */
const answerOf = Effect.fnUntraced(function* (result: ExecutionResult) {
  if (result.data === undefined) {
    // Execution never started: unknown operation name, or variables of the wrong type.
    return yield* requestError(result.errors ?? [], "invalid_request")
  }
  const errors = result.errors ?? []
  for (const error of errors) {
    const original = error.originalError
    if (original instanceof ResolverDefect)
      return yield* Effect.failCause(original.defect as Cause.Cause<never>)
    if (!(original instanceof FieldError)) return yield* Effect.die(error)
  }
  const data = result.data
  if (errors.length === 0) return { data }
  const fieldErrors = errors.map((error) => error.originalError as FieldError)
  const failures = fieldErrors.map((fieldError) => fieldError.failure)
  const entries = errors.map((error, i) => entryOf(error, fieldErrors[i]!.extensions))
  const body = { data, errors: entries as unknown as Entries }
  if (failures.some((failure) => failure instanceof Unauthorized)) {
    return yield* new GraphqlUnauthorized(body)
  }
  const limited = failures.find((failure) => failure instanceof TooManyRequests)
  if (limited !== undefined) {
    const seconds = limited.retry_after
    if (seconds !== undefined) {
      yield* HttpEffect.appendPreResponseHandler((_, response) =>
        Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds))),
      )
    }
    return yield* new GraphqlTooManyRequests(body)
  }
  return body
})

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const fieldOf = (path: ReadonlyArray<unknown> | undefined) =>
  path?.map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p))).join(".")

const notGraphqlRequest = (error: HttpApiError.HttpApiSchemaError) => {
  const errors = formatter(error.cause.issue).issues.map((issue): GraphqlErrorEntry => {
    const field = fieldOf(issue.path)
    return field === undefined || field === ""
      ? { message: issue.message, extensions: { code: "invalid_request" } }
      : { message: `${field}: ${issue.message}`, extensions: { code: "invalid_request", field } }
  })
  const fallback: GraphqlErrorEntry = {
    message: "The request is not a GraphQL request",
    extensions: { code: "invalid_request" },
  }
  return new GraphqlBadRequest({ errors: [errors[0] ?? fallback, ...errors.slice(1)] })
}

/** A body that is not a GraphQL request (no query, too long…) is refused in the GraphQL shape. */
const GraphqlRequestShapeLive = Layer.succeed(GraphqlRequestShape, (httpEffect) =>
  Effect.catch(httpEffect, (error) =>
    Effect.fail(HttpApiError.HttpApiSchemaError.is(error) ? notGraphqlRequest(error) : error),
  ),
)

/** POST /api/graphql/ (ADR 053). */
export const GraphqlHandlers = HttpApiBuilder.group(
  Api,
  "graphql",
  Effect.fn(function* (handlers) {
    const sessions = yield* Sessions
    // Resolvers are promises inside graphql-js: they run on the services captured here.
    const settings = yield* ServerSettings
    const services = yield* Effect.context<FieldServices>()
    const resolve: Resolve = (program) =>
      Effect.runPromiseExit(Effect.provideContext(program, services)).then((exit) => {
        if (Exit.isSuccess(exit)) return exit.value
        const failure = exit.cause.reasons.find(Cause.isFailReason)
        throw failure === undefined ? new ResolverDefect(exit.cause) : new FieldError(failure.error)
      })
    return handlers.handle("execute", ({ payload, request }) =>
      Effect.gen(function* () {
        const document = yield* checkedDocument(payload.query)
        // No token, or a dead one, is no member: only the fields that need one refuse, with 401.
        const userId = yield* optionalMember(sessions, request.headers.authorization)
        const channel = channelOf(settings, request.headers.host) ?? "website"
        const result = yield* Effect.promise(async () =>
          execute({
            schema,
            document,
            rootValue: rootValue(
              userId,
              channel,
              resolve,
              Option.getOrElse(request.remoteAddress, () => "unknown"),
            ),
            variableValues: payload.variables ?? null,
            operationName: payload.operationName ?? null,
          }),
        )
        return yield* answerOf(result)
      }),
    )
  }),
).pipe(Layer.provideMerge(GraphqlRequestShapeLive))
