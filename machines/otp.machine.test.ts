import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { OtpAttempts } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import { otpMachine } from "./otp.machine.ts"
import type {
  CheckVerifiedRequest,
  OtpInput,
  OtpTag,
  SendCodeRequest,
  VerifyCodeRequest,
} from "./otp.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const apiError = (status: number, message = "Please try again later") =>
  new ApiError({ status, code: String(status), message, isNetworkError: false })
const attempts = (sent: number, max = 6): OtpAttempts => ({
  otp_request_attempts: sent,
  max_otp_request_attempts: max,
})
const PHONE = "9876543210"
const TAGS: ReadonlyArray<OtpTag> = [
  "sending",
  "verifying",
  "checking",
  "modalOpen",
  "canResend",
  "resendExhausted",
  "payAtHotelBlocked",
]

const start = (input: OtpInput = {}) => {
  const clock = new SimulatedClock()
  const calls = {
    send: [] as Array<Call<SendCodeRequest, OtpAttempts>>,
    verify: [] as Array<Call<VerifyCodeRequest, unknown>>,
    check: [] as Array<Call<CheckVerifiedRequest, { readonly is_verified: boolean }>>,
  }
  const machine = otpMachine.provide({
    actors: {
      sendCode: controlled(calls.send),
      verifyCode: controlled(calls.verify),
      checkVerified: controlled(calls.check),
    },
  })
  const actor = createActor(machine, { clock, input }).start()
  const state = () => actor.getSnapshot()
  const tags = () => TAGS.filter((tag) => state().hasTag(tag))
  /** Sends a first code and lets the server answer it. */
  const sendAnswered = async (answer = attempts(1)) => {
    actor.send({ type: "otp.send", phoneNumber: PHONE })
    calls.send.at(-1)!.resolve(answer)
    await settle()
  }
  return { actor, clock, calls, state, tags, sendAnswered }
}

describe("OTP: sending a code", () => {
  it("sends to the number, then opens the modal with the server's attempt counts", async () => {
    const { actor, calls, state, tags } = start()
    actor.send({ type: "otp.send", phoneNumber: ` ${PHONE} ` })
    expect(tags()).toEqual(["sending"])
    expect(calls.send.map((c) => c.input)).toEqual([{ phoneNumber: PHONE }])
    calls.send[0]!.resolve(attempts(1, 4))
    await settle()
    expect(tags()).toEqual(["modalOpen"])
    expect(state().context.resend).toEqual({ currentAttempts: 1, maxAttempts: 4 })
  })

  it("starts from the spec's defaults: 6 attempts allowed, none used, nothing verified", () => {
    const { state } = start()
    expect(state().context).toMatchObject({
      isOtpEnabled: true,
      isVerifyingOtp: false,
      isOtpVerified: false,
      resend: { currentAttempts: 0, maxAttempts: 6 },
      error: null,
    })
  })

  it("keeps the modal closed when the first send fails, and stores the error", async () => {
    const { actor, calls, state, tags } = start()
    actor.send({ type: "otp.send", phoneNumber: PHONE })
    calls.send[0]!.reject(apiError(400, "Invalid number"))
    await settle()
    expect(tags()).toEqual([])
    expect(state().context.error?.message).toBe("Invalid number")
  })

  it("clears the previous error when a new send starts", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "otp.send", phoneNumber: PHONE })
    calls.send[0]!.reject(apiError(500))
    await settle()
    actor.send({ type: "otp.send", phoneNumber: PHONE })
    expect(state().context.error).toBeNull()
  })

  it("does not send while OTP is disabled or to a number that is not a mobile number", () => {
    const { actor, state } = start({ isOtpEnabled: false })
    expect(state().can({ type: "otp.send", phoneNumber: PHONE })).toBe(false)
    actor.send({ type: "otp.configure", isOtpEnabled: true })
    expect(state().context.isOtpEnabled).toBe(true)
    expect(state().can({ type: "otp.send", phoneNumber: PHONE })).toBe(true)
    expect(state().can({ type: "otp.send", phoneNumber: "12345" })).toBe(false)
  })
})

