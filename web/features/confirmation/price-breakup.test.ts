import { describe, expect, it } from "vitest"
import { paidBooking, pendingBooking } from "#machines/test-support/confirmed-booking.ts"
import { priceBreakup } from "./price-breakup.ts"

const sum = (lines: ReturnType<typeof priceBreakup>, keys: ReadonlyArray<string>) =>
  lines.filter((l) => keys.includes(l.key)).reduce((n, l) => n + l.amountPaise, 0)

describe("confirmation price breakup (spec-checkout §3 'Confirmation state')", () => {
  it("shows a paid stay: room price, GST, fee, total, paid now, and no balance", () => {
    expect(priceBreakup(paidBooking)).toEqual([
      { key: "roomPrice", amountPaise: 800_000 },
      { key: "gst", amountPaise: 40_000 },
      { key: "platformFee", amountPaise: 5_000 },
      { key: "total", amountPaise: 845_000 },
      { key: "paidNow", amountPaise: -845_000 },
    ])
  })

  it("adds the discounts back to the room price and lists them, and splits points from the payment", () => {
    const lines = priceBreakup({
      ...paidBooking,
      rate_plan: {
        ...paidBooking.rate_plan,
        pretaxPrice: 700_000,
        memberDiscount: 40_000,
        couponDiscount: 60_000,
        tax: 35_000,
        netPayableAmount: 740_000,
        treeboPointsDiscount: 20_000,
        paidAmount: 740_000,
        balanceAmount: 0,
      },
    })
    expect(lines.map((l) => [l.key, l.amountPaise])).toEqual([
      ["roomPrice", 800_000],
      ["memberDiscount", -40_000],
      ["couponDiscount", -60_000],
      ["gst", 35_000],
      ["platformFee", 5_000],
      ["total", 740_000],
      ["points", -20_000],
      ["paidNow", -720_000],
    ])
    // The lines above the total add up to it.
    expect(sum(lines, ["roomPrice", "memberDiscount", "couponDiscount", "gst", "platformFee"])).toBe(740_000)
  })

  it("leaves the whole amount to pay while the payment has not come, and the rest at the hotel", () => {
    const lines = priceBreakup(pendingBooking)
    expect(lines.find((l) => l.key === "paidNow")).toBeUndefined()
    expect(lines.at(-1)).toEqual({ key: "balance", amountPaise: 845_000 })
    const atHotel = priceBreakup({
      ...pendingBooking,
      payment: { mode: "pay_at_hotel", status: "success" },
      rate_plan: {
        ...pendingBooking.rate_plan,
        treeboPointsDiscount: 45_000,
        paidAmount: 45_000,
        balanceAmount: 800_000,
      },
    })
    expect(atHotel.slice(-3)).toEqual([
      { key: "total", amountPaise: 845_000 },
      { key: "points", amountPaise: -45_000 },
      { key: "balance", amountPaise: 800_000 },
    ])
  })
})
