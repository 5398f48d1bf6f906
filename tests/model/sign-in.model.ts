import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of the /login/ page as a member uses it (spec-checkout §2, §4 'Authentication' and
 * 'OTP flow', §8), written from the spec apart from machines/sign-in.machine.ts. The same
 * `events` and `states` drive the headless driver (tests/model/sign-in.test.ts) and, later, a
 * Playwright page model: each implements `SignInDriver`. Resending codes is the OTP model's.
 */

export type Fill = "valid" | "invalid"

/** What the member types in each mode. */
export const VALUES = {
  email: {
    valid: { email: "asha@example.com", password: "secret-1" },
    invalid: { email: "asha@", password: "" },
  },
  phone: { valid: { phoneNumber: "9876543210" }, invalid: { phoneNumber: "12345" } },
} as const

/** The messages the form shows for each fill (en-IN, core/i18n/locales/en-IN.ts). */
const FIELD_MESSAGES = {
  email: {
    empty: { email: "Enter your e-mail address", password: "Enter your password" },
    invalid: { email: "Enter an e-mail address such as name@example.com", password: "Enter your password" },
  },
  phone: {
    empty: { phoneNumber: "Enter your mobile number" },
    invalid: { phoneNumber: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9" },
  },
} as const

/** What the fake server says when a request fails. */
export const SERVER_MESSAGE = "That did not work"

export type ModelEvent =
  | { readonly type: "mode.email" }
  | { readonly type: "mode.phone" }
  | { readonly type: "form.fill"; readonly fill: Fill }
  | { readonly type: "form.submit" }
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail" }
  | { readonly type: "code.submit" }
  | { readonly type: "modal.close" }

export const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "form.fill", fill: "valid" },
  { type: "form.fill", fill: "invalid" },
]

interface ModelContext {
  /** What each mode's fields hold; both are kept when the member switches modes. */
  readonly email: "empty" | Fill
  readonly phone: "empty" | Fill
  /** The form named its fields' problems at the last submit, and none was edited since. */
  readonly fieldErrors: boolean
  /** The server's message shown under the form. */
  readonly error: string | null
}

type Mode = "email" | "phone"
const modeOf = (state: { matches: (value: Mode) => boolean }): Mode =>
  state.matches("email") ? "email" : "phone"

export const signInModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    emailValid: ({ context }) => context.email === "valid",
    phoneValid: ({ context }) => context.phone === "valid",
  },
  actions: {
    fillEmail: assign(({ event }) =>
      event.type === "form.fill" ? { email: event.fill, fieldErrors: false, error: null } : {},
    ),
    fillPhone: assign(({ event }) =>
      event.type === "form.fill" ? { phone: event.fill, fieldErrors: false, error: null } : {},
    ),
    showFieldErrors: assign({ fieldErrors: true }),
    clear: assign({ fieldErrors: false, error: null }),
    fail: assign({ error: SERVER_MESSAGE }),
  },
}).createMachine({
  id: "signInModel",
  context: { email: "empty", phone: "empty", fieldErrors: false, error: null },
  initial: "email",
  states: {
    email: {
      initial: "editing",
      on: { "mode.phone": { target: "phone", actions: "clear" } },
      states: {
        editing: {
          on: {
            "form.fill": { actions: "fillEmail" },
            "form.submit": [
              { guard: "emailValid", target: "submitting", actions: "clear" },
              { actions: "showFieldErrors" },
            ],
          },
        },
        submitting: {
          on: { "server.answer": "#signedIn", "server.fail": { target: "editing", actions: "fail" } },
        },
      },
    },
    phone: {
      initial: "editing",
      on: { "mode.email": { target: "email", actions: "clear" } },
      states: {
        editing: {
          on: {
            "form.fill": { actions: "fillPhone" },
            "form.submit": [
              { guard: "phoneValid", target: "sending", actions: "clear" },
              { actions: "showFieldErrors" },
            ],
          },
        },
        sending: {
          on: { "server.answer": "codeOpen", "server.fail": { target: "editing", actions: "fail" } },
        },
        // spec-checkout §4: the code modal opens once the code is sent and stays open on a failure.
        codeOpen: {
          on: { "code.submit": { target: "verifying", actions: "clear" }, "modal.close": "editing" },
        },
        verifying: {
          on: { "server.answer": "#signedIn", "server.fail": { target: "codeOpen", actions: "fail" } },
        },
      },
    },
    signedIn: { id: "signedIn", type: "final" },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof signInModel>

export interface SeenSignIn {
  readonly mode: Mode | null
  /** Each field's message, as the member reads it. */
  readonly fieldErrors: Readonly<Record<string, string>>
  readonly busy: boolean
  readonly error: string | null
  readonly codeModal: boolean
  /** The e-mail of the account the page signed in, once it has. */
  readonly signedInAs: string | null
}

export interface SignInDriver {
  chooseEmail(): Promise<void>
  choosePhone(): Promise<void>
  /** Types the fields of the mode showing. */
  fill(fill: Fill): Promise<void>
  submit(): Promise<void>
  serverAnswers(): Promise<void>
  serverFails(): Promise<void>
  submitCode(): Promise<void>
  closeCodeModal(): Promise<void>
  see(): Promise<SeenSignIn>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: SignInDriver): NonNullable<Params["events"]> => ({
  "mode.email": () => I.chooseEmail(),
  "mode.phone": () => I.choosePhone(),
  "form.fill": ({ event }) => I.fill((event as Extract<ModelEvent, { type: "form.fill" }>).fill),
  "form.submit": () => I.submit(),
  "server.answer": () => I.serverAnswers(),
  "server.fail": () => I.serverFails(),
  "code.submit": () => I.submitCode(),
  "modal.close": () => I.closeCodeModal(),
})

const fieldMessages = (state: ModelSnapshot) => {
  const mode = modeOf(state)
  const filled = state.context[mode]
  return state.context.fieldErrors && filled !== "valid" ? FIELD_MESSAGES[mode][filled] : {}
}

export const states = (I: SignInDriver): NonNullable<Params["states"]> => {
  const sees = async (state: ModelSnapshot, expected: Partial<SeenSignIn> = {}) =>
    expect(await I.see()).toEqual({
      mode: modeOf(state),
      fieldErrors: fieldMessages(state),
      busy: false,
      error: state.context.error,
      codeModal: false,
      signedInAs: null,
      ...expected,
    })
  return {
    "email.editing": (state) => sees(state),
    "email.submitting": (state) => sees(state, { busy: true }),
    "phone.editing": (state) => sees(state),
    "phone.sending": (state) => sees(state, { busy: true }),
    "phone.codeOpen": (state) => sees(state, { codeModal: true }),
    "phone.verifying": (state) => sees(state, { codeModal: true, busy: true }),
    signedIn: async () => expect((await I.see()).signedInAs).toBe("asha@example.com"),
  }
}
