import { randomBytes } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
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

const newKeys = async (): Promise<Keys> => {
  const { publicKey, privateKey } = await generateKeyPair("RS256")
  const kid = randomBytes(8).toString("hex")
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }] }
  return { kid, privateKey, jwks, keySet: createLocalJWKSet(jwks) }
}

/**
 * The local issuer (ADR 085): a stand-in for Google and Facebook that signs ID tokens like
 * Google's (issuer LOCAL_ISSUER, audience per provider), with a key pair that lives in this
 * process, so social sign-in can be tested offline. Only with test control, never in production.
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
  static readonly layer = Layer.effect(
    LocalSocialIssuer,
    Effect.gen(function* () {
      const { social } = yield* ServerSettings
      const clock = yield* AppClock
      // Made on first use: a server that never mints pays nothing for the RSA key.
      const keys = yield* Effect.cached(Effect.promise(newKeys))
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
}
