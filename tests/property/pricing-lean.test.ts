import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { brandClassOf } from "#core/catalogue/brand.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { postTaxPriceOf, quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import { plainQuote } from "#core/pricing/test-support/plain-quote.ts"
import type { QuoteInput } from "#core/pricing/types.ts"

const baseRate = fc.integer({ min: 50_000, max: 1_500_000 })

/** Any valid input: every brand, stays of 1-15 nights, 1-5 rooms, overrides, coupons and wallets. */
const input: fc.Arbitrary<QuoteInput> = fc
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
    coupon: fc.option(fc.record({ code: fc.constant("SAVE"), percent: fc.integer({ min: 1, max: 100 }) }), {
      nil: undefined,
    }),
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

// The engine computes each night's uplifted rate once and its totals in one pass, and search prices
// rank room types by postTaxPriceOf (ADR 065): neither may move a paisa.
describe("the lean pricing engine", () => {
  test.prop([input])("quote equals the plain room-night-by-room-night computation", (i) => {
    expect(quote(i)).toStrictEqual(plainQuote(i))
  })

  test.prop([input])("postTaxPriceOf equals the quote's postTaxPrice", (i) => {
    expect(postTaxPriceOf(i)).toBe(quote(i).postTaxPrice)
  })

  test.prop([input, input])("a quote of one stay does not change after quoting another", (a, b) => {
    const first = quote(a)
    quote(b)
    expect(quote(a)).toStrictEqual(first)
  })
})
