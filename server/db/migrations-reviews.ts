import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Guest reviews, one per completed stay. A hotel's rating is the average of its rows, read when a
 * search needs it, so a review written on one server process counts on every other at once.
 */
export const reviewsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE reviews (
    id integer PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id),
    user_id integer NOT NULL,
    stay_id integer NOT NULL UNIQUE,
    rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    review_text text NOT NULL,
    created_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX reviews_hotel ON reviews (hotel_id, created_at DESC)`
})
