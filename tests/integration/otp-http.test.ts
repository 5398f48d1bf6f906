import { expect, it } from "vitest"
import { codeInSms } from "#core/otp/messages.ts"
import { OTP_CLIENT_MAX_SENDS, OTP_CLIENT_WINDOW_MS } from "#core/otp/rules.ts"
import { type Answer, call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const json = { "content-type": "application/json" }
const codeOf = (answer: Answer) => (answer.json as { errors?: Array<{ code: string }> }).errors?.[0]?.code
const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data

// Each test uses numbers of its own: the clock only moves forward, so no test sees another's codes.
let nextNumber = 0
const newNumber = () => `98765${String(nextNumber++).padStart(5, "0")}`

onEveryDatabase("one-time codes over HTTP", (server) => {
  const post = (path: string, body: unknown) =>
    call(server().url, path, { method: "POST", headers: json, body: JSON.stringify(body) })
  const send = (phone: string) => post("/api/v2/otp/", { phone_number: phone })
  const verify = (phone: string, code: string) =>
    post("/api/v4/auth/otp/verify/", { phone_number: phone, verification_code: code })
  const isVerified = async (phone: string, country = "+91") =>
    dataOf<{ is_verified: boolean }>(
      await post("/api/v2/otp/is-verified/", { phone_number: phone, country_code: country }),
    ).is_verified
  const advance = (ms: number) => post("/api/test/clock/advance", { ms })
  const sms = async (phone: string) =>
    dataOf<Array<{ kind: string; body: string }>>(
      await call(server().url, `/api/test/outbox?recipient=${encodeURIComponent(`+91${phone}`)}`),
    )
  const lastCode = async (phone: string) => codeInSms((await sms(phone)).at(-1)!.body)!
  /** A wrong code for sure: the right one with its last digit changed. */
  const wrong = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10)

  it("sends a code by SMS that verifies the number once; is-verified then answers true", async () => {
    const phone = newNumber()
    const sent = await send(phone)
    expect(sent.status).toBe(200)
    expect(dataOf(sent)).toEqual({ otp_request_attempts: 1, max_otp_request_attempts: 6 })
    const [message] = await sms(phone)
    expect(message!.kind).toBe("sms")
    expect(message!.body).toMatch(
      /^Your Stayfinder code is \d{6}\. It is valid for 10 minutes\. Do not share it with anyone\.$/,
    )
    expect(await isVerified(phone)).toBe(false)
    const verified = await verify(phone, await lastCode(phone))
    expect(verified.status).toBe(200)
    expect(dataOf(verified)).toEqual({ is_verified: true })
    expect(await isVerified(phone)).toBe(true)
    expect(await isVerified(newNumber())).toBe(false)

    const again = await verify(phone, await lastCode(phone))
    expect([again.status, codeOf(again)]).toEqual([400, "otp_used"])
    expect(firstErrorMessage(again)).toBe("This code has already been used. Request a new code.")

    await advance(30 * 60_000)
    expect(await isVerified(phone)).toBe(false)
  })

  it("answers 400 for a wrong code, an expired code and a number with no code", async () => {
    const phone = newNumber()
    await send(phone)
    const code = await lastCode(phone)
    const wrongAnswer = await verify(phone, wrong(code))
    expect([wrongAnswer.status, codeOf(wrongAnswer)]).toEqual([400, "otp_invalid"])
    expect(firstErrorMessage(wrongAnswer)).toBe("The code is not correct. Check the SMS and try again.")

    await advance(10 * 60_000)
    const expired = await verify(phone, code)
    expect([expired.status, codeOf(expired), firstErrorMessage(expired)]).toEqual([
      400,
      "otp_expired",
      "This code has expired. Request a new code.",
    ])
    const none = await verify(newNumber(), code)
    expect([none.status, codeOf(none)]).toEqual([400, "otp_missing"])
    expect(await isVerified(phone)).toBe(false)
  })

  it("refuses a resend within 30 s with 429 and Retry-After, and a 7th send in a day", async () => {
    const phone = newNumber()
    await send(phone)
    await advance(12_000)
    const early = await send(phone)
    expect([early.status, codeOf(early)]).toEqual([429, "otp_resend_wait"])
    expect(early.headers["retry-after"]).toBe("18")
    expect((early.json as { retry_after: number }).retry_after).toBe(18)
    expect(firstErrorMessage(early)).toBe("Please wait 18 seconds before requesting another code.")
    expect(await sms(phone)).toHaveLength(1)

    const attempts = [1]
    for (let i = 0; i < 5; i++) {
      await advance(30_000)
      attempts.push(dataOf<{ otp_request_attempts: number }>(await send(phone)).otp_request_attempts)
    }
    expect(attempts).toEqual([1, 2, 3, 4, 5, 6])
    await advance(30_000)
    const seventh = await send(phone)
    expect([seventh.status, codeOf(seventh)]).toEqual([429, "otp_send_limit"])
    // The first send leaves the day's window 24 h after it was made: 12 s + 6 × 30 s ago.
    expect(seventh.headers["retry-after"]).toBe(String(24 * 3600 - 192))
    expect(await sms(phone)).toHaveLength(6)
  })

  it("kills a code after 5 wrong tries; a new code verifies", async () => {
    const phone = newNumber()
    await send(phone)
    const code = await lastCode(phone)
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(codeOf(await verify(phone, wrong(code))))
    expect(answers).toEqual(["otp_invalid", "otp_invalid", "otp_invalid", "otp_invalid", "otp_exhausted"])
    const dead = await verify(phone, code)
    expect([dead.status, codeOf(dead)]).toEqual([400, "otp_exhausted"])
    expect(firstErrorMessage(dead)).toBe("Too many wrong tries for this code. Request a new code.")

    await advance(30_000)
    await send(phone)
    expect((await verify(phone, await lastCode(phone))).status).toBe(200)
  })

  it("keeps counting wrong tries across new codes, and locks the number at 10 for a day", async () => {
    const phone = newNumber()
    const statuses: Array<number> = []
    for (const _ of [1, 2]) {
      await send(phone)
      const code = await lastCode(phone)
      for (let i = 0; i < 5; i++) statuses.push((await verify(phone, wrong(code))).status)
      await advance(30_000)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429])

    await send(phone)
    const locked = await verify(phone, await lastCode(phone))
    expect([locked.status, codeOf(locked)]).toEqual([429, "otp_locked"])
    const retryAfter = Number(locked.headers["retry-after"])
    expect((locked.json as { retry_after: number }).retry_after).toBe(retryAfter)
    expect(retryAfter).toBe(24 * 3600 - 60)
    expect(firstErrorMessage(locked)).toBe("Too many wrong codes for this number. Try again in 24 hours.")

    await advance(retryAfter * 1000)
    await send(phone)
    expect((await verify(phone, await lastCode(phone))).status).toBe(200)
  })

  it("refuses bad input with a clear 400 and sends nothing", async () => {
    const phone = newNumber()
    const cases = [
      await post("/api/v2/otp/", {}),
      await send(phone.slice(1)),
      await send(`${phone.slice(0, 9)}x`),
      await send(`5${phone.slice(1)}`),
      await verify(phone, "12a456"),
      await verify(phone, "12345"),
      await post("/api/v4/auth/otp/verify/", { phone_number: phone }),
    ]
    for (const answer of cases) {
      expect(answer.status).toBe(400)
      expect(firstErrorMessage(answer)).toMatch(/phone_number|verification_code/)
    }
    expect(firstErrorMessage(cases[0]!)).toBe("phone_number is required")
    expect(await sms(phone)).toEqual([])
    expect(await sms(phone.slice(1))).toEqual([])

    const foreign = await post("/api/v2/otp/is-verified/", { phone_number: phone, country_code: "+1" })
    expect([foreign.status, codeOf(foreign), firstErrorMessage(foreign)]).toEqual([
      400,
      "otp_country_unsupported",
      "Only Indian mobile numbers (+91) can be verified for now.",
    ])
  })

  it("stops one client asking codes for many numbers (SMS bombing), whatever the flow, while others still get theirs", async () => {
    const bomber = "127.0.9.1"
    const sendFrom = (from: string, path: string, phone: string) =>
      call(server().url, path, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ phone_number: phone }),
        from,
      })
    const flows = ["/api/v2/otp/", "/api/v2/auth/login/otp/"]
    const sent = []
    for (let i = 0; i < OTP_CLIENT_MAX_SENDS; i++) {
      sent.push((await sendFrom(bomber, flows[i % 2]!, newNumber())).status)
    }
    expect(sent).toEqual(Array(OTP_CLIENT_MAX_SENDS).fill(200))

    const victim = newNumber()
    const refused = await sendFrom(bomber, "/api/v2/auth/login/otp/", victim)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
    expect(firstErrorMessage(refused)).toMatch(
      /^Too many codes were requested from this network\. Try again in /,
    )
    expect(await sms(victim)).toEqual([])
    expect((await sendFrom("127.0.9.2", "/api/v2/otp/", victim)).status).toBe(200)

    await advance(OTP_CLIENT_WINDOW_MS)
    expect((await sendFrom(bomber, "/api/v2/otp/", newNumber())).status).toBe(200)
  })

  it("binds a code to its purpose: a sign-in code does not verify pay at hotel", async () => {
    const phone = newNumber()
    const signIn = await post("/api/v2/auth/login/otp/", { phone_number: phone })
    expect(dataOf(signIn)).toEqual({ otp_request_attempts: 1, max_otp_request_attempts: 6 })
    const answer = await verify(phone, await lastCode(phone))
    expect([answer.status, codeOf(answer)]).toEqual([400, "otp_missing"])
    // Another endpoint's 429 carries the header too.
    const resend = await post("/api/v2/auth/login/otp/", { phone_number: phone })
    expect([resend.status, resend.headers["retry-after"]]).toEqual([429, "30"])
    // The pay-at-hotel flow has its own code and its own count.
    expect(dataOf(await send(phone))).toEqual({ otp_request_attempts: 1, max_otp_request_attempts: 6 })
    expect((await verify(phone, await lastCode(phone))).status).toBe(200)
  })
})
