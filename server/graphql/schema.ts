import { Effect, Schema, SchemaIssue } from "effect"
import { buildSchema } from "graphql"
import { FirstName, LastName, PhoneNumber, VerificationCode } from "#core/api/auth.ts"
import {
  BadRequest,
  Conflict,
  entry,
  NotFound,
  type TooManyRequests,
  type Unauthorized,
} from "#core/api/errors.ts"
import type { Channel } from "#core/pricing/types.ts"
import type { AppClock } from "#core/services/clock.ts"
import { sessionOver } from "../accounts/authentication.ts"
import { notBlank, storable } from "../accounts/http.ts"
import type { ProfileDetailsRepo } from "../accounts/profile-details.ts"
import { type Account, Accounts } from "../accounts/repo.ts"
import { toAuthUser } from "../accounts/sign-in.ts"
import { Captcha } from "../captcha/service.ts"
import { limitOtpSendsPerClient } from "../otp/client-limit.ts"
import { Otp } from "../otp/service.ts"
import { graphqlSearchPrices, type SearchPricesArgs } from "../pricing/graphql-prices.ts"
import type { SearchPricing } from "../pricing/search-prices.ts"
import type { RateLimits } from "../rate-limit/service.ts"
import { type OptinArgs, optinStatus, setOptin } from "../whatsapp/graphql.ts"
import type { WhatsappOptins } from "../whatsapp/optins.ts"
import { profileDetails, saveProfileDetails, type UpdateProfileDetailsArgs } from "./profile-details.ts"

/**
 * The operations this product serves (spec-checkout §7; ADR 053), with the REST answers' field
 * names. Root fields are non-null, so a failed field leaves `data: null`, never half an answer.
 */
export const schema = buildSchema(`
  enum CommunicationType { email sms }

  "A member, as login answers carry them."
  type User {
    id: ID!
    email: String!
    phone_number: String!
    first_name: String!
    last_name: String!
    communication_type: CommunicationType!
    "Title, gender, language and stay preferences (ADR 089)."
    details: ProfileDetails!
  }

  "Values from spec-checkout §3 'Constants of the profile'; null when not given."
  type ProfileDetails { title: String, gender: String, language: String, preferences: [Preference!]! }
  "One per type; note is free text of at most 200 characters, empty when none."
  type Preference { type: String!, note: String! }
  input PreferenceInput { type: String!, note: String }

  type OtpAttempts {
    otp_request_attempts: Int!
    max_otp_request_attempts: Int!
  }

  enum Channel { website gdc }

  input Occupancy { adults: Int!, children: Int }

  "A hotel's search price in integer paise (null when it has none), as GET /api/v6/pricing/hotels/."
  type SearchPrice {
    hotelId: ID!
    available: Boolean!
    postTaxPrice: Float
    perNightPrice: Float
    paymentMode: String!
  }

  "spec-checkout §7: opt-ins are asked about by type whatsapp, channel direct."
  enum OptinType { whatsapp }
  enum OptinChannel { direct }

  type OptinStatus {
    "null: never asked (spec-checkout §4 'WhatsApp opt-in')."
    status: Boolean
  }

  type OptinChange { success: Boolean! }

  "A passed captcha: token is a single-use proof for pay at hotel, valid for 10 minutes."
  type CaptchaVerification {
    success: Boolean!
    token: String!
    message: String!
  }

  type Query {
    "WhatsApp opt-in of a country code plus mobile, e.g. +919876543210; no sign-in needed."
    optinStatus(id: String!, type: OptinType!, channel: OptinChannel!): OptinStatus!
    "The signed-in member."
    me: User!
    "Search prices per hotel; member prices with a live bearer token (userId is not trusted)."
    searchPrices(
      csIdRoomTypes: [String!]!, checkin: String!, checkout: String!, occupancies: [Occupancy!]!,
      utmSource: String, sort: String, channel: Channel, application: String, payMode: String,
      userEmailDomain: String, userId: String
    ): [SearchPrice!]!
  }

  type Mutation {
    "Sends a code to a new mobile number for the signed-in member."
    updateProfileOtp(phone_number: String!): OtpAttempts!
    "Saves the names; a new phone_number is saved only with the verification_code sent to it."
    updateProfile(first_name: String!, last_name: String, phone_number: String, verification_code: String): User!
    "Opts the number in to booking messages on WhatsApp."
    registerOptin(id: String!, type: OptinType!, channel: OptinChannel!): OptinChange!
    "Opts the number out."
    deregisterOptin(id: String!, type: OptinType!, channel: OptinChannel!): OptinChange!
    "Checks the ALTCHA widget's payload (base64); a wrong, expired or reused one is a field error."
    captchaVerifyV2(payload: String!): CaptchaVerification!
    "Replaces title, gender, language (null clears) and the preferences; an invalid value changes nothing."
    updateProfileDetails(title: String, gender: String, language: String, preferences: [PreferenceInput!]!): User!
  }
`)

/** How a field fails: the REST API's own errors, so both interfaces say the same thing. */
export type FieldFailure = BadRequest | Conflict | NotFound | TooManyRequests | Unauthorized

/** The services fields run on. */
export type FieldServices =
  | Accounts
  | Otp
  | SearchPricing
  | AppClock
  | Captcha
  | WhatsappOptins
  | RateLimits
  | ProfileDetailsRepo

/** Runs a field's program on the server's services; rejects with what graphql-js reports. */
export type Resolve = <A>(program: Effect.Effect<A, FieldFailure, FieldServices>) => Promise<A>

const accountGone = new NotFound(entry("account_not_found", "This account no longer exists."))
const phoneTaken = new Conflict(
  entry(
    "phone_taken",
    "This mobile number belongs to another account. Please use a different number.",
    "phone_number",
  ),
)

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

