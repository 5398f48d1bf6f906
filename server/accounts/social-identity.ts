import { Schema } from "effect"
import { FirstName, LastName } from "#core/api/auth.ts"
import { PROVIDER_NAMES, SocialProvider } from "#core/auth/social-provider.ts"
import { GUEST_FIRST_NAME } from "./sign-in.ts"

/** Who a provider vouched for, once its token has passed every check (ADR 085). */
export interface VerifiedIdentity {
  readonly provider: SocialProvider
  /** The provider's stable id of the person (`sub`, Facebook's user id); never reused. */
  readonly subject: string
  /** Lower-cased, and verified by the provider; null when the token carries none. */
  readonly email: string | null
  readonly firstName: string
  readonly lastName: string
}

/**
 * Why a token was not taken. `malformed`: not a token at all. The others: a token the provider did
 * not issue for this site, or no longer vouches for.
 */
export const RefusalReason = Schema.Literals([
  "malformed",
  "signature",
  "algorithm",
  "issuer",
  "audience",
  "expired",
  "claims",
  "email_unverified",
])
export type RefusalReason = typeof RefusalReason.Type

export class SocialTokenRefused extends Schema.TaggedError<SocialTokenRefused>()("SocialTokenRefused", {
  provider: SocialProvider,
  reason: RefusalReason,
}) {
  override get message() {
    return `${PROVIDER_NAMES[this.provider]} token refused: ${this.reason}`
  }
}

/**
 * The token could not be checked: the provider is not configured here (`not_configured`), or its
 * keys or API did not answer (`unreachable`). Nothing is known about the token either way.
 */
export class SocialSignInUnavailable extends Schema.TaggedError<SocialSignInUnavailable>()(
  "SocialSignInUnavailable",
  { provider: SocialProvider, reason: Schema.Literals(["not_configured", "unreachable"]) },
) {
  override get message() {
    return `${PROVIDER_NAMES[this.provider]} sign-in unavailable: ${this.reason}`
  }
}

export type SocialVerifyError = SocialTokenRefused | SocialSignInUnavailable

const isFirstName = Schema.is(FirstName)
const isLastName = Schema.is(LastName)

/** No control characters (PostgreSQL refuses NUL), trimmed, within the column's 60 characters. */
const clean = (value: unknown): string =>
  typeof value === "string"
    ? [
        ...value
          .toWellFormed()
          .replace(/\p{Cc}/gu, " ")
          .trim(),
      ]
        .slice(0, 60)
        .join("")
        .trim()
    : ""

/**
 * The account's name from the provider's claims: given and family name, else the full name split
 * at its first space, else 'Guest', which the profile page treats as no name and asks for.
 */
export const nameFrom = (given: unknown, family: unknown, full: unknown) => {
  const [head = "", ...rest] = clean(full).split(/\s+/)
  const firstName = clean(given) || head
  const lastName = clean(given) ? clean(family) : clean(family) || clean(rest.join(" "))
  return {
    firstName: isFirstName(firstName) ? firstName : GUEST_FIRST_NAME,
    lastName: isLastName(lastName) ? lastName : "",
  }
}
