import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { ConfigError, configFromEnv } from "#server/config.ts"

const razorpay = {
  RAZORPAY_KEY_ID: "rzp_test_AbC123",
  RAZORPAY_KEY_SECRET: "key-secret",
  RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
}
const productionBasics = { NODE_ENV: "production", CAPTCHA_HMAC_KEY: "k".repeat(32) }

describe("payment gateway configuration", () => {
  it("uses the sandbox when no Razorpay variable is set", () => {
    expect(configFromEnv({}).paymentGateway).toBeUndefined()
  })

  it("reads the three Razorpay variables, keeping the secrets redacted", () => {
    const gateway = configFromEnv(razorpay).paymentGateway!
    expect(gateway.keyId).toBe("rzp_test_AbC123")
    expect(Redacted.value(gateway.keySecret)).toBe("key-secret")
    expect(Redacted.value(gateway.webhookSecret)).toBe("webhook-secret")
    expect(String(gateway.keySecret)).not.toContain("key-secret")
  })

  it("refuses some but not all of the variables, naming the missing ones", () => {
    const { RAZORPAY_WEBHOOK_SECRET: _, ...partial } = razorpay
    expect(() => configFromEnv(partial)).toThrow(ConfigError)
    expect(() => configFromEnv(partial)).toThrow(/missing RAZORPAY_WEBHOOK_SECRET/)
  })

  it("refuses a key id that is not Razorpay's", () => {
    expect(() => configFromEnv({ ...razorpay, RAZORPAY_KEY_ID: "sandbox" })).toThrow(/rzp_test_/)
  })

  it("refuses production without Razorpay: the sandbox moves no money", () => {
    expect(() => configFromEnv(productionBasics)).toThrow(/RAZORPAY_KEY_ID/)
    expect(configFromEnv({ ...productionBasics, ...razorpay }).paymentGateway?.keyId).toBe("rzp_test_AbC123")
  })
})
