import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Carts: a stay, room type, rate plan and the coupon and wallet choices a checkout prices. Prices
 * are never stored: every read prices the cart again, so a cart shows today's rates and rooms.
 * `shown_price` is the all-in price the traveller saw before checkout, to tell them if it changed.
 */
export const checkoutMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE carts (
    bid text PRIMARY KEY CHECK (bid ~ '^[A-Za-z0-9_-]{22,64}$'),
    hotel_id text NOT NULL REFERENCES hotels(id),
    room_type text NOT NULL CHECK (room_type IN ('common', 'acacia', 'oak', 'maple', 'mahogany')),
    rate_plan text NOT NULL CHECK (rate_plan IN ('rp', 'nrp')),
    checkin date NOT NULL,
    checkout date NOT NULL CHECK (checkout > checkin AND checkout <= checkin + 15),
    roomconfig text NOT NULL CHECK (roomconfig ~ '^[1-5]-[0-5](,[1-5]-[0-5]){0,4}$'),
    channel text NOT NULL CHECK (channel IN ('website', 'gdc')),
    user_id bigint REFERENCES users(id),
    coupon_code text CHECK (coupon_code = upper(coupon_code) AND coupon_code <> ''),
    apply_wallet boolean NOT NULL,
    shown_price integer CHECK (shown_price >= 0),
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL CHECK (updated_at >= created_at))`
  yield* sql`CREATE INDEX carts_user ON carts (user_id) WHERE user_id IS NOT NULL`
})
