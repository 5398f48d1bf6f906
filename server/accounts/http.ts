import { Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CurrentUser, type ProfileDetail } from "#core/api/auth.ts"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { limitOtpSendsPerClient } from "../otp/client-limit.ts"
import { Otp } from "../otp/service.ts"
import { requestPasswordReset, resetPassword } from "./password-reset.ts"
import { hashPassword } from "./passwords.ts"
import { type Account, Accounts } from "./repo.ts"
import { Sessions } from "./sessions.ts"
import { alreadyRegistered, signedIn, signInByEmail, signInByOtp, toAuthUser } from "./sign-in.ts"
import { socialSignIn } from "./social-sign-in.ts"

/** PostgreSQL text refuses NUL, and no name or e-mail address holds a control character. */
export const storable = (field: string, value: string) =>
  /\p{Cc}/u.test(value) || !value.isWellFormed()
    ? Effect.fail(
        new BadRequest(entry("invalid_payload", `${field}: must not contain control characters`, field)),
      )
    : Effect.succeed(value)

export const notBlank = (field: string, value: string) =>
  value === ""
    ? Effect.fail(new BadRequest(entry("invalid_payload", `${field}: must not be blank`, field)))
    : Effect.succeed(value)

const bearerToken = (authorization: string | undefined) =>
  /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1]

export const AuthHandlers = HttpApiBuilder.group(
  Api,
  "auth",
  Effect.fn(function* (handlers) {
    const accounts = yield* Accounts
    const sessions = yield* Sessions
    const otp = yield* Otp
    const social = yield* socialSignIn
    return handlers
      .handle("register", ({ payload }) =>
        Effect.gen(function* () {
          const firstName = yield* notBlank("first_name", payload.first_name.trim())
          yield* storable("first_name", firstName)
          const lastName = yield* storable("last_name", payload.last_name.trim())
          const email = yield* storable("email", payload.email)
          const account = yield* accounts
            .create({
              email,
              phone: payload.phone_number,
              firstName,
              lastName,
              passwordHash: yield* hashPassword(payload.password),
              communicationType: "email",
            })
            .pipe(Effect.mapError(alreadyRegistered))
          return yield* signedIn(account)
        }),
      )
      .handle("loginEmail", ({ payload, request }) =>
        Effect.flatMap(storable("email", payload.email), (email) =>
          signInByEmail(
            email,
            payload.password,
            Option.getOrElse(request.remoteAddress, () => "unknown"),
          ),
        ),
      )
      .handle("loginOtp", ({ payload, request }) =>
        limitOtpSendsPerClient(Option.getOrElse(request.remoteAddress, () => "unknown")).pipe(
          Effect.andThen(otp.issue("sign_in", payload.phone_number)),
        ),
      )
      .handle("loginOtpVerify", ({ payload }) =>
        Effect.gen(function* () {
          const email = payload.email === undefined ? undefined : yield* storable("email", payload.email)
          return yield* signInByOtp(payload.phone_number, payload.verification_code, email)
        }),
      )
      .handle("forgotPassword", ({ payload }) =>
        Effect.flatMap(storable("email", payload.email), requestPasswordReset),
      )
      .handle("resetPassword", ({ payload }) => resetPassword(payload.token, payload.password))
      .handle("loginGoogle", ({ payload }) => social("google", payload.token))
      .handle("loginFacebook", ({ payload }) => social("facebook", payload.token))
      .handle("logout", ({ request }) => {
        const token = bearerToken(request.headers.authorization)
        return Effect.as(token === undefined ? Effect.void : sessions.revoke(token), { signed_out: true })
      })
  }),
)

const toProfileDetail = (account: Account): ProfileDetail => ({
  ...toAuthUser(account),
  has_opted_for_whatsapp: account.has_opted_for_whatsapp,
  company_detail:
    account.company_name === null || account.company_address === null || account.company_gstin === null
      ? null
      : {
          company_name: account.company_name,
          company_address: account.company_address,
          gstin: account.company_gstin,
        },
})

export const ProfileHandlers = HttpApiBuilder.group(
  Api,
  "profile",
  Effect.fn(function* (handlers) {
    const accounts = yield* Accounts
    return handlers.handle("profileDetail", () =>
      Effect.gen(function* () {
        const account = yield* accounts.findById((yield* CurrentUser).id)
        if (account === undefined) {
          return yield* new NotFound(entry("account_not_found", "This account no longer exists."))
        }
        return toProfileDetail(account)
      }),
    )
  }),
)
