import { fc } from "@fast-check/vitest"
import { brandClassOf } from "../../catalogue/brand.ts"
import { addDays } from "../../dates/calendar-day.ts"
import { ratePlansFor } from "../rate-plans.ts"
import type { QuoteInput } from "../types.ts"

/** From ₹500 to ₹15,000 a night, so rooms land on both sides of the ₹7,500 slab limit. */
export const baseRate = fc.integer({ min: 50_000, max: 1_500_000 })

/** Any valid input: every brand, stays of 1-15 nights, 1-5 rooms, overrides, coupons and wallets. */
export const quoteInput: fc.Arbitrary<QuoteInput> = fc
  .record({
    brandCode: fc.constantFrom("trip", "trend", "tryst", "medalio", "independent" as const),
    baseRatePaise: baseRate,
    planIndex: fc.constantFrom(0, 1),
    checkinOffset: fc.integer({ min: 0, max: 800 }),
    inventory: fc.array(
      fc.record({
        roomCount: fc.integer({ min: 1, max: 40 }),
        sold: fc.integer({ min: 0, max: 40 }),
        override: fc.option(baseRate, { nil: undefined }),
      }),
      { minLength: 1, maxLength: 15 },
    ),
    occupancy: fc.array(
      fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) }),
      { minLength: 1, maxLength: 5 },
    ),
    channel: fc.constantFrom("website", "gdc" as const),
    member: fc.boolean(),
    coupon: fc.option(
      fc.oneof(
        fc.record({ code: fc.constant("SAVE"), percent: fc.integer({ min: 1, max: 100 }) }),
        // Up to ₹2 lakh: from a few paise to more than many a whole bill.
        fc.record({ code: fc.constant("FLAT"), amountPaise: fc.integer({ min: 0, max: 20_000_000 }) }),
      ),
      { nil: undefined },
    ),
    wallet: fc.option(
      fc.record({
        balancePaise: fc.integer({ min: 0, max: 5_000_000 }),
        debitPercentage: fc.integer({ min: 0, max: 100 }),
      }),
      { nil: undefined },
    ),
  })
  .map((r) => {
    const checkin = addDays("2026-01-01", r.checkinOffset)
    return {
      hotel: { id: "1001", brandCode: r.brandCode },
      roomType: { code: "oak", baseRatePaise: r.baseRatePaise },
      ratePlan: ratePlansFor(brandClassOf(r.brandCode))[r.planIndex]!,
      stay: { checkin, checkout: addDays(checkin, r.inventory.length) },
      occupancy: r.occupancy,
      channel: r.channel,
      member: r.member,
      coupon: r.coupon,
      wallet: r.wallet,
      nights: r.inventory.map((night, i) => ({
        date: addDays(checkin, i),
        roomCount: night.roomCount,
        roomsAvailable: Math.max(0, night.roomCount - night.sold),
        ...(night.override === undefined ? {} : { baseRatePaise: night.override }),
      })),
    }
  })
