import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { AuthUser, LoginResult, OtpAttempts } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import type { ProfileUpdate } from "#core/services/profile-graphql.ts"
import { authSessionMachine } from "./auth-session.machine.ts"
import { memoryStorage } from "./auth-storage.ts"
import { otpMachine } from "./otp.machine.ts"
import type { SendCodeRequest } from "./otp.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"
import {
  profileChangeOf,
  updateProfileError,
  updateProfileMachine,
  updateProfileOtp,
} from "./update-profile.machine.ts"

/** An account made by an SMS code sign-in: no name yet (ADR 050). */
const guest: AuthUser = {
  id: "42",
  email: "",
  phone_number: "9876543210",
  first_name: "Guest",
  last_name: "",
  communication_type: "sms",
}
const fail = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message, isNetworkError: false })

const start = () => {
  const calls = {
    load: [] as Array<Call<void, AuthUser>>,
    save: [] as Array<Call<ProfileUpdate, AuthUser>>,
    send: [] as Array<Call<SendCodeRequest, OtpAttempts>>,
  }
  const machine = updateProfileMachine.provide({
    actors: {
      loadProfile: controlled(calls.load),
      saveProfile: controlled(calls.save),
      otp: otpMachine.provide({ actors: { sendCode: controlled(calls.send) } }),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { clock }).start()
  const state = () => actor.getSnapshot()
  const type = (field: "firstName" | "lastName" | "phoneNumber", value: string) =>
    actor.send({ type: "field.change", field, value })
  const loaded = async (user: AuthUser = guest) => {
    calls.load[0]!.resolve(user)
    await settle()
  }
  /** A new number typed, the form submitted and the code sent: the code modal shows. */
  const codeSent = async () => {
    await loaded()
    type("firstName", "Asha")
    type("phoneNumber", "9123456789")
    actor.send({ type: "form.submit" })
    calls.send[0]!.resolve({ otp_request_attempts: 1, max_otp_request_attempts: 6 })
    await settle()
  }
  return { actor, calls, clock, state, type, loaded, codeSent }
}

describe("update profile: loading", () => {
  it("shows a 'Guest' first name as empty and the rest as stored", async () => {
    const { state, loaded } = start()
    expect(state().hasTag("loading")).toBe(true)
    await loaded()
    expect(state().context).toMatchObject({ firstName: "", lastName: "", phoneNumber: "9876543210" })
  })

  it("offers a retry when the profile cannot be loaded", async () => {
    const { actor, calls, state } = start()
    calls.load[0]!.reject(fail(0, "NetworkError", "Network error"))
    await settle()
    expect(state().hasTag("loadFailed")).toBe(true)
    expect(updateProfileError(state())?.message).toBe("Network error")
    actor.send({ type: "profile.retry" })
    calls.load[1]!.resolve({ ...guest, first_name: "Asha", last_name: "Rao" })
    await settle()
    expect(state().context).toMatchObject({ firstName: "Asha", lastName: "Rao", serverError: null })
  })
})

describe("update profile: names", () => {
  it("names each field it cannot send, and sends nothing", async () => {
    const { actor, calls, state, type, loaded } = start()
    await loaded()
    type("phoneNumber", "12345")
    type("lastName", "x".repeat(61))
    actor.send({ type: "form.submit" })
    expect(state().context.errors).toEqual({
      firstName: "auth.firstName.required",
      lastName: "auth.name.tooLong",
      phoneNumber: "auth.phone.invalid",
    })
    expect(calls.save).toEqual([])
    expect(calls.send).toEqual([])
  })

  it("saves a name-only change at once, trimmed and without any phone or code", async () => {
    const { actor, calls, state, type, loaded } = start()
    await loaded()
    type("firstName", " Asha ")
    type("lastName", " Rao ")
    actor.send({ type: "form.submit" })
    expect(state().hasTag("saving")).toBe(true)
    expect(state().hasTag("verifying")).toBe(false)
    expect(calls.save[0]!.input).toEqual({ first_name: "Asha", last_name: "Rao" })
    const saved = { ...guest, first_name: "Asha", last_name: "Rao" }
    calls.save[0]!.resolve(saved)
    await settle()
    expect(state().status).toBe("done")
    expect(state().output).toEqual(saved)
    expect(calls.send).toEqual([])
  })

  it("keeps the form and shows the server's message when the save fails", async () => {
    const { actor, calls, state, type, loaded } = start()
    await loaded()
    type("firstName", "Asha")
    actor.send({ type: "form.submit" })
    calls.save[0]!.reject(fail(200, "invalid_payload", "first_name: must not contain control characters"))
    await settle()
    expect(state().status).toBe("active")
    expect(updateProfileError(state())?.message).toBe("first_name: must not contain control characters")
    type("firstName", "Asha R")
    expect(updateProfileError(state())).toBeNull()
  })
})

describe("update profile: a new phone number", () => {
  it("sends a code to the new number instead of saving", async () => {
    const { calls, state, codeSent } = start()
    await codeSent()
    expect(calls.send[0]!.input).toEqual({ phoneNumber: "9123456789" })
    expect(calls.save).toEqual([])
    expect(updateProfileOtp(state())?.hasTag("modalOpen")).toBe(true)
  })

  it("saves the names and the number together with the code typed", async () => {
    const { actor, calls, state, codeSent } = start()
    await codeSent()
    actor.send({ type: "otp.submit", code: " 123456 " })
    expect(state().hasTag("verifying")).toBe(true)
    expect(calls.save[0]!.input).toEqual({
      first_name: "Asha",
      last_name: "",
      phone_number: "9123456789",
      verification_code: "123456",
    })
    const saved = { ...guest, first_name: "Asha", phone_number: "9123456789" }
    calls.save[0]!.resolve(saved)
    await settle()
    expect(state().output).toEqual(saved)
  })

  it("ignores a code that is not 6 digits", async () => {
    const { actor, calls, state, codeSent } = start()
    await codeSent()
    actor.send({ type: "otp.submit", code: "12345" })
    expect(calls.save).toEqual([])
    expect(state().hasTag("saving")).toBe(false)
  })

  it("keeps the code modal open after a wrong code, so the member types it again", async () => {
    const { actor, calls, state, codeSent } = start()
    await codeSent()
    actor.send({ type: "otp.submit", code: "000000" })
    calls.save[0]!.reject(fail(200, "otp_invalid", "The code is not right."))
    await settle()
    expect(updateProfileError(state())?.message).toBe("The code is not right.")
    expect(updateProfileOtp(state())?.hasTag("modalOpen")).toBe(true)
    actor.send({ type: "otp.submit", code: "123456" })
    expect(updateProfileError(state())).toBeNull()
    expect(calls.save[1]!.input.verification_code).toBe("123456")
  })

  it("shows why a code could not be sent, such as a number of another account", async () => {
    const { actor, calls, state, type, loaded } = start()
    await loaded()
    type("firstName", "Asha")
    type("phoneNumber", "9123456789")
    actor.send({ type: "form.submit" })
    calls.send[0]!.reject(fail(200, "phone_taken", "This mobile number belongs to another account."))
    await settle()
    expect(updateProfileError(state())?.code).toBe("phone_taken")
    expect(updateProfileOtp(state())?.hasTag("modalOpen")).toBe(false)
  })

  it("starts the OTP flow afresh when the number changes again", async () => {
    const { actor, calls, state, type, codeSent } = start()
    await codeSent()
    type("phoneNumber", "9988776655")
    expect(updateProfileOtp(state())?.hasTag("modalOpen")).toBe(false)
    actor.send({ type: "otp.submit", code: "123456" })
    expect(calls.save).toEqual([])
    actor.send({ type: "form.submit" })
    expect(calls.send[1]!.input).toEqual({ phoneNumber: "9988776655" })
  })

  it("saves without a code once the number is back to the current one", async () => {
    const { actor, calls, type, codeSent } = start()
    await codeSent()
    type("phoneNumber", "9876543210")
    actor.send({ type: "form.submit" })
    expect(calls.save[0]!.input).toEqual({ first_name: "Asha", last_name: "" })
    expect(calls.send).toHaveLength(1)
  })

  it("passes resend (after spec-checkout §9's 30 s) and close on to the OTP flow", async () => {
    const { actor, calls, clock, state, codeSent } = start()
    await codeSent()
    expect(updateProfileOtp(state())?.hasTag("canResend")).toBe(false)
    clock.increment(30_000)
    actor.send({ type: "otp.resend" })
    expect(calls.send[1]!.input).toEqual({ phoneNumber: "9123456789" })
    actor.send({ type: "otp.close" })
    expect(updateProfileOtp(state())?.hasTag("modalOpen")).toBe(false)
    actor.send({ type: "otp.submit", code: "123456" })
    expect(calls.save).toEqual([])
  })
})

describe("update profile: the session", () => {
  it("gives the auth-session machine the saved name and mobile", async () => {
    const result: LoginResult = { ...guest, token: "token-1" }
    const session = createActor(authSessionMachine, { input: { storage: memoryStorage() } }).start()
    session.send({ type: "session.signedIn", result })
    const saved = { ...guest, first_name: "Asha", last_name: "Rao", phone_number: "9123456789" }
    session.send({ type: "session.profileUpdated", change: profileChangeOf(saved) })
    expect(session.getSnapshot().context.user).toEqual({
      id: "42",
      email: "",
      name: "Asha Rao",
      mobile: "9123456789",
    })
  })
})
