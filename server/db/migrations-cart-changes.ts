import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Carts notify `data_changes` too (server/db/data-changes.ts), so a process can keep the rows it
 * reads (ADR 116): `cart:<bid>` when a cart is updated or deleted, `carts` for a TRUNCATE. A new
 * cart needs none: no process can have kept a row that did not exist. A process of an earlier
 * version reads these payloads as unknown and drops every version it keeps, which is safe.
 */
export const cartChangesMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION notify_cart_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('data_changes', 'cart:' || OLD.bid);
      RETURN NULL;
    END $$`)
  yield* sql.unsafe(`CREATE TRIGGER carts_change AFTER UPDATE OR DELETE ON carts
    FOR EACH ROW EXECUTE FUNCTION notify_cart_change()`)
  yield* sql.unsafe(`CREATE OR REPLACE FUNCTION notify_carts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('data_changes', 'carts');
      RETURN NULL;
    END $$`)
  yield* sql.unsafe(`CREATE TRIGGER carts_truncate AFTER TRUNCATE ON carts
    FOR EACH STATEMENT EXECUTE FUNCTION notify_carts_truncate()`)
})
