import { describe, expect, it } from "vitest"
import { type CouponContext, type CouponRule, checkCoupon } from "./coupons.ts"

const rule: CouponRule = {
  code: "WELCOME10",
  percent: 10,
  validFrom: "2026-01-01",
  validUntil: "2026-12-31",
  minNights: 2,
  channel: "website",
  membersOnly: true,
  description: "test",
}
const ok: CouponContext = { today: "2026-06-01", nights: 2, channel: "website", member: true }

describe("checkCoupon", () => {
  it("applies a code typed in any case, as the engine's coupon", () => {
    expect(checkCoupon(" welcome10 ", rule, ok)).toEqual({
      ok: true,
      coupon: { code: "WELCOME10", percent: 10 },
      message: "Coupon WELCOME10 applied: 10% off",
    })
  })

  it("refuses with the first rule that fails, in words a traveller can act on", () => {
    const refused = (asked: string, stored: CouponRule | undefined, context: Partial<CouponContext>) =>
      checkCoupon(asked, stored, { ...ok, ...context })
    expect(refused("nope", undefined, {})).toEqual({ ok: false, message: "Coupon NOPE does not exist" })
    expect(refused("WELCOME10", rule, { today: "2025-12-31" })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 can be used from 2026-01-01",
    })
    expect(refused("WELCOME10", rule, { today: "2027-01-01" })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 expired on 2026-12-31",
    })
    expect(refused("WELCOME10", rule, { channel: "gdc" })).toMatchObject({ ok: false })
    expect(refused("WELCOME10", rule, { member: false })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 is for members only: sign in to use it",
    })
    expect(refused("WELCOME10", rule, { nights: 1 })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 needs a stay of at least 2 nights",
    })
  })

  it("counts the first and last day of the window as valid", () => {
    expect(checkCoupon("WELCOME10", rule, { ...ok, today: "2026-01-01" }).ok).toBe(true)
    expect(checkCoupon("WELCOME10", rule, { ...ok, today: "2026-12-31" }).ok).toBe(true)
  })
})
