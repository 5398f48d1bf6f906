import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of the /signup/ page as a new member uses it (spec-checkout §2, §4 'Authentication':
 * signed in after signup success, §5, §8), written from the spec apart from
 * machines/sign-up.machine.ts. The same `events` and `states` drive the headless driver
 * (tests/model/sign-up.test.ts) and, later, a Playwright page model: each implements
 * `SignUpDriver`.
 */

export type Fill = "valid" | "invalid"

/** What the member types; the valid names and address carry blanks the form must trim. */
export const VALUES = {
  valid: {
    firstName: " Asha ",
    lastName: "Rao ",
    email: " asha@example.com ",
    phoneNumber: "9876543210",
    password: "a long secret",
  },
  invalid: {
    firstName: "  ",
    lastName: "x".repeat(61),
    email: "asha",
    phoneNumber: "98765",
    password: "short",
  },
} as const

/** The account the valid form makes: what the server was sent, trimmed (the password verbatim). */
export const REGISTERED = {
  firstName: "Asha",
  lastName: "Rao",
  email: "asha@example.com",
  phoneNumber: "9876543210",
} as const

/** The messages the form shows for each fill (en-IN, core/i18n/locales/en-IN.ts). */
const FIELD_MESSAGES = {
  // The last name is optional (spec-checkout §4: 'plus last name if present').
  empty: {
    firstName: "Enter your first name",
    email: "Enter your e-mail address",
    phoneNumber: "Enter your mobile number",
    password: "Enter your password",
  },
  invalid: {
    firstName: "Enter your first name",
    lastName: "Use at most 60 characters",
    email: "Enter an e-mail address such as name@example.com",
    phoneNumber: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
    password: "Use at least 8 characters",
  },
} as const

/** What the fake server says when it refuses the account (spec-checkout §8: 409). */
export const SERVER_MESSAGE = "An account with this e-mail exists"

export type ModelEvent =
  | { readonly type: "form.fill"; readonly fill: Fill }
  | { readonly type: "form.submit" }
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail" }

export const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "form.fill", fill: "valid" },
  { type: "form.fill", fill: "invalid" },
]

interface ModelContext {
  readonly fields: "empty" | Fill
  /** The form named its fields' problems at the last submit, and none was edited since. */
  readonly fieldErrors: boolean
  /** The server's message shown under the form. */
  readonly error: string | null
}

export const signUpModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { valid: ({ context }) => context.fields === "valid" },
  actions: {
    fill: assign(({ event }) =>
      event.type === "form.fill" ? { fields: event.fill, fieldErrors: false, error: null } : {},
    ),
    showFieldErrors: assign({ fieldErrors: true }),
    clear: assign({ fieldErrors: false, error: null }),
    fail: assign({ error: SERVER_MESSAGE }),
  },
}).createMachine({
  id: "signUpModel",
  context: { fields: "empty", fieldErrors: false, error: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.fill": { actions: "fill" },
        "form.submit": [
          { guard: "valid", target: "submitting", actions: "clear" },
          { actions: "showFieldErrors" },
        ],
      },
    },
    // spec-checkout §8: a refused account (the e-mail is taken) is said under the form, which
    // can be sent again.
    submitting: {
      on: { "server.answer": "signedIn", "server.fail": { target: "editing", actions: "fail" } },
    },
    signedIn: { type: "final" },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof signUpModel>

export interface SeenSignUp {
  /** Each field's message, as the member reads it. */
  readonly fieldErrors: Readonly<Record<string, string>>
  readonly busy: boolean
  readonly error: string | null
  /** The account the page signed in, once it has; the host hands it to the session. */
  readonly signedInAs: {
    readonly firstName: string
    readonly lastName: string
    readonly email: string
    readonly phoneNumber: string
  } | null
}

export interface SignUpDriver {
  /** Types every field of the form. */
  fill(fill: Fill): Promise<void>
  submit(): Promise<void>
  serverAnswers(): Promise<void>
  serverFails(): Promise<void>
  see(): Promise<SeenSignUp>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: SignUpDriver): NonNullable<Params["events"]> => ({
  "form.fill": ({ event }) => I.fill((event as Extract<ModelEvent, { type: "form.fill" }>).fill),
  "form.submit": () => I.submit(),
  "server.answer": () => I.serverAnswers(),
  "server.fail": () => I.serverFails(),
})

const fieldMessages = ({ context }: ModelSnapshot) =>
  context.fieldErrors && context.fields !== "valid" ? FIELD_MESSAGES[context.fields] : {}

export const states = (I: SignUpDriver): NonNullable<Params["states"]> => {
  const sees = async (state: ModelSnapshot, expected: Partial<SeenSignUp> = {}) =>
    expect(await I.see()).toEqual({
      fieldErrors: fieldMessages(state),
      busy: false,
      error: state.context.error,
      signedInAs: null,
      ...expected,
    })
  return {
    editing: (state) => sees(state),
    submitting: (state) => sees(state, { busy: true }),
    signedIn: (state) => sees(state, { signedInAs: REGISTERED }),
  }
}
