import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Accounts, sessions and password-reset links (ADR 050). Tokens are stored only as hex SHA-256
 * hashes, so a copy of the database lets nobody in. Plain PostgreSQL, as in migrations.ts.
 */
export const accountsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // Fixture users keep their catalogue ids; the seed moves the sequence past them.
  // `email` is stored lower-cased; a member who signed up by SMS code may have none.
  // `phone` is the 10-digit national number (India). No password: sign-in by code or reset link only.
  yield* sql`CREATE TABLE users (
    id bigserial PRIMARY KEY,
    email text UNIQUE CHECK (char_length(email) BETWEEN 3 AND 254),
    phone text NOT NULL UNIQUE CHECK (phone ~ '^[6-9][0-9]{9}$'),
    first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 60),
    last_name text NOT NULL CHECK (char_length(last_name) <= 60),
    password_hash text CHECK (char_length(password_hash) <= 200),
    communication_type text NOT NULL CHECK (communication_type IN ('email', 'sms')),
    member boolean NOT NULL,
    has_opted_for_whatsapp boolean,
    company_name text CHECK (char_length(company_name) <= 200),
    company_address text CHECK (char_length(company_address) <= 500),
    company_gstin text CHECK (char_length(company_gstin) = 15),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    CHECK ((company_name IS NULL) = (company_gstin IS NULL) AND (company_address IS NULL) = (company_gstin IS NULL)))`
  // The token in use, and the one it replaced, honoured until `previous_valid_until` (refresh grace).
  yield* sql`CREATE TABLE sessions (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    token_hash text NOT NULL UNIQUE CHECK (char_length(token_hash) = 64),
    token_issued_at timestamptz NOT NULL,
    previous_token_hash text UNIQUE CHECK (char_length(previous_token_hash) = 64),
    previous_valid_until timestamptz,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX sessions_user ON sessions (user_id)`
  yield* sql`CREATE TABLE password_resets (
    token_hash text PRIMARY KEY CHECK (char_length(token_hash) = 64),
    user_id bigint NOT NULL REFERENCES users(id),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz)`
  yield* sql`CREATE INDEX password_resets_user ON password_resets (user_id)`
})
