import { createHash, createHmac, randomBytes } from "node:crypto"
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { BadRequest, entry } from "#core/api/errors.ts"
import { AppClock } from "#core/services/clock.ts"
import { ServerSettings } from "../settings.ts"
import { EXPIRES_KEY, expiresAtMs, parsePayload } from "./payload.ts"

/** How long a challenge may take from the widget's fetch to its verification. */
export const CHALLENGE_TTL_MS = 10 * 60_000
/** How long a proof waits for the booking it was earned for. */
export const PROOF_TTL_MS = 10 * 60_000

/** A passed captcha, as captchaVerifyV2 answers it. */
export interface CaptchaProof {
  /** 256 random bits, base64url; shown once, stored only as a digest. */
  readonly token: string
  /** Epoch ms. */
  readonly expiresAt: number
}

const refusal = (code: string, message: string) => new BadRequest(entry(code, message, "payload"))
const unreadable = refusal(
  "captcha_unreadable",
  "The security check could not be read. Please complete it again.",
)
const failed = refusal("captcha_failed", "The security check did not pass. Please complete it again.")
const expired = refusal("captcha_expired", "The security check has expired. Please complete it again.")
const spent = refusal("captcha_used", "This security check has already been used. Please complete it again.")

const digest = (token: string) => createHash("sha256").update(token).digest("hex")

/**
 * ALTCHA proof of work for guest actions that cost the business something (spec-checkout §7:
 * pay at hotel sends `recaptcha_user_token`; ADR 079). Challenges are stateless and signed; a solved
 * one is exchanged once for a proof token, and the action that needs it consumes that token once.
 */
export class Captcha extends Context.Service<
  Captcha,
  {
    /** A new signed challenge for the widget. */
    readonly challenge: Effect.Effect<Challenge>
    /** Checks the widget's payload and, the first time it passes, answers a single-use proof. */
    readonly verify: (payload: string) => Effect.Effect<CaptchaProof, BadRequest>
    /** True once for a live proof, then false; false for an expired or unknown one. */
    readonly consume: (token: string) => Effect.Effect<boolean>
  }
>()("booking/server/captcha/Captcha") {
  static readonly layer = Layer.effect(
    Captcha,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const { captcha } = yield* ServerSettings
      const hmacSignatureSecret = Redacted.value(captcha.hmacKey)
      // Signing the derived key lets verification skip re-deriving it: checking a payload costs one
      // HMAC, so refusing junk is cheap.
      const hmacKeySignatureSecret = createHmac("sha256", hmacSignatureSecret)
        .update("altcha derived key")
        .digest("hex")

      const challenge = Effect.gen(function* () {
        const now = yield* clock.now
        return yield* Effect.promise(() =>
          createChallenge({
            algorithm: "PBKDF2/SHA-256",
            cost: captcha.cost,
            counter: randomInt(captcha.maxCounter, Math.ceil(captcha.maxCounter / 2)),
            deriveKey,
            data: { [EXPIRES_KEY]: Math.floor((now + CHALLENGE_TTL_MS) / 1000) },
            hmacSignatureSecret,
            hmacKeySignatureSecret,
          }),
        )
      }).pipe(Effect.withSpan("Captcha.challenge"))

      const verify = Effect.fn("Captcha.verify")(function* (raw: string) {
        const payload = parsePayload(raw)
        if (payload === undefined) return yield* unreadable
        const result = yield* Effect.tryPromise(() =>
          verifySolution({
            challenge: payload.challenge,
            solution: payload.solution,
            deriveKey,
            hmacSignatureSecret,
            hmacKeySignatureSecret,
          }),
        ).pipe(Effect.catch(() => unreadable))
        if (!result.verified) return yield* failed
        // The signature covers the expiry, so it is ours; every challenge we sign has one.
        const expiresAt = expiresAtMs(payload)
        const now = yield* clock.now
        if (expiresAt === undefined || expiresAt <= now) return yield* expired
        const token = randomBytes(32).toString("base64url")
        const proof = { token, expiresAt: now + PROOF_TTL_MS }
        const fresh = yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const at = new Date(now)
              yield* sql`DELETE FROM captcha_spent_challenges WHERE expires_at <= ${at}`
              yield* sql`DELETE FROM captcha_proofs WHERE expires_at <= ${at}`
              // The nonce is remembered only until the challenge expires: after that it is refused anyway.
              const taken = yield* sql`INSERT INTO captcha_spent_challenges (nonce, expires_at)
                VALUES (${payload.challenge.parameters.nonce}, ${new Date(expiresAt)})
                ON CONFLICT (nonce) DO NOTHING RETURNING nonce`
              if (taken.length === 0) return false
              yield* sql`INSERT INTO captcha_proofs (token_hash, expires_at)
                VALUES (${digest(token)}, ${new Date(proof.expiresAt)})`
              return true
            }),
          )
          .pipe(Effect.orDie)
        if (!fresh) return yield* spent
        return proof
      })

      const consume = Effect.fn("Captcha.consume")(function* (token: string) {
        const now = yield* clock.now
        // Deleting is what makes a proof single-use: of two concurrent bookings one gets the row.
        const rows = yield* sql<{ readonly expires_at: Date | string }>`
          DELETE FROM captcha_proofs WHERE token_hash = ${digest(token)} RETURNING expires_at`.pipe(
          Effect.orDie,
        )
        const row = rows[0]
        return row !== undefined && new Date(row.expires_at).getTime() > now
      })

      return Captcha.of({ challenge, verify, consume })
    }),
  )
}
