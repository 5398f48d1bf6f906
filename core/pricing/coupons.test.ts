import { describe, expect, it } from "vitest"
import {
  type CouponContext,
  type CouponRule,
  checkCoupon,
  couponDiscountFor,
  couponEligibility,
  couponGuestKey,
  couponUsageProblem,
} from "./coupons.ts"

const rule: CouponRule = {
  kind: "percent",
  code: "WELCOME10",
  percent: 10,
  maxDiscountPaise: null,
  validFrom: "2026-01-01",
  validUntil: "2026-12-31",
  minNights: 2,
  channel: "website",
  membersOnly: true,
  minBillPaise: 0,
  perGuestLimit: null,
  totalLimit: null,
  description: "test",
}
const ok: CouponContext = {
  today: "2026-06-01",
  nights: 2,
  channel: "website",
  member: true,
  billPaise: 500_000,
  usesByGuest: 0,
  usesTotal: 0,
}
const flat: CouponRule = {
  ...rule,
  kind: "flat",
  code: "FLAT500",
  amountPaise: 50_000,
  minBillPaise: 300_000,
}
const capped: CouponRule = { ...rule, code: "BIG20", percent: 20, maxDiscountPaise: 100_000 }

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
    expect(refused("WELCOME10", rule, { channel: "gdc" })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 is valid on bookings made on the website only",
    })
    expect(refused("WELCOME10", rule, { member: false })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 is for members only: sign in to use it",
    })
    expect(refused("WELCOME10", rule, { nights: 1 })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 needs a stay of at least 2 nights",
    })
    expect(refused("FLAT500", flat, { billPaise: 299_999 })).toEqual({
      ok: false,
      message: "Coupon FLAT500 needs a room price of at least ₹3,000 before tax",
    })
    // Expired and below the minimum: the date is the reason given.
    expect(refused("FLAT500", flat, { today: "2027-01-01", billPaise: 1 })).toMatchObject({
      message: "Coupon FLAT500 expired on 2026-12-31",
    })
  })

  it("counts the first and last day of the window as valid", () => {
    expect(checkCoupon("WELCOME10", rule, { ...ok, today: "2026-01-01" }).ok).toBe(true)
    expect(checkCoupon("WELCOME10", rule, { ...ok, today: "2026-12-31" }).ok).toBe(true)
  })

  it("takes a flat amount off a bill that reaches the minimum, the minimum itself included", () => {
    expect(checkCoupon("flat500", flat, { ...ok, billPaise: 300_000 })).toEqual({
      ok: true,
      coupon: { code: "FLAT500", amountPaise: 50_000 },
      message: "Coupon FLAT500 applied: ₹500 off",
    })
  })

  it("gives a capped percent as its share of the bill, at most the cap", () => {
    expect(checkCoupon("BIG20", capped, { ...ok, billPaise: 400_000 })).toEqual({
      ok: true,
      coupon: { code: "BIG20", amountPaise: 80_000 },
      message: "Coupon BIG20 applied: 20% off, up to ₹1,000",
    })
    expect(checkCoupon("BIG20", capped, { ...ok, billPaise: 900_000 })).toMatchObject({
      coupon: { code: "BIG20", amountPaise: 100_000 },
    })
  })

  it("refuses a coupon used up in total before one used up by this guest", () => {
    const limited: CouponRule = { ...rule, perGuestLimit: 1, totalLimit: 3 }
    expect(checkCoupon("WELCOME10", limited, { ...ok, usesByGuest: 0, usesTotal: 2 }).ok).toBe(true)
    expect(checkCoupon("WELCOME10", limited, { ...ok, usesByGuest: 1, usesTotal: 1 })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 can be used once per guest, and you have used it once",
    })
    expect(checkCoupon("WELCOME10", limited, { ...ok, usesByGuest: 1, usesTotal: 3 })).toEqual({
      ok: false,
      message: "Coupon WELCOME10 has been used the most times it can be (3 bookings)",
    })
    expect(couponUsageProblem({ ...limited, perGuestLimit: 2 }, 3, 0)).toBe(
      "Coupon WELCOME10 can be used twice per guest, and you have used it 3 times",
    )
  })
})

describe("couponEligibility", () => {
  it("judges everything but the bill, and hands back the stored rule", () => {
    expect(couponEligibility("flat500", flat, ok)).toEqual({ ok: true, rule: flat })
    expect(couponEligibility("flat500", flat, { ...ok, member: false })).toMatchObject({ ok: false })
  })
})

describe("couponDiscountFor", () => {
  it("never takes more than the bill, and keeps a plain percent a percent", () => {
    expect(couponDiscountFor(flat, 20_000)).toEqual({ code: "FLAT500", amountPaise: 20_000 })
    expect(couponDiscountFor(rule, 20_000)).toEqual({ code: "WELCOME10", percent: 10 })
    // 20 % of 12,348 paise is 2,469.6: rounded once, on the whole bill.
    expect(couponDiscountFor(capped, 12_348)).toEqual({ code: "BIG20", amountPaise: 2_470 })
  })
})

describe("couponGuestKey", () => {
  it("counts a member by account and a guest by e-mail in any case", () => {
    expect(couponGuestKey({ userId: "42" })).toBe("user:42")
    expect(couponGuestKey({ email: " Asha@Example.IN " })).toBe("email:asha@example.in")
  })
})
