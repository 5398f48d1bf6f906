import { Cause, Effect, Layer, SchemaIssue, type Types } from "effect"
import { HttpEffect, HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiError } from "effect/http-api"
import { WireShape } from "#core/api/error-shape.ts"
import {
  BadRequest,
  type ErrorEntry,
  PayloadTooLarge,
  ServerError,
  TooManyRequests,
  UnsupportedMediaType,
} from "#core/api/errors.ts"
import { foldIndexedKeys } from "#core/api/indexed-query.ts"

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const fieldOf = (path: ReadonlyArray<unknown> | undefined) =>
  path === undefined || path.length === 0
    ? undefined
    : path
        .map((p) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
        .join(".")

/** One entry per schema issue, naming the field, so a client can show each message where it belongs. */
const entriesOf = (error: HttpApiError.HttpApiSchemaError): ReadonlyArray<ErrorEntry> => {
  const issues = formatter(error.cause.issue).issues
  const where = error.kind.toLowerCase()
  if (issues.length === 0) return [{ code: "invalid_request", message: `The request ${where} is not valid` }]
  return issues.map((issue) => {
    const field = fieldOf(issue.path)
    const message =
      field === undefined
        ? issue.message
        : issue.message === "Missing key"
          ? `${field} is required`
          : `${field}: ${issue.message}`
    return field === undefined
      ? { code: `invalid_${where}`, message }
      : { code: `invalid_${where}`, message, field }
  })
}

const unsupportedMediaType = new UnsupportedMediaType({
  errors: [{ code: "unsupported_media_type", message: "The request body must be JSON (application/json)" }],
})

const serverError = new ServerError({
  errors: [{ code: "server_error", message: "Something went wrong on our side; please try again" }],
})

type Shaped = BadRequest | PayloadTooLarge | UnsupportedMediaType | ServerError | Types.unhandled

/** The body could not be read: too large for the limit the front middleware sets, or cut off. */
const unreadableBody = (cause: Cause.Cause<unknown>): BadRequest | PayloadTooLarge | undefined => {
  for (const reason of cause.reasons) {
    const error = Cause.isFailReason(reason)
      ? reason.error
      : Cause.isDieReason(reason)
        ? reason.defect
        : undefined
    const parse = error as { _tag?: string; reason?: { _tag?: string; cause?: unknown } } | undefined
    if (parse?._tag !== "HttpServerError" || parse.reason?._tag !== "RequestParseError") continue
    return String(parse.reason.cause).includes("maxBytes")
      ? new PayloadTooLarge({
          errors: [
            {
              code: "payload_too_large",
              message: "The request body is larger than the API accepts (64 KiB)",
            },
          ],
        })
      : new BadRequest({
          errors: [{ code: "unreadable_body", message: "The request body could not be read" }],
        })
  }
  return undefined
}

/** Endpoint schemas see `hotel_id: ["12", "15"]` for `hotel_id[0]=12&hotel_id[1]=15`. */
const withIndexedKeys = <A, E, R>(httpEffect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(HttpServerRequest.ParsedSearchParams, (params) => {
    // Most requests carry no indexed key: leave their parameters as they are.
    for (const key in params) {
      if (key.endsWith("]")) {
        return Effect.provideService(
          httpEffect,
          HttpServerRequest.ParsedSearchParams,
          foldIndexedKeys(params),
        )
      }
    }
    return httpEffect
  })

/**
 * RFC 9110 §10.2.3: a 429 that says when to retry says it in `Retry-After` too, for clients and
 * proxies that never read the body. The body stays the one the endpoint's error schema writes.
 */
const retryAfterHeader = (seconds: number) =>
  HttpEffect.appendPreResponseHandler((_, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds))),
  )

export const WireShapeLive = Layer.succeed(WireShape, (httpEffect) =>
  withIndexedKeys(httpEffect).pipe(
    // HttpApi answers a body of another media type with its own plain-text 415 response.
    Effect.flatMap((response) =>
      response.status === 415 ? Effect.fail(unsupportedMediaType) : Effect.succeed(response),
    ),
    Effect.catchCause((cause): Effect.Effect<never, Shaped, HttpServerRequest.HttpServerRequest> => {
      const failure = cause.reasons.find(Cause.isFailReason)?.error
      if (failure instanceof TooManyRequests && failure.retry_after !== undefined) {
        return Effect.andThen(
          retryAfterHeader(failure.retry_after),
          Effect.failCause(cause as Cause.Cause<Types.unhandled>),
        )
      }
      if (HttpApiError.HttpApiSchemaError.is(failure)) {
        return Effect.fail(new BadRequest({ errors: entriesOf(failure) }))
      }
      const unreadable = unreadableBody(cause)
      if (unreadable !== undefined) return Effect.fail(unreadable)
      if (!Cause.hasDies(cause)) return Effect.failCause(cause as Cause.Cause<Types.unhandled>)
      // A defect is our bug: log it whole, tell the client nothing internal.
      return Effect.logError("Unhandled failure", cause).pipe(Effect.andThen(Effect.fail(serverError)))
    }),
  ),
)
