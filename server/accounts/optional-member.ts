import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import type { Sessions } from "./sessions.ts"

/**
 * The member of a request's bearer token, by the same rule as the `Authentication` middleware
 * (ADR 050), including the replacement token it hands out. For calls that anyone may make and a
 * member gets more from (GraphQL, search prices): no token, or one that is no longer live, is
 * simply no member, never a 401.
 */
export const optionalMember = Effect.fnUntraced(function* (
  sessions: Sessions["Service"],
  authorization: string | undefined,
) {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1]
  if (token === undefined) return undefined
  const session = yield* sessions.authenticate(token)
  if (session === undefined) return undefined
  const replacement = session.replacement
  if (replacement !== undefined) {
    yield* HttpEffect.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, AUTH_TOKEN_HEADER, replacement)),
    )
  }
  return session.userId
})
