import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * Models of the /forgot-password/ page as a member uses it (spec-checkout §2, §4
 * 'Authentication', §8; ADR 050 and 052), written from the spec apart from
 * machines/password-reset.machine.ts. Without a token the page asks for the e-mail to send a
 * reset link to (`requestLinkModel`); with the link's `?token=` it asks for a new password,
 * which signs the member in (`resetModel`). The same `events` and `states` drive the headless
 * driver (tests/model/password-reset.test.ts) and, later, a Playwright page model: each
 * implements `PasswordResetDriver`.
 */

export type Fill = "valid" | "invalid"

/** The token of the e-mailed link. */
export const LINK_TOKEN = "tok-1"

/** What the member types in the one field the page shows. */
export const VALUES = {
  email: { valid: " asha@example.com ", invalid: "asha@" },
  password: { valid: "a long secret", invalid: "short" },
} as const

/** The messages the page shows (en-IN, core/i18n/locales/en-IN.ts). */
const FIELD_MESSAGES = {
  email: { empty: "Enter your e-mail address", invalid: "Enter an e-mail address such as name@example.com" },
  password: { empty: "Enter your password", invalid: "Use at least 8 characters" },
} as const

/** The notice once a link is sent, the same whether the address has an account or not. */
export const LINK_SENT =
  "If an account uses asha@example.com, we’ve sent it a link to choose a new password. The link works for one hour."

/** What the fake server says when a request fails. */
export const SERVER_MESSAGES = { request: "That did not work", reset: "This link has expired" } as const

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
  /** What the page's one field (the e-mail, or the new password) holds. */
  readonly field: "empty" | Fill
  /** The page named the field's problem at the last submit, and it was not edited since. */
  readonly fieldError: boolean
  /** The server's message shown under the form. */
  readonly error: string | null
}

const initial: ModelContext = { field: "empty", fieldError: false, error: null }

const formSetup = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: { valid: ({ context }) => context.field === "valid" },
  actions: {
    fill: assign(({ event }) =>
      event.type === "form.fill" ? { field: event.fill, fieldError: false, error: null } : {},
    ),
    showFieldError: assign({ fieldError: true }),
    clear: assign({ fieldError: false, error: null }),
    failRequest: assign({ error: SERVER_MESSAGES.request }),
    failReset: assign({ error: SERVER_MESSAGES.reset }),
  },
})

/** Sending the link, first or again; an address that cannot be sent to is named instead. */
const requestLink = [
  { guard: "valid", target: "sending", actions: "clear" },
  { actions: "showFieldError" },
] as const

export const requestLinkModel = formSetup.createMachine({
  id: "requestLinkModel",
  context: initial,
  initial: "editing",
  states: {
    editing: { on: { "form.fill": { actions: "fill" }, "form.submit": requestLink } },
    sending: {
      on: { "server.answer": "sent", "server.fail": { target: "editing", actions: "failRequest" } },
    },
    // The notice never says whether the address has an account; the link can be sent again.
    sent: { on: { "form.fill": { actions: "fill" }, "form.submit": requestLink } },
  },
})

export const resetModel = formSetup.createMachine({
  id: "resetModel",
  context: initial,
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.fill": { actions: "fill" },
        "form.submit": [
          { guard: "valid", target: "saving", actions: "clear" },
          { actions: "showFieldError" },
        ],
      },
    },
    // An expired or used link is refused with the server's message; the form stays.
    saving: {
      on: { "server.answer": "signedIn", "server.fail": { target: "editing", actions: "failReset" } },
    },
    signedIn: { type: "final" },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof requestLinkModel> | SnapshotFrom<typeof resetModel>

export interface SeenPasswordReset {
  /** The form showing: the e-mail for a link, or the new password; none once signed in. */
  readonly form: "request" | "reset" | null
  /** The field's message, as the member reads it. */
  readonly fieldErrors: Readonly<Record<string, string>>
  readonly busy: boolean
  readonly error: string | null
  /** The 'Check your e-mail' notice's text. */
  readonly notice: string | null
  /** The e-mail of the account the page signed in, once it has. */
  readonly signedInAs: string | null
}

export interface PasswordResetDriver {
  /** Types into the field the page shows. */
  fill(fill: Fill): Promise<void>
  submit(): Promise<void>
  serverAnswers(): Promise<void>
  serverFails(): Promise<void>
  see(): Promise<SeenPasswordReset>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: PasswordResetDriver): NonNullable<Params["events"]> => ({
  "form.fill": ({ event }) => I.fill((event as Extract<ModelEvent, { type: "form.fill" }>).fill),
  "form.submit": () => I.submit(),
  "server.answer": () => I.serverAnswers(),
  "server.fail": () => I.serverFails(),
})

export const states = (I: PasswordResetDriver, form: "request" | "reset"): NonNullable<Params["states"]> => {
  const field = form === "request" ? "email" : "password"
  const sees = async ({ context }: ModelSnapshot, expected: Partial<SeenPasswordReset> = {}) =>
    expect(await I.see()).toEqual({
      form,
      fieldErrors:
        context.fieldError && context.field !== "valid"
          ? { [field]: FIELD_MESSAGES[field][context.field] }
          : {},
      busy: false,
      error: context.error,
      notice: null,
      signedInAs: null,
      ...expected,
    })
  return form === "request"
    ? {
        editing: (state) => sees(state),
        sending: (state) => sees(state, { busy: true }),
        sent: (state) => sees(state, { notice: LINK_SENT }),
      }
    : {
        editing: (state) => sees(state),
        saving: (state) => sees(state, { busy: true }),
        signedIn: (state) => sees(state, { form: null, signedInAs: "asha@example.com" }),
      }
}
