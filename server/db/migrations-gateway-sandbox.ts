import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The payment gateway sandbox's own store (ADR 077): the gateway's side of a payment, kept apart
 * from our checkout tables as a real gateway's would be. Amounts are paise, as on Razorpay's wire.
 */
export const gatewaySandboxMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE gateway_sandbox_orders (
    id text PRIMARY KEY,
    amount integer NOT NULL CHECK (amount >= 100),
    amount_paid integer NOT NULL DEFAULT 0 CHECK (amount_paid IN (0, amount)),
    currency text NOT NULL CHECK (currency = 'INR'),
    receipt text NOT NULL CHECK (char_length(receipt) <= 40),
    notes text NOT NULL,
    status text NOT NULL CHECK (status IN ('created', 'attempted', 'paid')),
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    created_at timestamptz NOT NULL)`
  // `seq` orders payments as they were made: several can share an instant under a fixed clock.
  yield* sql`CREATE TABLE gateway_sandbox_payments (
    seq bigserial PRIMARY KEY,
    id text NOT NULL UNIQUE,
    order_id text NOT NULL REFERENCES gateway_sandbox_orders(id),
    amount integer NOT NULL,
    currency text NOT NULL,
    status text NOT NULL CHECK (status IN ('captured', 'failed')),
    method text NOT NULL CHECK (method IN ('card', 'upi', 'netbanking')),
    email text NOT NULL,
    contact text NOT NULL,
    created_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX gateway_sandbox_payments_order ON gateway_sandbox_payments (order_id, seq)`
  // `body` is kept byte for byte: a retry sends exactly what was signed the first time.
  // `next_attempt_at` is NULL once delivered or given up.
  yield* sql`CREATE TABLE gateway_sandbox_webhooks (
    seq bigserial PRIMARY KEY,
    event_id text NOT NULL UNIQUE,
    event text NOT NULL,
    body text NOT NULL,
    created_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    last_status text,
    delivered_at timestamptz)`
  yield* sql`CREATE INDEX gateway_sandbox_webhooks_due ON gateway_sandbox_webhooks (next_attempt_at)`
})
