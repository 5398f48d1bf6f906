import { describe, expect, it } from "vitest"
import { codeDigest, newCode, newSalt, sameDigest } from "./codes.ts"

describe("code generation and digests", () => {
  it("draws 6-digit codes over the whole range, leading zeros included", () => {
    const codes = Array.from({ length: 3000 }, newCode)
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true)
    // P(no code below 100000 in 3000 draws) = 0.9^3000: never, unless the range is cut.
    expect(codes.some((c) => c.startsWith("0"))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(2950)
  })

  it("binds a digest to purpose, number, code and salt", () => {
    const salt = newSalt()
    const digest = codeDigest("pay_at_hotel", "9876543210", "123456", salt)
    expect(sameDigest(digest, codeDigest("pay_at_hotel", "9876543210", "123456", salt))).toBe(true)
    for (const other of [
      codeDigest("sign_in", "9876543210", "123456", salt),
      codeDigest("pay_at_hotel", "9876543211", "123456", salt),
      codeDigest("pay_at_hotel", "9876543210", "123457", salt),
      codeDigest("pay_at_hotel", "9876543210", "123456", newSalt()),
    ]) {
      expect(sameDigest(digest, other)).toBe(false)
    }
    expect(sameDigest(digest, digest.slice(0, 10))).toBe(false)
  })
})
