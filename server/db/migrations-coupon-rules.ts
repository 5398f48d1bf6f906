import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { FIXTURE_COUPONS, FIXTURE_RULE_COUPONS } from "#fixtures/data/coupons.ts"

/**
 * Coupon rules beyond a percent (core/pricing/coupons.ts): a flat amount or a capped percent, a
 * minimum bill, and usage limits per guest and in total, counted in `coupon_redemptions`.
 */
export const couponRulesMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // Exactly one of percent and amount_paise says what a coupon takes off; only a percent has a cap.
  yield* sql`ALTER TABLE coupons
    ALTER COLUMN percent DROP NOT NULL,
    ADD COLUMN amount_paise integer CHECK (amount_paise > 0),
    ADD COLUMN max_discount_paise integer CHECK (max_discount_paise > 0),
    ADD COLUMN min_bill_paise integer NOT NULL DEFAULT 0 CHECK (min_bill_paise >= 0),
    ADD COLUMN per_guest_limit integer CHECK (per_guest_limit >= 1),
    ADD COLUMN total_limit integer CHECK (total_limit >= 1),
    ADD CONSTRAINT coupons_one_offer CHECK (
      (percent IS NULL) <> (amount_paise IS NULL) AND (max_discount_paise IS NULL OR percent IS NOT NULL))`
  // One row per confirmed booking that used a coupon: the usage limits count these. `user_key` is
  // couponGuestKey's: 'user:<id>' for a member, 'email:<address>' for a guest.
  yield* sql`CREATE TABLE coupon_redemptions (
    order_id text PRIMARY KEY CHECK (order_id <> ''),
    code text NOT NULL REFERENCES coupons(code),
    user_key text NOT NULL CHECK (user_key ~ '^(user|email):.'),
    channel text NOT NULL CHECK (channel IN ('website', 'gdc')),
    created_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX coupon_redemptions_guest ON coupon_redemptions (code, user_key)`
  // The first coupons keep working as they did: no cap, no minimum, no limit (the fixtures say so).
  for (const c of FIXTURE_COUPONS) {
    yield* sql`UPDATE coupons SET max_discount_paise = ${c.maxDiscountPaise}, min_bill_paise = ${c.minBillPaise},
      per_guest_limit = ${c.perGuestLimit}, total_limit = ${c.totalLimit} WHERE code = ${c.code}`
  }
  const rows = FIXTURE_RULE_COUPONS.map((c) => ({
    code: c.code,
    percent: c.kind === "percent" ? c.percent : null,
    amount_paise: c.kind === "flat" ? c.amountPaise : null,
    max_discount_paise: c.kind === "percent" ? c.maxDiscountPaise : null,
    valid_from: c.validFrom,
    valid_until: c.validUntil,
    min_nights: c.minNights,
    channel: c.channel,
    members_only: c.membersOnly,
    min_bill_paise: c.minBillPaise,
    per_guest_limit: c.perGuestLimit,
    total_limit: c.totalLimit,
    description: c.description,
  }))
  // The fixture list is a non-empty literal.
  yield* sql`INSERT INTO coupons ${sql.insert(rows as unknown as readonly [(typeof rows)[number], ...typeof rows])}`
})
