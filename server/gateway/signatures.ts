import { createHash, createHmac, timingSafeEqual } from "node:crypto"

const hmacHex = (secret: string, message: string) =>
  createHmac("sha256", secret).update(message).digest("hex")

/** What the gateway signs after a payment: `order_id|payment_id` with the key secret (Razorpay standard checkout). */
export const paymentSignature = (gatewayOrderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`)

/** What the gateway signs on a webhook: the raw body, byte for byte, with the webhook secret. */
export const webhookSignature = (rawBody: string, webhookSecret: string) => hmacHex(webhookSecret, rawBody)

const HEX_SHA256 = /^[0-9a-f]{64}$/i

/**
 * Whether `given` is the hex signature `expected`, in time that does not depend on where they
 * differ. Anything that is not 64 hex digits is refused before comparing: `timingSafeEqual` needs
 * equal lengths, and the length of a wrong guess says nothing about the secret.
 */
export const sameSignature = (expected: string, given: string): boolean =>
  HEX_SHA256.test(given) &&
  timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"))

const sha256 = (text: string) => createHash("sha256").update(text).digest()

/** Whether two secrets are equal, in time that depends on neither (digests have equal lengths). */
export const sameSecret = (expected: string, given: string): boolean =>
  timingSafeEqual(sha256(expected), sha256(given))
