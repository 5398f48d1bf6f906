import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Web check-in (ADR 088): one row per booking. Of the photo ID only its type and the number's last
 * 4 characters are kept for good; the image is kept until `purge_at`, the stay's check-out time,
 * then set to NULL by the lifecycle pass (docs/privacy.md).
 */
export const webCheckInMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE web_check_ins (
    order_id text PRIMARY KEY REFERENCES orders(order_id),
    id_type text NOT NULL CHECK (id_type IN ('aadhaar', 'passport', 'driving_licence', 'voter_id')),
    id_last4 text NOT NULL,
    id_image bytea,
    id_image_type text CHECK (id_image_type IN ('image/jpeg', 'image/png')),
    id_given_at timestamptz NOT NULL,
    purge_at timestamptz NOT NULL,
    image_purged_at timestamptz,
    room jsonb,
    reference text UNIQUE,
    completed_at timestamptz,
    CHECK ((id_image IS NULL) = (image_purged_at IS NOT NULL)))`
  // The purge reads the images still held whose time has come.
  yield* sql`CREATE INDEX web_check_ins_held ON web_check_ins (purge_at) WHERE id_image IS NOT NULL`
})
