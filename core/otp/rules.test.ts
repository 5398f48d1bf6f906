import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { codeInSms, otpMessage, otpSmsText, waitInWords } from "./messages.ts"
import {
  type CodeState,
  canSend,
  OTP_FAILURE_WINDOW_MS,
  OTP_MAX_FAILURES_PER_CODE,
  OTP_MAX_FAILURES_PER_NUMBER,
  OTP_MAX_SENDS,
  OTP_RESEND_DELAY_MS,
  OTP_SEND_WINDOW_MS,
  OTP_TTL_MS,
  retryAfterSeconds,
  verifyOutcome,
} from "./rules.ts"

const NOW = Date.UTC(2026, 11, 1, 4, 30)
const HOUR = 3_600_000
const DAY = 24 * HOUR
const fresh: CodeState = { sentAt: NOW - 1000, usedAt: undefined, failedAttempts: 0 }
const times = (n: number, from: number, step: number) => Array.from({ length: n }, (_, i) => from + i * step)

describe("sending codes", () => {
  it("keeps the spec's numbers: 6 digits, 10 minutes, resend after 30 s, 6 sends", () => {
    expect([OTP_TTL_MS, OTP_RESEND_DELAY_MS, OTP_MAX_SENDS]).toEqual([600_000, 30_000, 6])
  })

  it("sends the first code and counts it as attempt 1", () => {
    expect(canSend([], NOW)).toEqual({ _tag: "Send", attempts: 1 })
  })

  it("refuses a resend within 30 s and says how long to wait", () => {
    expect(canSend([NOW - 10_000], NOW)).toEqual({ _tag: "ResendWait", retryAfterMs: 20_000 })
    expect(canSend([NOW - 30_000], NOW)).toEqual({ _tag: "Send", attempts: 2 })
  })

  it("refuses a 7th send in the window until the oldest send leaves it", () => {
    const sends = times(6, NOW - 5 * HOUR, HOUR)
    expect(canSend(sends.slice(0, 5), NOW)).toEqual({ _tag: "Send", attempts: 6 })
    expect(canSend(sends, NOW)).toEqual({ _tag: "SendLimit", retryAfterMs: OTP_SEND_WINDOW_MS - 5 * HOUR })
    expect(canSend(sends, sends[0]! + OTP_SEND_WINDOW_MS)).toEqual({ _tag: "Send", attempts: 6 })
  })
})

describe("verifying codes", () => {
  it("verifies the current code while it is fresh, unused and not exhausted", () => {
    expect(verifyOutcome(fresh, [], NOW, true)).toEqual({ _tag: "Verified" })
  })

  it("names why a code cannot verify: none requested, used, expired, exhausted", () => {
    expect(verifyOutcome(undefined, [], NOW, false)._tag).toBe("Missing")
    expect(verifyOutcome({ ...fresh, usedAt: NOW - 10 }, [], NOW, true)._tag).toBe("Used")
    expect(verifyOutcome({ ...fresh, sentAt: NOW - OTP_TTL_MS }, [], NOW, true)._tag).toBe("Expired")
    expect(verifyOutcome({ ...fresh, sentAt: NOW - OTP_TTL_MS + 1 }, [], NOW, true)._tag).toBe("Verified")
    const exhausted = { ...fresh, failedAttempts: OTP_MAX_FAILURES_PER_CODE }
    expect(verifyOutcome(exhausted, [], NOW, true)._tag).toBe("Exhausted")
  })

  it("counts a wrong try, and tells when it was the code's last", () => {
    expect(verifyOutcome(fresh, [], NOW, false)).toEqual({
      _tag: "Wrong",
      codeExhausted: false,
      lockedForMs: undefined,
    })
    const lastTry = { ...fresh, failedAttempts: OTP_MAX_FAILURES_PER_CODE - 1 }
    expect(verifyOutcome(lastTry, [], NOW, false)).toMatchObject({ _tag: "Wrong", codeExhausted: true })
  })

  it("locks the number at the 10th wrong try in the window, whatever the code", () => {
    const nine = times(OTP_MAX_FAILURES_PER_NUMBER - 1, NOW - 9 * HOUR, HOUR)
    expect(verifyOutcome(fresh, nine, NOW, false)).toEqual({
      _tag: "Wrong",
      codeExhausted: false,
      lockedForMs: OTP_FAILURE_WINDOW_MS - 9 * HOUR,
    })
    const ten = [...nine, NOW - 1]
    expect(verifyOutcome(fresh, ten, NOW, true)).toEqual({
      _tag: "Locked",
      retryAfterMs: OTP_FAILURE_WINDOW_MS - 9 * HOUR,
    })
    expect(verifyOutcome(fresh, ten, nine[0]! + OTP_FAILURE_WINDOW_MS, true)._tag).not.toBe("Locked")
  })

  it("rounds Retry-After up to whole seconds, never 0", () => {
    expect([
      retryAfterSeconds(1),
      retryAfterSeconds(1000),
      retryAfterSeconds(1001),
      retryAfterSeconds(0),
    ]).toEqual([1, 1, 2, 1])
  })
})

