import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * The points wallet's ledger (docs/rewards.md). Amounts are integer paise. A credit keeps what is
 * left of it in `available_paise`; expiry is read against `expires_at` at the moment asked, so no
 * job has to run for points to expire. A debit records the credits it drew on in
 * `points_debit_parts`, which is what lets a reversal give each part back to its own credit.
 */
export const pointsLedgerMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE points_entries (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id),
    kind text NOT NULL CHECK (kind IN ('credit', 'debit')),
    amount_paise integer NOT NULL CHECK (amount_paise > 0),
    available_paise integer CHECK (available_paise BETWEEN 0 AND amount_paise),
    expires_at timestamptz,
    perishable boolean NOT NULL,
    particular text NOT NULL CHECK (char_length(particular) BETWEEN 1 AND 200),
    order_id text CHECK (char_length(order_id) BETWEEN 1 AND 64),
    created_at timestamptz NOT NULL,
    reversed_at timestamptz,
    CHECK ((kind = 'credit') = (available_paise IS NOT NULL)),
    CHECK ((kind = 'credit') = (expires_at IS NOT NULL)),
    CHECK (kind = 'debit' OR reversed_at IS NULL))`
  yield* sql`CREATE INDEX points_entries_user ON points_entries (user_id, kind)`
  // One stay credit and one debit per order: what makes crediting and debiting an order idempotent.
  yield* sql`CREATE UNIQUE INDEX points_entries_order ON points_entries (order_id, kind)
    WHERE order_id IS NOT NULL`
  yield* sql`CREATE TABLE points_debit_parts (
    debit_id bigint NOT NULL REFERENCES points_entries(id),
    credit_id bigint NOT NULL REFERENCES points_entries(id),
    amount_paise integer NOT NULL CHECK (amount_paise > 0),
    PRIMARY KEY (debit_id, credit_id))`
})
