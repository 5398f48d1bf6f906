import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import {
  inPreferenceOrder,
  NO_PROFILE_DETAILS,
  PREFERENCE_NOTE_MAX,
  type PreferenceType,
  type ProfileDetails,
} from "#core/account/profile-constants.ts"
import { type ApiFailure, apiFailure } from "./lib/api-failure.ts"
import { failed, notProvided } from "./lib/invoke.ts"

/** What the page shows but does not edit: name and mobile change on /update-profile/ (with the OTP). */
export interface ProfileMember {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  /** 10 digits, +91 implied; "" for an account without one (no WhatsApp toggle then). */
  readonly phone: string
}

export interface LoadedProfile {
  readonly member: ProfileMember
  readonly details: ProfileDetails
  /** spec-checkout §4 'WhatsApp opt-in': null until the number was ever asked about. */
  readonly whatsapp: boolean | null
}

/** The save's input: the details to keep, and the opt-in only when it changed. */
export interface ProfileSave {
  readonly phone: string
  readonly details: ProfileDetails
  readonly whatsapp?: boolean
}

export interface ProfileSaved {
  /** As the server saved them (notes trimmed). */
  readonly details: ProfileDetails
  /** The opt-in as set; absent when the save did not change it. */
  readonly whatsapp?: boolean
}

export interface ProfileContext {
  readonly member: ProfileMember | null
  /** As the server last answered. */
  readonly saved: ProfileDetails
  /** What the form shows. */
  readonly draft: ProfileDetails
  readonly whatsapp: boolean | null
  readonly whatsappDraft: boolean | null
  /** Why the last load or save failed. */
  readonly error: ApiFailure | null
}

export type ProfileSelect = "title" | "gender" | "language"

export type ProfileEvent =
  /** "" clears the value. */
  | { readonly type: "field.change"; readonly field: ProfileSelect; readonly value: string }
  | { readonly type: "preference.toggle"; readonly preference: PreferenceType }
  | { readonly type: "preference.note"; readonly preference: PreferenceType; readonly note: string }
  | { readonly type: "whatsapp.toggle"; readonly optIn: boolean }
  | { readonly type: "profile.save" }
  | { readonly type: "profile.retry" }

/** `editing`: the form takes changes; `busy`: a save is under way. */
export type ProfileTag = "loading" | "editing" | "busy"

const withPreferences = (draft: ProfileDetails, event: ProfileEvent): ProfileDetails => {
  if (event.type === "preference.toggle") {
    const has = draft.preferences.some((p) => p.type === event.preference)
    return {
      ...draft,
      preferences: has
        ? draft.preferences.filter((p) => p.type !== event.preference)
        : inPreferenceOrder([...draft.preferences, { type: event.preference, note: "" }]),
    }
  }
  if (event.type === "preference.note") {
    return {
      ...draft,
      preferences: draft.preferences.map((p) =>
        p.type === event.preference ? { ...p, note: event.note } : p,
      ),
    }
  }
  return draft
}

const EDITS = {
  "field.change": { target: "#profile.editing", actions: "change" },
  "preference.toggle": { target: "#profile.editing", actions: "change" },
  "preference.note": { target: "#profile.editing", actions: "change" },
  "whatsapp.toggle": { target: "#profile.editing", actions: "changeWhatsapp", guard: "hasPhone" },
  "profile.save": { target: "#profile.saving", guard: "notesFit" },
} as const

/**
 * The /account/profile/ page (spec-checkout §2, §3 'Constants of the profile'; ADR 089): loads the
 * member, their details and WhatsApp opt-in, edits a draft and saves it with one actor that replaces
 * the details and, when the toggle moved, registers or deregisters the member's number.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as ProfileTag,
  },
  actors: {
    loadProfile: fromPromise<LoadedProfile, void>(notProvided("loadProfile")),
    saveProfile: fromPromise<ProfileSaved, ProfileSave>(notProvided("saveProfile")),
  },
  guards: {
    hasPhone: ({ context }) => (context.member?.phone ?? "") !== "",
    notesFit: ({ context }) =>
      context.draft.preferences.every((p) => p.note.trim().length <= PREFERENCE_NOTE_MAX),
  },
  actions: {
    load: assign((_, loaded: LoadedProfile) => ({
      member: loaded.member,
      saved: loaded.details,
      draft: loaded.details,
      whatsapp: loaded.whatsapp,
      whatsappDraft: loaded.whatsapp,
      error: null,
    })),
    change: assign(({ context, event }) => ({
      draft:
        event.type === "field.change"
          ? { ...context.draft, [event.field]: event.value === "" ? null : event.value }
          : withPreferences(context.draft, event),
    })),
    changeWhatsapp: assign(({ event }) => ({
      whatsappDraft: event.type === "whatsapp.toggle" ? event.optIn : null,
    })),
    store: assign(({ context }, saved: ProfileSaved) => ({
      saved: saved.details,
      draft: saved.details,
      whatsapp: saved.whatsapp ?? context.whatsapp,
      whatsappDraft: saved.whatsapp ?? context.whatsapp,
      error: null,
    })),
    storeError: assign((_, error: unknown) => ({ error: apiFailure(error) })),
  },
}).createMachine({
  id: "profile",
  context: {
    member: null,
    saved: NO_PROFILE_DETAILS,
    draft: NO_PROFILE_DETAILS,
    whatsapp: null,
    whatsappDraft: null,
    error: null,
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadProfile",
        onDone: { target: "editing", actions: { type: "load", params: ({ event }) => event.output } },
        onError: { target: "loadFailed", actions: { type: "storeError", params: failed } },
      },
    },
    loadFailed: { on: { "profile.retry": "loading" } },
    editing: { tags: ["editing"], on: EDITS },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "saveProfile",
        input: ({ context }) => ({
          phone: context.member?.phone ?? "",
          details: context.draft,
          ...(context.whatsappDraft !== null && context.whatsappDraft !== context.whatsapp
            ? { whatsapp: context.whatsappDraft }
            : {}),
        }),
        onDone: { target: "saved", actions: { type: "store", params: ({ event }) => event.output } },
        onError: { target: "error", actions: { type: "storeError", params: failed } },
      },
    },
    /** The page says the profile was saved until the next change. */
    saved: { tags: ["editing"], on: EDITS },
    /** The draft is kept; saving again retries. */
    error: { tags: ["editing"], on: EDITS },
  },
})

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>
