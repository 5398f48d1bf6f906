import { Schema } from "effect"
import { SocialProvider } from "#core/auth/social-provider.ts"
import { ErrorMatch } from "./schema-auth.ts"

/**
 * Sign-in with Google or Facebook in the journey format (docs/journeys.md 'Sign-in with Google or
 * Facebook', ADR 085). `schema.ts` merges these into the step kinds.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** The person the provider's sign-in vouches for, as its token says. */
export const SocialPerson = Schema.Struct({
  provider: SocialProvider,
  email: Schema.NonEmptyString,
  /** The full name, as Google's `name`; the account's first and last name come from it. */
  name: Schema.optionalKey(Schema.String),
  givenName: Schema.optionalKey(Schema.String),
  familyName: Schema.optionalKey(Schema.String),
  /** Whether the provider verified the e-mail address; default true. */
  emailVerified: Schema.optionalKey(Schema.Boolean),
})
export type SocialPerson = typeof SocialPerson.Type

export const ExpectSocial = Schema.Struct({
  /** `submitting` while the server checks a token. */
  tags: Schema.optionalKey(Schema.Array(Schema.String)),
  notTags: Schema.optionalKey(Schema.Array(Schema.String)),
  /** The provider of the last sign-in tried on this page; null before any. */
  provider: Schema.optionalKey(Schema.NullOr(SocialProvider)),
  /** The failure shown beside the buttons: `{ code?, status?, message? (contains) }`, or null. */
  error: Schema.optionalKey(ErrorMatch),
})
export type ExpectSocial = typeof ExpectSocial.Type

/** Requests of social sign-in; `expect.calls` counts them. */
export const SOCIAL_ACTORS = ["loginSocial"] as const

export const socialCalls = {
  /** The Google or Facebook sign-in call. */
  loginSocial: Schema.optionalKey(NonNegativeInt),
}

export const socialStepArguments = {
  /**
   * The provider's sign-in vouches for this person: the target's local issuer mints its token
   * (test control), and the page hands it to the server as Google's or Facebook's own would.
   */
  "social.signIn": SocialPerson,
  /** A token claiming this person, signed with a key of the journey's own: a forgery. */
  "social.forged": SocialPerson,
  "expect.social": ExpectSocial,
} as const
