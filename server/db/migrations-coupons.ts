import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { FIXTURE_COUPONS } from "#fixtures/data/coupons.ts"

/**
 * Coupons a traveller can type on the hotel page and at checkout (core/pricing/coupons.ts decides
 * whether one applies). Codes are stored in upper case and looked up in upper case. The fixture
 * coupons come with the table: a coupon catalogue is reference data, like the hotels.
 */
export const couponsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE coupons (
    code text PRIMARY KEY CHECK (code = upper(code) AND code <> ''),
    percent integer NOT NULL CHECK (percent BETWEEN 1 AND 100),
    valid_from date NOT NULL,
    valid_until date NOT NULL CHECK (valid_until >= valid_from),
    min_nights integer NOT NULL DEFAULT 1 CHECK (min_nights >= 1),
    channel text CHECK (channel IN ('website', 'gdc')),
    members_only boolean NOT NULL DEFAULT false,
    description text NOT NULL)`
  const rows = FIXTURE_COUPONS.map((c) => ({
    code: c.code,
    percent: c.percent,
    valid_from: c.validFrom,
    valid_until: c.validUntil,
    min_nights: c.minNights,
    channel: c.channel,
    members_only: c.membersOnly,
    description: c.description,
  }))
  // The fixture list is a non-empty literal.
  yield* sql`INSERT INTO coupons ${sql.insert(rows as unknown as readonly [(typeof rows)[number], ...typeof rows])}`
})
