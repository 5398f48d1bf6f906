import { createHmac } from "node:crypto"
import { fc, test } from "@fast-check/vitest"
import { Effect, Redacted } from "effect"
import { describe, expect } from "vitest"
import { signatureChecks } from "#server/gateway/service.ts"

const idArb = (prefix: string) =>
  fc
    .string({
      unit: fc.constantFrom(..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
      minLength: 14,
      maxLength: 14,
    })
    .map((tail) => `${prefix}${tail}`)
const secretArb = fc.string({ minLength: 1, maxLength: 64 })
const hexArb = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 })

const verify = (secret: string, gatewayOrderId: string, paymentId: string, signature: string) =>
  Effect.runSync(
    signatureChecks({
      keyId: "rzp_test_property00001",
      keySecret: Redacted.make(secret),
      webhookSecret: Redacted.make("unused"),
    }).verifyPaymentSignature({ gatewayOrderId, paymentId, signature }),
  )

/** The signature as Razorpay documents it, computed apart from the code under test. */
const documented = (secret: string, orderId: string, paymentId: string) =>
  createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex")

describe("verifyPaymentSignature accepts exactly the right signature", () => {
  test.prop([secretArb, idArb("order_"), idArb("pay_")])(
    "the documented signature verifies",
    (secret, o, p) => {
      expect(verify(secret, o, p, documented(secret, o, p))).toBe(true)
    },
  )

  test.prop([secretArb, idArb("order_"), idArb("pay_"), hexArb])(
    "any other 64 hex digits are refused",
    (secret, o, p, guess) => {
      fc.pre(guess !== documented(secret, o, p))
      expect(verify(secret, o, p, guess)).toBe(false)
    },
  )

  test.prop([secretArb, idArb("order_"), idArb("pay_"), idArb("order_"), idArb("pay_")])(
    "a signature for another order or payment is refused",
    (secret, o, p, otherOrder, otherPayment) => {
      fc.pre(otherOrder !== o && otherPayment !== p)
      const signature = documented(secret, o, p)
      expect(verify(secret, otherOrder, p, signature)).toBe(false)
      expect(verify(secret, o, otherPayment, signature)).toBe(false)
    },
  )

  test.prop([secretArb, idArb("order_"), idArb("pay_"), fc.string({ maxLength: 130 })])(
    "any string that is not the signature is refused, and nothing throws",
    (secret, o, p, given) => {
      const right = documented(secret, o, p)
      fc.pre(given.toLowerCase() !== right)
      expect(verify(secret, o, p, given)).toBe(false)
    },
  )
})
