import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { brandClassOf } from "#core/catalogue/brand.ts"
import { GST_LOWER_SLAB_LIMIT_PAISE } from "#core/pricing/gst.ts"
import { quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import { quoteInput as input } from "#core/pricing/test-support/quote-input.ts"
import type { QuoteInput } from "#core/pricing/types.ts"

const numbersIn = (value: unknown): Array<number> =>
  typeof value === "number"
    ? [value]
    : value !== null && typeof value === "object"
      ? Object.values(value).flatMap(numbersIn)
      : []

const total = <T>(items: ReadonlyArray<T>, pick: (item: T) => number) =>
  items.reduce((sum, item) => sum + pick(item), 0)

describe("the pricing engine", () => {
  test.prop([input])("the totals are the sums of nightsBreakup, in whole paise", (i) => {
    const q = quote(i)
    const nights = q.nightsBreakup
    expect(nights.map((n) => n.date)).toEqual(i.nights.map((n) => n.date))
    expect(q.sellingPrice).toBe(total(nights, (n) => n.sellingPrice))
    expect(q.pretaxPrice).toBe(total(nights, (n) => n.pretaxPrice))
    expect(q.tax).toBe(total(nights, (n) => n.tax))
    expect(q.totalDiscount).toBe(total(nights, (n) => n.totalDiscount))
    for (const n of nights) expect(n.sellingPrice).toBe(n.pretaxPrice + n.tax)
    expect(q.basePrice - q.totalDiscount).toBe(q.pretaxPrice)
    expect(q.totalDiscount).toBe(q.ratePlanDiscount + q.memberDiscount + q.couponDiscount)
    expect(q.postTaxPrice).toBe(q.sellingPrice + q.platformFee)
    expect(q.walletDiscountedPrice).toBe(q.postTaxPrice - q.walletDiscount)
    // perNightPrice is the post-tax price over the nights, to the nearest paisa.
    expect(Math.abs(q.perNightPrice * q.numberOfNights - q.postTaxPrice) * 2).toBeLessThanOrEqual(
      q.numberOfNights,
    )
    for (const n of numbersIn(q)) expect(Number.isSafeInteger(n)).toBe(true)
  })

  test.prop([input])("no amount is negative and no saving is overstated", (i) => {
    const q = quote(i)
    for (const n of numbersIn(q)) expect(n).toBeGreaterThanOrEqual(0)
    expect(q.postTaxPrice).toBeLessThanOrEqual(q.strikedPrice)
    // Whole percent, rounded down: the next percent up would overstate the saving.
    const saved = (q.strikedPrice - q.postTaxPrice) * 100
    expect(q.discountPercentage * q.strikedPrice).toBeLessThanOrEqual(saved)
    expect((q.discountPercentage + 1) * q.strikedPrice).toBeGreaterThan(saved)
    expect(q.walletDiscount).toBeLessThanOrEqual(i.wallet?.balancePaise ?? 0)
  })

  test.prop([input])(
    "the struck price is never below the price paid, equals it when no discount applies, and then no saving is shown",
    (i) => {
      const q = quote(i)
      expect(q.strikedPrice).toBeGreaterThanOrEqual(q.postTaxPrice)
      expect(q.strikedPrice === q.postTaxPrice).toBe(q.totalDiscount === 0)
      if (q.totalDiscount === 0) expect(q.discountPercentage).toBe(0)
    },
  )

  test.prop([input])(
    "the struck price is what the same stay costs with no discount, all-in: the refundable plan, no member, no coupon",
    (i) => {
      const q = quote(i)
      const refundable = ratePlansFor(brandClassOf(i.hotel.brandCode))[0]!
      const undiscounted = quote({ ...i, ratePlan: refundable, member: false, coupon: undefined })
      expect(undiscounted.totalDiscount).toBe(0)
      expect(q.strikedPrice).toBe(undiscounted.postTaxPrice)
      expect(q.strikedPrice - q.platformFee).toBe(total(undiscounted.nightsBreakup, (n) => n.sellingPrice))
    },
  )

  test.prop([input])("GST is 5 % per room per night up to ₹7,500 after discounts and 18 % above", (i) => {
    for (const room of quote(i).nightsBreakup.flatMap((n) => n.rooms)) {
      const rate = room.pretaxPrice <= 750_000 ? 5 : 18
      expect(room.taxPercent).toBe(rate)
      // Half up to the paisa: the exact tax lies in (tax - 0.5, tax + 0.5].
      const error = room.tax * 100 - room.pretaxPrice * rate
      expect(error > -50 && error <= 50).toBe(true)
    }
  })

  /** A weekday night, rooms plenty, two adults, refundable, no member, no coupon: pretax = base. */
  const plain = (baseRatePaise: number, change: Partial<QuoteInput> = {}): QuoteInput => ({
    hotel: { id: "1", brandCode: "trend" },
    roomType: { code: "oak", baseRatePaise },
    ratePlan: ratePlansFor("Standard")[0]!,
    stay: { checkin: "2026-12-01", checkout: "2026-12-02" },
    occupancy: [{ adults: 2, kids: 0 }],
    channel: "website",
    member: false,
    nights: [{ date: "2026-12-01", roomsAvailable: 10, roomCount: 10 }],
    ...change,
  })

  test.prop([fc.integer({ min: 749_000, max: 751_000 })])(
    "the slab limit itself is taxed at 5 %, a paisa above at 18 %",
    (base) => {
      const room = quote(plain(base)).nightsBreakup[0]!.rooms[0]!
      expect(room.pretaxPrice).toBe(base)
      expect(room.taxPercent).toBe(base <= GST_LOWER_SLAB_LIMIT_PAISE ? 5 : 18)
      expect(quote(plain(750_000)).tax).toBe(37_500)
      expect(quote(plain(750_001)).tax).toBe(135_000)
    },
  )

  test.prop([fc.integer({ min: 750_001, max: 833_333 })])(
    "a discount can move a night into the lower slab",
    (base) => {
      const full = quote(plain(base))
      const discounted = quote(plain(base, { coupon: { code: "TEN", percent: 10 } }))
      expect(full.nightsBreakup[0]!.rooms[0]!.taxPercent).toBe(18)
      expect(discounted.nightsBreakup[0]!.rooms[0]!.taxPercent).toBe(5)
      expect(full.sellingPrice - discounted.sellingPrice).toBeGreaterThan(discounted.couponDiscount)
    },
  )

  test.prop([input])("members never pay more than non-members", (i) => {
    const member = quote({ ...i, member: true })
    const guest = quote({ ...i, member: false })
    expect(member.postTaxPrice).toBeLessThanOrEqual(guest.postTaxPrice)
    member.nightsBreakup.forEach((night, n) => {
      expect(night.sellingPrice).toBeLessThanOrEqual(guest.nightsBreakup[n]!.sellingPrice)
    })
  })

  test.prop([input])("the non-refundable plan never costs more than the refundable one", (i) => {
    const [refundable, nonRefundable] = ratePlansFor(brandClassOf(i.hotel.brandCode))
    const flexible = quote({ ...i, ratePlan: refundable! })
    const fixed = quote({ ...i, ratePlan: nonRefundable! })
    expect(fixed.postTaxPrice).toBeLessThanOrEqual(flexible.postTaxPrice)
    expect(fixed.basePrice).toBe(flexible.basePrice)
  })

  test.prop([input, fc.nat()])(
    "kids stay free; an extra adult or a fuller night never lowers the price",
    (i, pick) => {
      const room = pick % i.occupancy.length
      const withGuests = (adults: number, kids: number) =>
        quote({ ...i, occupancy: i.occupancy.map((r, n) => (n === room ? { adults, kids } : r)) })
      const { adults, kids } = i.occupancy[room]!
      expect(withGuests(adults, kids === 5 ? 0 : kids + 1)).toEqual(quote(i))
      // Two adults are included in the rate; the third and later ones are charged.
      if (adults < 5) {
        const more = withGuests(adults + 1, kids).basePrice
        if (adults >= 2) expect(more).toBeGreaterThan(quote(i).basePrice)
        else expect(more).toBe(quote(i).basePrice)
      }
      const fuller = i.nights.map((night) => ({
        ...night,
        roomsAvailable: Math.max(0, night.roomsAvailable - 1),
      }))
      expect(quote({ ...i, nights: fuller }).basePrice).toBeGreaterThanOrEqual(quote(i).basePrice)
    },
  )

  test.prop([input])("is deterministic and leaves its input alone", (i) => {
    const copy = structuredClone(i)
    const first = quote(i)
    expect(quote(copy)).toEqual(first)
    expect(i).toEqual(copy)
  })
})
