import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Feedback per completed stay and verified reviews (ADR 093). A checked-out booking gets one
 * feedback row (its id is the capability the post-stay e-mail links to: 130 random bits); a review
 * a guest publishes through the e-mail's signed link is a `reviews` row tied to that booking, so
 * it counts in the hotel's ratings like the fixture reviews do. Every review belongs to a stay:
 * a fixture one (`stay_id`) or a booking (`order_id`), never neither, so no rating without a stay
 * can reach a hotel's score.
 */
export const guestFeedbackMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE feedbacks (
    id text PRIMARY KEY CHECK (id ~ '^[a-z2-7]{26}$'),
    order_id text NOT NULL UNIQUE REFERENCES orders(order_id),
    hotel_id text NOT NULL REFERENCES hotels(id),
    state text NOT NULL CHECK (state IN ('pending', 'submitted', 'changed')),
    rating smallint CHECK (rating BETWEEN 1 AND 5),
    tags jsonb NOT NULL DEFAULT '[]',
    comments text NOT NULL DEFAULT '' CHECK (char_length(comments) <= 2000),
    -- The review link's reference (ADR 093): random like the id, so the link names no feedback.
    review_ref text NOT NULL UNIQUE CHECK (review_ref ~ '^[a-z2-7]{26}$'),
    review_link_expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL,
    emailed_at timestamptz,
    submitted_at timestamptz,
    updated_at timestamptz NOT NULL,
    CHECK ((state = 'pending') = (submitted_at IS NULL)),
    CHECK (state = 'pending' OR rating IS NOT NULL))`
  // The pass sends the post-stay e-mails of rows not yet e-mailed, after the check-out commits.
  yield* sql`CREATE INDEX feedbacks_unsent ON feedbacks (created_at) WHERE emailed_at IS NULL`
  // The key that signs review links; made here, once, so every server process on the database
  // shares it without configuration (244 random bits from pg_strong_random).
  yield* sql`CREATE TABLE signing_keys (
    purpose text PRIMARY KEY,
    secret text NOT NULL CHECK (char_length(secret) >= 32))`
  yield* sql`INSERT INTO signing_keys (purpose, secret)
    VALUES ('review_link', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`
  // Verified reviews: numbered from a range the fixture ids never reach; dropped with the table.
  yield* sql`CREATE SEQUENCE reviews_verified_id START WITH 1000000000 OWNED BY reviews.id`
  yield* sql`ALTER TABLE reviews ALTER COLUMN stay_id DROP NOT NULL`
  yield* sql`ALTER TABLE reviews ALTER COLUMN user_id DROP NOT NULL`
  yield* sql`ALTER TABLE reviews ADD COLUMN order_id text UNIQUE`
  yield* sql`ALTER TABLE reviews ADD COLUMN stayed_from date`
  yield* sql`ALTER TABLE reviews ADD COLUMN stayed_to date`
  yield* sql`ALTER TABLE reviews ADD CONSTRAINT reviews_have_a_stay
    CHECK ((stay_id IS NULL) <> (order_id IS NULL))`
  yield* sql`ALTER TABLE reviews ADD CONSTRAINT reviews_booking_stay_dates
    CHECK (order_id IS NULL OR (stayed_from IS NOT NULL AND stayed_to > stayed_from))`
})
