import { Effect } from "effect"
import {
  inPreferenceOrder,
  isPreferenceType,
  isProfileGender,
  isProfileLanguage,
  isProfileTitle,
  NO_PROFILE_DETAILS,
  PREFERENCE_NOTE_MAX,
  PREFERENCE_TYPES,
  PROFILE_GENDERS,
  PROFILE_LANGUAGES,
  PROFILE_TITLES,
  type Preference,
  type ProfileDetails,
} from "#core/account/profile-constants.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { isWrittenText, withLineFeeds } from "#core/text/written.ts"
import { ProfileDetailsRepo } from "../accounts/profile-details.ts"

export interface UpdateProfileDetailsArgs {
  readonly title?: string | null
  readonly gender?: string | null
  readonly language?: string | null
  readonly preferences: ReadonlyArray<{ readonly type: string; readonly note?: string | null }>
}

const refused = (field: string, message: string) =>
  new BadRequest(entry("invalid_payload", `${field}: ${message}`, field))

/** null or absent clears the value; anything else must be one of the constants (spec-checkout §3). */
const oneOf = <T extends string>(
  field: string,
  values: ReadonlyArray<T>,
  is: (value: unknown) => value is T,
  value: string | null | undefined,
): Effect.Effect<T | null, BadRequest> =>
  value == null || is(value)
    ? Effect.succeed(value ?? null)
    : Effect.fail(refused(field, `must be one of ${values.join(", ")}`))

const preferencesOf = Effect.fnUntraced(function* (given: UpdateProfileDetailsArgs["preferences"]) {
  const preferences: Preference[] = []
  for (const { type, note } of given) {
    if (!isPreferenceType(type)) {
      return yield* refused("preferences", `type must be one of ${PREFERENCE_TYPES.join(", ")}`)
    }
    if (preferences.some((preference) => preference.type === type)) {
      return yield* refused("preferences", `${type} is listed more than once`)
    }
    // The note is a multi-line box: its line breaks are kept, as line feeds.
    const trimmed = withLineFeeds(note ?? "").trim()
    if (!isWrittenText(trimmed)) {
      return yield* refused("preferences", "must not contain control characters other than line breaks")
    }
    if ([...trimmed].length > PREFERENCE_NOTE_MAX) {
      return yield* refused(
        "preferences",
        `the note for ${type} must be at most ${PREFERENCE_NOTE_MAX} characters`,
      )
    }
    preferences.push({ type, note: trimmed })
  }
  return inPreferenceOrder(preferences)
})

const accountGone = new NotFound(entry("account_not_found", "This account no longer exists."))

/** The member's details; a member who never set any has none (null values, no preferences). */
export const profileDetails = Effect.fn("graphql.profileDetails")(function* (userId: string) {
  return (yield* (yield* ProfileDetailsRepo).find(userId)) ?? NO_PROFILE_DETAILS
})

/**
 * ADR 089: every value is checked before anything is written, so a refused request changes
 * nothing; an accepted one replaces all of the details.
 */
export const saveProfileDetails = Effect.fn("graphql.updateProfileDetails")(function* (
  userId: string,
  args: UpdateProfileDetailsArgs,
) {
  const details: ProfileDetails = {
    title: yield* oneOf("title", PROFILE_TITLES, isProfileTitle, args.title),
    gender: yield* oneOf("gender", PROFILE_GENDERS, isProfileGender, args.gender),
    language: yield* oneOf("language", PROFILE_LANGUAGES, isProfileLanguage, args.language),
    preferences: yield* preferencesOf(args.preferences),
  }
  if (!(yield* (yield* ProfileDetailsRepo).save(userId, details))) return yield* accountGone
  return details
})
