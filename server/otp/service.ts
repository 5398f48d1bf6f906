import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { OtpAttempts } from "#core/api/auth.ts"
import { BadRequest, entry, TooManyRequests } from "#core/api/errors.ts"
import { type OtpErrorCode, otpMessage, otpSmsText } from "#core/otp/messages.ts"
import {
  type CodeState,
  canSend,
  OTP_FAILURE_WINDOW_MS,
  OTP_MAX_SENDS,
  OTP_RESEND_DELAY_MS,
  OTP_SEND_WINDOW_MS,
  retryAfterSeconds,
  type VerifyOutcome,
  verifyOutcome,
} from "#core/otp/rules.ts"
import { AppClock } from "#core/services/clock.ts"
import { codeDigest, newCode, newSalt, sameDigest } from "./codes.ts"
import { Sms } from "./sms.ts"

/** What a code is for; a code verifies only for the purpose and number it was sent for. */
export type OtpPurpose = "sign_in" | "pay_at_hotel" | "profile_phone"

interface CodeRow {
  readonly code_hash: string
  readonly salt: string
  readonly sent_at: Date | string
  readonly used_at: Date | string | null
  readonly failed_attempts: number
}

const epochMs = (value: Date | string) => new Date(value).getTime()

const stateOf = (row: CodeRow): CodeState => ({
  sentAt: epochMs(row.sent_at),
  usedAt: row.used_at === null ? undefined : epochMs(row.used_at),
  failedAttempts: row.failed_attempts,
})

const tooMany = (code: OtpErrorCode, waitMs: number) => {
  const seconds = retryAfterSeconds(waitMs)
  return new TooManyRequests({ ...entry(code, otpMessage(code, seconds)), retry_after: seconds })
}

const badCode = (code: OtpErrorCode) => new BadRequest(entry(code, otpMessage(code), "verification_code"))

/** The answer to every outcome but success (ADR 051: 429 only when the number is locked). */
const failureOf = (outcome: Exclude<VerifyOutcome, { _tag: "Verified" }>): BadRequest | TooManyRequests => {
  switch (outcome._tag) {
    case "Locked":
      return tooMany("otp_locked", outcome.retryAfterMs)
    case "Missing":
      return badCode("otp_missing")
    case "Used":
      return badCode("otp_used")
    case "Expired":
      return badCode("otp_expired")
    case "Exhausted":
      return badCode("otp_exhausted")
    case "Wrong":
      if (outcome.lockedForMs !== undefined) return tooMany("otp_locked", outcome.lockedForMs)
      return badCode(outcome.codeExhausted ? "otp_exhausted" : "otp_invalid")
  }
}

/** Events older than every window count for nothing. */
const EVENT_HORIZON_MS = Math.max(OTP_SEND_WINDOW_MS, OTP_FAILURE_WINDOW_MS)

/**
 * The one OTP service every flow uses (DESIGN.md 'OTP', ADR 051): codes go out through the SMS
 * outbox (or a real SMS transport when configured); counters live in the database, never in process
 * memory. `phone` is the 10-digit national number; the country is India (+91).
 */
export class Otp extends Context.Service<
  Otp,
  {
    readonly issue: (purpose: OtpPurpose, phone: string) => Effect.Effect<OtpAttempts, TooManyRequests>
    readonly verify: (
      purpose: OtpPurpose,
      phone: string,
      code: string,
    ) => Effect.Effect<void, BadRequest | TooManyRequests>
  }