describe("OTP: resending", () => {
  it("enables Resend 30 000 ms after the send, not at 29 999 ms", async () => {
    const { clock, tags, sendAnswered } = start()
    await sendAnswered()
    clock.increment(29_999)
    expect(tags()).not.toContain("canResend")
    clock.increment(1)
    expect(tags()).toContain("canResend")
  })

  it("resends to the same number, updates the counts and restarts the 30 s wait", async () => {
    const { actor, clock, calls, state, tags, sendAnswered } = start()
    await sendAnswered(attempts(1))
    clock.increment(30_000)
    actor.send({ type: "otp.resend" })
    expect(tags()).toEqual(["sending", "modalOpen"])
    calls.send[1]!.resolve(attempts(2))
    await settle()
    expect(calls.send[1]!.input).toEqual({ phoneNumber: PHONE })
    expect(state().context.resend.currentAttempts).toBe(2)
    expect(state().can({ type: "otp.resend" })).toBe(false)
    clock.increment(30_000)
    expect(state().can({ type: "otp.resend" })).toBe(true)
  })

  it("stops offering Resend once the server's maximum is reached, whatever the default", async () => {
    const { clock, tags, sendAnswered } = start()
    await sendAnswered(attempts(2, 2))
    expect(tags()).toEqual(["modalOpen", "resendExhausted"])
    clock.increment(60_000)
    expect(tags()).not.toContain("canResend")
  })

  it("keeps the modal open and Resend enabled when a resend fails", async () => {
    const { actor, clock, calls, state, tags, sendAnswered } = start()
    await sendAnswered()
    clock.increment(30_000)
    actor.send({ type: "otp.resend" })
    calls.send[1]!.reject(apiError(429, "Too many codes"))
    await settle()
    expect(tags()).toEqual(["modalOpen", "canResend"])
    expect(state().context.error?.status).toBe(429)
  })
})

describe("OTP: verifying", () => {
  it("verifies only a complete 6-digit code", async () => {
    const { state, sendAnswered } = start()
    await sendAnswered()
    expect(state().can({ type: "otp.submit", code: "12345" })).toBe(false)
    expect(state().can({ type: "otp.submit", code: "12345a" })).toBe(false)
    expect(state().can({ type: "otp.submit", code: "123456" })).toBe(true)
  })

  it("sets isVerifyingOtp and clears the error while verifying; success ends with the answer", async () => {
    const { actor, calls, state, tags, sendAnswered } = start()
    await sendAnswered()
    actor.send({ type: "otp.submit", code: "000000" })
    calls.verify[0]!.reject(apiError(400, "Wrong code"))
    await settle()
    actor.send({ type: "otp.submit", code: "123456" })
    expect(state().context).toMatchObject({ isVerifyingOtp: true, error: null })
    expect(tags()).toContain("verifying")
    expect(calls.verify[1]!.input).toEqual({ phoneNumber: PHONE, code: "123456" })
    calls.verify[1]!.resolve({ token: "t-1" })
    await settle()
    expect(state().status).toBe("done")
    expect(state().context).toMatchObject({ isVerifyingOtp: false, isOtpVerified: true })
    expect(state().output).toEqual({ phoneNumber: PHONE, verification: { token: "t-1" } })
  })

  it("on a failed verify stops verifying, stores the error and keeps the modal open", async () => {
    const { actor, calls, state, tags, sendAnswered } = start()
    await sendAnswered()
    actor.send({ type: "otp.submit", code: "000000" })
    calls.verify[0]!.reject(apiError(400, "Wrong code"))
    await settle()
    expect(tags()).toEqual(["modalOpen"])
    expect(state().context).toMatchObject({ isVerifyingOtp: false, isOtpVerified: false })
    expect(state().context.error?.message).toBe("Wrong code")
  })

  it("closing the modal stops a verify in flight", async () => {
    const { actor, calls, state, sendAnswered } = start()
    await sendAnswered()
    actor.send({ type: "otp.submit", code: "123456" })
    actor.send({ type: "otp.close" })
    expect(calls.verify[0]!.signal.aborted).toBe(true)
    expect(state().context.isVerifyingOtp).toBe(false)
    expect(state().hasTag("modalOpen")).toBe(false)
  })
})

