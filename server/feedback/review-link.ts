import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * The review link's token (ADR 093): `<ref>.<hotelId>.<expires>.<signature>`, where `ref` is the
 * stay's random review reference (not the feedback id, so a shared review link opens no feedback),
 * `expires` is in epoch seconds and the signature is HMAC-SHA256 over the three with the server's
 * review-link key, base64url. Every part is URL-safe as it stands.
 */

/** How long the link in the post-stay e-mail proves the stay. */
export const REVIEW_LINK_LIFETIME_MS = 30 * 24 * 3_600_000

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567"

/** 26 base-32 characters from a CSPRNG: 130 bits. */
export const randomRef = (): string => Array.from(randomBytes(26), (byte) => BASE32[byte % 32]).join("")

const signatureOf = (key: string, ref: string, hotelId: string, expiresSeconds: number) =>
  createHmac("sha256", key).update(`review-link|${ref}|${hotelId}|${expiresSeconds}`).digest("base64url")

export const signReviewLink = (key: string, ref: string, hotelId: string, expiresAtMs: number): string => {
  const expires = Math.floor(expiresAtMs / 1000)
  return `${ref}.${hotelId}.${expires}.${signatureOf(key, ref, hotelId, expires)}`
}

export type ReviewLinkVerdict =
  | { readonly ok: true; readonly ref: string; readonly expiresAtMs: number }
  | { readonly ok: false; readonly reason: "invalid" | "expired" }

const TOKEN = /^([a-z2-7]{26})\.([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

/**
 * Whether the token was signed with `key` for this hotel and is still valid at `nowMs`. The
 * signature is compared in constant time before the expiry is looked at, so a forged token never
 * learns whether its time had passed.
 */
export const verifyReviewLink = (
  key: string,
  token: string,
  hotelId: string,
  nowMs: number,
): ReviewLinkVerdict => {
  const parts = TOKEN.exec(token)
  if (parts === null) return { ok: false, reason: "invalid" }
  const [, ref = "", tokenHotel = "", expiresText = "", signature = ""] = parts
  const expires = Number(expiresText)
  const expected = Buffer.from(signatureOf(key, ref, tokenHotel, expires))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: "invalid" }
  if (tokenHotel !== hotelId) return { ok: false, reason: "invalid" }
  if (expires * 1000 <= nowMs) return { ok: false, reason: "expired" }
  return { ok: true, ref, expiresAtMs: expires * 1000 }
}
