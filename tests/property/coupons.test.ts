import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { type CouponContext, type CouponRule, checkCoupon } from "#core/pricing/coupons.ts"

const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays("2026-01-01", n))
const channel = fc.constantFrom("website" as const, "gdc" as const)
const code = fc.stringMatching(/^[A-Z0-9]{3,12}$/)

const rule: fc.Arbitrary<CouponRule> = fc
  .record({
    code,
    percent: fc.integer({ min: 1, max: 100 }),
    from: day,
    span: fc.integer({ min: 0, max: 200 }),
    minNights: fc.integer({ min: 1, max: 15 }),
    channel: fc.option(channel, { nil: null }),
    membersOnly: fc.boolean(),
  })
  .map((r) => ({
    code: r.code,
    percent: r.percent,
    validFrom: r.from,
    validUntil: addDays(r.from, r.span),
    minNights: r.minNights,
    channel: r.channel,
    membersOnly: r.membersOnly,
    description: "generated",
  }))

const context: fc.Arbitrary<CouponContext> = fc.record({
  today: day,
  nights: fc.integer({ min: 1, max: 15 }),
  channel,
  member: fc.boolean(),
})

describe("coupons (core/pricing/coupons.ts)", () => {
  test.prop([rule, context, fc.boolean()])(
    "a code applies exactly when every rule holds, in any case, at the stored percent",
    (stored, ctx, lower) => {
      const typed = lower ? ` ${stored.code.toLowerCase()} ` : stored.code
      const holds =
        ctx.today >= stored.validFrom &&
        ctx.today <= stored.validUntil &&
        (stored.channel === null || stored.channel === ctx.channel) &&
        (!stored.membersOnly || ctx.member) &&
        ctx.nights >= stored.minNights
      const checked = checkCoupon(typed, stored, ctx)
      expect(checked.ok).toBe(holds)
      if (checked.ok) expect(checked.coupon).toEqual({ code: stored.code, percent: stored.percent })
      else expect(checked.message).toContain(stored.code)
    },
  )

  test.prop([rule, context, code])("another code, or none stored, never applies", (stored, ctx, asked) => {
    fc.pre(asked !== stored.code)
    expect(checkCoupon(asked, stored, ctx).ok).toBe(false)
    expect(checkCoupon(stored.code, undefined, ctx)).toEqual({
      ok: false,
      message: `Coupon ${stored.code} does not exist`,
    })
  })
})
