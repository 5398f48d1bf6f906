import { Schema } from "effect"
import { PROFILE_GENDERS, PROFILE_LANGUAGES, PROFILE_TITLES } from "#core/account/profile-constants.ts"

/**
 * The member's profile pages in the journey format (docs/journeys.md 'Profile'): /account/profile/
 * (title, gender, language, stay preferences, WhatsApp; ADR 089) and /update-profile/ (name and
 * mobile, a new mobile confirmed with a code; ADR 053). `schema.ts` merges these into the step kinds.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
const NoArgument = Schema.Null

/** A ticked preference with the note typed for it ("" for none), or false to untick it. */
const PreferenceEdit = Schema.Union([Schema.String, Schema.Literal(false)])

export const ProfileEdit = Schema.Struct({
  /** The selects offer the spec's values; null is 'Not set'. */
  title: Schema.optionalKey(Schema.NullOr(Schema.Literals(PROFILE_TITLES))),
  gender: Schema.optionalKey(Schema.NullOr(Schema.Literals(PROFILE_GENDERS))),
  language: Schema.optionalKey(Schema.NullOr(Schema.Literals(PROFILE_LANGUAGES))),
  /** By type (spec-checkout §3 'Constants of the profile'); types not named stay as they are. */
  preferences: Schema.optionalKey(
    Schema.Struct({
      room: Schema.optionalKey(PreferenceEdit),
      housekeeping: Schema.optionalKey(PreferenceEdit),
      "F&B": Schema.optionalKey(PreferenceEdit),
      spa: Schema.optionalKey(PreferenceEdit),
      others: Schema.optionalKey(PreferenceEdit),
      transfers: Schema.optionalKey(PreferenceEdit),
    }),
  ),
  /** The WhatsApp switch, shown only to a member with a mobile number. */
  whatsapp: Schema.optionalKey(Schema.Boolean),
}).pipe(
  Schema.check(
    Schema.makeFilter((e) => (Object.keys(e).length === 0 ? "Give at least one thing to change" : undefined)),
  ),
)
export type ProfileEdit = typeof ProfileEdit.Type

export const ExpectProfile = Schema.Struct({
  /** The contact panel: name ('' when none), e-mail, mobile (10 digits, '' when none). */
  member: Schema.optionalKey(
    Schema.Struct({
      name: Schema.optionalKey(Schema.String),
      email: Schema.optionalKey(Schema.String),
      mobile: Schema.optionalKey(Schema.String),
    }),
  ),
  title: Schema.optionalKey(Schema.NullOr(Schema.String)),
  gender: Schema.optionalKey(Schema.NullOr(Schema.String)),
  language: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** Exactly the ticked preferences, each with its note. */
  preferences: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** The WhatsApp switch; null when it is not shown. */
  whatsapp: Schema.optionalKey(Schema.NullOr(Schema.Boolean)),
  /** The page's status or alert, in en-IN (loading, load failed, saved, not saved); null for none. */
  message: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectProfile = typeof ExpectProfile.Type

export const UpdateProfileFill = Schema.Struct({
  firstName: Schema.optionalKey(Schema.String),
  lastName: Schema.optionalKey(Schema.String),
  /** 10 digits; +91 is implied (spec-checkout §5). */
  phoneNumber: Schema.optionalKey(Schema.String),
}).pipe(
  Schema.check(
    Schema.makeFilter((f) => (Object.keys(f).length === 0 ? "Give at least one field to fill" : undefined)),
  ),
)
export type UpdateProfileFill = typeof UpdateProfileFill.Type

/** Codes a journey cannot know in advance, as `otp.enter` takes them. */
const CodeEnter = Schema.Union([Schema.Literals(["fromOutbox", "wrong"]), Schema.String]).annotate({
  description:
    "fromOutbox: the code in the newest SMS to the new number; wrong: 6 digits that are not that code; else the digits to type",
})

export const ExpectUpdateProfile = Schema.Struct({
  firstName: Schema.optionalKey(Schema.String),
  lastName: Schema.optionalKey(Schema.String),
  phoneNumber: Schema.optionalKey(Schema.String),
  /** The message under each field, in en-IN; `{}` for none. */
  errors: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** The failure the form or the code modal shows (text it contains); null for none. */
  error: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The code modal shows. */
  codeOpen: Schema.optionalKey(Schema.Boolean),
  /** The modal offers Resend (spec-checkout §9: 30 s after a send). */
  canResend: Schema.optionalKey(Schema.Boolean),
  /** 'Your profile is saved.' shows (until the next edit). */
  saved: Schema.optionalKey(Schema.Boolean),
})
export type ExpectUpdateProfile = typeof ExpectUpdateProfile.Type

export const PROFILE_ACTORS = ["loadProfile", "saveProfile", "loadMember", "saveMember"] as const

export const profileCalls = {
  /** /account/profile/: the member with details and WhatsApp opt-in, and the save. */
  loadProfile: Schema.optionalKey(NonNegativeInt),
  saveProfile: Schema.optionalKey(NonNegativeInt),
  /** /update-profile/: the Me query and the UpdateProfile mutation (its code request is `sendCode`). */
  loadMember: Schema.optionalKey(NonNegativeInt),
  saveMember: Schema.optionalKey(NonNegativeInt),
}

export const profileStepArguments = {
  /** Goes to /account/profile/ (members only: the route guard applies); its machine loads. */
  "profile.open": NoArgument,
  /** Changes the open profile form: selects, preferences and notes, the WhatsApp switch. */
  "profile.edit": ProfileEdit,
  /** Save on the profile page. */
  "profile.save": NoArgument,
  /** Try again on a profile page whose load failed (offline, say). */
  "profile.retry": NoArgument,
  "expect.profile": ExpectProfile,
  /** Goes to /update-profile/ (members only); its machine loads the member. */
  "updateProfile.open": NoArgument,
  /** Types into the name and mobile form, field by field in the order given. */
  "updateProfile.fill": UpdateProfileFill,
  /** Save: at once for a name, after a code to the new number for a mobile. */
  "updateProfile.submit": NoArgument,
  /** Types the code in the modal, which saves the new mobile with it. */
  "updateProfile.code": CodeEnter,
  "updateProfile.resend": NoArgument,
  /** 'Change number': closes the code modal. */
  "updateProfile.changeNumber": NoArgument,
  /** Try again on /update-profile/ when its load failed. */
  "updateProfile.retry": NoArgument,
  "expect.updateProfile": ExpectUpdateProfile,
} as const
