import { and, assign, fromPromise, type SnapshotFrom, sendTo, setup } from "xstate"
import type { AuthUser } from "#core/api/auth.ts"
import { isBlankFirstName } from "#core/auth/display-name.ts"
import type { ProfileChange } from "#core/auth/stored-user.ts"
import {
  type FieldErrors,
  fieldErrors,
  firstNameProblem,
  hasErrors,
  isCompleteCode,
  lastNameProblem,
  phoneProblem,
  withoutError,
} from "#core/auth/validation.ts"
import { type ApiError, toApiError } from "#core/services/api-client.ts"
import type { ProfileUpdate } from "#core/services/profile-graphql.ts"
import { failed, notProvided } from "./lib/invoke.ts"
import { otpMachine } from "./otp.machine.ts"

export type ProfileField = "firstName" | "lastName" | "phoneNumber"

export interface UpdateProfileContext {
  /** The member as last loaded; null until the profile has loaded. */
  readonly profile: AuthUser | null
  /** Blank when the account's first name is the 'Guest' placeholder (spec-checkout §3). */
  readonly firstName: string
  readonly lastName: string
  /** 10 digits; +91 is implied (spec-checkout §5). A new number is saved only with its code. */
  readonly phoneNumber: string
  /** Messages of the fields the last submit could not send; a field's goes when it changes. */
  readonly errors: FieldErrors<ProfileField>
  /** The OTP flow's code modal shows: a code went to the number typed, so one may be submitted. */
  readonly codeSent: boolean
  /** Why the last load or save failed; the page shows its message (spec-checkout §8). */
  readonly serverError: ApiError | null
  readonly result: AuthUser | null
}

export type UpdateProfileEvent =
  | { readonly type: "field.change"; readonly field: ProfileField; readonly value: string }
  /** Saves at once, or, when the phone changed, sends a code to the new number first. */
  | { readonly type: "form.submit" }
  /** The code typed in the modal: saves the profile with it. */
  | { readonly type: "otp.submit"; readonly code: string }
  /** Passed on to the OTP child; ask its snapshot (`updateProfileOtp`) what it takes. */
  | { readonly type: "otp.resend" }
  | { readonly type: "otp.close" }
  /** After a failed load. */
  | { readonly type: "profile.retry" }

/** `saving` covers both saves; `verifying` only the one that carries a code. */
export type UpdateProfileTag = "loading" | "loadFailed" | "saving" | "verifying"

const problems = (c: UpdateProfileContext) =>
  fieldErrors({
    firstName: firstNameProblem(c.firstName),
    lastName: lastNameProblem(c.lastName),
    phoneNumber: phoneProblem(c.phoneNumber),
  })

const changesPhone = (c: UpdateProfileContext) =>
  c.profile !== null && c.phoneNumber.trim() !== c.profile.phone_number

const names = (c: UpdateProfileContext) => ({
  first_name: c.firstName.trim(),
  last_name: c.lastName.trim(),
})

/**
 * The /update-profile/ form (spec-checkout §3 'User profile', §4 'Authentication'; ADR 053). A
 * name-only change saves at once. A new phone number runs the OTP machine as the child 'otp' (its
 * send, resend timer and attempts); the code the member types is not verified on its own but sent
 * with the save, so the server stores the number only together with a valid code. Ends with the
 * saved AuthUser: the host sends `session.profileUpdated` with `profileChangeOf(output)`.
 */
