import { Effect } from "effect"
import { SqlClient } from "effect/sql"

/**
 * Sign-in with Google or Facebook (ADR 085) creates accounts from a verified e-mail alone: the
 * providers give no mobile number, so an account may lack one, as an account made by SMS code may
 * lack an e-mail. The number is still unique when present; the profile page adds it with a code.
 */
export const socialSignInMigration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE users ALTER COLUMN phone DROP NOT NULL`
  // Every account can still be reached: by its e-mail, its phone, or both.
  yield* sql`ALTER TABLE users ADD CONSTRAINT users_email_or_phone CHECK (email IS NOT NULL OR phone IS NOT NULL)`
})