describe("OTP: pay at hotel blocked", () => {
  it("shows the pay-at-hotel-blocked modal on a 429 in a pay-at-hotel flow, closable", async () => {
    const { actor, calls, state, tags } = start({ payAtHotel: true })
    actor.send({ type: "otp.send", phoneNumber: PHONE })
    calls.send[0]!.reject(apiError(429))
    await settle()
    expect(tags()).toEqual(["payAtHotelBlocked"])
    expect(state().context.error?.status).toBe(429)
    actor.send({ type: "otp.close" })
    expect(tags()).toEqual([])
  })

  it("also on a 429 while verifying; any other failure keeps the code modal", async () => {
    const { actor, calls, tags, sendAnswered } = start({ payAtHotel: true })
    await sendAnswered()
    actor.send({ type: "otp.submit", code: "123456" })
    calls.verify[0]!.reject(apiError(400))
    await settle()
    expect(tags()).toEqual(["modalOpen"])
    actor.send({ type: "otp.submit", code: "123456" })
    calls.verify[1]!.reject(apiError(429))
    await settle()
    expect(tags()).toEqual(["payAtHotelBlocked"])
  })

  it("keeps the code modal when the 429 only asks to wait before the next code", async () => {
    const { actor, calls, state, tags } = start({ payAtHotel: true })
    actor.send({ type: "otp.send", phoneNumber: PHONE })
    calls.send[0]!.reject(
      new ApiError({ status: 429, code: "otp_resend_wait", message: "Please wait", isNetworkError: false }),
    )
    await settle()
    expect(tags()).not.toContain("payAtHotelBlocked")
    expect(state().context.error?.code).toBe("otp_resend_wait")
  })

  it("keeps the code modal on a 429 outside pay at hotel", async () => {
    const { actor, calls, tags, sendAnswered } = start()
    await sendAnswered()
    actor.send({ type: "otp.submit", code: "123456" })
    calls.verify[0]!.reject(apiError(429))
    await settle()
    expect(tags()).toEqual(["modalOpen"])
  })
})

describe("OTP: is-verified check and reset", () => {
  it("ends verified when the number is verified already, without a code", async () => {
    const { actor, calls, state } = start({ payAtHotel: true })
    actor.send({ type: "otp.checkVerified", phoneNumber: PHONE, countryCode: "+91" })
    expect(state().hasTag("checking")).toBe(true)
    expect(calls.check[0]!.input).toEqual({ phoneNumber: PHONE, countryCode: "+91" })
    calls.check[0]!.resolve({ is_verified: true })
    await settle()
    expect(state().status).toBe("done")
    expect(state().output).toEqual({ phoneNumber: PHONE, verification: { is_verified: true } })
  })

  it("stores a false flag, or the error, and waits for a send", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "otp.checkVerified", phoneNumber: PHONE, countryCode: "+91" })
    calls.check[0]!.resolve({ is_verified: false })
    await settle()
    expect(state().context.isOtpVerified).toBe(false)
    actor.send({ type: "otp.checkVerified", phoneNumber: PHONE, countryCode: "+91" })
    calls.check[1]!.reject(apiError(400, "Bad number"))
    await settle()
    expect(state().context.error?.message).toBe("Bad number")
    expect(state().can({ type: "otp.send", phoneNumber: PHONE })).toBe(true)
  })

  it("returns to the initial state on reset, keeping whether OTP is enabled", async () => {
    const { actor, calls, state, tags, sendAnswered } = start({ isOtpEnabled: true })
    const initial = state().context
    await sendAnswered(attempts(3))
    actor.send({ type: "otp.submit", code: "123456" })
    actor.send({ type: "otp.reset" })
    expect(calls.verify[0]!.signal.aborted).toBe(true)
    expect(tags()).toEqual([])
    expect(state().context).toEqual(initial)
  })
})
