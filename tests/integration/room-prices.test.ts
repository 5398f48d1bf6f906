import { Schema } from "effect"
import { expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import { Data } from "#core/api/envelope.ts"
import { RoomPrices, type RoomRatePlan } from "#core/api/hotel-detail.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { PLATFORM_FEE_PAISE, quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Channel, Coupon, Quote, RoomGuests } from "#core/pricing/types.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { call } from "./lib/http.ts"
import { roomTypeNights } from "./lib/pricing.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
const fixtureMember = catalogue.users[0]!

// Hotels with nothing pre-booked, so each test decides the inventory it sees.
const quiet = catalogue.hotels.filter((h) => h.preOccupancy.length === 0)
/** A hotel with a room for two adults and a bigger one, and not every room type. */
const mixed = quiet.find(
  (h) =>
    h.roomTypes.length >= 2 &&
    h.roomTypes.length < 5 &&
    h.roomTypes.some((r) => r.maxOccupancy.adults < 3) &&
    h.roomTypes.some((r) => r.maxOccupancy.adults >= 3),
)!
const soldOutHotel = quiet.find((h) => h !== mixed && h.roomTypes.length >= 2)!
// A busy hotel's first pre-booked night: demand uplifts and partial inventory are in the prices.
const busy = catalogue.hotels.find((h) => h.preOccupancy.length > 0)!
const stay: Stay = { checkin: addDays(baseDate, 10), checkout: addDays(baseDate, 12) }
const busyStay: Stay = {
  checkin: busy.preOccupancy[0]!.night,
  checkout: addDays(busy.preOccupancy[0]!.night, 2),
}

const path = (hotel: Hotel, at: Stay, params: Record<string, string> = {}) =>
  `/api/v5/pricing/hotels/${hotel.id}/room-prices/?${new URLSearchParams({ ...at, ...params })}`

/** Every field of a room-price rate plan, from the engine's quote. */
const planOf = (q: Quote): RoomRatePlan => ({
  code: q.ratePlan.code,
  name: q.ratePlan.name,
  tag: q.ratePlan.tag,
  type: q.ratePlan.type,
  description: q.ratePlan.description,
  inclusions: q.ratePlan.inclusions,
  cancellation_policy: {
    code: q.ratePlan.cancellationPolicy.code,
    description: q.ratePlan.cancellationPolicy.description,
  },
  basePrice: q.basePrice,
  strikedPrice: q.strikedPrice,
  pretaxPrice: q.pretaxPrice,
  tax: q.tax,
  sellingPrice: q.sellingPrice,
  platformFee: q.platformFee,
  postTaxPrice: q.postTaxPrice,
  perNightPrice: q.perNightPrice,
  discountPercentage: q.discountPercentage,
  memberDiscount: q.memberDiscount,
  couponDiscount: q.couponDiscount,
  walletDiscount: q.walletDiscount,
  walletDiscountedPrice: q.walletDiscountedPrice,
})

onEveryDatabase("room prices: GET /api/v5/pricing/hotels/{hotelId}/room-prices/", (server) => {
  const get = (hotel: Hotel, at: Stay, params: Record<string, string> = {}, token?: string) =>
    callFrom(server().url, "127.0.0.1", path(hotel, at, params), { token })
  const prices = async (hotel: Hotel, at: Stay, params: Record<string, string> = {}, token?: string) => {
    const answer = await get(hotel, at, params, token)
    expect(answer.status, answer.text).toBe(200)
    // The server writes the answer without the schema's encoder: it must be the encoder's bytes.
    const decoded = Schema.decodeUnknownSync(Data(RoomPrices))(JSON.parse(answer.text))
    expect(JSON.stringify(Schema.encodeSync(Data(RoomPrices))(decoded))).toBe(answer.text)
    return decoded
  }
  /** The engine's quote of every plan of one room type, on the inventory test control reads. */
  const expectedPlans = async (
    hotel: Hotel,
    code: string,
    at: Stay,
    rooms: ReadonlyArray<RoomGuests>,
    options: { channel?: Channel; member?: boolean; coupon?: Coupon } = {},
  ) => {
    const type = hotel.roomTypes.find((r) => r.code === code)!
    const nights = await roomTypeNights(server().url, hotel.id, code, at)
    return ratePlansFor(brandClassOf(hotel.brandCode)).map((ratePlan) =>
      planOf(
        quote({
          hotel: { id: hotel.id, brandCode: hotel.brandCode },
          roomType: { code: type.code, baseRatePaise: type.baseRatePaise },
          ratePlan,
          stay: at,
          occupancy: rooms,
          channel: options.channel ?? "website",
          member: options.member ?? false,
          ...(options.coupon === undefined ? {} : { coupon: options.coupon }),
          nights,
        }),
      ),
    )
  }
  const signIn = async () => {
    const answer = await callFrom(server().url, "127.0.0.1", "/api/v2/auth/login/email/", {
      body: { email: fixtureMember.email, password: FIXTURE_PASSWORD },
    })
    expect(answer.status, answer.text).toBe(200)
    return dataOf<LoginResult>(answer).token
  }
  const setAvailable = async (hotel: Hotel, roomType: string, at: Stay, available: number) => {
    const answer = await call(server().url, "/api/test/inventory", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        hotel_id: hotel.id,
        room_type: roomType,
        from: at.checkin,
        to: at.checkout,
        available,
      }),
    })
    expect(answer.status, answer.text).toBe(200)
  }

  it("prices every room type in priority order on every rate plan, refundable first, to the paisa", async () => {
    const rooms = [{ adults: 2, kids: 0 }]
    const data = await prices(busy, busyStay, { roomconfig: "2-0" })
    const ids = busy.roomTypes.map((r) => `${busy.id}|${r.code}`)
    expect(data).toMatchObject({
      hotel_id: busy.id,
      ...busyStay,
      nights: 2,
      channel: "website",
      payment_mode: "PREPAID",
      coupon_code: null,
      coupon_success_message: null,
      coupon_error: null,
      login_coupon_applied: false,
      wallet_applied: false,
    })
    expect(data.room_type_ids).toEqual(ids)
    expect(Object.keys(data.total_price)).toEqual(ids)
    for (const type of busy.roomTypes) {
      const price = data.total_price[`${busy.id}|${type.code}`]!
      const nights = await roomTypeNights(server().url, busy.id, type.code, busyStay)
      const left = Math.min(...nights.map((n) => n.roomsAvailable))
      expect(price).toMatchObject({ room_type: type.code, rooms_left: left, member_discount_available: true })
      if (left < 1) {
        expect(price).toMatchObject({ available: false, unavailable_reason: "sold_out", rate_plans: [] })
        continue
      }
      expect(price.available).toBe(true)
      expect(price.unavailable_reason).toBeNull()
      expect(price.rate_plans.map((p) => [p.code, p.type])).toEqual([
        ["rp", "refundable"],
        ["nrp", "non-refundable"],
      ])
      expect(price.rate_plans).toEqual(await expectedPlans(busy, type.code, busyStay, rooms))
      expect(price.rate_plans[0]!.name).toBe("TRB-DEFAULT")
      expect(price.rate_plans[1]!.postTaxPrice).toBeLessThan(price.rate_plans[0]!.postTaxPrice)
      // Both plans strike through the same undiscounted all-in price: the refundable plan's own,
      // so it shows no saving and the non-refundable one saves against what refundable costs.
      const [refundable, nonRefundable] = price.rate_plans
      expect(refundable).toMatchObject({ strikedPrice: refundable!.postTaxPrice, discountPercentage: 0 })
      expect(nonRefundable!.strikedPrice).toBe(refundable!.postTaxPrice)
      const saved = nonRefundable!.strikedPrice - nonRefundable!.postTaxPrice
      expect(nonRefundable!.discountPercentage).toBe(Math.floor((saved * 100) / nonRefundable!.strikedPrice))
      expect(nonRefundable!.discountPercentage).toBeGreaterThan(0)
    }
  })

  it("tells a room type too small for the party from a sold-out one", async () => {
    const small = mixed.roomTypes.filter((r) => r.maxOccupancy.adults < 3)
    const big = mixed.roomTypes.filter((r) => r.maxOccupancy.adults >= 3)
    const data = await prices(mixed, stay, { roomconfig: "3-0" })
    for (const type of small) {
      expect(data.total_price[`${mixed.id}|${type.code}`]).toMatchObject({
        available: false,
        unavailable_reason: "no_room_fits",
        rooms_left: type.roomCount,
        rate_plans: [],
      })
    }
    for (const type of big) {
      const price = data.total_price[`${mixed.id}|${type.code}`]!
      expect(price.available).toBe(true)
      expect(price.rate_plans).toEqual(await expectedPlans(mixed, type.code, stay, [{ adults: 3, kids: 0 }]))
    }

    // One room left over the stay: one room sells, two do not.
    const [first, second] = soldOutHotel.roomTypes
    await setAvailable(soldOutHotel, first!.code, stay, 0)
    await setAvailable(soldOutHotel, second!.code, stay, 1)
    const one = await prices(soldOutHotel, stay, { roomconfig: "1-0" })
    expect(one.total_price[`${soldOutHotel.id}|${first!.code}`]).toMatchObject({
      available: false,
      unavailable_reason: "sold_out",
      rooms_left: 0,
      rate_plans: [],
    })
    expect(one.total_price[`${soldOutHotel.id}|${second!.code}`]).toMatchObject({
      available: true,
      rooms_left: 1,
    })
    const two = await prices(soldOutHotel, stay, { roomconfig: "1-0,1-0" })
    expect(two.total_price[`${soldOutHotel.id}|${second!.code}`]).toMatchObject({
      available: false,
      unavailable_reason: "sold_out",
      rooms_left: 1,
    })
  })

  it("narrows the answer to the asked room type, and names the offered ones for a type the hotel lacks", async () => {
    const type = mixed.roomTypes.at(-1)!
    const data = await prices(mixed, stay, { roomtype: type.code })
    expect(data.room_type_ids).toEqual([`${mixed.id}|${type.code}`])
    expect(Object.keys(data.total_price)).toEqual([`${mixed.id}|${type.code}`])

    const lacking = (["common", "acacia", "oak", "maple", "mahogany"] as const).find(
      (code) => !mixed.roomTypes.some((r) => r.code === code),
    )!
    const refused = await get(mixed, stay, { roomtype: lacking })
    expect(refused.status, refused.text).toBe(400)
    expect(errorOf(refused)).toMatchObject({ field: "roomtype" })
    for (const offered of mixed.roomTypes) expect(errorOf(refused).message).toContain(offered.code)
  })

  it("gives a signed-in member the member price: the login coupon", async () => {
    const token = await signIn()
    const member = await prices(mixed, stay, {}, token)
    const anonymous = await prices(mixed, stay)
    expect(member.login_coupon_applied).toBe(true)
    for (const id of member.room_type_ids) {
      const code = id.split("|")[1]!
      expect(member.total_price[id]!.rate_plans).toEqual(
        await expectedPlans(mixed, code, stay, [{ adults: 1, kids: 0 }], { member: true }),
      )
      for (const [i, plan] of member.total_price[id]!.rate_plans.entries()) {
        expect(plan.memberDiscount).toBeGreaterThan(0)
        expect(plan.postTaxPrice).toBeLessThan(anonymous.total_price[id]!.rate_plans[i]!.postTaxPrice)
      }
    }
  })

  it("applies a valid coupon to every plan, and answers an invalid one with the reason and plain prices", async () => {
    const code = mixed.roomTypes[0]!.code
    const id = `${mixed.id}|${code}`
    const applied = await prices(mixed, stay, { couponcode: "welcome10" })
    expect(applied).toMatchObject({
      coupon_code: "WELCOME10",
      coupon_success_message: "Coupon WELCOME10 applied: 10% off",
      coupon_error: null,
    })
    expect(applied.total_price[id]!.rate_plans).toEqual(
      await expectedPlans(mixed, code, stay, [{ adults: 1, kids: 0 }], {
        coupon: { code: "WELCOME10", percent: 10 },
      }),
    )
    for (const plan of applied.total_price[id]!.rate_plans) expect(plan.couponDiscount).toBeGreaterThan(0)

    const plain = await prices(mixed, stay)
    const refusals: ReadonlyArray<[Record<string, string>, string]> = [
      [{ couponcode: "NOSUCHCODE" }, "Coupon NOSUCHCODE does not exist"],
      [{ couponcode: "MONSOON25" }, "Coupon MONSOON25 expired on 2025-09-30"],
      [{ couponcode: "STAY3SAVE20" }, "Coupon STAY3SAVE20 needs a stay of at least 3 nights"],
      [{ couponcode: "MEMBER15" }, "Coupon MEMBER15 is for members only: sign in to use it"],
      [
        { couponcode: "WEBONLY12", channel: "gdc" },
        "Coupon WEBONLY12 is valid on bookings made on the website only",
      ],
    ]
    for (const [params, message] of refusals) {
      const refused = await prices(mixed, stay, params)
      expect(refused).toMatchObject({
        coupon_code: null,
        coupon_success_message: null,
        coupon_error: message,
      })
      const baseline = params.channel === "gdc" ? await prices(mixed, stay, { channel: "gdc" }) : plain
      expect(refused.total_price).toEqual(baseline.total_price)
    }

    const longer = { checkin: stay.checkin, checkout: addDays(stay.checkin, 3) }
    expect(await prices(mixed, longer, { couponcode: "Stay3Save20" })).toMatchObject({
      coupon_code: "STAY3SAVE20",
      coupon_error: null,
    })
    const token = await signIn()
    const memberCoupon = await prices(mixed, stay, { couponcode: "MEMBER15" }, token)
    expect(memberCoupon).toMatchObject({ coupon_code: "MEMBER15", login_coupon_applied: true })
    expect(memberCoupon.total_price[id]!.rate_plans).toEqual(
      await expectedPlans(mixed, code, stay, [{ adults: 1, kids: 0 }], {
        member: true,
        coupon: { code: "MEMBER15", percent: 15 },
      }),
    )
  })

  it("on gdc, asked or by host, is paid at the hotel without a platform fee", async () => {
    const asked = await prices(mixed, stay, { channel: "gdc" })
    const byHost = await call(server().url, path(mixed, stay), { host: "gdc1.localhost" })
    expect(byHost.status, byHost.text).toBe(200)
    for (const data of [asked, dataOf<RoomPrices>(byHost)]) {
      expect(data).toMatchObject({ channel: "gdc", payment_mode: "PAY_AT_HOTEL" })
      for (const id of data.room_type_ids) {
        for (const plan of data.total_price[id]!.rate_plans) {
          expect(plan.platformFee).toBe(PLATFORM_FEE_PAISE.gdc)
          expect(plan.postTaxPrice).toBe(plan.sellingPrice)
        }
      }
      const code = data.room_type_ids[0]!.split("|")[1]!
      expect(data.total_price[data.room_type_ids[0]!]!.rate_plans).toEqual(
        await expectedPlans(mixed, code, stay, [{ adults: 1, kids: 0 }], { channel: "gdc" }),
      )
    }
  })

  it("accepts apply_wallet, and applies nothing while there is no wallet ledger", async () => {
    const data = await prices(mixed, stay, { apply_wallet: "true" })
    expect(data.wallet_applied).toBe(false)
    for (const id of data.room_type_ids) {
      for (const plan of data.total_price[id]!.rate_plans) {
        expect(plan.walletDiscount).toBe(0)
        expect(plan.walletDiscountedPrice).toBe(plan.postTaxPrice)
      }
    }
  })

  it("refuses an unknown hotel with 404 and bad input with 400", async () => {
    const unknown = await callFrom(
      server().url,
      "127.0.0.1",
      `/api/v5/pricing/hotels/99999999/room-prices/?${new URLSearchParams({ ...stay })}`,
    )
    expect(unknown.status, unknown.text).toBe(404)
    expect(errorOf(unknown).message).toContain("99999999")
    const refused = async (at: Stay, params: Record<string, string>, text: string) => {
      const answer = await get(mixed, at, params)
      expect(answer.status, answer.text).toBe(400)
      expect(errorOf(answer).message).toContain(text)
    }
    await refused({ checkin: stay.checkout, checkout: stay.checkin }, {}, "checkout")
    await refused({ checkin: addDays(baseDate, -1), checkout: addDays(baseDate, 1) }, {}, "checkin")
    await refused({ checkin: baseDate, checkout: addDays(baseDate, 16) }, {}, "15 nights")
    await refused(stay, { hotel_id: quiet.find((h) => h !== mixed)!.id }, "hotel_id")
    await refused(stay, { channel: "fax" }, "channel")
    await refused(stay, { couponcode: "no spaces" }, "couponcode")
  })
})
