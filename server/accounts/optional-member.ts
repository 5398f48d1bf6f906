import { Effect } from "effect"
import { HttpEffect, HttpServerResponse } from "effect/http"
import { AUTH_TOKEN_HEADER } from "#core/api/auth.ts"
import { sessionOver } from "./authentication.ts"
import type { Sessions } from "./sessions.ts"

const bearerToken = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1]

/**
 * The member of a request's bearer token, by the same rule as the `Authentication` middleware
 * (ADR 050), including the replacement token it hands out; undefined for a token that is not live.
 */
const liveMember = Effect.fnUntraced(function* (sessions: Sessions["Service"], token: string) {
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

/**
 * For calls that anyone may make and a member gets more from (GraphQL, search prices): no token, or
 * one that is no longer live, is simply no member, never a 401.
 */
export const optionalMember = Effect.fnUntraced(function* (
  sessions: Sessions["Service"],
  authorization: string | undefined,
) {
  const token = bearerToken(authorization)
  return token === undefined ? undefined : yield* liveMember(sessions, token)
})

/**
 * For checkout, whose cart and order belong to whoever the traveller believes they are: no token is
 * a guest, but a token that is no longer live is a 401, so the client signs in again instead of
 * booking at guest prices into no account (ADR 105).
 */
export const checkoutMember = Effect.fnUntraced(function* (
  sessions: Sessions["Service"],
  authorization: string | undefined,
) {
  const token = bearerToken(authorization)
  if (token === undefined) return undefined
  const member = yield* liveMember(sessions, token)
  if (member === undefined) return yield* sessionOver
  return member
})
