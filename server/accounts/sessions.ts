import { createHash, randomBytes } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AppClock } from "#core/services/clock.ts"

const DAY_MS = 24 * 60 * 60 * 1000
/** A token lives this long after it is issued; each refresh issues a new one (ADR 050). */
const SESSION_LIFETIME_MS = 30 * DAY_MS
/** A session used later than this after its token was issued gets a replacement token. */
const REFRESH_AFTER_MS = DAY_MS
/** The replaced token keeps working this long, for requests already under way with it. */
const REFRESH_GRACE_MS = 60 * 1000

/** 256 random bits, URL-safe: the raw token only ever exists in the client and in transit. */
export const newToken = () => randomBytes(32).toString("base64url")
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex")

export interface ValidSession {
  readonly userId: string
  readonly sessionId: string
  /** A new token for the client to keep, when this use refreshed the session. */
  readonly replacement: string | undefined
}

interface Row {
  readonly id: string
  readonly user_id: string
  readonly token_hash: string
  readonly token_issued_at: Date | string
  readonly previous_valid_until: Date | string | null
}

const ms = (value: Date | string) => new Date(value).getTime()

/** Bearer sessions stored as token hashes (DESIGN.md 'Sessions', ADR 050). */
export class Sessions extends Context.Service<
  Sessions,
  {
    /** Starts a session and answers its token: every sign-in gets a new one. */
    readonly create: (userId: string) => Effect.Effect<string>
    /** The session the token belongs to, or undefined when unknown, expired or revoked. */
    readonly authenticate: (token: string) => Effect.Effect<ValidSession | undefined>
    /** Ends the session the token belongs to, if it is live. */
    readonly revoke: (token: string) => Effect.Effect<void>
    /** Ends every live session of the user (after a password reset). */
    readonly revokeAll: (userId: string) => Effect.Effect<void>
  }
>()("booking/server/accounts/Sessions") {
  static readonly layer = Layer.effect(
    Sessions,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock

      const live = (hash: string, now: number) =>
        sql<Row>`
          SELECT id::text AS id, user_id::text AS user_id, token_hash, token_issued_at, previous_valid_until
          FROM sessions
          WHERE (token_hash = ${hash} OR previous_token_hash = ${hash})
            AND revoked_at IS NULL AND expires_at > ${new Date(now)}`.pipe(
          Effect.orDie,
          Effect.map((rows) => {
            const row = rows[0]
            if (row === undefined) return undefined
            const current = row.token_hash === hash
            return current || (row.previous_valid_until !== null && ms(row.previous_valid_until) > now)
              ? { row, current }
              : undefined
          }),
        )

      /**
       * Only the request whose UPDATE still finds the old token current issues a replacement; a
       * concurrent one with the same token goes on with it under the grace period.
       */
      const refresh = (row: Row, now: number) => {
        const token = newToken()
        return sql`
          UPDATE sessions SET previous_token_hash = token_hash,
            previous_valid_until = ${new Date(now + REFRESH_GRACE_MS)},
            token_hash = ${tokenHash(token)}, token_issued_at = ${new Date(now)},
            expires_at = ${new Date(now + SESSION_LIFETIME_MS)}
          WHERE id = ${row.id} AND token_hash = ${row.token_hash}
          RETURNING id`.pipe(
          Effect.orDie,
          Effect.map((updated) => (updated.length > 0 ? token : undefined)),
        )
      }

      return {
        create: Effect.fn("Sessions.create")(function* (userId: string) {
          const now = yield* clock.now
          const token = newToken()
          yield* sql`
            INSERT INTO sessions (user_id, token_hash, token_issued_at, expires_at, created_at)
            VALUES (${userId}, ${tokenHash(token)}, ${new Date(now)}, ${new Date(now + SESSION_LIFETIME_MS)},
                    ${new Date(now)})`.pipe(Effect.orDie)
          return token
        }),
        authenticate: Effect.fn("Sessions.authenticate")(function* (token: string) {
          const now = yield* clock.now
          const found = yield* live(tokenHash(token), now)
          if (found === undefined) return undefined
          const { row, current } = found
          const replacement =
            current && now - ms(row.token_issued_at) > REFRESH_AFTER_MS ? yield* refresh(row, now) : undefined
          return { userId: row.user_id, sessionId: row.id, replacement } satisfies ValidSession
        }),
        revoke: Effect.fn("Sessions.revoke")(function* (token: string) {
          const now = yield* clock.now
          const found = yield* live(tokenHash(token), now)
          if (found === undefined) return
          yield* sql`UPDATE sessions SET revoked_at = ${new Date(now)} WHERE id = ${found.row.id}`.pipe(
            Effect.orDie,
          )
        }),
        revokeAll: Effect.fn("Sessions.revokeAll")(function* (userId: string) {
          const now = new Date(yield* clock.now)
          yield* sql`UPDATE sessions SET revoked_at = ${now}
                     WHERE user_id = ${userId} AND revoked_at IS NULL`.pipe(Effect.orDie)
        }),
      }
    }),
  )
}
