import { assign, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import {
  emailProblem,
  type FieldErrors,
  fieldErrors,
  firstNameProblem,
  hasErrors,
  lastNameProblem,
  newPasswordProblem,
  phoneProblem,
  withoutError,
} from "#core/auth/validation.ts"
import { type ApiError, toApiError } from "#core/services/api-client.ts"
import { failed, notProvided } from "./lib/invoke.ts"

export type SignUpField = "firstName" | "lastName" | "email" | "phoneNumber" | "password"

export interface SignUpContext {
  readonly firstName: string
  /** Optional (spec-checkout §4: 'plus last name if present'). */
  readonly lastName: string
  readonly email: string
  /** 10 digits; +91 is implied (spec-checkout §5). */
  readonly phoneNumber: string
  readonly password: string
  readonly errors: FieldErrors<SignUpField>
  /** Why the last attempt failed, e.g. the e-mail is taken (409); the page shows its message. */
  readonly serverError: ApiError | null
  readonly result: LoginResult | null
}

export type SignUpEvent =
  | { readonly type: "field.change"; readonly field: SignUpField; readonly value: string }
  | { readonly type: "form.submit" }

/** POST /api/v2/auth/register/, in the contract's own shape. */
export interface RegisterRequest {
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  readonly phone_number: string
  readonly password: string
}

const problems = (c: SignUpContext) =>
  fieldErrors({
    firstName: firstNameProblem(c.firstName),
    lastName: lastNameProblem(c.lastName),
    email: emailProblem(c.email),
    phoneNumber: phoneProblem(c.phoneNumber),
    password: newPasswordProblem(c.password),
  })

/**
 * The /signup/ form: a new account signs in at once (spec-checkout §4 'Authentication': signed in
 * after signup success). Ends with the LoginResult, which the host hands to the auth-session machine.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    output: {} as LoginResult,
    tags: {} as "submitting",
  },
  actors: { register: fromPromise<LoginResult, RegisterRequest>(notProvided("register")) },
  guards: { valid: ({ context }) => !hasErrors(problems(context)) },
  actions: {
    change: assign(({ context, event }) =>
      event.type === "field.change"
        ? { [event.field]: event.value, errors: withoutError(context.errors, event.field), serverError: null }
        : {},
    ),
    showErrors: assign(({ context }) => ({ errors: problems(context) })),
    clearErrors: assign({ errors: {}, serverError: null }),
    storeServerError: assign((_, error: unknown) => ({ serverError: toApiError(error) })),
    storeResult: assign((_, result: LoginResult) => ({ result })),
  },
}).createMachine({
  id: "signUp",
  context: {
    firstName: "",
    lastName: "",
    email: "",
    phoneNumber: "",
    password: "",
    errors: {},
    serverError: null,
    result: null,
  },
  initial: "editing",
  output: ({ context }) => context.result!,
  on: { "field.change": { actions: "change" } },
  states: {
    editing: {
      on: {
        "form.submit": [
          { guard: "valid", target: "submitting", actions: "clearErrors" },
          { actions: "showErrors" },
        ],
      },
    },
    submitting: {
      tags: ["submitting"],
      invoke: {
        src: "register",
        input: ({ context }) => ({
          first_name: context.firstName.trim(),
          last_name: context.lastName.trim(),
          email: context.email.trim(),
          phone_number: context.phoneNumber.trim(),
          password: context.password,
        }),
        onDone: { target: "signedIn", actions: { type: "storeResult", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: { type: "storeServerError", params: failed } },
      },
    },
    signedIn: { type: "final" },
  },
})

export type SignUpSnapshot = SnapshotFrom<typeof signUpMachine>
