import { createHmac } from "node:crypto"
import { Effect, Option, Redacted, Schema } from "effect"
import { Email } from "#core/api/auth.ts"
import type { FacebookSignInConfig } from "../config-social.ts"
import {
  nameFrom,
  type RefusalReason,
  SocialSignInUnavailable,
  SocialTokenRefused,
  type VerifiedIdentity,
} from "./social-identity.ts"

/** A pinned Graph API version, so Facebook's changes arrive when we move it. */
export const GRAPH_API = "https://graph.facebook.com/v21.0"

/** Facebook not answering by then counts as unreachable; the traveller may try again. */
const GRAPH_TIMEOUT_MS = 10_000

/** User access tokens are opaque ASCII; anything else is not one, and is not sent to Facebook. */
const ACCESS_TOKEN = /^[\w.|-]{16,4096}$/

/** `GET /debug_token`: whether the token is live, and for which app and user. */
const DebugToken = Schema.Struct({
  data: Schema.Struct({
    is_valid: Schema.Boolean,
    app_id: Schema.optionalKey(Schema.String),
    user_id: Schema.optionalKey(Schema.String),
    /** Seconds since the epoch; 0 for a token that does not expire. */
    expires_at: Schema.optionalKey(Schema.Finite),
  }),
})

/** `GET /me`: the user's id, name and, when they shared it, their confirmed primary e-mail. */
const Me = Schema.Struct({
  id: Schema.String,
  email: Schema.optionalKey(Schema.String),
  first_name: Schema.optionalKey(Schema.String),
  last_name: Schema.optionalKey(Schema.String),
  name: Schema.optionalKey(Schema.String),
})

const decodeDebugToken = Schema.decodeUnknownOption(DebugToken)
const decodeMe = Schema.decodeUnknownOption(Me)
const isEmail = Schema.is(Email)

/**
 * Facebook user access tokens (ADR 085), checked with the Graph API: `debug_token` with the app's
 * own token says whether the token is live and issued to this app, then `/me` (with
 * `appsecret_proof`, so a stolen token is useless without our secret) gives the person.
 * Facebook only returns an e-mail it has confirmed, so a returned address counts as verified.
 */
export const facebookVerifier = (config: FacebookSignInConfig, graphApi: string = GRAPH_API) => {
  const secret = Redacted.value(config.appSecret)
  const unreachable = new SocialSignInUnavailable({ provider: "facebook", reason: "unreachable" })
  const refuse = (reason: RefusalReason) =>
    Effect.fail(new SocialTokenRefused({ provider: "facebook", reason }))

  /**
   * One Graph call answering `schema`'s shape; none when Graph refuses the user's token (it
   * answers 400, OAuthException, for one invalid, expired or revoked). Anything else is unreachable.
   */
  const graph = <A>(
    decode: (body: unknown) => Option.Option<A>,
    path: string,
    params: Record<string, string>,
    bearer?: string,
  ) =>
    Effect.gen(function* () {
      const answer = yield* Effect.tryPromise({
        try: async (signal) => {
          const response = await fetch(`${graphApi}${path}?${new URLSearchParams(params)}`, {
            headers: {
              accept: "application/json",
              ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
            },
            signal: AbortSignal.any([signal, AbortSignal.timeout(GRAPH_TIMEOUT_MS)]),
          })
          return { status: response.status, body: await response.json().catch(() => undefined) }
        },
        catch: () => unreachable,
      })
      if (answer.status === 400 && bearer !== undefined) return Option.none<A>()
      if (answer.status !== 200) return yield* Effect.fail(unreachable)
      const decoded = decode(answer.body)
      return Option.isSome(decoded) ? decoded : yield* Effect.fail(unreachable)
    })

  return Effect.fnUntraced(function* (
    token: string,
    nowMs: number,
  ): Effect.fn.Return<VerifiedIdentity, SocialTokenRefused | SocialSignInUnavailable> {
    if (!ACCESS_TOKEN.test(token)) return yield* refuse("malformed")
    const debug = yield* graph(decodeDebugToken, "/debug_token", {
      input_token: token,
      access_token: `${config.appId}|${secret}`,
    })
    if (Option.isNone(debug)) return yield* Effect.fail(unreachable)
    const { is_valid, app_id, user_id, expires_at = 0 } = debug.value.data
    if (expires_at !== 0 && expires_at * 1000 <= nowMs) return yield* refuse("expired")
    if (!is_valid) return yield* refuse("signature")
    if (app_id !== config.appId) return yield* refuse("audience")
    if (user_id === undefined) return yield* refuse("claims")
    const proof = createHmac("sha256", secret).update(token).digest("hex")
    const me = yield* graph(
      decodeMe,
      "/me",
      { fields: "id,email,first_name,last_name,name", appsecret_proof: proof },
      token,
    )
    if (Option.isNone(me)) return yield* refuse("signature")
    if (me.value.id !== user_id) return yield* refuse("claims")
    const email = me.value.email
    return {
      provider: "facebook" as const,
      subject: user_id,
      email: email !== undefined && isEmail(email) ? email.toLowerCase() : null,
      ...nameFrom(me.value.first_name, me.value.last_name, me.value.name),
    }
  })
}