/** An argument checked by the contract's schema, named in the message as REST names a field. */
const argument = <A>(field: string, schema: Schema.Decoder<A>, value: string) =>
  Schema.decodeUnknownEffect(schema)(value).pipe(
    Effect.mapError(
      (error) =>
        new BadRequest(
          entry("invalid_payload", `${field}: ${formatter(error.issue).issues[0]?.message}`, field),
        ),
    ),
  )

/**
 * Names follow register's rules: trimmed, within NAME_MAX, storable. The caller refuses a blank
 * first name first, as register does.
 */
const name = Effect.fnUntraced(function* (field: string, schema: Schema.Decoder<string>, value: string) {
  const trimmed = value.trim()
  yield* argument(field, schema, trimmed)
  return yield* storable(field, trimmed)
})

const member = Effect.fnUntraced(function* (userId: string | undefined) {
  if (userId === undefined) return yield* sessionOver
  return (yield* (yield* Accounts).findById(userId)) ?? (yield* accountGone)
})

/** A number another account has cannot become this member's (the phone is unique, ADR 050). */
const notAnotherAccounts = Effect.fnUntraced(function* (account: Account, phone: string) {
  const owner = yield* (yield* Accounts).findByPhone(phone)
  if (owner !== undefined && owner.id !== account.id) return yield* phoneTaken
})

const requestPhoneCode = Effect.fn("graphql.updateProfileOtp")(function* (
  userId: string | undefined,
  phoneNumber: string,
  client: string,
) {
  const account = yield* member(userId)
  const phone = yield* argument("phone_number", PhoneNumber, phoneNumber.trim())
  if (phone === account.phone) {
    return yield* new BadRequest(
      entry("phone_unchanged", "This is already your mobile number.", "phone_number"),
    )
  }
  yield* notAnotherAccounts(account, phone)
  yield* limitOtpSendsPerClient(client)
  return yield* (yield* Otp).issue("profile_phone", phone)
})

export interface UpdateProfileArgs {
  readonly first_name: string
  readonly last_name?: string | null
  readonly phone_number?: string | null
  readonly verification_code?: string | null
}

/** spec-checkout §4: a profile update saves the name and mobile; a new mobile needs its code. */
const saveProfile = Effect.fn("graphql.updateProfile")(function* (
  userId: string | undefined,
  args: UpdateProfileArgs,
) {
  const account = yield* member(userId)
  const firstName = yield* name(
    "first_name",
    FirstName,
    yield* notBlank("first_name", args.first_name.trim()),
  )
  const lastName = args.last_name == null ? undefined : yield* name("last_name", LastName, args.last_name)
  const phone =
    args.phone_number == null
      ? undefined
      : yield* argument("phone_number", PhoneNumber, args.phone_number.trim())
  const newPhone = phone !== undefined && phone !== account.phone ? phone : undefined
  if (newPhone !== undefined) {
    if (args.verification_code == null) {
      return yield* new BadRequest(
        entry(
          "verification_code_required",
          "Enter the code sent to your new mobile number to change it.",
          "verification_code",
        ),
      )
    }
    const code = yield* argument("verification_code", VerificationCode, args.verification_code.trim())
    yield* notAnotherAccounts(account, newPhone)
    yield* (yield* Otp).verify("profile_phone", newPhone, code)
  }
  const updated = yield* (yield* Accounts)
    .updateProfile(account.id, { firstName, lastName, phone: newPhone })
    // Another account took the number between the check and the write.
    .pipe(Effect.mapError(() => phoneTaken))
  return toAuthUser(updated ?? (yield* accountGone))
})

const verifyCaptcha = Effect.fn("graphql.captchaVerifyV2")(function* (payload: string) {
  const proof = yield* (yield* Captcha).verify(payload)
  return { success: true, token: proof.token, message: "Verified" }
})

/**
 * The root value of one request: `userId` is the member of its bearer token, if it is live;
 * `channel` is the host's, for fields that do not name one; `client` is the caller's address, which
 * the opt-in fields and code requests are throttled by (without one, all such callers share one allowance).
 */
export const rootValue = (
  userId: string | undefined,
  channel: Channel,
  resolve: Resolve,
  client = "unknown",
) => {
  // A member's details are read only when the document selects them.
  const withDetails = <U extends { readonly id: string }>(user: U) => ({
    ...user,
    details: () => resolve(profileDetails(user.id)),
  })
  return {
    me: () => resolve(Effect.map(member(userId), toAuthUser)).then(withDetails),
    updateProfileOtp: (args: { readonly phone_number: string }) =>
      resolve(requestPhoneCode(userId, args.phone_number, client)),
    updateProfile: (args: UpdateProfileArgs) => resolve(saveProfile(userId, args)).then(withDetails),
    updateProfileDetails: (args: UpdateProfileDetailsArgs) =>
      resolve(
        Effect.gen(function* () {
          const account = yield* member(userId)
          return { ...toAuthUser(account), details: yield* saveProfileDetails(account.id, args) }
        }),
      ),
    searchPrices: (args: SearchPricesArgs) =>
      resolve(graphqlSearchPrices(userId !== undefined, channel, args)),
    optinStatus: (args: OptinArgs) => resolve(optinStatus(client, args)),
    registerOptin: (args: OptinArgs) => resolve(setOptin(client, args, true)),
    deregisterOptin: (args: OptinArgs) => resolve(setOptin(client, args, false)),
    captchaVerifyV2: (args: { readonly payload: string }) => resolve(verifyCaptcha(args.payload)),
  }
}