>()("booking/server/otp/Otp") {
  static readonly layer = Layer.effect(
    Otp,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const sms = yield* Sms

      const eventsSince = (purpose: OtpPurpose, phone: string, kind: "sent" | "failed", since: number) =>
        Effect.map(
          sql<{ readonly at: Date | string }>`SELECT at FROM otp_events
            WHERE purpose = ${purpose} AND phone = ${phone} AND kind = ${kind} AND at > ${new Date(since)}
            ORDER BY at`,
          (rows) => rows.map((row) => epochMs(row.at)),
        )
      // The row lock makes sends and verifications of one number and purpose take turns, in every
      // process: the second of two concurrent verifications of a code sees it used.
      const lockCode = (purpose: OtpPurpose, phone: string) =>
        sql<CodeRow>`SELECT code_hash, salt, sent_at, used_at, failed_attempts FROM otp_codes
          WHERE purpose = ${purpose} AND phone = ${phone} FOR UPDATE`

      const record = Effect.fnUntraced(function* (
        purpose: OtpPurpose,
        phone: string,
        code: string,
        now: number,
      ) {
        const salt = newSalt()
        const at = new Date(now)
        // A send of the same number that raced past the lock (no row yet to lock) took the row first.
        const written = yield* sql`
          INSERT INTO otp_codes (purpose, phone, code_hash, salt, sent_at, used_at, failed_attempts)
          VALUES (${purpose}, ${phone}, ${codeDigest(purpose, phone, code, salt)}, ${salt}, ${at}, NULL, 0)
          ON CONFLICT (purpose, phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, salt = EXCLUDED.salt,
            sent_at = EXCLUDED.sent_at, used_at = NULL, failed_attempts = 0
          WHERE otp_codes.sent_at <= ${new Date(now - OTP_RESEND_DELAY_MS)}
          RETURNING phone`
        if (written.length === 0) return false
        yield* sql`DELETE FROM otp_events WHERE purpose = ${purpose} AND phone = ${phone}
          AND at <= ${new Date(now - EVENT_HORIZON_MS)}`
        yield* sql`INSERT INTO otp_events (purpose, phone, kind, at) VALUES (${purpose}, ${phone}, 'sent', ${at})`
        return true
      })

      const issue = Effect.fn("Otp.issue")(function* (purpose: OtpPurpose, phone: string) {
        const now = yield* clock.now
        const code = newCode()
        const attempts = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* lockCode(purpose, phone)
              const decision = canSend(
                yield* eventsSince(purpose, phone, "sent", now - OTP_SEND_WINDOW_MS),
                now,
              )
              if (decision._tag !== "Send") {
                const refusal = decision._tag === "SendLimit" ? "otp_send_limit" : "otp_resend_wait"
                return yield* tooMany(refusal, decision.retryAfterMs)
              }
              if (!(yield* record(purpose, phone, code, now))) {
                return yield* tooMany("otp_resend_wait", OTP_RESEND_DELAY_MS)
              }
              return decision.attempts
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        // Sent once the code is committed, so a slow provider holds no lock; a provider failure is
        // our fault (500) and the send still counts, as the code may have left.
        yield* sms.send(`+91${phone}`, otpSmsText(code)).pipe(Effect.orDie)
        return { otp_request_attempts: attempts, max_otp_request_attempts: OTP_MAX_SENDS }
      })

      const verify = Effect.fn("Otp.verify")(function* (
        purpose: OtpPurpose,
        phone: string,
        submitted: string,
      ) {
        const now = yield* clock.now
        const outcome = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [row] = yield* lockCode(purpose, phone)
              const failedAt = yield* eventsSince(purpose, phone, "failed", now - OTP_FAILURE_WINDOW_MS)
              const matches =
                row !== undefined &&
                sameDigest(codeDigest(purpose, phone, submitted, row.salt), row.code_hash)
              const outcome = verifyOutcome(row && stateOf(row), failedAt, now, matches)
              const at = new Date(now)
              if (outcome._tag === "Verified") {
                yield* sql`UPDATE otp_codes SET used_at = ${at} WHERE purpose = ${purpose} AND phone = ${phone}`
              }
              if (outcome._tag === "Wrong") {
                yield* sql`UPDATE otp_codes SET failed_attempts = failed_attempts + 1
                  WHERE purpose = ${purpose} AND phone = ${phone}`
                yield* sql`INSERT INTO otp_events (purpose, phone, kind, at)
                  VALUES (${purpose}, ${phone}, 'failed', ${at})`
              }
              // Committed whatever the outcome: a wrong try must count even though the call fails.
              return outcome
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        if (outcome._tag !== "Verified") return yield* failureOf(outcome)
      })

      return Otp.of({ issue, verify })
    }),
  ).pipe(Layer.provide(Sms.layer))
}
