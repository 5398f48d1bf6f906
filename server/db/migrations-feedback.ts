import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Per-aspect ratings beside a review's overall stars (ADR 073). Nullable: a review written without
 * them (today's review form asks only for stars) simply does not count towards an aspect's average.
 * The fixture reviews get theirs from the seed, like their stars.
 */
export const reviewAspectsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const column of ["cleanliness", "staff", "location", "value_for_money", "room", "sleep_quality"]) {
    yield* sql`ALTER TABLE reviews ADD COLUMN ${sql(column)} smallint
      CHECK (${sql(column)} BETWEEN 1 AND 5)`
  }
})

/** Travellers' questions about a hotel and their answers (spec-checkout §3 Q&A, ADR 073). */
export const questionsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE questions (
    id serial PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id),
    question text NOT NULL CHECK (char_length(question) BETWEEN 1 AND 2000),
    author text NOT NULL CHECK (char_length(author) BETWEEN 1 AND 60),
    posted_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX questions_hotel ON questions (hotel_id, posted_at DESC, id DESC)`
  // verified: the hotel's own team, or a guest with a completed stay at the hotel.
  yield* sql`CREATE TABLE answers (
    id serial PRIMARY KEY,
    question_id integer NOT NULL REFERENCES questions(id),
    answer text NOT NULL CHECK (char_length(answer) BETWEEN 1 AND 2000),
    author text NOT NULL CHECK (char_length(author) BETWEEN 1 AND 60),
    verified boolean NOT NULL,
    posted_at timestamptz NOT NULL)`
  yield* sql`CREATE INDEX answers_question ON answers (question_id, posted_at, id)`
})

/**
 * Notify me (spec-search §7, ADR 073): a traveller waits for rooms of a stay. `notified_at` is set
 * exactly once, in the transaction that writes the e-mail to the outbox (or at once when rooms were
 * free when asked), so a request is never told twice.
 */
export const availabilityNoticesMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE availability_notices (
    id serial PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id),
    checkin date NOT NULL,
    checkout date NOT NULL CHECK (checkout > checkin),
    room_config text NOT NULL,
    room_type text,
    email text NOT NULL,
    created_at timestamptz NOT NULL,
    notified_at timestamptz)`
  // The watch reads a hotel's waiting requests on every inventory change of that hotel.
  yield* sql`CREATE INDEX availability_notices_waiting ON availability_notices (hotel_id, id)
    WHERE notified_at IS NULL`
  // One waiting request per address and stay: asking twice must not mean two e-mails.
  yield* sql`CREATE UNIQUE INDEX availability_notices_once ON availability_notices
    (hotel_id, checkin, checkout, room_config, (coalesce(room_type, '')), email)
    WHERE notified_at IS NULL`
})