export const updateProfileMachine = setup({
  types: {
    context: {} as UpdateProfileContext,
    events: {} as UpdateProfileEvent,
    output: {} as AuthUser,
    tags: {} as UpdateProfileTag,
    children: {} as { otp: "otp" },
  },
  actors: {
    /** The Me query. */
    loadProfile: fromPromise<AuthUser, void>(notProvided("loadProfile")),
    /** The UpdateProfile mutation. */
    saveProfile: fromPromise<AuthUser, ProfileUpdate>(notProvided("saveProfile")),
    /** The host provides `sendCode` (the UpdateProfileOtp mutation); the save verifies the code. */
    otp: otpMachine,
  },
  guards: {
    valid: ({ context }) => !hasErrors(problems(context)),
    changesPhone: ({ context }) => changesPhone(context),
    canSaveWithCode: ({ context, event }) =>
      event.type === "otp.submit" && context.codeSent && isCompleteCode(event.code),
    editsPhone: ({ event }) => event.type === "field.change" && event.field === "phoneNumber",
  },
  actions: {
    load: assign((_, profile: AuthUser) => ({
      profile,
      firstName: isBlankFirstName(profile.first_name) ? "" : profile.first_name,
      lastName: profile.last_name,
      phoneNumber: profile.phone_number,
      serverError: null,
    })),
    change: assign(({ context, event }) =>
      event.type === "field.change"
        ? { [event.field]: event.value, errors: withoutError(context.errors, event.field), serverError: null }
        : {},
    ),
    showErrors: assign(({ context }) => ({ errors: problems(context) })),
    clearErrors: assign({ errors: {}, serverError: null }),
    storeServerError: assign((_, error: unknown) => ({ serverError: toApiError(error) })),
    storeResult: assign((_, result: AuthUser) => ({ result })),
    trackCode: assign((_, codeSent: boolean) => ({ codeSent })),
    sendCode: sendTo("otp", ({ context }) => ({ type: "otp.send", phoneNumber: context.phoneNumber.trim() })),
    // A code belongs to the number it was sent to: a new number starts the OTP flow afresh.
    resetOtp: sendTo("otp", { type: "otp.reset" }),
    forwardToOtp: sendTo("otp", ({ event }) => event),
  },
}).createMachine({
  id: "updateProfile",
  context: {
    profile: null,
    firstName: "",
    lastName: "",
    phoneNumber: "",
    errors: {},
    codeSent: false,
    serverError: null,
    result: null,
  },
  initial: "loading",
  output: ({ context }) => context.result!,
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadProfile",
        onDone: { target: "ready", actions: { type: "load", params: ({ event }) => event.output } },
        onError: { target: "loadFailed", actions: { type: "storeServerError", params: failed } },
      },
    },
    loadFailed: { tags: ["loadFailed"], on: { "profile.retry": "loading" } },
    ready: {
      invoke: {
        id: "otp",
        src: "otp",
        input: {},
        onSnapshot: {
          actions: { type: "trackCode", params: ({ event }) => event.snapshot.hasTag("modalOpen") },
        },
      },
      initial: "editing",
      on: {
        "field.change": [{ guard: "editsPhone", actions: ["change", "resetOtp"] }, { actions: "change" }],
        "otp.resend": { actions: "forwardToOtp" },
        "otp.close": { actions: "forwardToOtp" },
      },
      states: {
        editing: {
          on: {
            "form.submit": [
              { guard: and(["valid", "changesPhone"]), actions: ["clearErrors", "sendCode"] },
              { guard: "valid", target: "saving", actions: "clearErrors" },
              { actions: "showErrors" },
            ],
            "otp.submit": { guard: "canSaveWithCode", target: "savingWithCode", actions: "clearErrors" },
          },
        },
        saving: {
          tags: ["saving"],
          invoke: {
            src: "saveProfile",
            input: ({ context }) => names(context),
            onDone: {
              target: "#updateProfile.saved",
              actions: { type: "storeResult", params: ({ event }) => event.output },
            },
            onError: { target: "editing", actions: { type: "storeServerError", params: failed } },
          },
        },
        // The code modal stays open meanwhile: a wrong code is typed again, not sent again.
        savingWithCode: {
          tags: ["saving", "verifying"],
          invoke: {
            src: "saveProfile",
            input: ({ context, event }) => ({
              ...names(context),
              phone_number: context.phoneNumber.trim(),
              verification_code: event.type === "otp.submit" ? event.code.trim() : "",
            }),
            onDone: {
              target: "#updateProfile.saved",
              actions: { type: "storeResult", params: ({ event }) => event.output },
            },
            onError: { target: "editing", actions: { type: "storeServerError", params: failed } },
          },
        },
      },
    },
    saved: { type: "final" },
  },
})

export type UpdateProfileSnapshot = SnapshotFrom<typeof updateProfileMachine>

/** The OTP flow of a phone change (its tags, context and `can()`), or null when none is running. */
export const updateProfileOtp = (snapshot: UpdateProfileSnapshot) =>
  snapshot.children.otp?.getSnapshot() ?? null

/** The failure the page shows: the load's or save's, else the code request's. */
export const updateProfileError = (snapshot: UpdateProfileSnapshot): ApiError | null =>
  snapshot.context.serverError ?? updateProfileOtp(snapshot)?.context.error ?? null

/** What the auth-session machine's `session.profileUpdated` takes from the saved member. */
export const profileChangeOf = (user: AuthUser): ProfileChange => ({
  firstName: user.first_name,
  lastName: user.last_name,
  mobile: user.phone_number,
})
