import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { cartGuests } from "#core/checkout/cart-guests.ts"
import { priceChange } from "#core/checkout/cart-price-change.ts"
import { payOptionsFor } from "#core/checkout/pay-options.ts"
import { guestCount } from "#core/search/room-config.ts"

const room = fc.record({ adults: fc.integer({ min: 1, max: 5 }), kids: fc.integer({ min: 0, max: 5 }) })
const rooms = fc.array(room, { minLength: 1, maxLength: 5 })
const channel = fc.constantFrom("website" as const, "gdc" as const)
const planType = fc.constantFrom("refundable" as const, "non-refundable" as const)
const paise = fc.integer({ min: 0, max: 100_000_000 })

describe("cart guests (core/checkout/cart-guests.ts)", () => {
  test.prop([rooms])("adults and children add up to the guest count, every room has an adult", (party) => {
    const { adults, children } = cartGuests(party)
    expect(adults + children).toBe(guestCount(party))
    expect(adults).toBeGreaterThanOrEqual(party.length)
    expect(children).toBe(party.reduce((sum, r) => sum + r.kids, 0))
  })
})

describe("pay options (core/checkout/pay-options.ts)", () => {
  test.prop([channel, planType])(
    "there is always a way to pay, and prepaid only means no pay at hotel",
    (ch, type) => {
      const pay = payOptionsFor(ch, type)
      expect(pay.payAtHotel || pay.payNow).toBe(true)
      expect(pay.prepaidOnly).toBe(pay.payNow && !pay.payAtHotel)
    },
  )

  test.prop([planType])("gdc is paid at the hotel, without OTP", (type) => {
    expect(payOptionsFor("gdc", type)).toEqual({
      payAtHotel: true,
      payNow: false,
      prepaidOnly: false,
      otp: false,
    })
  })

  test.prop([planType])("on the website a plan is prepaid only exactly when it is non-refundable", (type) => {
    const pay = payOptionsFor("website", type)
    expect(pay.prepaidOnly).toBe(type === "non-refundable")
    expect(pay.payNow).toBe(true)
    expect(pay.otp).toBe(true)
  })
})

describe("price change notice (core/checkout/cart-price-change.ts)", () => {
  test.prop([paise])("no notice when nothing was shown or the price is the same", (current) => {
    expect(priceChange(null, current)).toBeNull()
    expect(priceChange(current, current)).toBeNull()
  })

  test.prop([paise, paise])(
    "a different price says both amounts in rupees with Indian grouping",
    (shown, current) => {
      fc.pre(shown !== current)
      const change = priceChange(shown, current)!
      expect(change).toMatchObject({ previous: shown, current })
      const inr = (p: number) =>
        new Intl.NumberFormat("en-IN", {
          style: "currency",
          currency: "INR",
          minimumFractionDigits: p % 100 === 0 ? 0 : 2,
          maximumFractionDigits: p % 100 === 0 ? 0 : 2,
        }).format(p / 100)
      expect(change.message).toBe(
        `The price of this stay has changed from ${inr(shown)} to ${inr(current)} since you last saw it.`,
      )
    },
  )

  test.prop([paise, paise])(
    "a member who saw the public price sees no change, only the member price",
    (publicPrice, memberPrice) => {
      expect(priceChange(publicPrice, memberPrice, publicPrice)).toBeNull()
    },
  )

  test.prop([paise, paise, paise])(
    "a price that is neither the member's nor the public one now is a change, to what the member pays",
    (shown, memberPrice, publicPrice) => {
      fc.pre(shown !== memberPrice && shown !== publicPrice)
      expect(priceChange(shown, memberPrice, publicPrice)).toMatchObject({
        previous: shown,
        current: memberPrice,
      })
    },
  )

  test("lakh grouping", () => {
    expect(priceChange(12_345_600, 420_000)!.message).toBe(
      "The price of this stay has changed from ₹1,23,456 to ₹4,200 since you last saw it.",
    )
  })
})
