import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import {
  type CouponContext,
  type CouponRule,
  checkCoupon,
  couponDiscountFor,
  couponUsageProblem,
} from "#core/pricing/coupons.ts"
import { shareOf } from "#core/pricing/money.ts"
import { quote } from "#core/pricing/quote.ts"
import { spreadInProportion } from "#core/pricing/spread.ts"
import { quoteInput } from "#core/pricing/test-support/quote-input.ts"

const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays("2026-01-01", n))
const channel = fc.constantFrom("website" as const, "gdc" as const)
const code = fc.stringMatching(/^[A-Z0-9]{3,12}$/)
const limit = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null })

const offer = fc.oneof(
  fc.record({
    kind: fc.constant("percent" as const),
    percent: fc.integer({ min: 1, max: 100 }),
    maxDiscountPaise: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant("flat" as const), amountPaise: fc.integer({ min: 1, max: 500_000 }) }),
)

const rule: fc.Arbitrary<CouponRule> = fc
  .record({
    offer,
    code,
    from: day,
    span: fc.integer({ min: 0, max: 200 }),
    minNights: fc.integer({ min: 1, max: 15 }),
    channel: fc.option(channel, { nil: null }),
    membersOnly: fc.boolean(),
    minBillPaise: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })),
    perGuestLimit: limit,
    totalLimit: limit,
  })
  .map(({ offer, from, span, ...r }) => ({
    ...offer,
    ...r,
    validFrom: from,
    validUntil: addDays(from, span),
    description: "generated",
  }))

const context: fc.Arbitrary<CouponContext> = fc.record({
  today: day,
  nights: fc.integer({ min: 1, max: 15 }),
  channel,
  member: fc.boolean(),
  billPaise: fc.integer({ min: 1, max: 2_000_000 }),
  usesByGuest: fc.integer({ min: 0, max: 6 }),
  usesTotal: fc.integer({ min: 0, max: 6 }),
})

describe("coupons (core/pricing/coupons.ts)", () => {
  test.prop([rule, context, fc.boolean()])(
    "a code applies exactly when every rule holds, in any case, as the discount its rule gives on that bill",
    (stored, ctx, lower) => {
      const typed = lower ? ` ${stored.code.toLowerCase()} ` : stored.code
      const holds =
        ctx.today >= stored.validFrom &&
        ctx.today <= stored.validUntil &&
        (stored.channel === null || stored.channel === ctx.channel) &&
        (!stored.membersOnly || ctx.member) &&
        ctx.nights >= stored.minNights &&
        (stored.perGuestLimit === null || ctx.usesByGuest < stored.perGuestLimit) &&
        (stored.totalLimit === null || ctx.usesTotal < stored.totalLimit) &&
        ctx.billPaise >= stored.minBillPaise
      const checked = checkCoupon(typed, stored, ctx)
      expect(checked.ok).toBe(holds)
      if (checked.ok) expect(checked.coupon).toEqual(couponDiscountFor(stored, ctx.billPaise))
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

  test.prop([rule, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })])(
    "a further use is refused exactly when it would pass a limit",
    (stored, byGuest, total) => {
      const passes =
        (stored.perGuestLimit !== null && byGuest + 1 > stored.perGuestLimit) ||
        (stored.totalLimit !== null && total + 1 > stored.totalLimit)
      expect(couponUsageProblem(stored, byGuest, total) !== undefined).toBe(passes)
    },
  )

  test.prop([rule, fc.integer({ min: 1, max: 20_000_000 })])(
    "the discount of a rule is never more than the bill, its cap or its flat amount",
    (stored, bill) => {
      const coupon = couponDiscountFor(stored, bill)
      expect(coupon.code).toBe(stored.code)
      if (stored.kind === "flat")
        expect(coupon).toEqual({ code: stored.code, amountPaise: Math.min(stored.amountPaise, bill) })
      else if (stored.maxDiscountPaise === null)
        expect(coupon).toEqual({ code: stored.code, percent: stored.percent })
      else {
        const share = shareOf(bill, stored.percent * 100)
        expect(coupon).toEqual({ code: stored.code, amountPaise: Math.min(share, stored.maxDiscountPaise) })
      }
    },
  )
})

