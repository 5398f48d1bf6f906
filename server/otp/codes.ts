import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto"
import { OTP_LENGTH } from "#core/otp/rules.ts"

/** A fresh code: OTP_LENGTH digits from the CSPRNG, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0")

/** A per-code salt, so equal codes never share a stored digest. */
export const newSalt = (): string => randomBytes(16).toString("hex")

/**
 * What is stored instead of the code: HMAC-SHA256 keyed by the code's salt over purpose, number and
 * code, so a digest matches only the purpose and number the code was sent for.
 */
export const codeDigest = (purpose: string, phone: string, code: string, salt: string): string =>
  createHmac("sha256", salt).update(`${purpose}|${phone}|${code}`).digest("hex")

/** Compares two hex digests in constant time. */
export const sameDigest = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "hex")
  const right = Buffer.from(b, "hex")
  return left.length === right.length && timingSafeEqual(left, right)
}
