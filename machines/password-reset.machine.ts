import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import {
  emailProblem,
  type FieldErrors,
  fieldErrors,
  hasErrors,
  newPasswordProblem,
  withoutError,
} from "#core/auth/validation.ts"
import { type ApiError, toApiError } from "#core/services/api-client.ts"
import { failed, notProvided } from "./lib/invoke.ts"

export type PasswordResetField = "email" | "password"

export interface PasswordResetContext {
  /** From the e-mailed link's `?token=`; null: the page asks for the e-mail to send a link to. */
  readonly token: string | null
  readonly email: string
  /** Where the last link went: the notice names it, not whatever the field holds since. */
  readonly sentTo: string | null
  /** The new password. */
  readonly password: string
  readonly errors: FieldErrors<PasswordResetField>
  readonly serverError: ApiError | null
  readonly result: LoginResult | null
}

export type PasswordResetEvent =
  | { readonly type: "field.change"; readonly field: PasswordResetField; readonly value: string }
  | { readonly type: "form.submit" }

export type PasswordResetTag = "requesting" | "resetting" | "submitting" | "linkSent"

const emailErrors = (c: PasswordResetContext) => fieldErrors({ email: emailProblem(c.email) })
const passwordErrors = (c: PasswordResetContext) => fieldErrors({ password: newPasswordProblem(c.password) })

/** Sending the link, first or again; an address that cannot be sent to is named instead. */
const requestLink = [
  { guard: "emailValid", target: "sending", actions: "clearErrors" },
  { actions: "showEmailErrors" },
] as const

/**
 * The /forgot-password/ page: without a token it requests a reset link for an e-mail; with the
 * link's `?token=` it sets a new password, which signs the member in (the endpoint answers a
 * LoginResult, as login does). Ends with that LoginResult for the auth-session machine.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as { readonly token?: string | null },
    output: {} as LoginResult,
    tags: {} as PasswordResetTag,
  },
  actors: {
    /** POST /api/v2/auth/forgot-password/. */
    forgotPassword: fromPromise<{ readonly sent: boolean }, { readonly email: string }>(
      notProvided("forgotPassword"),
    ),
    /** POST /api/v2/auth/reset-password/. */
    resetPassword: fromPromise<LoginResult, { readonly token: string; readonly password: string }>(
      notProvided("resetPassword"),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    emailValid: ({ context }) => !hasErrors(emailErrors(context)),
    passwordValid: ({ context }) => !hasErrors(passwordErrors(context)),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === "field.change"
        ? { [event.field]: event.value, errors: withoutError(context.errors, event.field), serverError: null }
        : {},
    ),
    showEmailErrors: assign(({ context }) => ({ errors: emailErrors(context) })),
    showPasswordErrors: assign(({ context }) => ({ errors: passwordErrors(context) })),
    clearErrors: assign({ errors: {}, serverError: null }),
    storeServerError: assign((_, error: unknown) => ({ serverError: toApiError(error) })),
    storeResult: assign((_, result: LoginResult) => ({ result })),
    rememberSentTo: assign(({ context }) => ({ sentTo: context.email.trim() })),
  },
}).createMachine({
  id: "passwordReset",
  context: ({ input }) => ({
    token: input.token?.trim() || null,
    email: "",
    sentTo: null,
    password: "",
    errors: {},
    serverError: null,
    result: null,
  }),
  initial: "starting",
  output: ({ context }) => context.result!,
  on: { "field.change": { actions: "change" } },
  states: {
    starting: { always: [{ guard: "hasToken", target: "resetting" }, { target: "requesting" }] },
    requesting: {
      tags: ["requesting"],
      initial: "editing",
      states: {
        editing: { on: { "form.submit": requestLink } },
        sending: {
          tags: ["submitting"],
          invoke: {
            src: "forgotPassword",
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: "sent", actions: "rememberSentTo" },
            onError: { target: "editing", actions: { type: "storeServerError", params: failed } },
          },
        },
        // The answer never says whether the address has an account; the page says where to look.
        sent: {
          tags: ["linkSent"],
          on: { "form.submit": requestLink },
        },
      },
    },
    resetting: {
      tags: ["resetting"],
      initial: "editing",
      states: {
        editing: {
          on: {
            "form.submit": [
              { guard: "passwordValid", target: "saving", actions: "clearErrors" },
              { actions: "showPasswordErrors" },
            ],
          },
        },
        saving: {
          tags: ["submitting"],
          invoke: {
            src: "resetPassword",
            input: ({ context }) => ({ token: context.token!, password: context.password }),
            onDone: {
              target: "#passwordReset.signedIn",
              actions: { type: "storeResult", params: ({ event }) => event.output },
            },
            onError: { target: "editing", actions: { type: "storeServerError", params: failed } },
          },
        },
      },
    },
    signedIn: { type: "final" },
  },
})

export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>
