import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { BadRequest, entry, TooManyRequests } from "#core/api/errors.ts"
import { AppClock } from "#core/services/clock.ts"
import { Email } from "../outbox/email.ts"
import { RateLimits } from "../rate-limit/service.ts"
import { ServerSettings } from "../settings.ts"
import { hashPassword } from "./passwords.ts"
import { type Account, Accounts } from "./repo.ts"
import { newToken, Sessions, tokenHash } from "./sessions.ts"
import { accountFailures, GUEST_FIRST_NAME, signedIn } from "./sign-in.ts"

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000
/** Reset e-mails per address per hour, counted whether or not an account has that address. */
const RESET_SENDS_PER_HOUR = 5
const HOUR_SECONDS = 3600

const RESET_SUBJECT = "Reset your password"

const resetLinkInvalid = new BadRequest(
  entry(
    "reset_link_invalid",
    "This password reset link is not valid: it has expired or has already been used. Please ask for a new one.",
    "token",
  ),
)

const resetEmail = (account: Account, link: string) => {
  const greeting = account.first_name === GUEST_FIRST_NAME ? "Hello," : `Hello ${account.first_name},`
  return `${greeting}

We received a request to reset the password of your account. Open this link within 1 hour to choose a new password:

${link}

The link works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.`
}

/**
 * Always answers the same, so it does not tell which addresses have accounts. The link is built
 * from configuration, never from the request's Host (DESIGN.md 'Host allowlist').
 */
export const requestPasswordReset = Effect.fn("requestPasswordReset")(function* (email: string) {
  const limits = yield* RateLimits
  const key = `password-reset:email:${email.toLowerCase()}`
  const sent = yield* limits.peek(key, HOUR_SECONDS)
  if (sent.count >= RESET_SENDS_PER_HOUR) {
    return yield* new TooManyRequests({
      ...entry(
        "too_many_requests",
        "Too many password reset e-mails were asked for. Please try again later.",
      ),
      retry_after: Math.max(1, sent.retryAfterSeconds),
    })
  }
  yield* limits.hit(key, HOUR_SECONDS)
  const account = yield* (yield* Accounts).findByEmail(email)
  if (account === undefined || account.email === null) return { sent: true }
  const sql = yield* SqlClient.SqlClient
  const now = yield* (yield* AppClock).now
  const token = newToken()
  yield* sql`INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
             VALUES (${tokenHash(token)}, ${account.id}, ${new Date(now)}, ${new Date(now + RESET_LINK_LIFETIME_MS)})`.pipe(
    Effect.orDie,
  )
  const origin = (yield* ServerSettings).publicOrigin.website.replace(/\/+$/, "")
  const link = `${origin}/forgot-password/?token=${token}`
  // As with SMS codes (ADR 051, 055): a failed delivery answers 500; the link and the send still count.
  yield* (yield* Email)
    .send({ to: account.email, subject: RESET_SUBJECT, text: resetEmail(account, link) })
    .pipe(Effect.orDie)
  return { sent: true }
})

/**
 * Uses the link once: sets the password, spends every other open link of the account, ends its
 * sessions and signs it in afresh, all or nothing.
 */
export const resetPassword = Effect.fn("resetPassword")(function* (token: string, password: string) {
  const sql = yield* SqlClient.SqlClient
  const accounts = yield* Accounts
  const sessions = yield* Sessions
  const passwordHash = yield* hashPassword(password)
  const now = new Date(yield* (yield* AppClock).now)
  const account = yield* sql
    .withTransaction(
      Effect.gen(function* () {
        const used = yield* sql<{ readonly user_id: string }>`
        UPDATE password_resets SET used_at = ${now}
        WHERE token_hash = ${tokenHash(token)} AND used_at IS NULL AND expires_at > ${now}
        RETURNING user_id::text AS user_id`
        const userId = used[0]?.user_id
        if (userId === undefined) return undefined
        yield* sql`UPDATE password_resets SET used_at = ${now} WHERE user_id = ${userId} AND used_at IS NULL`
        yield* accounts.setPassword(userId, passwordHash)
        yield* sessions.revokeAll(userId)
        return yield* accounts.findById(userId)
      }),
    )
    .pipe(Effect.orDie)
  if (account === undefined) return yield* resetLinkInvalid
  if (account.email !== null) yield* (yield* RateLimits).clear(accountFailures(account.email))
  return yield* signedIn(account)
})