describe("messages", () => {
  it("says waits in the largest unit that does not shorten them", () => {
    expect([
      waitInWords(1),
      waitInWords(20),
      waitInWords(61),
      waitInWords(3600),
      waitInWords(86_399),
    ]).toEqual(["1 second", "20 seconds", "2 minutes", "1 hour", "24 hours"])
    expect(otpMessage("otp_resend_wait", 20)).toBe("Please wait 20 seconds before requesting another code.")
  })

  it("writes the SMS with the code and reads the code back from it", () => {
    const text = otpSmsText("012345")
    expect(text).toBe(
      "Your Stayfinder code is 012345. It is valid for 10 minutes. Do not share it with anyone.",
    )
    expect(codeInSms(text)).toBe("012345")
    expect(codeInSms("Your booking 1234567 is confirmed")).toBeUndefined()
  })
})

describe("the send rules", () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 3 * HOUR }), { maxLength: 60 })])(
    "never let two sends within 30 s, nor more than 6 into any day",
    (gaps) => {
      const sent: Array<number> = []
      let now = NOW
      for (const gap of gaps) {
        now += gap
        const decision = canSend(sent, now)
        if (decision._tag === "Send") {
          sent.push(now)
          continue
        }
        // A refusal says exactly when the next send is allowed.
        expect(canSend(sent, now + decision.retryAfterMs)._tag).toBe("Send")
        expect(canSend(sent, now + decision.retryAfterMs - 1)._tag).not.toBe("Send")
      }
      for (const [i, at] of sent.entries()) {
        if (i > 0) expect(at - sent[i - 1]!).toBeGreaterThanOrEqual(OTP_RESEND_DELAY_MS)
        expect(sent.filter((t) => t >= at && t - at < OTP_SEND_WINDOW_MS).length).toBeLessThanOrEqual(
          OTP_MAX_SENDS,
        )
      }
    },
  )
})

const codeState = fc.record({
  sentAt: fc.integer({ min: NOW - 2 * OTP_TTL_MS, max: NOW }),
  usedAt: fc.option(fc.integer({ min: NOW - OTP_TTL_MS, max: NOW }), { nil: undefined }),
  failedAttempts: fc.integer({ min: 0, max: OTP_MAX_FAILURES_PER_CODE + 2 }),
})
const failures = fc.array(fc.integer({ min: NOW - 2 * DAY, max: NOW }), { maxLength: 14 })

describe("the verify rules", () => {
  test.prop([codeState, failures, fc.boolean()])(
    "verify only a matching, unused, unexpired, unexhausted code of an unlocked number",
    (code, failedAt, matches) => {
      const outcome = verifyOutcome(code, failedAt, NOW, matches)
      const recent = failedAt.filter((t) => NOW - t < DAY).length
      const verifiable =
        matches &&
        code.usedAt === undefined &&
        NOW - code.sentAt < OTP_TTL_MS &&
        code.failedAttempts < OTP_MAX_FAILURES_PER_CODE &&
        recent < OTP_MAX_FAILURES_PER_NUMBER
      expect(outcome._tag === "Verified").toBe(verifiable)
    },
  )
})
