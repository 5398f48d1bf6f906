import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import {
  PREFERENCE_NOTE_MAX,
  PREFERENCE_TYPES,
  PROFILE_GENDERS,
  PROFILE_LANGUAGES,
  PROFILE_TITLES,
} from "#core/account/profile-constants.ts"

/** A CHECK's list, from the constants the server validates with (they hold no quotes). */
const listOf = (values: ReadonlyArray<string>) => values.map((value) => `'${value}'`).join(", ")

/**
 * Profile details (ADR 089): title, gender and language on the member's row, NULL when not given;
 * stay preferences one row per type. The CHECKs repeat core/account/profile-constants.ts.
 */
export const profileDetailsMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`ALTER TABLE users
    ADD COLUMN title text CHECK (title IN (${listOf(PROFILE_TITLES)})),
    ADD COLUMN gender text CHECK (gender IN (${listOf(PROFILE_GENDERS)})),
    ADD COLUMN language text CHECK (language IN (${listOf(PROFILE_LANGUAGES)}))`)
  yield* sql.unsafe(`CREATE TABLE profile_preferences (
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN (${listOf(PREFERENCE_TYPES)})),
    note text NOT NULL CHECK (char_length(note) <= ${PREFERENCE_NOTE_MAX}),
    PRIMARY KEY (user_id, type))`)
})
