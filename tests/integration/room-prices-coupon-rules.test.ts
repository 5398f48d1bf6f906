import { expect, it } from "vitest"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Coupon } from "#core/pricing/types.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { dataOf } from "./lib/auth.ts"
import { call } from "./lib/http.ts"
import { roomTypeNights, setRate as setStayRate } from "./lib/pricing.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
// Nothing pre-booked, so no demand uplift: the rack rate is the rate the test sets.
const hotel = catalogue.hotels.find(
  (h) => h.preOccupancy.length === 0 && h.roomTypes.some((r) => r.maxOccupancy.adults >= 2),
)!
const roomType = hotel.roomTypes.find((r) => r.maxOccupancy.adults >= 2)!
/** Tuesday 15 to Wednesday 16 December 2026: a weekday night, no weekend uplift. */
const oneNight: Stay = { checkin: addDays(baseDate, 14), checkout: addDays(baseDate, 15) }
const twoNights: Stay = { checkin: addDays(baseDate, 14), checkout: addDays(baseDate, 16) }

onEveryDatabase("room prices with flat, capped and minimum-bill coupons", (server) => {
  const setRate = async (at: Stay, ratePaise: number) => {
    const answer = await setStayRate(server().url, hotel.id, roomType.code, at, ratePaise)
    expect(answer.status, answer.text).toBe(200)
  }
  const prices = async (at: Stay, roomconfig: string, couponcode: string) => {
    const params = new URLSearchParams({ ...at, roomconfig, roomtype: roomType.code, couponcode })
    const answer = await call(server().url, `/api/v5/pricing/hotels/${hotel.id}/room-prices/?${params}`)
    expect(answer.status, answer.text).toBe(200)
    return dataOf<RoomPrices>(answer)
  }
  /** The engine's post-tax price of each plan, with the coupon each plan is given. */
  const expectedPostTax = async (at: Stay, rooms: number, coupons: ReadonlyArray<Coupon | undefined>) => {
    const nights = await roomTypeNights(server().url, hotel.id, roomType.code, at)
    return ratePlansFor(brandClassOf(hotel.brandCode)).map(
      (ratePlan, i) =>
        quote({
          hotel: { id: hotel.id, brandCode: hotel.brandCode },
          roomType: { code: roomType.code, baseRatePaise: roomType.baseRatePaise },
          ratePlan,
          stay: at,
          occupancy: Array.from({ length: rooms }, () => ({ adults: 2, kids: 0 })),
          channel: "website",
          member: false,
          ...(coupons[i] === undefined ? {} : { coupon: coupons[i] }),
          nights,
        }).postTaxPrice,
    )
  }
  const plansOf = (data: RoomPrices) => data.total_price[`${hotel.id}|${roomType.code}`]!.rate_plans

  it("takes a flat amount off each plan whose own bill reaches the minimum, and says why when none does", async () => {
    // ₹3,200 a night: refundable bill ₹3,200, non-refundable (10 % off) ₹2,880, below FLAT500's ₹3,000.
    await setRate(oneNight, 320_000)
    const split = await prices(oneNight, "2-0", "flat500")
    expect(split).toMatchObject({
      coupon_code: "FLAT500",
      coupon_success_message: "Coupon FLAT500 applied: ₹500 off",
      coupon_error: null,
    })
    expect(plansOf(split).map((p) => p.couponDiscount)).toEqual([50_000, 0])
    expect(plansOf(split).map((p) => p.postTaxPrice)).toEqual(
      await expectedPostTax(oneNight, 1, [{ code: "FLAT500", amountPaise: 50_000 }, undefined]),
    )

    await setRate(oneNight, 250_000)
    const refused = await prices(oneNight, "2-0", "FLAT500")
    expect(refused).toMatchObject({
      coupon_code: null,
      coupon_success_message: null,
      coupon_error: "Coupon FLAT500 needs a room price of at least ₹3,000 before tax",
    })
    expect(plansOf(refused).map((p) => p.couponDiscount)).toEqual([0, 0])
  })

  it("stops a capped percent at its cap, to the paisa, on every plan", async () => {
    // Two rooms for two nights at ₹6,000: 20 % of either plan's bill is far above BIG20's ₹1,000.
    await setRate(twoNights, 600_000)
    const data = await prices(twoNights, "2-0,2-0", "BIG20")
    expect(data.coupon_success_message).toBe("Coupon BIG20 applied: 20% off, up to ₹1,000")
    expect(plansOf(data).map((p) => p.couponDiscount)).toEqual([100_000, 100_000])
    const capped = { code: "BIG20", amountPaise: 100_000 }
    expect(plansOf(data).map((p) => p.postTaxPrice)).toEqual(
      await expectedPostTax(twoNights, 2, [capped, capped]),
    )
  })
})
