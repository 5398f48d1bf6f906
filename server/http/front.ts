import { ByteSize, type Cause, Effect, type Types } from "effect"
import {
  Headers,
  HttpIncomingMessage,
  HttpRouter,
  HttpServerError,
  HttpServerRequest,
  HttpServerResponse,
} from "effect/http"
import { PHOTO_ID_PATH } from "#core/api/web-check-in.ts"
import { ServerSettings } from "../settings.ts"
import { apiErrorAnswer, pageErrorAnswer } from "./error-answers.ts"
import { channelOf } from "./hosts.ts"
import { logRequest } from "./log-line.ts"
import { serverSecurityHeaders } from "./security-headers.ts"

const pathOf = (url: string) => url.split("?", 1)[0]!

/** No request of the contract needs more; a larger body is refused before it is read whole. */
const MAX_BODY = ByteSize.kibibytes(64)

/** Web check-in's photo ID: a 5 MB image in base64 is under 7 MB; the handler checks the image itself. */
const MAX_PHOTO_ID_BODY = ByteSize.mebibytes(7)

const maxBodyOf = (url: string) => (PHOTO_ID_PATH.test(pathOf(url)) ? MAX_PHOTO_ID_BODY : MAX_BODY)

const invalidHost = (path: string) =>
  path.startsWith("/api/")
    ? apiErrorAnswer("BadRequest", "invalid_host", "Invalid Host")
    : HttpServerResponse.text("Invalid Host", { status: 400 })

/** What a failure the routes did not answer themselves becomes, in the API's shape under /api/. */
const failureBody = (path: string, status: number) => {
  if (!path.startsWith("/api/")) return pageErrorAnswer(status)
  return status === 404
    ? apiErrorAnswer("NotFound", "not_found", "Not Found")
    : status < 500
      ? apiErrorAnswer("BadRequest", "bad_request", "The request could not be understood")
      : apiErrorAnswer("ServerError", "server_error", "Something went wrong on our side; please try again")
}

/** Turns a failure (no route, a malformed path, a defect) into an answer, logging our own faults. */
const recover =
  (path: string) =>
  (cause: Cause.Cause<unknown>): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled> =>
    Effect.flatMap(HttpServerError.causeResponse(cause), ([response]) =>
      Effect.as(
        response.status >= 500 ? Effect.logError("Unhandled failure", cause) : Effect.void,
        failureBody(path, response.status),
      ),
    )

/**
 * In front of every route: refuse hosts outside the allowlist, add the security headers, and log
 * one structured line per request (the router's own logger costs ~30% throughput, DESIGN.md).
 * It runs on every request, so it allocates as little as it can: headers are built once.
 */
export const FrontLayer = HttpRouter.middleware(
  Effect.gen(function* () {
    const settings = yield* ServerSettings
    const headers = Headers.fromInput(serverSecurityHeaders(settings))
    const secure = (response: HttpServerResponse.HttpServerResponse) =>
      HttpServerResponse.setHeaders(response, headers)
    return (app) =>
      Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
        const answer =
          channelOf(settings, request.headers.host) === null
            ? Effect.succeed(invalidHost(pathOf(request.url)))
            : // ADR 006: without test control its paths do not exist, whatever the input.
              !settings.testControl && request.url.startsWith("/api/test/")
              ? Effect.succeed(failureBody(pathOf(request.url), 404))
              : Effect.provideService(app, HttpIncomingMessage.MaxBodySize, maxBodyOf(request.url)).pipe(
                  Effect.catchCause(recover(pathOf(request.url))),
                )
        if (!settings.logRequests) return Effect.map(answer, secure)
        const started = performance.now()
        return Effect.map(answer, (response) => {
          logRequest(
            { method: request.method, url: request.url, host: request.headers.host },
            response.status,
            started,
          )
          return secure(response)
        })
      })
  }),
  { global: true },
)
