import { createHmac } from "node:crypto"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { SANDBOX_CREDENTIALS } from "#server/gateway/sandbox-keys.ts"
import { signatureChecks } from "#server/gateway/service.ts"
import { paymentSignature, sameSignature, webhookSignature } from "#server/gateway/signatures.ts"

const credentials = {
  keyId: "rzp_test_unit0000000001",
  keySecret: Redacted.make("unit-key-secret"),
  webhookSecret: Redacted.make("unit-webhook-secret"),
}
const checks = signatureChecks(credentials)
const orderId = "order_IluGWxBm9U8zJ8"
const paymentId = "pay_IH4NVgf4Dreq1l"
/** Computed here, independently of the code under test. */
const known = createHmac("sha256", "unit-key-secret").update(`${orderId}|${paymentId}`).digest("hex")

const verify = (fields: { gatewayOrderId: string; paymentId: string; signature: string }) =>
  Effect.runSync(checks.verifyPaymentSignature(fields))

describe("payment signatures (Razorpay standard checkout)", () => {
  it("signs order_id|payment_id with the key secret as hex HMAC-SHA256", () => {
    expect(paymentSignature(orderId, paymentId, "unit-key-secret")).toBe(known)
  })

  it("accepts the right signature, in either hex case", () => {
    expect(verify({ gatewayOrderId: orderId, paymentId, signature: known })).toBe(true)
    expect(verify({ gatewayOrderId: orderId, paymentId, signature: known.toUpperCase() })).toBe(true)
  })

  it("refuses a signature for another order, another payment, or another secret", () => {
    expect(verify({ gatewayOrderId: "order_IluGWxBm9U8zJ9", paymentId, signature: known })).toBe(false)
    expect(verify({ gatewayOrderId: orderId, paymentId: "pay_IH4NVgf4Dreq1m", signature: known })).toBe(false)
    const sandboxSigned = paymentSignature(orderId, paymentId, Redacted.value(SANDBOX_CREDENTIALS.keySecret))
    expect(verify({ gatewayOrderId: orderId, paymentId, signature: sandboxSigned })).toBe(false)
  })

  it("refuses a tampered signature", () => {
    const last = known.at(-1) === "0" ? "1" : "0"
    expect(verify({ gatewayOrderId: orderId, paymentId, signature: `${known.slice(0, -1)}${last}` })).toBe(
      false,
    )
  })

  it("refuses non-hex and wrong-length signatures without throwing", () => {
    for (const signature of [
      "",
      known.slice(0, -2),
      `${known}00`,
      `${known.slice(0, -1)}g`,
      `${known.slice(0, -1)} `,
      Buffer.from(known, "hex").toString("base64"),
      "ä".repeat(64),
    ]) {
      expect(verify({ gatewayOrderId: orderId, paymentId, signature }), signature).toBe(false)
    }
  })

  it("compares only 64 hex digits", () => {
    expect(sameSignature(known, known)).toBe(true)
    expect(sameSignature(known, known.slice(0, 62))).toBe(false)
  })
})

describe("webhook signatures", () => {
  const body = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount: 123_400,
          currency: "INR",
          status: "captured",
          order_id: orderId,
          method: "upi",
          captured: true,
          email: null,
          contact: null,
          error_code: null,
          error_description: null,
          error_reason: null,
          created_at: 1_764_563_400,
        },
      },
    },
    created_at: 1_764_563_400,
  })
  const signature = createHmac("sha256", "unit-webhook-secret").update(body).digest("hex")
  const run = (rawBody: string, header: string | undefined, eventId?: string) =>
    Effect.runSync(Effect.result(checks.verifyWebhook(rawBody, header, eventId)))

  it("signs the raw body with the webhook secret", () => {
    expect(webhookSignature(body, "unit-webhook-secret")).toBe(signature)
  })

  it("reads a signed event: which payment of which order, its amount and state", () => {
    const result = run(body, signature, "evt_1")
    expect(result._tag).toBe("Success")
    if (result._tag !== "Success") return
    expect(result.success).toEqual({
      eventId: "evt_1",
      event: "payment.captured",
      paymentId,
      gatewayOrderId: orderId,
      amountPaise: 123_400,
      status: "captured",
    })
  })

  it("refuses a changed body, a missing header, and the key secret's signature", () => {
    const changed = body.replace("123400", "100")
    for (const [rawBody, header] of [
      [changed, signature],
      [body, undefined],
      [body, createHmac("sha256", "unit-key-secret").update(body).digest("hex")],
    ] as const) {
      const result = run(rawBody, header)
      expect(result._tag).toBe("Failure")
      if (result._tag === "Failure") expect(result.failure.reason).toBe("signature")
    }
  })

  const signed = (rawBody: string) =>
    run(rawBody, createHmac("sha256", "unit-webhook-secret").update(rawBody).digest("hex"))

  it("tells a signed event it does not read from a body that is no event", () => {
    const other = signed(JSON.stringify({ entity: "event", event: "refund.created", payload: {} }))
    expect(other._tag === "Failure" && other.failure.reason).toBe("unsupported")
    for (const rawBody of [
      "not json",
      "[]",
      JSON.stringify({ entity: "event", event: "payment.captured" }),
    ]) {
      const result = signed(rawBody)
      expect(result._tag === "Failure" && result.failure.reason, rawBody).toBe("malformed")
    }
  })

  it("without an event id, the same body always gets the same id, and another body another", () => {
    const first = run(body, signature)
    const again = run(body, signature)
    const spaced = `${body} `
    const other = run(spaced, createHmac("sha256", "unit-webhook-secret").update(spaced).digest("hex"))
    if (first._tag !== "Success" || again._tag !== "Success" || other._tag !== "Success") {
      throw new Error("expected three verified events")
    }
    expect(first.success.eventId).toBe(again.success.eventId)
    expect(first.success.eventId).not.toBe(other.success.eventId)
  })
})
