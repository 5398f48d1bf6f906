import { Context, Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSecurity, OpenApi } from "effect/http-api"
import { NumericId } from "../catalogue/primitives.ts"
import { Data } from "./envelope.ts"
import { BadRequest, Conflict, NotFound, ServerError, TooManyRequests, Unauthorized } from "./errors.ts"

/** Response header that carries a replacement bearer token; the client stores it (spec-checkout §4). */
export const AUTH_TOKEN_HEADER = "x-auth-token"

export const Email = Schema.String.check(
  Schema.isMaxLength(254),
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "must be an e-mail address" }),
)

/** DESIGN.md 'Mobile': 10 digits starting 6-9; the country code (+91) travels apart. */
export const PhoneNumber = Schema.String.check(
  Schema.isPattern(/^[6-9]\d{9}$/, {
    message: "must be a 10-digit mobile number starting with 6, 7, 8 or 9",
  }),
)

export const CountryCode = Schema.String.check(
  Schema.isPattern(/^\+\d{1,3}$/, { message: "must be a country code such as +91" }),
)

/** The one-time code: 6 digits (DESIGN.md 'OTP'). */
export const VerificationCode = Schema.String.check(
  Schema.isPattern(/^\d{6}$/, { message: "must be the 6-digit code" }),
)

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const Password = Schema.String.check(
  Schema.isMinLength(PASSWORD_MIN, { message: `must be at least ${PASSWORD_MIN} characters` }),
  Schema.isMaxLength(PASSWORD_MAX, { message: `must be at most ${PASSWORD_MAX} characters` }),
)

/**
 * What Google's or Facebook's sign-in gave the page: a Google ID token (a JWT of 1-2 kB) or a
 * Facebook user access token. Checked by the server against the provider (ADR 085).
 */
export const SocialToken = Schema.String.check(
  Schema.isMinLength(1, { message: "must not be empty" }),
  Schema.isMaxLength(8192, { message: "must be at most 8192 characters" }),
)

export const NAME_MAX = 60
export const FirstName = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(NAME_MAX))
export const LastName = Schema.String.check(Schema.isMaxLength(NAME_MAX))

/** How the member prefers to hear from us. */
export const CommunicationType = Schema.Literals(["email", "sms"])

/** A signed-in user as login answers carry it (spec-checkout §7 'Sign-in and OTP'). */
export const AuthUser = Schema.Struct({
  id: NumericId,
  email: Schema.String,
  phone_number: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  communication_type: CommunicationType,
})
export type AuthUser = typeof AuthUser.Type

export const LoginResult = Schema.Struct({ ...AuthUser.fields, token: Schema.String })
export type LoginResult = typeof LoginResult.Type

/** How many codes were sent to this number for this purpose, and how many may be (spec §9: 6). */
export const OtpAttempts = Schema.Struct({
  otp_request_attempts: Schema.Int,
  max_otp_request_attempts: Schema.Int,
})
export type OtpAttempts = typeof OtpAttempts.Type

export const CompanyDetail = Schema.Struct({
  company_name: Schema.String,
  company_address: Schema.String,
  gstin: Schema.String,
})

export const ProfileDetail = Schema.Struct({
  ...AuthUser.fields,
  /** Unknown (null) until the member answers (spec-checkout §4 'WhatsApp opt-in'). */
  has_opted_for_whatsapp: Schema.NullOr(Schema.Boolean),
  company_detail: Schema.NullOr(CompanyDetail),
})
export type ProfileDetail = typeof ProfileDetail.Type

/** The user a valid bearer token belongs to, for the endpoints behind `Authentication`. */
export class CurrentUser extends Context.Service<
  CurrentUser,
  { readonly id: string; readonly sessionId: string }
>()("booking/core/api/CurrentUser") {}

/** A bearer token of a live session, or 401 (spec-checkout §8: the client then signs out). */
export class Authentication extends HttpApiMiddleware.Service<Authentication, { provides: CurrentUser }>()(
  "booking/core/api/Authentication",
  { security: { bearer: HttpApiSecurity.bearer }, error: Unauthorized },
) {}

