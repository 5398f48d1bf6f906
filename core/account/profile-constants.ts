/**
 * spec-checkout §3 'Constants of the profile': the values a member's profile may hold. The server
 * refuses anything else and the database's CHECKs repeat these lists (ADR 089). VIP levels (1 to 5)
 * are in the spec too, but nothing in the product awards one, so the profile does not carry them.
 */
export const PROFILE_TITLES = ["Mr.", "Miss.", "Mrs.", "Mstr.", "Dr."] as const
export type ProfileTitle = (typeof PROFILE_TITLES)[number]

export const PROFILE_GENDERS = ["male", "female", "other"] as const
export type ProfileGender = (typeof PROFILE_GENDERS)[number]

/** BCP 47 tags: the language the member would like to be written to in. */
export const PROFILE_LANGUAGES = ["en-GB", "fr-FR", "en-IN"] as const
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number]

export const PREFERENCE_TYPES = ["room", "housekeeping", "F&B", "spa", "others", "transfers"] as const
export type PreferenceType = (typeof PREFERENCE_TYPES)[number]

/** Characters of a preference's free-text note, after trimming. */
export const PREFERENCE_NOTE_MAX = 200

/** One stay preference: at most one per type, with an optional note for the hotel. */
export interface Preference {
  readonly type: PreferenceType
  /** Free text, trimmed; "" when the member only ticked the type. */
  readonly note: string
}

/** What the profile page edits beyond name and phone; null means not given. */
export interface ProfileDetails {
  readonly title: ProfileTitle | null
  readonly gender: ProfileGender | null
  readonly language: ProfileLanguage | null
  /** In the order of PREFERENCE_TYPES. */
  readonly preferences: ReadonlyArray<Preference>
}

export const NO_PROFILE_DETAILS: ProfileDetails = {
  title: null,
  gender: null,
  language: null,
  preferences: [],
}

const isOneOf =
  <T extends string>(values: ReadonlyArray<T>) =>
  (value: unknown): value is T =>
    typeof value === "string" && (values as ReadonlyArray<string>).includes(value)

export const isProfileTitle = isOneOf(PROFILE_TITLES)
export const isProfileGender = isOneOf(PROFILE_GENDERS)
export const isProfileLanguage = isOneOf(PROFILE_LANGUAGES)
export const isPreferenceType = isOneOf(PREFERENCE_TYPES)

/** Preferences in the constants' order, so every reader lists them alike. */
export const inPreferenceOrder = <P extends { readonly type: PreferenceType }>(
  preferences: ReadonlyArray<P>,
): P[] => [...preferences].sort((a, b) => PREFERENCE_TYPES.indexOf(a.type) - PREFERENCE_TYPES.indexOf(b.type))
