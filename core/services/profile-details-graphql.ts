import { Effect, Schema } from "effect"
import {
  PREFERENCE_TYPES,
  PROFILE_GENDERS,
  PROFILE_LANGUAGES,
  PROFILE_TITLES,
  type ProfileDetails,
} from "../account/profile-constants.ts"
import { CHECKOUT_GUARD_OPERATIONS } from "../api/captcha.ts"
import type { ApiError, BookingApi } from "./api-client.ts"
import { runGraphql } from "./profile-graphql.ts"

const DETAILS_FIELDS = "details { title gender language preferences { type note } }"
const MEMBER_FIELDS = `id email phone_number first_name last_name ${DETAILS_FIELDS}`

/** The documents the /account/profile/ page sends to POST /api/graphql/ (ADR 089). */
export const PROFILE_DETAILS_OPERATIONS = {
  MeWithDetails: `query MeWithDetails { me { ${MEMBER_FIELDS} } }`,
  UpdateProfileDetails: `mutation UpdateProfileDetails($title: String, $gender: String, $language: String, $preferences: [PreferenceInput!]!) {
  updateProfileDetails(title: $title, gender: $gender, language: $language, preferences: $preferences) { ${MEMBER_FIELDS} }
}`,
} as const

const Details = Schema.Struct({
  title: Schema.NullOr(Schema.Literals(PROFILE_TITLES)),
  gender: Schema.NullOr(Schema.Literals(PROFILE_GENDERS)),
  language: Schema.NullOr(Schema.Literals(PROFILE_LANGUAGES)),
  preferences: Schema.Array(Schema.Struct({ type: Schema.Literals(PREFERENCE_TYPES), note: Schema.String })),
})

const Member = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  phone_number: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  details: Details,
})
export type MemberWithDetails = typeof Member.Type

/** The signed-in member with title, gender, language and preferences. */
export const fetchMemberWithDetails: Effect.Effect<MemberWithDetails, ApiError, BookingApi> = runGraphql(
  "MeWithDetails",
  PROFILE_DETAILS_OPERATIONS.MeWithDetails,
  Schema.Struct({ me: Member }),
).pipe(Effect.map((data) => data.me))

/** Replaces the member's details; answers them as saved (trimmed, in the constants' order). */
export const updateProfileDetails = (
  details: ProfileDetails,
): Effect.Effect<ProfileDetails, ApiError, BookingApi> =>
  runGraphql(
    "UpdateProfileDetails",
    PROFILE_DETAILS_OPERATIONS.UpdateProfileDetails,
    Schema.Struct({ updateProfileDetails: Member }),
    { ...details, preferences: details.preferences.map(({ type, note }) => ({ type, note })) },
  ).pipe(Effect.map((data) => data.updateProfileDetails.details))

/** The opt-in id of an Indian mobile: '+91' and the 10 digits (ADR 079). */
export const whatsappIdOf = (mobile: string): string => `+91${mobile}`

/** spec-checkout §4 'WhatsApp opt-in': unknown (null), then true or false from the server. */
export const fetchWhatsappOptin = (mobile: string): Effect.Effect<boolean | null, ApiError, BookingApi> =>
  runGraphql(
    "WhatsappStatus",
    CHECKOUT_GUARD_OPERATIONS.WhatsappStatus,
    Schema.Struct({ optinStatus: Schema.Struct({ status: Schema.NullOr(Schema.Boolean) }) }),
    { id: whatsappIdOf(mobile) },
  ).pipe(Effect.map((data) => data.optinStatus.status))

/** registerOptin or deregisterOptin for the member's number; each is read as success (spec §7). */
export const setWhatsappOptin = (
  mobile: string,
  optIn: boolean,
): Effect.Effect<boolean, ApiError, BookingApi> =>
  optIn
    ? runGraphql(
        "WhatsappRegister",
        CHECKOUT_GUARD_OPERATIONS.WhatsappRegister,
        Schema.Struct({ registerOptin: Schema.Struct({ success: Schema.Boolean }) }),
        { id: whatsappIdOf(mobile) },
      ).pipe(Effect.as(optIn))
    : runGraphql(
        "WhatsappDeregister",
        CHECKOUT_GUARD_OPERATIONS.WhatsappDeregister,
        Schema.Struct({ deregisterOptin: Schema.Struct({ success: Schema.Boolean }) }),
        { id: whatsappIdOf(mobile) },
      ).pipe(Effect.as(optIn))
