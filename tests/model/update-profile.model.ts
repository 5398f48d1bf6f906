import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of the /update-profile/ page as a member uses it (spec-checkout §3 'User profile', §4
 * 'Authentication' and 'OTP flow', §8), written from the spec and ADR 053 apart from
 * machines/update-profile.machine.ts. The member's account was made by an SMS code, so its first
 * name is the 'Guest' placeholder and shows empty. Resending codes is the OTP model's.
 */

export type NamesFill = "valid" | "invalid"
export type PhoneFill = "same" | "new" | "invalid"

/** The account as loaded, and what the member types. */
export const LOADED = { firstName: "Guest", lastName: "", phoneNumber: "9876543210" } as const
export const VALUES = {
  names: {
    valid: { firstName: "Asha", lastName: "Rao" },
    invalid: { firstName: "  ", lastName: "x".repeat(61) },
  },
  phone: { same: LOADED.phoneNumber, new: "9123456789", invalid: "12345" },
} as const

/** The messages the form shows (en-IN, core/i18n/locales/en-IN.ts). */
const MESSAGES = {
  firstName: "Enter your first name",
  lastName: "Use at most 60 characters",
  phoneNumber: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9",
} as const

/** What the fake server says when a request fails. */
export const SERVER_MESSAGE = "That did not work"

export type ModelEvent =
  | { readonly type: "names.fill"; readonly fill: NamesFill }
  | { readonly type: "phone.fill"; readonly fill: PhoneFill }
  | { readonly type: "form.submit" }
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail" }
  | { readonly type: "code.submit" }
  | { readonly type: "modal.close" }
  | { readonly type: "profile.retry" }

export const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "names.fill", fill: "valid" },
  { type: "names.fill", fill: "invalid" },
  { type: "phone.fill", fill: "same" },
  { type: "phone.fill", fill: "new" },
  { type: "phone.fill", fill: "invalid" },
]

interface ModelContext {
  /** 'empty': the 'Guest' first name as loaded. */
  readonly names: "empty" | NamesFill
  readonly phone: PhoneFill
  /** The form named the names' (or the phone's) problems at the last submit, unedited since. */
  readonly namesErrors: boolean
  readonly phoneError: boolean
  /**
   * The server's message shown, and what it was about: the load or a save ('form', gone once any
   * field is edited) or sending a code to the new number ('code', gone once the number changes).
   */
  readonly error: "form" | "code" | null
}

type Args = { readonly context: ModelContext; readonly event: ModelEvent }

export const updateProfileModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    hasProblems: ({ context }) => context.names !== "valid" || context.phone === "invalid",
    newPhone: ({ context }) => context.phone === "new",
  },
  actions: {
    fillNames: assign(({ context, event }: Args) =>
      event.type === "names.fill"
        ? { names: event.fill, namesErrors: false, error: context.error === "form" ? null : context.error }
        : {},
    ),
    fillPhone: assign(({ event }: Args) =>
      event.type === "phone.fill" ? { phone: event.fill, phoneError: false, error: null } : {},
    ),
    showFieldErrors: assign(({ context }) => ({
      namesErrors: context.names !== "valid",
      phoneError: context.phone === "invalid",
    })),
    clear: assign({ error: null }),
    failForm: assign({ error: "form" as const }),
    failCode: assign({ error: "code" as const }),
  },
}).createMachine({
  id: "updateProfileModel",
  context: { names: "empty", phone: "same", namesErrors: false, phoneError: false, error: null },
  initial: "loading",
  states: {
    loading: {
      on: {
        "server.answer": { target: "editing", actions: "clear" },
        "server.fail": { target: "loadFailed", actions: "failForm" },
      },
    },
    loadFailed: { on: { "profile.retry": "loading" } },
    editing: {
      on: {
        "names.fill": { actions: "fillNames" },
        "phone.fill": { actions: "fillPhone" },
        "form.submit": [
          { guard: "hasProblems", actions: "showFieldErrors" },
          { guard: "newPhone", target: "sending", actions: "clear" },
          { target: "saving", actions: "clear" },
        ],
      },
    },
    saving: { on: { "server.answer": "saved", "server.fail": { target: "editing", actions: "failForm" } } },
    // ADR 053: a new number is saved only together with the code sent to it.
    sending: {
      on: { "server.answer": "codeOpen", "server.fail": { target: "editing", actions: "failCode" } },
    },
    codeOpen: {
      on: {
        "code.submit": { target: "verifying", actions: "clear" },
        "modal.close": "editing",
        // A code belongs to the number it was sent to: another number closes the modal.
        "phone.fill": { target: "editing", actions: "fillPhone" },
      },
    },
    // spec-checkout §4: the code modal stays open on a failure.
    verifying: {
      on: { "server.answer": "saved", "server.fail": { target: "codeOpen", actions: "failForm" } },
    },
    saved: { type: "final" },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof updateProfileModel>

export interface SeenProfile {
  readonly loading: boolean
  readonly loadFailed: boolean
  /** Each field's message, as the member reads it. */
  readonly fieldErrors: Readonly<Record<string, string>>
  /** A save or a code request in flight. */
  readonly busy: boolean
  readonly error: string | null
  readonly codeModal: boolean
  /** The name the saved profile greets the member by, once saved. */
  readonly savedAs: string | null
}

export interface UpdateProfileDriver {
  fillNames(fill: NamesFill): Promise<void>
  fillPhone(fill: PhoneFill): Promise<void>
  submit(): Promise<void>
  serverAnswers(): Promise<void>
  serverFails(): Promise<void>
  submitCode(): Promise<void>
  closeCodeModal(): Promise<void>
  retry(): Promise<void>
  see(): Promise<SeenProfile>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: UpdateProfileDriver): NonNullable<Params["events"]> => ({
  "names.fill": ({ event }) => I.fillNames((event as Extract<ModelEvent, { type: "names.fill" }>).fill),
  "phone.fill": ({ event }) => I.fillPhone((event as Extract<ModelEvent, { type: "phone.fill" }>).fill),
  "form.submit": () => I.submit(),
  "server.answer": () => I.serverAnswers(),
  "server.fail": () => I.serverFails(),
  "code.submit": () => I.submitCode(),
  "modal.close": () => I.closeCodeModal(),
  "profile.retry": () => I.retry(),
})

const fieldMessages = ({ context }: ModelSnapshot) => ({
  ...(context.namesErrors ? { firstName: MESSAGES.firstName } : {}),
  ...(context.namesErrors && context.names === "invalid" ? { lastName: MESSAGES.lastName } : {}),
  ...(context.phoneError ? { phoneNumber: MESSAGES.phoneNumber } : {}),
})

export const states = (I: UpdateProfileDriver): NonNullable<Params["states"]> => {
  const sees = async (state: ModelSnapshot, expected: Partial<SeenProfile> = {}) =>
    expect(await I.see()).toEqual({
      loading: false,
      loadFailed: false,
      fieldErrors: fieldMessages(state),
      busy: false,
      error: state.context.error === null ? null : SERVER_MESSAGE,
      codeModal: false,
      savedAs: null,
      ...expected,
    })
  return {
    loading: (state) => sees(state, { loading: true }),
    loadFailed: (state) => sees(state, { loadFailed: true }),
    editing: (state) => sees(state),
    saving: (state) => sees(state, { busy: true }),
    sending: (state) => sees(state, { busy: true }),
    codeOpen: (state) => sees(state, { codeModal: true }),
    verifying: (state) => sees(state, { codeModal: true, busy: true }),
    saved: async () => expect((await I.see()).savedAs).toBe("Asha Rao"),
  }
}
