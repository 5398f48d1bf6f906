import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { configFromEnv } from "../config.ts"

const production = {
  NODE_ENV: "production",
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
}

describe("CAPTCHA_HMAC_KEY", () => {
  it("signs with the configured key, trimmed", () => {
    const key = "a".repeat(40)
    expect(Redacted.value(configFromEnv({ CAPTCHA_HMAC_KEY: ` ${key} ` }).captcha.hmacKey)).toBe(key)
    expect(Redacted.value(configFromEnv({ ...production, CAPTCHA_HMAC_KEY: key }).captcha.hmacKey)).toBe(key)
  })

  it("has a development default, which production refuses to start with", () => {
    expect(Redacted.value(configFromEnv({}).captcha.hmacKey)).not.toBe("")
    expect(() => configFromEnv(production)).toThrow(/CAPTCHA_HMAC_KEY/)
  })

  it("refuses a key shorter than 32 characters", () => {
    expect(() => configFromEnv({ CAPTCHA_HMAC_KEY: "short" })).toThrow(/at least 32 characters/)
  })
})
