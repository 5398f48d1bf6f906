import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * One-time codes and rate counters (ADR 051). Everything the limits depend on is here, never in
 * process memory, so any number of server processes agree. Plain PostgreSQL, as in migrations.ts.
 */
export const otpMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // One row per number and purpose: the current code. A new code overwrites the row, which is what
  // invalidates the previous one; its row lock serialises sends and verifications of that number.
  yield* sql`CREATE TABLE otp_codes (
    purpose text NOT NULL CHECK (purpose IN ('sign_in', 'pay_at_hotel', 'profile_phone')),
    phone text NOT NULL CHECK (phone ~ '^[6-9][0-9]{9}$'),
    code_hash text NOT NULL,
    salt text NOT NULL,
    sent_at timestamptz NOT NULL,
    used_at timestamptz,
    failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
    PRIMARY KEY (purpose, phone))`
  // Sends and wrong tries per number and purpose, counted over sliding windows; they outlive codes,
  // so a new code never resets them.
  yield* sql`CREATE TABLE otp_events (
    id bigserial PRIMARY KEY,
    purpose text NOT NULL,
    phone text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('sent', 'failed')),
    at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX otp_events_number ON otp_events (purpose, phone, kind, at)`
  yield* sql`CREATE TABLE verified_phones (
    phone text PRIMARY KEY CHECK (phone ~ '^[6-9][0-9]{9}$'),
    verified_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL)`
  yield* sql`CREATE TABLE rate_events (
    id bigserial PRIMARY KEY,
    key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 300),
    at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX rate_events_key ON rate_events (key, at)`
})
