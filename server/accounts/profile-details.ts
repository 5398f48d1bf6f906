import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  inPreferenceOrder,
  type Preference,
  type ProfileDetails,
  type ProfileGender,
  type ProfileLanguage,
  type ProfileTitle,
} from "#core/account/profile-constants.ts"

interface DetailsRow {
  readonly title: ProfileTitle | null
  readonly gender: ProfileGender | null
  readonly language: ProfileLanguage | null
}

/**
 * A member's title, gender, language and stay preferences (ADR 089). Values are checked by the
 * caller against core/account/profile-constants.ts; the database's CHECKs back that up.
 */
export class ProfileDetailsRepo extends Context.Service<
  ProfileDetailsRepo,
  {
    /** Undefined when there is no such member. */
    readonly find: (userId: string) => Effect.Effect<ProfileDetails | undefined>
    /** Replaces all of them at once: preferences not listed are removed. False for no such member. */
    readonly save: (userId: string, details: ProfileDetails) => Effect.Effect<boolean>
  }
>()("booking/server/accounts/ProfileDetailsRepo") {
  static readonly layer = Layer.effect(
    ProfileDetailsRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const find = Effect.fn("ProfileDetailsRepo.find")(function* (userId: string) {
        const [row] = yield* sql<DetailsRow>`SELECT title, gender, language FROM users WHERE id = ${userId}`
        if (row === undefined) return undefined
        const preferences = yield* sql<Preference>`SELECT type, note FROM profile_preferences
          WHERE user_id = ${userId}`
        return {
          title: row.title,
          gender: row.gender,
          language: row.language,
          preferences: inPreferenceOrder(preferences.map(({ type, note }) => ({ type, note }))),
        }
      }, Effect.orDie)

      const save = Effect.fn("ProfileDetailsRepo.save")(function* (userId: string, details: ProfileDetails) {
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            const updated = yield* sql`UPDATE users SET title = ${details.title},
              gender = ${details.gender}, language = ${details.language}
              WHERE id = ${userId} RETURNING id`
            if (updated.length === 0) return false
            yield* sql`DELETE FROM profile_preferences WHERE user_id = ${userId}`
            for (const { type, note } of details.preferences) {
              yield* sql`INSERT INTO profile_preferences (user_id, type, note)
                VALUES (${userId}, ${type}, ${note})`
            }
            return true
          }),
        )
      }, Effect.orDie)

      return ProfileDetailsRepo.of({ find, save })
    }),
  )
}
