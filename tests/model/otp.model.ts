import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of the one-time-code flow as a member meets it (spec-checkout §4 'OTP flow', §8 '429',
 * §9 'resend max, resend delay'), written from the spec apart from machines/otp.machine.ts. The
 * same `events` and `states` drive the headless driver (tests/model/otp.test.ts) and, later, a
 * Playwright page model: each implements `OtpDriver`.
 *
 * The server in the model allows 2 codes per number (its value overrides the default 6), so the
 * last resend is reached in a few steps; a third request is answered 429. One request runs at a
 * time: the member resends or submits, then the server answers. The is-verified check is left to
 * the unit tests.
 */

/** What the fake server answers as max_otp_request_attempts. */
export const SERVER_MAX_ATTEMPTS = 2
/** The messages the fake server fails with. */
export const MESSAGES = { fail: "That did not work", tooMany: "Too many requests" } as const

export type Flow = "signIn" | "payAtHotel"

export type ModelEvent =
  | { readonly type: "code.request" }
  | { readonly type: "server.answer" }
  | { readonly type: "server.fail" }
  | { readonly type: "server.tooMany" }
  | { readonly type: "clock.cooldown" }
  | { readonly type: "code.resend" }
  | { readonly type: "code.submit" }
  | { readonly type: "modal.close" }
  | { readonly type: "otp.reset" }

interface ModelContext {
  readonly payAtHotel: boolean
  /** Codes the server has sent to the number; its count survives a reset of the page's state. */
  readonly sent: number
  /** The count the member is shown; null: the spec's defaults (none sent, 6 allowed). */
  readonly shown: number | null
  /** What the member was last told went wrong. */
  readonly error: string | null
  /** Resend: waiting 30 s, pressable, or no attempts left. */
  readonly resend: "waiting" | "ready" | "exhausted"
}

type Args = { readonly context: ModelContext }
const afterSend = ({ context }: Args) => ({
  sent: context.sent + 1,
  shown: context.sent + 1,
  error: null,
  resend: context.sent + 1 < SERVER_MAX_ATTEMPTS ? ("waiting" as const) : ("exhausted" as const),
})

export const otpModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent, input: {} as { readonly flow: Flow } },
  guards: {
    payAtHotel: ({ context }) => context.payAtHotel,
    attemptsLeft: ({ context }) => context.sent < SERVER_MAX_ATTEMPTS,
    waiting: ({ context }) => context.resend === "waiting",
    resendable: ({ context }) => context.resend === "ready",
  },
  actions: {
    sent: assign(afterSend),
    failed: assign({ error: MESSAGES.fail }),
    tooMany: assign({ error: MESSAGES.tooMany }),
    cooledDown: assign({ resend: "ready" as const }),
    // spec-checkout §4: a new request clears the last error.
    request: assign({ error: null }),
    reset: assign({ error: null, shown: null, resend: "waiting" as const }),
  },
}).createMachine({
  id: "otpModel",
  context: ({ input }) => ({
    payAtHotel: input.flow === "payAtHotel",
    sent: 0,
    shown: null,
    error: null,
    resend: "waiting",
  }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "code.request": { target: "sending", actions: "request" },
        "otp.reset": { actions: "reset" },
      },
    },
    sending: {
      on: {
        "server.answer": { guard: "attemptsLeft", target: "open", actions: "sent" },
        "server.fail": { target: "closed", actions: "failed" },
        // spec-checkout §4: only a pay-at-hotel flow shows the blocked modal on a 429.
        "server.tooMany": [
          { guard: "payAtHotel", target: "blocked", actions: "tooMany" },
          { target: "closed", actions: "tooMany" },
        ],
        "otp.reset": { target: "closed", actions: "reset" },
      },
    },
    open: {
      initial: "entering",
      on: { "modal.close": "closed", "otp.reset": { target: "closed", actions: "reset" } },
      states: {
        entering: {
          on: {
            "clock.cooldown": { guard: "waiting", actions: "cooledDown" },
            "code.resend": { guard: "resendable", target: "resending", actions: "request" },
            "code.submit": { target: "verifying", actions: "request" },
          },
        },
        resending: {
          on: {
            "server.answer": { guard: "attemptsLeft", target: "entering", actions: "sent" },
            "server.fail": { target: "entering", actions: "failed" },
            "server.tooMany": [
              { guard: "payAtHotel", target: "#blocked", actions: "tooMany" },
              { target: "entering", actions: "tooMany" },
            ],
          },
        },
        verifying: {
          on: {
            "server.answer": "#verified",
            "server.fail": { target: "entering", actions: "failed" },
            "server.tooMany": [
              { guard: "payAtHotel", target: "#blocked", actions: "tooMany" },
              { target: "entering", actions: "tooMany" },
            ],
          },
        },
      },
    },
    blocked: { id: "blocked", on: { "modal.close": "closed" } },
    verified: { id: "verified", type: "final" },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof otpModel>

/** What the member sees of the flow. */
export interface SeenOtp {
  readonly codeModal: boolean
  readonly blockedModal: boolean
  /** A request is in flight (spinner). */
  readonly busy: boolean
  readonly canResend: boolean
  readonly resendExhausted: boolean
  /** "1 of 2 codes sent", as numbers. */
  readonly attempts: { readonly current: number; readonly max: number }
  readonly error: string | null
  readonly verified: boolean
}

/** A member on a page with the flow (a sign-in page, or checkout's pay at hotel). */
export interface OtpDriver {
  requestCode(): Promise<void>
  serverAnswers(): Promise<void>
  serverFails(): Promise<void>
  serverTooMany(): Promise<void>
  /** Lets the 30 s resend delay pass. */
  waitCooldown(): Promise<void>
  resend(): Promise<void>
  submitCode(): Promise<void>
  close(): Promise<void>
  reset(): Promise<void>
  see(): Promise<SeenOtp>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: OtpDriver): NonNullable<Params["events"]> => ({
  "code.request": () => I.requestCode(),
  "server.answer": () => I.serverAnswers(),
  "server.fail": () => I.serverFails(),
  "server.tooMany": () => I.serverTooMany(),
  "clock.cooldown": () => I.waitCooldown(),
  "code.resend": () => I.resend(),
  "code.submit": () => I.submitCode(),
  "modal.close": () => I.close(),
  "otp.reset": () => I.reset(),
})

export const states = (I: OtpDriver): NonNullable<Params["states"]> => {
  const sees = async (state: ModelSnapshot, expected: Partial<SeenOtp>) => {
    const { context } = state
    const codeModal = state.matches("open")
    expect(await I.see()).toEqual({
      codeModal,
      blockedModal: false,
      busy: false,
      canResend: codeModal && context.resend === "ready",
      resendExhausted: codeModal && context.resend === "exhausted",
      // Until an answer gives the server's counts, the spec's defaults show: none sent, 6 allowed.
      attempts:
        context.shown === null
          ? { current: 0, max: 6 }
          : { current: context.shown, max: SERVER_MAX_ATTEMPTS },
      error: context.error,
      verified: false,
      ...expected,
    })
  }
  return {
    closed: (state) => sees(state, {}),
    sending: (state) => sees(state, { busy: true }),
    "open.entering": (state) => sees(state, {}),
    "open.resending": (state) => sees(state, { busy: true, canResend: false }),
    "open.verifying": (state) => sees(state, { busy: true }),
    blocked: (state) => sees(state, { blockedModal: true }),
    verified: (state) =>
      sees(state, { codeModal: false, canResend: false, resendExhausted: false, verified: true }),
  }
}
