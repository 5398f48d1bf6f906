import { Effect } from "effect"
import type { AuthUser, LoginResult } from "#core/api/auth.ts"
import { BadRequest, Conflict, entry, TooManyRequests } from "#core/api/errors.ts"
import { Otp } from "../otp/service.ts"
import { RateLimits } from "../rate-limit/service.ts"
import { type Account, Accounts, type AlreadyRegistered } from "./repo.ts"
import { Sessions } from "./sessions.ts"

/** Failed e-mail sign-ins allowed per account and per client in the window, then 429 (ADR 050). */
const LOGIN_FAILURE_LIMIT = 10
const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60

/** Keyed by the e-mail as typed, known or not, so the lockout behaves the same for every address. */
export const accountFailures = (email: string) => `login-failure:account:${email.toLowerCase()}`
const clientFailures = (client: string) => `login-failure:client:${client}`

/** A first name of 'Guest' counts as empty (spec-checkout §3): the profile page asks for the name. */
export const GUEST_FIRST_NAME = "Guest"

export const toAuthUser = (account: Account): AuthUser => ({
  id: account.id,
  email: account.email ?? "",
  // As an account without an e-mail answers "": the login answer always has both fields.
  phone_number: account.phone ?? "",
  first_name: account.first_name,
  last_name: account.last_name,
  communication_type: account.communication_type,
})

/** A new session for the account, answered as login responses carry it. */
export const signedIn = Effect.fnUntraced(function* (account: Account) {
  const token = yield* (yield* Sessions).create(account.id)
  return { ...toAuthUser(account), token } satisfies LoginResult
})

export const alreadyRegistered = (error: AlreadyRegistered) =>
  new Conflict(
    error.field === "email"
      ? entry(
          "email_taken",
          "An account with this e-mail address already exists. Please sign in instead.",
          "email",
        )
      : entry(
          "phone_taken",
          "An account with this mobile number already exists. Please sign in instead.",
          "phone_number",
        ),
  )

// One message whether the e-mail is unknown, has no password or the password is wrong.
const invalidCredentials = new BadRequest(
  entry("invalid_credentials", "The e-mail address or password is incorrect. Please try again."),
)

const tooManyFailures = (retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60)
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`
  return new TooManyRequests({
    ...entry(
      "too_many_attempts",
      `Too many failed sign-in attempts. Please try again in ${wait}, or reset your password.`,
    ),
    retry_after: retryAfter,
  })
}

/**
 * E-mail and password. Failures are counted per account and per client; a success clears the
 * account's count only, so one good password does not reset a client guessing at other accounts.
 */
export const signInByEmail = Effect.fn("signInByEmail")(function* (
  email: string,
  password: string,
  client: string,
) {
  const limits = yield* RateLimits
  const accounts = yield* Accounts
  const keys = [accountFailures(email), clientFailures(client)]
  const tallies = yield* Effect.forEach(keys, (key) => limits.peek(key, LOGIN_FAILURE_WINDOW_SECONDS))
  const blocked = tallies.filter((tally) => tally.count >= LOGIN_FAILURE_LIMIT)
  if (blocked.length > 0) {
    return yield* tooManyFailures(Math.max(1, ...blocked.map((tally) => tally.retryAfterSeconds)))
  }
  const account = yield* accounts.verifyPassword(email, password)
  if (account === undefined) {
    yield* Effect.forEach(keys, (key) => limits.hit(key, LOGIN_FAILURE_WINDOW_SECONDS), { discard: true })
    return yield* invalidCredentials
  }
  yield* limits.clear(accountFailures(email))
  return yield* signedIn(account)
})

/**
 * A verified SMS code signs in the account with that phone; an unknown phone gets a new member
 * account named 'Guest', with the e-mail when one is given.
 */
export const signInByOtp = Effect.fn("signInByOtp")(function* (
  phone: string,
  code: string,
  email: string | undefined,
) {
  const otp = yield* Otp
  const accounts = yield* Accounts
  yield* otp.verify("sign_in", phone, code)
  const account =
    (yield* accounts.findByPhone(phone)) ??
    (yield* accounts
      .create({
        email: email ?? null,
        phone,
        firstName: GUEST_FIRST_NAME,
        lastName: "",
        passwordHash: null,
        communicationType: email === undefined ? "sms" : "email",
      })
      .pipe(Effect.mapError(alreadyRegistered)))
  return yield* signedIn(account)
})
