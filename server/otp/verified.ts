import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { VERIFIED_PHONE_TTL_MS } from "#core/otp/rules.ts"
import { AppClock } from "#core/services/clock.ts"

/**
 * Numbers proven by a pay-at-hotel code, for VERIFIED_PHONE_TTL_MS after the proof (ADR 051), so
 * the booking that follows the verification can check it in any server process.
 */
export class VerifiedPhones extends Context.Service<
  VerifiedPhones,
  {
    /** Marks the 10-digit number verified from now; verifying again extends it. */
    readonly record: (phone: string) => Effect.Effect<void>
    readonly isVerified: (phone: string) => Effect.Effect<boolean>
  }
>()("booking/server/otp/VerifiedPhones") {
  static readonly layer = Layer.effect(
    VerifiedPhones,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      return VerifiedPhones.of({
        record: Effect.fn("VerifiedPhones.record")(function* (phone: string) {
          const now = yield* clock.now
          const at = new Date(now)
          const until = new Date(now + VERIFIED_PHONE_TTL_MS)
          yield* sql`INSERT INTO verified_phones (phone, verified_at, expires_at) VALUES (${phone}, ${at}, ${until})
            ON CONFLICT (phone) DO UPDATE SET verified_at = EXCLUDED.verified_at, expires_at = EXCLUDED.expires_at`
        }, Effect.orDie),
        isVerified: Effect.fn("VerifiedPhones.isVerified")(function* (phone: string) {
          const now = new Date(yield* clock.now)
          const rows =
            yield* sql`SELECT 1 FROM verified_phones WHERE phone = ${phone} AND expires_at > ${now}`
          return rows.length > 0
        }, Effect.orDie),
      })
    }),
  )
}
