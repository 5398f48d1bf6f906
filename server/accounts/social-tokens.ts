import { Context, Effect, Layer } from "effect"
import { createRemoteJWKSet } from "jose"
import { LOCAL_ISSUER, localAudience } from "#core/api/test-social.ts"
import type { SocialProvider } from "#core/auth/social-provider.ts"
import { AppClock } from "#core/services/clock.ts"
import { ServerSettings } from "../settings.ts"
import { facebookVerifier } from "./social-facebook.ts"
import { claimedIssuer, GOOGLE_ISSUERS, verifyIdToken } from "./social-id-token.ts"
import {
  SocialSignInUnavailable,
  SocialTokenRefused,
  type SocialVerifyError,
  type VerifiedIdentity,
} from "./social-identity.ts"
import { LocalSocialIssuer } from "./social-local-issuer.ts"

/** Google's key server not answering by then counts as unreachable; jose keeps the keys it had. */
const JWKS_TIMEOUT_MS = 5_000

/**
 * Checks the token a provider's sign-in gave the page (ADR 085): a Google ID token against
 * Google's published keys, a Facebook access token with the Graph API, and, when the local issuer
 * is on, tokens it signed for either provider. The answer is who the provider vouches for.
 */
export class SocialTokens extends Context.Service<
  SocialTokens,
  {
    readonly verify: (
      provider: SocialProvider,
      token: string,
    ) => Effect.Effect<VerifiedIdentity, SocialVerifyError>
  }
>()("booking/server/accounts/SocialTokens") {
  static readonly layer = Layer.effect(
    SocialTokens,
    Effect.gen(function* () {
      const { social } = yield* ServerSettings
      const clock = yield* AppClock
      const local = yield* LocalSocialIssuer
      const google =
        social.google === undefined
          ? undefined
          : {
              clientId: social.google.clientId,
              // Fetched on first use, cached, and fetched again for a key id it does not know (rotation).
              keys: createRemoteJWKSet(new URL(social.google.jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS }),
            }
      const facebook = social.facebook === undefined ? undefined : facebookVerifier(social.facebook)
      const notConfigured = (provider: SocialProvider) =>
        Effect.fail(new SocialSignInUnavailable({ provider, reason: "not_configured" }))

      return SocialTokens.of({
        verify: Effect.fn("SocialTokens.verify")(function* (provider: SocialProvider, token: string) {
          const now = yield* clock.now
          // The claimed issuer only picks whose keys to use; the check below still requires it.
          const issuer = claimedIssuer(token)
          if (local.enabled && issuer === LOCAL_ISSUER) {
            const keys = yield* local.keySet
            return yield* verifyIdToken(
              token,
              { provider, keys, issuers: [LOCAL_ISSUER], audience: localAudience(provider) },
              now,
            )
          }
          if (provider === "google") {
            if (issuer === undefined) {
              return yield* new SocialTokenRefused({ provider, reason: "malformed" })
            }
            if (google === undefined) return yield* notConfigured(provider)
            return yield* verifyIdToken(
              token,
              { provider, keys: google.keys, issuers: GOOGLE_ISSUERS, audience: google.clientId },
              now,
            )
          }
          if (facebook === undefined) return yield* notConfigured(provider)
          return yield* facebook(token, now)
        }),
      })
    }),
  )
}
