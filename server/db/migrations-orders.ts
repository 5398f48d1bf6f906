import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Orders, room holds, payments and gateway webhook events (ADR 078). Amounts are integer paise.
 * An order id is a capability (it opens /payment-process/ and /confirmation/): 'BK' and 26
 * base-32 characters, 130 random bits.
 */
export const ordersMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // `plan` is the priced itinerary at the moment of ordering: confirmation shows what was charged,
  // whatever prices do later. `rooms_held` is true while order_nights' rooms are counted in
  // room_nights; clearing it is what makes a release happen exactly once.
  yield* sql`CREATE TABLE orders (
    order_id text PRIMARY KEY CHECK (order_id ~ '^BK[A-Z2-7]{26}$'),
    bid text NOT NULL,
    user_id bigint REFERENCES users(id),
    hotel_id text NOT NULL REFERENCES hotels(id),
    room_type text NOT NULL,
    rate_plan text NOT NULL,
    checkin date NOT NULL,
    checkout date NOT NULL CHECK (checkout > checkin),
    rooms integer NOT NULL CHECK (rooms > 0),
    roomconfig text NOT NULL,
    channel text NOT NULL,
    coupon_code text,
    plan jsonb NOT NULL,
    mode text NOT NULL CHECK (mode IN ('pay_now', 'pay_at_hotel')),
    status text NOT NULL CHECK (status IN ('initiated', 'reserved', 'confirmed', 'failed', 'expired')),
    total_paise integer NOT NULL CHECK (total_paise >= 0),
    pay_now_paise integer NOT NULL CHECK (pay_now_paise >= 0 AND pay_now_paise <= total_paise),
    points_paise integer NOT NULL CHECK (points_paise >= 0),
    guest_name text NOT NULL,
    country_code text NOT NULL,
    mobile text NOT NULL,
    email text NOT NULL,
    email_given boolean NOT NULL,
    gstin text,
    organization_name text,
    organization_address text,
    whatsapp boolean NOT NULL,
    message text,
    rooms_held boolean NOT NULL,
    refund_due boolean NOT NULL DEFAULT false,
    hold_expires_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    confirmed_at timestamptz,
    CHECK (gstin IS NOT NULL OR (organization_name IS NULL AND organization_address IS NULL)),
    CHECK ((mode = 'pay_now') = (hold_expires_at IS NOT NULL)))`
  yield* sql`CREATE INDEX orders_open ON orders (status, hold_expires_at)`
  yield* sql`CREATE INDEX orders_mobile ON orders (mobile, status)`
  yield* sql`CREATE TABLE order_nights (
    order_id text NOT NULL REFERENCES orders(order_id),
    hotel_id text NOT NULL,
    room_type text NOT NULL,
    night date NOT NULL,
    rooms integer NOT NULL CHECK (rooms > 0),
    PRIMARY KEY (order_id, night))`
  // One row per attempt to pay (ps_order_id); the gateway order id is what signatures are checked against.
  yield* sql`CREATE TABLE payments (
    ps_order_id text PRIMARY KEY,
    order_id text NOT NULL REFERENCES orders(order_id),
    gateway_order_id text NOT NULL UNIQUE,
    payment_id text UNIQUE,
    status text NOT NULL CHECK (status IN ('created', 'captured', 'failed')),
    amount_paise integer NOT NULL CHECK (amount_paise > 0),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX payments_order ON payments (order_id)`
  yield* sql`CREATE TABLE gateway_events (
    event_id text PRIMARY KEY,
    event text NOT NULL,
    gateway_order_id text NOT NULL,
    received_at timestamptz NOT NULL)`
})
