import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Tables of the local tracking and error-reporting sinks (ADR 040). The API schema bounds every field;
 * the CHECKs repeat the bounds so no other writer can grow a row without limit. jsonb sizes are
 * checked in bytes on the text form, which allows for multi-byte characters and the spaces jsonb adds.
 * Plain PostgreSQL, as in migrations.ts: no extensions, no exclusion constraints.
 */
export const telemetryMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE tracking_events (
    id bigserial PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('identify', 'track', 'page')),
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    properties jsonb NOT NULL CHECK (jsonb_typeof(properties) = 'object' AND octet_length(properties::text) <= 32768),
    at timestamptz NOT NULL,
    anonymous_id text NOT NULL CHECK (char_length(anonymous_id) BETWEEN 1 AND 100),
    user_id text CHECK (char_length(user_id) BETWEEN 1 AND 100),
    logged_in boolean NOT NULL,
    channel text NOT NULL CHECK (channel IN ('website', 'gdc')),
    created_at timestamptz NOT NULL)`
  // Retention deletes by age; journeys and support read one visitor's events in order.
  yield* sql`CREATE INDEX tracking_events_created ON tracking_events (created_at)`
  yield* sql`CREATE INDEX tracking_events_anonymous ON tracking_events (anonymous_id, id)`
  yield* sql`CREATE TABLE error_reports (
    id bigserial PRIMARY KEY,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
    message text NOT NULL CHECK (char_length(message) <= 2000),
    stack text CHECK (char_length(stack) <= 8000),
    url text CHECK (char_length(url) <= 2000),
    at timestamptz NOT NULL,
    anonymous_id text NOT NULL CHECK (char_length(anonymous_id) BETWEEN 1 AND 100),
    extra jsonb CHECK (jsonb_typeof(extra) = 'object' AND octet_length(extra::text) <= 32768),
    created_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX error_reports_created ON error_reports (created_at)`
  yield* sql`CREATE INDEX error_reports_anonymous ON error_reports (anonymous_id, id)`
})
