import { describe, expect, it } from "vitest"
import { quote } from "./quote.ts"
import { ratePlansFor } from "./rate-plans.ts"
import type { QuoteInput } from "./types.ts"

const [refundable, nonRefundable] = ratePlansFor("Premium")

/** docs/pricing.md 'Worked example': change one and the other must follow. */
const worked: QuoteInput = {
  hotel: { id: "1001", brandCode: "tryst" },
  roomType: { code: "mahogany", baseRatePaise: 699_900 },
  ratePlan: refundable!,
  stay: { checkin: "2026-12-03", checkout: "2026-12-05" },
  occupancy: [
    { adults: 2, kids: 1 },
    { adults: 3, kids: 0 },
  ],
  channel: "website",
  member: true,
  coupon: { code: "WINTER5", percent: 5 },
  wallet: { balancePaise: 50_000, debitPercentage: 20 },
  nights: [
    { date: "2026-12-03", roomsAvailable: 8, roomCount: 10 },
    { date: "2026-12-04", roomsAvailable: 2, roomCount: 10 },
  ],
}

describe("quote", () => {
  it("prices the worked example of docs/pricing.md", () => {
    const q = quote(worked)
    expect(q.nightsBreakup.map(({ rooms, ...night }) => night)).toEqual([
      {
        date: "2026-12-03",
        pretaxPrice: 1_353_570,
        tax: 67_679,
        totalDiscount: 146_230,
        sellingPrice: 1_421_249,
      },
      {
        date: "2026-12-04",
        pretaxPrice: 1_688_350,
        tax: 303_903,
        totalDiscount: 182_398,
        sellingPrice: 1_992_253,
      },
    ])
    // Per room night: rack, member, coupon, pretax, GST %, GST (the table of docs/pricing.md).
    expect(
      q.nightsBreakup.flatMap((night) =>
        night.rooms.map((r) => [
          r.rackPrice,
          r.memberDiscount,
          r.couponDiscount,
          r.pretaxPrice,
          r.taxPercent,
          r.tax,
        ]),
      ),
    ).toEqual([
      [699_900, 34_995, 33_245, 631_660, 5, 31_583],
      [799_900, 39_995, 37_995, 721_910, 5, 36_096],
      [885_374, 44_269, 42_055, 799_050, 18, 143_829],
      [985_374, 49_269, 46_805, 889_300, 18, 160_074],
    ])
    expect(q).toMatchObject({
      numberOfNights: 2,
      basePrice: 3_370_548,
      strikedPrice: 3_891_159,
      ratePlanDiscount: 0,
      memberDiscount: 168_528,
      couponDiscount: 160_100,
      couponCodeApplied: "WINTER5",
      totalDiscount: 328_628,
      pretaxPrice: 3_041_920,
      tax: 371_582,
      sellingPrice: 3_413_502,
      platformFee: 4_900,
      postTaxPrice: 3_418_402,
      perNightPrice: 1_709_201,
      discountPercentage: 12,
      walletDiscount: 50_000,
      walletDiscountedPrice: 3_368_402,
    })
  })

  it("strikes through what the stay costs with no discount, platform fee included, and compares it with the price paid", () => {
    const undiscounted = quote({ ...worked, member: false, coupon: undefined })
    expect(undiscounted.totalDiscount).toBe(0)
    expect(undiscounted.strikedPrice).toBe(undiscounted.postTaxPrice)
    expect(undiscounted.discountPercentage).toBe(0)
    const q = quote(worked)
    // (3,891,159 − 3,418,402) ÷ 3,891,159 = 12.149… %: the fee is on both sides.
    expect(q.strikedPrice - q.postTaxPrice).toBe(472_757)
    expect(q.strikedPrice).toBe(undiscounted.postTaxPrice)
  })

  it("sells the non-refundable plan 10 % below rack, before the other discounts", () => {
    const q = quote({ ...worked, ratePlan: nonRefundable!, member: false, coupon: undefined })
    expect(q.nightsBreakup[0]!.rooms[0]).toMatchObject({ rackPrice: 699_900, ratePlanDiscount: 69_990 })
    expect(q.memberDiscount).toBe(0)
    expect(q.memberDiscountApplied).toBe(false)
  })

  it("charges no platform fee on gdc and caps the wallet at its debit percentage", () => {
    const q = quote({ ...worked, channel: "gdc", wallet: { balancePaise: 10_000_000, debitPercentage: 10 } })
    expect(q.platformFee).toBe(0)
    expect(q.postTaxPrice).toBe(q.sellingPrice)
    expect(q.walletDiscount).toBe(341_350) // 10 % of 3,413,502, rounded half up
    expect(quote({ ...worked, wallet: undefined }).walletDiscountedPrice).toBe(3_418_402)
  })

  it("uses a night's base rate override instead of the catalogue rate", () => {
    const nights = [{ ...worked.nights[0]!, baseRatePaise: 500_000 }, worked.nights[1]!]
    expect(quote({ ...worked, nights }).nightsBreakup[0]!.rooms[0]!.rackPrice).toBe(500_000)
  })

  it("spreads a flat amount over the room nights by their price after member discount, largest remainder first", () => {
    const q = quote({ ...worked, coupon: { code: "FLAT1000", amountPaise: 100_000 } })
    // Bill 3,202,020: exact shares 20,765.2, 23,731.9, 26,268.05 and 29,234.8 paise; the two paise
    // left by rounding down go to the largest fractions, .9 and .8.
    expect(
      q.nightsBreakup.flatMap((night) =>
        night.rooms.map((r) => [r.couponDiscount, r.pretaxPrice, r.taxPercent]),
      ),
    ).toEqual([
      [20_765, 644_140, 5],
      [23_732, 736_173, 5],
      [26_268, 814_837, 18],
      [29_235, 906_870, 18],
    ])
    expect(q).toMatchObject({
      couponDiscount: 100_000,
      couponCodeApplied: "FLAT1000",
      couponDiscountPercent: 0,
    })
    // Without it, Thursday's second room (₹7,599.05) is in the 18 % slab: the amount moved it down.
    expect(quote({ ...worked, coupon: undefined }).nightsBreakup[0]!.rooms[1]!.taxPercent).toBe(18)
  })

  it("takes at most the whole bill, leaving every room night at zero", () => {
    const q = quote({ ...worked, coupon: { code: "ALL", amountPaise: 99_999_999 } })
    expect(q.couponDiscount).toBe(3_202_020)
    expect(q.pretaxPrice).toBe(0)
    expect(q.tax).toBe(0)
  })

  it("refuses inputs no caller should send", () => {
    const bad: Array<Partial<QuoteInput>> = [
      { stay: { checkin: "2026-12-05", checkout: "2026-12-05" } },
      { stay: { checkin: "2026-12-03", checkout: "2026-12-19" } },
      { stay: { checkin: "2026-12-03", checkout: "2026-12-04" } },
      { occupancy: [] },
      { occupancy: [{ adults: 0, kids: 1 }] },
      { coupon: { code: "X", percent: 0 } },
      { coupon: { code: "X", amountPaise: -1 } },
      { coupon: { code: "X", amountPaise: 0.5 } },
      { wallet: { balancePaise: 1, debitPercentage: 101 } },
      { nights: [worked.nights[1]!, worked.nights[0]!] },
    ]
    for (const change of bad)
      expect(() => quote({ ...worked, ...change }), JSON.stringify(change)).toThrow(RangeError)
  })
})
