import { Schema } from "effect"
import { assign, fromPromise, type SnapshotFrom, sendTo, setup } from "xstate"
import { LoginResult } from "#core/api/auth.ts"
import {
  currentPasswordProblem,
  emailProblem,
  type FieldErrors,
  fieldErrors,
  hasErrors,
  phoneProblem,
  withoutError,
} from "#core/auth/validation.ts"
import { ApiError, toApiError } from "#core/services/api-client.ts"
import { failed, notProvided } from "./lib/invoke.ts"
import { otpMachine } from "./otp.machine.ts"
import type { OtpOutput } from "./otp.types.ts"

export type SignInMode = "email" | "phone"
export type SignInField = "email" | "password" | "phoneNumber"

export interface SignInContext {
  readonly email: string
  readonly password: string
  /** 10 digits; +91 is implied (spec-checkout §5 'Default phone country code +91'). */
  readonly phoneNumber: string
  /** Messages of the fields the last submit could not send; a field's goes when it changes. */
  readonly errors: FieldErrors<SignInField>
  /** Why the last e-mail login failed; the page shows its message (spec-checkout §8). */
  readonly serverError: ApiError | null
  readonly result: LoginResult | null
}

export type SignInEvent =
  | { readonly type: "mode.select"; readonly mode: SignInMode }
  | { readonly type: "field.change"; readonly field: SignInField; readonly value: string }
  /** E-mail mode: log in. Phone mode: send the code (the OTP machine then takes over). */
  | { readonly type: "form.submit" }
  /** Passed on to the OTP child in phone mode; ask its snapshot (`signInOtp`) what it takes. */
  | { readonly type: "otp.submit"; readonly code: string }
  | { readonly type: "otp.resend" }
  | { readonly type: "otp.close" }

export type SignInTag = SignInMode | "submitting"

export interface EmailLoginRequest {
  readonly email: string
  readonly password: string
}

const isLoginResult = Schema.is(LoginResult)
const PHONE_ERRORS = (c: SignInContext) => fieldErrors({ phoneNumber: phoneProblem(c.phoneNumber) })
const EMAIL_ERRORS = (c: SignInContext) =>
  fieldErrors({ email: emailProblem(c.email), password: currentPasswordProblem(c.password) })

/** spec-checkout §8: an answer that is not what the contract says is reported like a non-JSON one. */
const UNEXPECTED_ANSWER = new ApiError({
  status: 200,
  code: "UnexpectedAnswer",
  message: "Unexpected answer (HTTP 200)",
  isNetworkError: true,
})

/**
 * The /login/ form (spec-checkout §2, §4 'Authentication'): e-mail and password, or phone and a
 * one-time code. Phone mode invokes the OTP machine as the child 'otp' for as long as it shows, so
 * its resend timer and attempts are the OTP flow's own (docs/decisions/052-auth-machines.md). The
 * machine ends with the LoginResult; the host hands it to the auth-session machine.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as LoginResult,
    tags: {} as SignInTag,
    children: {} as { otp: "otp" },
  },
  actors: {
    /** POST /api/v2/auth/login/email/. */
    loginEmail: fromPromise<LoginResult, EmailLoginRequest>(notProvided("loginEmail")),
    /** The host provides it with the login OTP requests (loginOtp, loginOtpVerify). */
    otp: otpMachine,
  },
  guards: {
    selects: ({ event }, mode: SignInMode) => event.type === "mode.select" && event.mode === mode,
    emailFormValid: ({ context }) => !hasErrors(EMAIL_ERRORS(context)),
    phoneValid: ({ context }) => !hasErrors(PHONE_ERRORS(context)),
    changesPhone: ({ event }) => event.type === "field.change" && event.field === "phoneNumber",
    signedIn: (_, output: OtpOutput) => isLoginResult(output.verification),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === "field.change"
        ? { [event.field]: event.value, errors: withoutError(context.errors, event.field), serverError: null }
        : {},
    ),
    showEmailErrors: assign(({ context }) => ({ errors: EMAIL_ERRORS(context) })),
    showPhoneErrors: assign(({ context }) => ({ errors: PHONE_ERRORS(context) })),
    clearErrors: assign({ errors: {}, serverError: null }),
    storeServerError: assign((_, error: unknown) => ({ serverError: toApiError(error) })),
    storeResult: assign((_, result: LoginResult) => ({ result })),
    sendCode: sendTo("otp", ({ context }) => ({ type: "otp.send", phoneNumber: context.phoneNumber.trim() })),
    // A code belongs to the number it was sent to: a new number starts the OTP flow afresh.
    resetOtp: sendTo("otp", { type: "otp.reset" }),
    forwardToOtp: sendTo("otp", ({ event }) => event),
  },
}).createMachine({
  id: "signIn",
  context: { email: "", password: "", phoneNumber: "", errors: {}, serverError: null, result: null },
  initial: "email",
  output: ({ context }) => context.result!,
  on: { "field.change": { actions: "change" } },
  states: {
    email: {
      tags: ["email"],
      initial: "editing",
      on: {
        "mode.select": {
          guard: { type: "selects", params: "phone" },
          target: "phone",
          actions: "clearErrors",
        },
      },
      states: {
        editing: {
          on: {
            "form.submit": [
              { guard: "emailFormValid", target: "submitting", actions: "clearErrors" },
              { actions: "showEmailErrors" },
            ],
          },
        },
        submitting: {
          tags: ["submitting"],
          invoke: {
            src: "loginEmail",
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: {
              target: "#signIn.signedIn",
              actions: { type: "storeResult", params: ({ event }) => event.output },
            },
            onError: { target: "editing", actions: { type: "storeServerError", params: failed } },
          },
        },
      },
    },
    phone: {
      tags: ["phone"],
      invoke: {
        id: "otp",
        src: "otp",
        input: {},
        onDone: [
          {
            guard: { type: "signedIn", params: ({ event }) => event.output },
            target: "signedIn",
            actions: {
              type: "storeResult",
              // The guard above checked it.
              params: ({ event }) => event.output.verification as LoginResult,
            },
          },
          // The verify answer is not a login: a defect of the host's actor, shown as a bad answer.
          {
            target: "phone",
            reenter: true,
            actions: { type: "storeServerError", params: () => UNEXPECTED_ANSWER },
          },
        ],
      },
      on: {
        "mode.select": {
          guard: { type: "selects", params: "email" },
          target: "email",
          actions: "clearErrors",
        },
        "form.submit": [
          { guard: "phoneValid", actions: ["clearErrors", "sendCode"] },
          { actions: "showPhoneErrors" },
        ],
        "field.change": [{ guard: "changesPhone", actions: ["change", "resetOtp"] }, { actions: "change" }],
        "otp.submit": { actions: "forwardToOtp" },
        "otp.resend": { actions: "forwardToOtp" },
        "otp.close": { actions: "forwardToOtp" },
      },
    },
    signedIn: { type: "final" },
  },
})

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>

/** The OTP flow of phone mode (its tags, context and `can()`), or null in e-mail mode. */
export const signInOtp = (snapshot: SignInSnapshot) => snapshot.children.otp?.getSnapshot() ?? null

/** The failure the page shows under the form: the login's, or in phone mode the OTP flow's. */
export const signInError = (snapshot: SignInSnapshot): ApiError | null =>
  snapshot.context.serverError ?? signInOtp(snapshot)?.context.error ?? null