export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("register", "/api/v2/auth/register/", {
      payload: Schema.Struct({
        first_name: FirstName,
        last_name: LastName,
        email: Email,
        phone_number: PhoneNumber,
        password: Password,
      }),
      success: Data(LoginResult),
      error: [BadRequest, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.post("loginEmail", "/api/v2/auth/login/email/", {
      payload: Schema.Struct({
        email: Email,
        password: Schema.String.check(Schema.isMaxLength(PASSWORD_MAX)),
      }),
      success: Data(LoginResult),
      error: [BadRequest, TooManyRequests],
    }),
    HttpApiEndpoint.post("loginOtp", "/api/v2/auth/login/otp/", {
      payload: Schema.Struct({ phone_number: PhoneNumber }),
      success: Data(OtpAttempts),
      error: [BadRequest, TooManyRequests],
    }),
    HttpApiEndpoint.post("loginOtpVerify", "/api/v4/auth/login/otp/verify/", {
      // spec-checkout §5: the client sends only the non-empty values among these.
      payload: Schema.Struct({
        phone_number: PhoneNumber,
        verification_code: VerificationCode,
        email: Schema.optionalKey(Email),
      }),
      success: Data(LoginResult),
      error: [BadRequest, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.post("forgotPassword", "/api/v2/auth/forgot-password/", {
      payload: Schema.Struct({ email: Email }),
      success: Data(Schema.Struct({ sent: Schema.Boolean })),
      error: [BadRequest, TooManyRequests],
    }),
    HttpApiEndpoint.post("resetPassword", "/api/v2/auth/reset-password/", {
      payload: Schema.Struct({ token: Schema.String.check(Schema.isMaxLength(200)), password: Password }),
      success: Data(LoginResult),
      error: [BadRequest],
    }),
    // spec-checkout §7: `{token}` → user and token, as every sign-in answers (ADR 085).
    HttpApiEndpoint.post("loginGoogle", "/api/v2/auth/login/google/", {
      payload: Schema.Struct({ token: SocialToken }),
      success: Data(LoginResult),
      error: [BadRequest, NotFound, ServerError],
    }),
    HttpApiEndpoint.post("loginFacebook", "/api/v2/auth/login/facebook/", {
      payload: Schema.Struct({ token: SocialToken }),
      success: Data(LoginResult),
      error: [BadRequest, NotFound, ServerError],
    }),
    HttpApiEndpoint.get("logout", "/api/v2/auth/logout/", {
      success: Data(Schema.Struct({ signed_out: Schema.Boolean })),
    }),
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Sign-in", description: "Accounts, sessions and sign-in codes" }),
  ) {}

export class OtpApi extends HttpApiGroup.make("otp")
  .add(
    HttpApiEndpoint.post("sendOtp", "/api/v2/otp/", {
      payload: Schema.Struct({ phone_number: PhoneNumber }),
      success: Data(OtpAttempts),
      error: [BadRequest, TooManyRequests],
    }),
    HttpApiEndpoint.post("verifyOtp", "/api/v4/auth/otp/verify/", {
      payload: Schema.Struct({ phone_number: PhoneNumber, verification_code: VerificationCode }),
      success: Data(Schema.Struct({ is_verified: Schema.Boolean })),
      error: [BadRequest, TooManyRequests],
    }),
    HttpApiEndpoint.post("isVerified", "/api/v2/otp/is-verified/", {
      payload: Schema.Struct({ phone_number: PhoneNumber, country_code: CountryCode }),
      success: Data(Schema.Struct({ is_verified: Schema.Boolean })),
      error: BadRequest,
    }),
  )
  .annotateMerge(
    OpenApi.annotations({ title: "One-time codes", description: "Phone verification by SMS code" }),
  ) {}

export class ProfileApi extends HttpApiGroup.make("profile")
  .add(
    HttpApiEndpoint.get("profileDetail", "/api/v1/profile/detail", {
      success: Data(ProfileDetail),
      error: NotFound,
    }),
  )
  .middleware(Authentication)
  .annotateMerge(OpenApi.annotations({ title: "Profile", description: "The signed-in member" })) {}
