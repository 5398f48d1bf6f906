import { Effect, Layer, Redacted } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { AUTH_TOKEN_HEADER, Authentication, CurrentUser } from "#core/api/auth.ts"
import { entry, Unauthorized } from "#core/api/errors.ts"
import { Sessions } from "./sessions.ts"

/** The 401 of a missing, ended or unknown session, from the middleware and the calls that need a member. */
export const sessionOver = new Unauthorized(
  entry("unauthorized", "Your session has ended or is not valid. Please sign in again."),
)

/**
 * Bearer token → live session → CurrentUser, else 401. A refreshed session's new token leaves in
 * the `x-auth-token` header of whatever the endpoint answers, failures included, so the client
 * never misses it (ADR 050).
 */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const sessions = yield* Sessions
    return Authentication.of({
      bearer: (httpEffect, { credential }) =>
        Effect.gen(function* () {
          const session = yield* sessions.authenticate(Redacted.value(credential))
          if (session === undefined) return yield* sessionOver
          const replacement = session.replacement
          if (replacement !== undefined) {
            yield* HttpEffect.appendPreResponseHandler((_, response) =>
              Effect.succeed(HttpServerResponse.setHeader(response, AUTH_TOKEN_HEADER, replacement)),
            )
          }
          return yield* Effect.provideService(httpEffect, CurrentUser, {
            id: session.userId,
            sessionId: session.sessionId,
          })
        }),
    })
  }),
)
