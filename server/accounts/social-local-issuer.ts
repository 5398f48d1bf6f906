import { randomBytes } from "node:crypto"
import { Context, Duration, Effect, Exit, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
  type JWTVerifyGetKey,
  SignJWT,
} from "jose"
import { LOCAL_ISSUER, localAudience } from "#core/api/test-social.ts"
import type { SocialProvider } from "#core/auth/social-provider.ts"
import { AppClock } from "#core/services/clock.ts"
import { ServerSettings } from "../settings.ts"

/** Tokens live as long as Google's ID tokens do. */
const LIFETIME_SECONDS = 60 * 60

export interface LocalTokenRequest {
  readonly provider: SocialProvider
  readonly subject: string
  readonly email?: string | undefined
  readonly emailVerified: boolean
  readonly name?: string | undefined
  readonly givenName?: string | undefined
  readonly familyName?: string | undefined
}

interface Keys {
  readonly kid: string
  readonly privateKey: CryptoKey
  readonly jwks: JSONWebKeySet
  readonly keySet: JWTVerifyGetKey
}

/** The key pair as kept in `signing_keys`: its id and the private key's JWK (which holds the public part). */
interface StoredKey {
  readonly kid: string
  readonly jwk: JWK
}

const SIGNING_KEY_PURPOSE = "local_social_issuer"

/** A new key pair, kept by nobody: for a lone issuer, such as a unit test's. */
export const newLocalKey: Effect.Effect<StoredKey> = Effect.promise(async () => {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true })
  return { kid: randomBytes(8).toString("hex"), jwk: await exportJWK(privateKey) }
})

/**
 * The key pair in `signing_keys`, made by whichever server process needs it first: every process
 * on the database then signs and verifies with the same one.
 */
const sharedLocalKey = (sql: SqlClient.SqlClient): Effect.Effect<StoredKey> =>
  Effect.gen(function* () {
    const read = sql<{
      secret: string
    }>`SELECT secret FROM signing_keys WHERE purpose = ${SIGNING_KEY_PURPOSE}`
    const [kept] = yield* read
    if (kept !== undefined) return JSON.parse(kept.secret) as StoredKey
    // Two processes may get here together: the first insert wins and both read what it stored.
    const candidate = yield* newLocalKey
    yield* sql`INSERT INTO signing_keys (purpose, secret)
      VALUES (${SIGNING_KEY_PURPOSE}, ${JSON.stringify(candidate)}) ON CONFLICT (purpose) DO NOTHING`
    const [row] = yield* read
    return JSON.parse(row!.secret) as StoredKey
  }).pipe(Effect.orDie)

const keysOf = async ({ kid, jwk }: StoredKey): Promise<Keys> => {
  const { kty, n, e } = jwk
  const jwks = { keys: [{ kty, n, e, kid, alg: "RS256", use: "sig" }] }
  const privateKey = (await importJWK(jwk, "RS256")) as CryptoKey
  return { kid, privateKey, jwks, keySet: createLocalJWKSet(jwks) }
}

/**
 * The local issuer (ADR 085): a stand-in for Google and Facebook that signs ID tokens like
 * Google's (issuer LOCAL_ISSUER, audience per provider), so social sign-in can be tested offline.
 * Only with test control, never in production. The key pair is kept in `signing_keys`, so a token
 * minted by one server process signs in on another over the same database (issue 11).
 */
export class LocalSocialIssuer extends Context.Service<
  LocalSocialIssuer,
  {
    readonly enabled: boolean
    /** The public keys, as a JWKS document like Google's. */
    readonly jwks: Effect.Effect<JSONWebKeySet>
    readonly keySet: Effect.Effect<JWTVerifyGetKey>
    /** A signed token, issued now by the server's clock. */
    readonly mint: (request: LocalTokenRequest) => Effect.Effect<string>
  }
>()("booking/server/accounts/LocalSocialIssuer") {
  /** The issuer with the key `key` answers, asked for on first use. */
  static readonly layerWithKey = (key: Effect.Effect<StoredKey>) =>
    Layer.effect(
      LocalSocialIssuer,
      Effect.gen(function* () {
        const { social } = yield* ServerSettings
        const clock = yield* AppClock
        // Made on first use: a server that never mints pays nothing for the RSA key. A failed
        // read (the database away) is not kept: the next use asks again.
        const keys = yield* Effect.flatMap(key, (stored) => Effect.promise(() => keysOf(stored))).pipe(
          Effect.cachedWithTTL((exit) => (Exit.isSuccess(exit) ? Duration.infinity : Duration.zero)),
        )
        return LocalSocialIssuer.of({
          enabled: social.localIssuer,
          jwks: Effect.map(keys, (k) => k.jwks),
          keySet: Effect.map(keys, (k) => k.keySet),
          mint: Effect.fn("LocalSocialIssuer.mint")(function* (request: LocalTokenRequest) {
            const { kid, privateKey } = yield* keys
            const issuedAt = Math.floor((yield* clock.now) / 1000)
            const claims = {
              ...(request.email === undefined
                ? {}
                : { email: request.email, email_verified: request.emailVerified }),
              ...(request.name === undefined ? {} : { name: request.name }),
              ...(request.givenName === undefined ? {} : { given_name: request.givenName }),
              ...(request.familyName === undefined ? {} : { family_name: request.familyName }),
            }
            return yield* Effect.promise(() =>
              new SignJWT(claims)
                .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
                .setIssuer(LOCAL_ISSUER)
                .setAudience(localAudience(request.provider))
                .setSubject(request.subject)
                .setIssuedAt(issuedAt)
                .setExpirationTime(issuedAt + LIFETIME_SECONDS)
                .sign(privateKey),
            )
          }),
        })
      }),
    )

  /** The server's issuer: its key pair shared through the database by every server process. */
  static readonly layer = Layer.unwrap(
    Effect.map(Effect.service(SqlClient.SqlClient), (sql) =>
      LocalSocialIssuer.layerWithKey(sharedLocalKey(sql)),
    ),
  )
}
