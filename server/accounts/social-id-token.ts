import { Effect, Schema } from "effect"
import { decodeJwt, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose"
import { Email } from "#core/api/auth.ts"
import type { SocialProvider } from "#core/auth/social-provider.ts"
import {
  nameFrom,
  type RefusalReason,
  SocialSignInUnavailable,
  SocialTokenRefused,
  type VerifiedIdentity,
} from "./social-identity.ts"

/** Google writes its issuer both ways (Google Identity: 'Verify the integrity of the ID token'). */
export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"] as const

/** Google signs ID tokens with RS256 only; anything else (`none`, HS256 with a public key) is refused. */
const ALGORITHMS = ["RS256"]

/** Our clock and the provider's may disagree by this much around `exp` and `iat`. */
const CLOCK_TOLERANCE_SECONDS = 60

/** A provider's `sub` is at most 255 ASCII characters (OpenID Connect Core §2). */
const SUBJECT = /^[\x21-\x7e]{1,255}$/

/** Who must have issued the token, for whom, and the keys its signature is checked with. */
export interface IdTokenPolicy {
  readonly provider: SocialProvider
  /** A remote JWKS (`createRemoteJWKSet`, cached and refreshed on an unknown key id) or a local one. */
  readonly keys: JWTVerifyGetKey
  readonly issuers: ReadonlyArray<string>
  readonly audience: string
}

/** The `iss` the token claims before any check, to pick whose keys to check it with; undefined if not a JWT. */
export const claimedIssuer = (token: string): string | undefined => {
  try {
    return decodeJwt(token).iss
  } catch {
    return undefined
  }
}

/** What a jose failure means for the traveller; anything else is the key server not answering. */
const reasonOf = (error: unknown): RefusalReason | undefined => {
  if (error instanceof errors.JWTExpired) return "expired"
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === "iss" ? "issuer" : error.claim === "aud" ? "audience" : "claims"
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return "signature"
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return "algorithm"
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return "malformed"
  return undefined
}

const isEmail = Schema.is(Email)

/** Google sent `email_verified` as the string "true" in older tokens. */
const verified = (claim: unknown) => claim === true || claim === "true"

const identityOf = (
  provider: SocialProvider,
  payload: JWTPayload,
): Effect.Effect<VerifiedIdentity, SocialTokenRefused> => {
  const refuse = (reason: RefusalReason) => Effect.fail(new SocialTokenRefused({ provider, reason }))
  const subject = payload.sub
  if (subject === undefined || !SUBJECT.test(subject)) return refuse("claims")
  let email: string | null = null
  if (payload.email !== undefined) {
    if (typeof payload.email !== "string" || !isEmail(payload.email)) return refuse("claims")
    // An unverified address proves nothing about who holds the mailbox: it may be a member's.
    if (!verified(payload.email_verified)) return refuse("email_unverified")
    email = payload.email.toLowerCase()
  }
  return Effect.succeed({
    provider,
    subject,
    email,
    ...nameFrom(payload.given_name, payload.family_name, payload.name),
  })
}

/**
 * An OpenID Connect ID token (ADR 085): signature by one of the issuer's keys with RS256, issuer,
 * audience, expiry (at `nowMs`, our clock) and a verified e-mail when it carries one.
 */
export const verifyIdToken = (
  token: string,
  policy: IdTokenPolicy,
  nowMs: number,
): Effect.Effect<VerifiedIdentity, SocialTokenRefused | SocialSignInUnavailable> =>
  Effect.tryPromise({
    try: () =>
      jwtVerify(token, policy.keys, {
        issuer: [...policy.issuers],
        audience: policy.audience,
        algorithms: ALGORITHMS,
        currentDate: new Date(nowMs),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ["sub", "exp", "iat"],
      }),
    catch: (error) => {
      const reason = reasonOf(error)
      return reason === undefined
        ? new SocialSignInUnavailable({ provider: policy.provider, reason: "unreachable" })
        : new SocialTokenRefused({ provider: policy.provider, reason })
    },
  }).pipe(Effect.flatMap(({ payload }) => identityOf(policy.provider, payload)))
