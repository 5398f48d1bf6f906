import { expect, it } from "vitest"
import type { LoginResult, OtpAttempts, ProfileDetail } from "#core/api/auth.ts"
import { codeInSms } from "#core/otp/messages.ts"
import { authClient, dataOf, errorOf } from "./lib/auth.ts"
import { onEveryDatabase } from "./lib/server.ts"

onEveryDatabase("accounts: sign-in by SMS code", (server) => {
  const auth = authClient(() => server().url)
  /** Asks for a sign-in code and reads it from the SMS outbox, as the phone would. */
  const codeFor = async (phone: string) => {
    const sent = await auth.post("/api/v2/auth/login/otp/", { phone_number: phone })
    expect(sent.status, sent.text).toBe(200)
    expect(dataOf<OtpAttempts>(sent).otp_request_attempts).toBeGreaterThanOrEqual(1)
    const code = codeInSms((await auth.outbox(`+91${phone}`)).at(-1)!.body)
    expect(code).toMatch(/^\d{6}$/)
    return code!
  }
  const verify = (body: Record<string, string>) => auth.post("/api/v4/auth/login/otp/verify/", body)

  it("creates a 'Guest' member account for an unknown phone and signs it in", async () => {
    const phone = auth.newPhone()
    const answer = await verify({ phone_number: phone, verification_code: await codeFor(phone) })
    expect(answer.status, answer.text).toBe(200)
    const user = dataOf<LoginResult>(answer)
    expect(user).toMatchObject({
      email: "",
      phone_number: phone,
      first_name: "Guest",
      last_name: "",
      communication_type: "sms",
    })
    const profile = await auth.profile(user.token)
    expect(dataOf<ProfileDetail>(profile)).toMatchObject({ id: user.id, first_name: "Guest" })
    // The next code signs in the same account rather than making another.
    await auth.advanceClock(60 * 1000)
    const again = await verify({ phone_number: phone, verification_code: await codeFor(phone) })
    expect(dataOf<LoginResult>(again).id).toBe(user.id)
  })

  it("keeps the e-mail given with the code for a new account, and prefers it for messages", async () => {
    const phone = auth.newPhone()
    const answer = await verify({
      phone_number: phone,
      verification_code: await codeFor(phone),
      email: "New.Guest@Example.in",
    })
    expect(answer.status, answer.text).toBe(200)
    expect(dataOf<LoginResult>(answer)).toMatchObject({
      email: "new.guest@example.in",
      communication_type: "email",
      first_name: "Guest",
    })
  })

  it("signs in the existing account that has the phone", async () => {
    const phone = auth.newPhone()
    const registered = await auth.register({
      email: "has.phone@example.in",
      phone_number: phone,
      password: "phone-owner",
    })
    const answer = await verify({ phone_number: phone, verification_code: await codeFor(phone) })
    expect(answer.status, answer.text).toBe(200)
    const user = dataOf<LoginResult>(answer)
    expect(user).toMatchObject({ id: registered.id, email: "has.phone@example.in", first_name: "Asha" })
    expect(user.token).not.toBe(registered.token)
  })

  it("answers 409 when the e-mail for a new account belongs to another one", async () => {
    await auth.register({
      email: "owner@example.in",
      phone_number: auth.newPhone(),
      password: "owner-secret",
    })
    const phone = auth.newPhone()
    const answer = await verify({
      phone_number: phone,
      verification_code: await codeFor(phone),
      email: "owner@example.in",
    })
    expect(answer.status).toBe(409)
    expect(errorOf(answer)).toMatchObject({ code: "email_taken", field: "email" })
  })

  it("sends a code to any valid number and signs in nobody with a wrong code", async () => {
    const phone = auth.newPhone()
    const code = await codeFor(phone)
    const wrong = code === "000000" ? "111111" : "000000"
    const answer = await verify({ phone_number: phone, verification_code: wrong })
    expect(answer.status).toBe(400)
    expect(errorOf(answer).message.length).toBeGreaterThan(0)
  })
})
