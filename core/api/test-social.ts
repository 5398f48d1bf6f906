import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { SocialProvider } from "../auth/social-provider.ts"
import { Email, NAME_MAX } from "./auth.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

/** The `iss` of the local issuer's tokens; the server trusts it only when the local issuer is on. */
export const LOCAL_ISSUER = "urn:booking:local-social-issuer"

/** The `aud` of its tokens: one per provider, so a token minted for Facebook is refused by the Google call. */
export const localAudience = (provider: SocialProvider) => `local-${provider}`

/** A provider's id of a person (OpenID Connect Core §2: at most 255 ASCII characters). */
export const SocialSubject = Schema.String.check(
  Schema.isPattern(/^[\x21-\x7e]{1,255}$/, { message: "must be 1 to 255 printable ASCII characters" }),
)

const Name = Schema.optionalKey(Schema.String.check(Schema.isMaxLength(NAME_MAX * 2)))

/**
 * What the local issuer is to vouch for: as Google would, a person with this e-mail (verified unless
 * `email_verified: false`) and name. Without `subject`, the e-mail stands for the person, so the
 * same address always mints the same subject, as one Google account always has one `sub`.
 */
export const LocalTokenPayload = Schema.Struct({
  provider: SocialProvider,
  email: Schema.optionalKey(Email),
  email_verified: Schema.optionalKey(Schema.Boolean),
  name: Name,
  given_name: Name,
  family_name: Name,
  subject: Schema.optionalKey(SocialSubject),
})
export type LocalTokenPayload = typeof LocalTokenPayload.Type

/**
 * The local social issuer (ADR 085): with TEST_CONTROL=1 (and SOCIAL_LOCAL_ISSUER not 0) journeys
 * and tests get tokens the sign-in calls take as Google's or Facebook's. 404 otherwise.
 */
export class TestSocialApi extends HttpApiGroup.make("testSocial")
  .add(
    HttpApiEndpoint.post("mintSocialToken", "/api/test/social/token", {
      payload: LocalTokenPayload,
      success: Data(Schema.Struct({ token: Schema.String })),
      error: [NotFound, BadRequest],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Test control: social sign-in", description: "Only with TEST_CONTROL=1" }),
  ) {}
