import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Bookings after checkout (ADR 084): an order once booked moves through its stay (checked in,
 * checked out, no-show) or is cancelled by its link; members may sign in with Google or Facebook.
 */
export const bookingsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE orders DROP CONSTRAINT orders_status_check`
  yield* sql`ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN
    ('initiated', 'reserved', 'confirmed', 'failed', 'expired', 'cancelled', 'checked_in', 'checked_out', 'noshow'))`
  // The cancellation link's secret: 244 random bits from two v4 UUIDs (pg_strong_random), so
  // every order has one however it was written. Anyone holding it may cancel (spec-checkout §2).
  yield* sql`ALTER TABLE orders ADD COLUMN cancellation_hash text NOT NULL UNIQUE
    DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`
  yield* sql`ALTER TABLE orders ADD COLUMN cancelled_at timestamptz`
  yield* sql`ALTER TABLE orders ADD COLUMN cancellation_charge_paise integer CHECK (cancellation_charge_paise >= 0)`
  yield* sql`ALTER TABLE orders ADD COLUMN refund_paise integer CHECK (refund_paise >= 0)`
  yield* sql`ALTER TABLE orders ADD COLUMN cancellation_reason text`
  yield* sql`ALTER TABLE orders ADD COLUMN cancellation_message text`
  yield* sql`ALTER TABLE orders ADD COLUMN checked_in_at timestamptz`
  yield* sql`ALTER TABLE orders ADD COLUMN checked_out_at timestamptz`
  yield* sql`ALTER TABLE orders ADD CONSTRAINT orders_cancelled_has_charge CHECK
    (status <> 'cancelled' OR (cancelled_at IS NOT NULL AND cancellation_charge_paise IS NOT NULL AND refund_paise IS NOT NULL))`
  yield* sql`CREATE INDEX orders_user_checkin ON orders (user_id, checkin DESC)`
  // One account per provider subject; the provider's e-mail may later differ from the account's.
  yield* sql`CREATE TABLE social_identities (
    provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
    subject text NOT NULL,
    user_id bigint NOT NULL REFERENCES users(id),
    created_at timestamptz NOT NULL,
    PRIMARY KEY (provider, subject))`
})
