import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { LoginResult, OtpAttempts } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import { otpMachine } from "./otp.machine.ts"
import type { SendCodeRequest, VerifyCodeRequest } from "./otp.types.ts"
import { type EmailLoginRequest, signInError, signInMachine, signInOtp } from "./sign-in.machine.ts"
import { asha } from "./test-support/accounts.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const badRequest = (message: string) =>
  new ApiError({ status: 400, code: "invalid_credentials", message, isNetworkError: false })

const start = () => {
  const calls = {
    login: [] as Array<Call<EmailLoginRequest, LoginResult>>,
    send: [] as Array<Call<SendCodeRequest, OtpAttempts>>,
    verify: [] as Array<Call<VerifyCodeRequest, unknown>>,
  }
  const machine = signInMachine.provide({
    actors: {
      loginEmail: controlled(calls.login),
      otp: otpMachine.provide({
        actors: { sendCode: controlled(calls.send), verifyCode: controlled(calls.verify) },
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock() }).start()
  const state = () => actor.getSnapshot()
  const type = (field: "email" | "password" | "phoneNumber", value: string) =>
    actor.send({ type: "field.change", field, value })
  /** Phone mode with a code sent to 9876543210 and the code modal open. */
  const codeSent = async () => {
    actor.send({ type: "mode.select", mode: "phone" })
    type("phoneNumber", "9876543210")
    actor.send({ type: "form.submit" })
    calls.send[0]!.resolve({ otp_request_attempts: 1, max_otp_request_attempts: 6 })
    await settle()
  }
  return { actor, calls, state, type, codeSent }
}

describe("sign-in with e-mail and password", () => {
  it("names each field it cannot send, and sends nothing", () => {
    const { actor, calls, state, type } = start()
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({
      email: "auth.email.required",
      password: "auth.password.required",
    })
    type("email", "asha@")
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({
      email: "auth.email.invalid",
      password: "auth.password.required",
    })
    expect(calls.login).toEqual([])
  })

  it("drops a field's message once that field changes", () => {
    const { actor, state, type } = start()
    actor.send({ type: "form.submit" })
    type("password", "x")
    expect(state().context.errors).toEqual({ email: "auth.email.required" })
  })

  it("logs in with the trimmed e-mail and the password as typed, and ends with the login answer", async () => {
    const { actor, calls, state, type } = start()
    type("email", " asha@example.com ")
    type("password", " old pass ")
    actor.send({ type: "form.submit" })
    expect(state().hasTag("submitting")).toBe(true)
    expect(calls.login[0]!.input).toEqual({ email: "asha@example.com", password: " old pass " })
    calls.login[0]!.resolve(asha)
    await settle()
    expect(state().status).toBe("done")
    expect(state().output).toEqual(asha)
  })

  it("shows the server's message when login fails, until the member edits a field", async () => {
    const { actor, calls, state, type } = start()
    type("email", "asha@example.com")
    type("password", "wrong")
    actor.send({ type: "form.submit" })
    calls.login[0]!.reject(badRequest("E-mail or password is incorrect"))
    await settle()
    expect(state().hasTag("submitting")).toBe(false)
    expect(signInError(state())?.message).toBe("E-mail or password is incorrect")
    type("password", "right")
    expect(signInError(state())).toBeNull()
  })
})

describe("sign-in with phone and a one-time code", () => {
  it("has no OTP flow in e-mail mode, and a fresh one in phone mode", () => {
    const { actor, state } = start()
    expect(signInOtp(state())).toBeNull()
    actor.send({ type: "mode.select", mode: "phone" })
    expect(state().hasTag("phone")).toBe(true)
    expect(signInOtp(state())?.context.resend).toEqual({ currentAttempts: 0, maxAttempts: 6 })
  })

  it("names a number it cannot send a code to", () => {
    const { actor, calls, state, type } = start()
    actor.send({ type: "mode.select", mode: "phone" })
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({ phoneNumber: "auth.phone.required" })
    type("phoneNumber", "5876543210")
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({ phoneNumber: "auth.phone.invalid" })
    expect(calls.send).toEqual([])
  })

  it("sends the code to the number, opens the code modal, and signs in with the verify answer", async () => {
    const { actor, calls, state, codeSent } = start()
    await codeSent()
    expect(calls.send[0]!.input).toEqual({ phoneNumber: "9876543210" })
    expect(signInOtp(state())?.hasTag("modalOpen")).toBe(true)
    actor.send({ type: "otp.submit", code: "123456" })
    expect(signInOtp(state())?.hasTag("verifying")).toBe(true)
    expect(calls.verify[0]!.input).toEqual({ phoneNumber: "9876543210", code: "123456" })
    calls.verify[0]!.resolve(asha)
    await settle()
    expect(state().status).toBe("done")
    expect(state().output).toEqual(asha)
  })

  it("shows why a code could not be sent", async () => {
    const { actor, calls, state, type } = start()
    actor.send({ type: "mode.select", mode: "phone" })
    type("phoneNumber", "9876543210")
    actor.send({ type: "form.submit" })
    calls.send[0]!.reject(badRequest("Too many codes for this number"))
    await settle()
    expect(signInError(state())?.message).toBe("Too many codes for this number")
  })

  it("starts the OTP flow afresh when the number changes", async () => {
    const { actor, state, type, codeSent } = start()
    await codeSent()
    actor.send({ type: "otp.close" })
    type("phoneNumber", "9123456789")
    expect(signInOtp(state())?.context).toMatchObject({
      phoneNumber: "",
      resend: { currentAttempts: 0, maxAttempts: 6 },
    })
  })

  it("reports a verify answer that is not a login, and offers a new code", async () => {
    const { actor, calls, state, codeSent } = start()
    await codeSent()
    actor.send({ type: "otp.submit", code: "123456" })
    calls.verify[0]!.resolve({ is_verified: true })
    await settle()
    expect(state().status).toBe("active")
    expect(signInError(state())).toMatchObject({ code: "UnexpectedAnswer", isNetworkError: true })
    expect(signInOtp(state())?.can({ type: "otp.send", phoneNumber: "9876543210" })).toBe(true)
  })

  it("stops the OTP flow when the member goes back to e-mail", async () => {
    const { actor, calls, state, codeSent } = start()
    await codeSent()
    actor.send({ type: "otp.submit", code: "123456" })
    actor.send({ type: "mode.select", mode: "email" })
    expect(calls.verify[0]!.signal.aborted).toBe(true)
    expect(signInOtp(state())).toBeNull()
  })
})
