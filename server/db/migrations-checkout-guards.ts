import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * WhatsApp opt-ins and single-use captcha proofs for checkout (ADR 079). Plain PostgreSQL, as in
 * migrations.ts.
 */
export const checkoutGuardsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // spec-checkout §4 'WhatsApp opt-in': no row is 'unknown (never asked)', which is not 'false'.
  yield* sql`CREATE TABLE whatsapp_optins (
    id text PRIMARY KEY CHECK (id ~ '^\\+[1-9][0-9]{7,14}$'),
    opted_in boolean NOT NULL,
    channel text NOT NULL CHECK (channel IN ('direct')),
    updated_at timestamptz NOT NULL)`
  // Solved challenges by nonce, kept until they expire, so one solution buys one proof.
  yield* sql`CREATE TABLE captcha_spent_challenges (
    nonce text PRIMARY KEY,
    expires_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX captcha_spent_challenges_expiry ON captcha_spent_challenges (expires_at)`
  // Only a digest of each proof is stored: a leaked table holds nothing a request could present.
  yield* sql`CREATE TABLE captcha_proofs (
    token_hash text PRIMARY KEY,
    expires_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX captcha_proofs_expiry ON captcha_proofs (expires_at)`
})
