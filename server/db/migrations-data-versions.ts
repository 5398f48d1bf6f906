import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Versions of the data that cached answers depend on (ADR 076). Triggers bump them in the same
 * transaction as the write, so a server process that reads a version sees it move exactly when the
 * data it guards does, whichever process (or a hand-written statement) wrote it.
 *
 * - `data_versions`: one row per rarely written data set. 'reviews' moves with every change of the
 *   reviews table (a search's ratings); reviews are rare writes, so one row is no hot spot.
 * - `hotel_versions`: one row per hotel, bumped by any change of its `room_nights` or
 *   `rate_overrides` rows (what its search price reads). Bookings of different hotels never touch
 *   the same version row; a hotel's row is created by its first change.
 *
 * The triggers are per statement with a transition table: a statement touching many nights of a
 * hotel bumps its version once, and the upsert takes the version rows in hotel id order, so two
 * statements never lock them in opposite orders. A trigger with a transition table has one event,
 * hence three per table.
 */
export const dataVersionsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE data_versions (name text PRIMARY KEY, version bigint NOT NULL)`
  yield* sql`INSERT INTO data_versions (name, version) VALUES ('reviews', 1)`
  yield* sql`CREATE TABLE hotel_versions (hotel_id text PRIMARY KEY, version bigint NOT NULL)`
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION bump_reviews_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE data_versions SET version = version + 1 WHERE name = 'reviews';
      RETURN NULL;
    END $$`)
  yield* sql.unsafe(`CREATE TRIGGER reviews_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
    FOR EACH STATEMENT EXECUTE FUNCTION bump_reviews_version()`)
  // Reads the statement's transition table, which every trigger below names `changed`.
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION bump_hotel_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO hotel_versions (hotel_id, version)
      SELECT hotel_id, 1 FROM (SELECT DISTINCT hotel_id FROM changed) AS c ORDER BY hotel_id
      ON CONFLICT (hotel_id) DO UPDATE SET version = hotel_versions.version + 1;
      RETURN NULL;
    END $$`)
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION bump_all_hotel_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE hotel_versions SET version = version + 1;
      RETURN NULL;
    END $$`)
  for (const table of ["room_nights", "rate_overrides"]) {
    for (const [event, transition] of [
      ["INSERT", "NEW"],
      ["UPDATE", "NEW"],
      ["DELETE", "OLD"],
    ] as const) {
      yield* sql.unsafe(`CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table}
        REFERENCING ${transition} TABLE AS changed
        FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_versions()`)
    }
    yield* sql.unsafe(`CREATE TRIGGER ${table}_version_truncate AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION bump_all_hotel_versions()`)
  }
})

/**
 * The same triggers also notify `data_changes` (server/db/data-changes.ts) with what changed, so a
 * server process can keep the versions in memory instead of reading them per request (ADR 076,
 * amendment): `reviews`, `hotel:<id>` for each hotel a statement touched, `hotels` for a TRUNCATE of
 * its inventory. NOTIFY is transactional: listeners hear it only once the write has committed, and
 * never for a rollback. The version rows stay: they are what a process falls back on while its
 * listener is not subscribed.
 */
export const dataChangeNotificationsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION bump_reviews_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE data_versions SET version = version + 1 WHERE name = 'reviews';
      PERFORM pg_notify('data_changes', 'reviews');
      RETURN NULL;
    END $$`)
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION bump_hotel_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO hotel_versions (hotel_id, version)
      SELECT hotel_id, 1 FROM (SELECT DISTINCT hotel_id FROM changed) AS c ORDER BY hotel_id
      ON CONFLICT (hotel_id) DO UPDATE SET version = hotel_versions.version + 1;
      PERFORM pg_notify('data_changes', 'hotel:' || hotel_id) FROM (SELECT DISTINCT hotel_id FROM changed) AS c;
      RETURN NULL;
    END $$`)
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION bump_all_hotel_versions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE hotel_versions SET version = version + 1;
      PERFORM pg_notify('data_changes', 'hotels');
      RETURN NULL;
    END $$`)
})
