import { assign, type DoneActorEvent, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { OtpAttempts } from "#core/api/auth.ts"
import { isCompleteCode, phoneProblem } from "#core/auth/validation.ts"
import { OTP_MAX_SENDS, OTP_RESEND_DELAY_MS } from "#core/otp/rules.ts"
import { toApiError } from "#core/services/api-client.ts"
import { failed, notProvided } from "./lib/invoke.ts"
import type {
  CheckVerifiedRequest,
  OtpContext,
  OtpEvent,
  OtpInput,
  OtpOutput,
  OtpTag,
  SendCodeRequest,
  VerifyCodeRequest,
} from "./otp.types.ts"

/** The attempt's part of the context: what a reset returns to (spec-checkout §4 'OTP flow'). */
const freshAttempt = {
  isVerifyingOtp: false,
  isOtpVerified: false,
  // spec-checkout §9: 6 attempts until the server's first answer says otherwise.
  resend: { currentAttempts: 0, maxAttempts: OTP_MAX_SENDS },
  error: null,
  phoneNumber: "",
} as const

/**
 * spec-checkout §4: a failed send or verify stores the error and the modal stays as it was, unless
 * a pay-at-hotel flow got a 429: then the 'pay at hotel blocked' modal shows instead.
 */
const onFailure = (target: string) =>
  [
    {
      guard: { type: "blocksPayAtHotel", params: failed },
      target: "#otp.payAtHotelBlocked",
      actions: { type: "storeError", params: failed },
    },
    { target, actions: { type: "storeError", params: failed } },
  ] as const

const sendCode = (target: string) =>
  ({
    src: "sendCode",
    input: ({ context }: { readonly context: OtpContext }) => ({ phoneNumber: context.phoneNumber }),
    onDone: {
      target,
      actions: {
        type: "storeAttempts",
        params: ({ event }: { readonly event: DoneActorEvent<OtpAttempts> }) => event.output,
      },
    },
  }) as const

/**
 * One phone number's one-time code (spec-checkout §4 'OTP flow'), for any purpose: the host
 * provides the requests (sign-in: the login OTP endpoints; pay at hotel: /api/v2/otp/ and
 * /api/v4/auth/otp/verify/). Once the number is verified the machine is done, with the answer.
 */
export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
    tags: {} as OtpTag,
  },
  actors: {
    /** Answers the counts the server keeps (POST /api/v2/otp/ or /api/v2/auth/login/otp/). */
    sendCode: fromPromise<OtpAttempts, SendCodeRequest>(notProvided("sendCode")),
    verifyCode: fromPromise<unknown, VerifyCodeRequest>(notProvided("verifyCode")),
    checkVerified: fromPromise<{ readonly is_verified: boolean }, CheckVerifiedRequest>(
      notProvided("checkVerified"),
    ),
  },
  /** spec-checkout §9: 'OTP resend enable delay default 30000 ms'. */
  delays: { resendCooldown: OTP_RESEND_DELAY_MS },
  guards: {
    canSend: ({ context, event }) =>
      event.type === "otp.send" && context.isOtpEnabled && phoneProblem(event.phoneNumber) === null,
    canCheck: ({ event }) => event.type === "otp.checkVerified" && phoneProblem(event.phoneNumber) === null,
    isCompleteCode: ({ event }) => event.type === "otp.submit" && isCompleteCode(event.code),
    attemptsLeft: ({ context }) => context.resend.currentAttempts < context.resend.maxAttempts,
    // A wait before the next code is not a block: the code modal says how long (spec-checkout §4).
    blocksPayAtHotel: ({ context }, error: unknown) => {
      const { status, code } = toApiError(error)
      return context.payAtHotel && status === 429 && code !== "otp_resend_wait"
    },
    isVerified: (_, answer: { readonly is_verified: boolean }) => answer.is_verified,
  },
  actions: {
    setPhoneNumber: assign(({ event }) =>
      event.type === "otp.send" || event.type === "otp.checkVerified"
        ? { phoneNumber: event.phoneNumber.trim() }
        : {},
    ),
    // spec-checkout §4: 'any such request clears the error'.
    clearError: assign({ error: null }),
    startVerifying: assign({ isVerifyingOtp: true, error: null }),
    stopVerifying: assign({ isVerifyingOtp: false }),
    // The server's counts replace the defaults (spec-checkout §9).
    storeAttempts: assign((_, answer: OtpAttempts) => ({
      resend: { currentAttempts: answer.otp_request_attempts, maxAttempts: answer.max_otp_request_attempts },
    })),
    storeError: assign((_, error: unknown) => ({ error: toApiError(error) })),
    markVerified: assign({ isOtpVerified: true }),
    storeVerifiedFlag: assign((_, answer: { readonly is_verified: boolean }) => ({
      isOtpVerified: answer.is_verified,
    })),
    configure: assign(({ event }) =>
      event.type === "otp.configure" ? { isOtpEnabled: event.isOtpEnabled } : {},
    ),
    // The flow's configuration (enabled, pay at hotel) is not part of an attempt and stays.
    reset: assign(freshAttempt),
  },
}).createMachine({
  id: "otp",
  context: ({ input }) => ({
    ...freshAttempt,
    isOtpEnabled: input.isOtpEnabled ?? true,
    payAtHotel: input.payAtHotel ?? false,
  }),
  initial: "idle",
  on: {
    "otp.configure": { actions: "configure" },
    "otp.reset": { target: ".idle", actions: "reset" },
  },
  // The final state's output is the answer that proved the number (below); the root adds the number.
  output: ({ context, event }) => ({ phoneNumber: context.phoneNumber, verification: event.output }),
  states: {
    idle: {
      on: {
        "otp.send": { guard: "canSend", target: "sending", actions: "setPhoneNumber" },
        "otp.checkVerified": { guard: "canCheck", target: "checking", actions: "setPhoneNumber" },
      },
    },
    sending: {
      tags: ["sending"],
      entry: "clearError",
      invoke: { ...sendCode("open"), onError: onFailure("idle") },
    },
    checking: {
      tags: ["checking"],
      invoke: {
        src: "checkVerified",
        input: ({ context, event }) => ({
          phoneNumber: context.phoneNumber,
          countryCode: event.type === "otp.checkVerified" ? event.countryCode : "",
        }),
        onDone: [
          {
            guard: { type: "isVerified", params: ({ event }) => event.output },
            target: "verified",
            actions: { type: "storeVerifiedFlag", params: ({ event }) => event.output },
          },
          { target: "idle", actions: { type: "storeVerifiedFlag", params: ({ event }) => event.output } },
        ],
        onError: { target: "idle", actions: { type: "storeError", params: failed } },
      },
    },
    // The code modal: the member types the code while the resend timer runs beside it.
    open: {
      type: "parallel",
      tags: ["modalOpen"],
      on: { "otp.close": "idle" },
      states: {
        code: {
          initial: "entering",
          states: {
            entering: { on: { "otp.submit": { guard: "isCompleteCode", target: "verifying" } } },
            verifying: {
              tags: ["verifying"],
              entry: "startVerifying",
              exit: "stopVerifying",
              invoke: {
                src: "verifyCode",
                input: ({ context, event }) => ({
                  phoneNumber: context.phoneNumber,
                  code: event.type === "otp.submit" ? event.code.trim() : "",
                }),
                onDone: { target: "#otp.verified", actions: "markVerified" },
                onError: onFailure("entering"),
              },
            },
          },
        },
        // spec-checkout §9: Resend is enabled 30 s after a send, while attempts are left.
        resend: {
          initial: "counting",
          states: {
            counting: { always: [{ guard: "attemptsLeft", target: "coolingDown" }, { target: "exhausted" }] },
            coolingDown: { after: { resendCooldown: "ready" } },
            ready: { tags: ["canResend"], on: { "otp.resend": "sending" } },
            sending: {
              tags: ["sending"],
              entry: "clearError",
              invoke: { ...sendCode("counting"), onError: onFailure("ready") },
            },
            exhausted: { tags: ["resendExhausted"] },
          },
        },
      },
    },
    payAtHotelBlocked: { tags: ["payAtHotelBlocked"], on: { "otp.close": "idle" } },
    verified: { type: "final", output: ({ event }) => ("output" in event ? event.output : null) },
  },
})

export type OtpSnapshot = SnapshotFrom<typeof otpMachine>