describe("spreading an amount over room nights", () => {
  const prices = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 75 })
  // Every price 0 (a free night is not sold, but the function must not care) is always tried.
  test.prop([prices, fc.double({ min: 0, max: 1, noNaN: true })], { examples: [[[0], 0]] })(
    "the parts add up to the amount, each within a paisa of its exact share and never above its price",
    (ps, fraction) => {
      const total = ps.reduce((a, b) => a + b, 0)
      const amount = Math.floor(total * fraction)
      const parts = spreadInProportion(amount, ps)
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount)
      parts.forEach((part, i) => {
        expect(Number.isSafeInteger(part)).toBe(true)
        expect(part).toBeGreaterThanOrEqual(0)
        expect(part).toBeLessThanOrEqual(ps[i]!)
        // |part − amount × price ÷ total| < 1, in integers; with every price 0 both sides are 0.
        expect(Math.abs(part * total - amount * ps[i]!)).toBeLessThanOrEqual(Math.max(total - 1, 0))
      })
    },
  )
})

describe("coupons in the pricing engine", () => {
  test.prop([quoteInput, rule])(
    "the engine takes exactly the discount the rule gives on the bill, and no price goes negative",
    (input, stored) => {
      const bill = quote({ ...input, coupon: undefined }).pretaxPrice
      const coupon = couponDiscountFor(stored, bill)
      const q = quote({ ...input, coupon })
      const rooms = q.nightsBreakup.flatMap((n) => n.rooms)
      for (const room of rooms) {
        expect(room.couponDiscount).toBeGreaterThanOrEqual(0)
        expect(room.pretaxPrice).toBeGreaterThanOrEqual(0)
      }
      expect(q.pretaxPrice).toBe(bill - q.couponDiscount)
      expect(q.couponCodeApplied).toBe(stored.code)
      if ("amountPaise" in coupon) {
        expect(q.couponDiscount).toBe(coupon.amountPaise)
        expect(q.couponDiscountPercent).toBe(0)
      } else {
        const afterMember = rooms.map((r) => r.rackPrice - r.ratePlanDiscount - r.memberDiscount)
        expect(rooms.map((r) => r.couponDiscount)).toEqual(
          afterMember.map((price) => shareOf(price, coupon.percent * 100)),
        )
        expect(q.couponDiscountPercent).toBe(coupon.percent)
      }
      if (stored.kind === "flat") expect(q.couponDiscount).toBe(Math.min(stored.amountPaise, bill))
      if (stored.kind === "percent" && stored.maxDiscountPaise !== null) {
        expect(q.couponDiscount).toBeLessThanOrEqual(stored.maxDiscountPaise)
      }
    },
  )

  test.prop([quoteInput, fc.integer({ min: 0, max: 30_000_000 })])(
    "an amount is spread over the room nights in proportion to their price after member discount, at most the bill",
    (input, amountPaise) => {
      const before = quote({ ...input, coupon: undefined })
      const q = quote({ ...input, coupon: { code: "FLAT", amountPaise } })
      const bill = before.pretaxPrice
      const taken = Math.min(amountPaise, bill)
      expect(q.couponDiscount).toBe(taken)
      const beforeRooms = before.nightsBreakup.flatMap((n) => n.rooms)
      q.nightsBreakup
        .flatMap((n) => n.rooms)
        .forEach((room, i) => {
          const price = beforeRooms[i]!.pretaxPrice
          expect(room.pretaxPrice).toBe(price - room.couponDiscount)
          expect(Math.abs(room.couponDiscount * bill - taken * price)).toBeLessThan(bill)
          // GST stays per room per night, on the discounted value.
          expect(room.taxPercent).toBe(room.pretaxPrice <= 750_000 ? 5 : 18)
        })
    },
  )
})
