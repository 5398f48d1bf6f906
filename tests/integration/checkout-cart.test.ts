import { Schema } from "effect"
import { expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import {
  type FeaturedCoupon,
  Itinerary,
  type ItineraryRatePlan,
  type PaymentOffer,
} from "#core/api/checkout.ts"
import { Data } from "#core/api/envelope.ts"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import type { RewardBalance } from "#core/api/rewards.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { shareOf } from "#core/pricing/money.ts"
import { DEBIT_PERCENTAGE } from "#core/rewards/rules.ts"
import { hotelPath } from "#core/routes/slug.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { type Answer, call } from "./lib/http.ts"
import { setRate } from "./lib/pricing.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const today = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate: today })
// Hotels with nothing pre-booked, so each test decides the inventory it sees; each test its own hotel.
const quiet = catalogue.hotels.filter((h) => h.preOccupancy.length === 0 && h.roomTypes.length >= 2)
const hotelAt = (i: number) => quiet[i]!
const stay: Stay = { checkin: addDays(today, 20), checkout: addDays(today, 22) }
const ITINERARY = "/api/v8/checkout/itinerary/"
/** akash.kapoor.18 holds points (fixtures/data/points.ts); farhan.mishra.19 holds none. */
const RICH_MEMBER = "akash.kapoor.18@example.com"
const OTHER_MEMBER = "farhan.mishra.19@example.com"

onEveryDatabase("checkout cart: itinerary, coupons, wallet, offers, corporate price", (server) => {
  const get = (path: string, params: Record<string, string>, token?: string) =>
    callFrom(server().url, "127.0.0.1", `${path}?${new URLSearchParams(params)}`, { token })
  const post = (path: string, body: unknown, token?: string) =>
    callFrom(server().url, "127.0.0.1", path, { body, token })
  const ok = async <A>(answer: Promise<Answer>) => {
    const done = await answer
    expect(done.status, done.text).toBe(200)
    return dataOf<A>(done)
  }
  /** An itinerary answer, written without the schema's encoder: it must be the encoder's bytes. */
  const itinerary = async (answer: Promise<Answer>) => {
    const done = await answer
    expect(done.status, done.text).toBe(200)
    const decoded = Schema.decodeUnknownSync(Data(Itinerary))(JSON.parse(done.text))
    expect(JSON.stringify(Schema.encodeSync(Data(Itinerary))(decoded))).toBe(done.text)
    return decoded
  }
  /** Every refusal answers with its status and the errors body; no 5xx. */
  const refused = async (answer: Promise<Answer>, status: number) => {
    const done = await answer
    expect(done.status, done.text).toBe(status)
    return errorOf(done)
  }
  const signIn = async (email: string) =>
    (await ok<LoginResult>(post("/api/v2/auth/login/email/", { email, password: FIXTURE_PASSWORD }))).token
  const start = (hotel: Hotel, params: Record<string, string> = {}, token?: string) =>
    itinerary(get(ITINERARY, { hotel_id: hotel.id, ...stay, ...params }, token))
  const read = (bid: string, params: Record<string, string> = {}, token?: string) =>
    itinerary(get(ITINERARY, { bid, ...params }, token))
  const roomPrices = (hotel: Hotel, params: Record<string, string>, token?: string) =>
    ok<RoomPrices>(get(`/api/v5/pricing/hotels/${hotel.id}/room-prices/`, { ...stay, ...params }, token))
  const setInventory = async (hotel: Hotel, roomType: string, available: number) => {
    const answer = await call(server().url, "/api/test/inventory", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        hotel_id: hotel.id,
        room_type: roomType,
        from: stay.checkin,
        to: stay.checkout,
        available,
      }),
    })
    expect(answer.status, answer.text).toBe(200)
  }
  const planOf = (itinerary: Itinerary, code: string): ItineraryRatePlan =>
    itinerary.price.rate_plans.find((p) => p.code === code)!

  it("names the cart's hotel, its address and page, and shows each booked room type's own first picture", async () => {
    // Every fixture room type has pictures of its own, so each cart of the hotel shows another one.
    const hotel = hotelAt(16)
    const city = catalogue.cities.find((c) => c.id === hotel.cityId)!.name
    const locality = catalogue.localities.find((l) => l.id === hotel.localityId)?.name ?? ""
    const byPosition = [...hotel.images].sort((a, b) => a.position - b.position)
    for (const type of hotel.roomTypes) {
      const cart = await start(hotel, { roomconfig: "1-0", roomtype: type.code })
      expect(cart.hotel).toEqual({
        id: hotel.id,
        name: hotel.name,
        city,
        locality,
        address: `${hotel.address.street}, ${locality}, ${city} ${hotel.address.pincode}`,
        path: hotelPath({ id: hotel.id, name: hotel.name, city, locality }),
      })
      const picture = byPosition.find((i) => i.roomTypeCode === type.code)!
      expect(cart.image_url, type.code).toBe(`/images/hotels/${picture.id}.svg`)
    }
    expect(
      new Set(hotel.roomTypes.map((t) => byPosition.find((i) => i.roomTypeCode === t.code)!.id)).size,
    ).toBe(hotel.roomTypes.length)
  })

  it("starts a cart from the hotel page's link and reads it back by bid, priced as the hotel page prices it", async () => {
    const hotel = hotelAt(0)
    const type = hotel.roomTypes[1]!
    const cart = await start(hotel, { roomconfig: "2-1,1-0", roomtype: type.code, rateplan: "nrp" })
    expect(cart.bid).toMatch(/^[A-Za-z0-9_-]{22,}$/)
    expect(cart).toMatchObject({
      hotel: { id: hotel.id, name: hotel.name },
      date: stay,
      room: { type: type.code, name: type.name, count: 2 },
      roomconfig: "2-1,1-0",
      guest: { adults: 3, children: 1 },
      number_of_nights: 2,
      coupon_code: null,
      price_change: null,
      rooms_left: type.roomCount,
    })
    expect(cart.selected_rate_plan.code).toBe("nrp")
    expect(cart.price.rate_plans.map((p) => p.code)).toEqual(["rp", "nrp"])
    // Total price transparency: the hotel page's price of the same stay and plan, to the paisa.
    const page = await roomPrices(hotel, { roomconfig: "2-1,1-0", roomtype: type.code })
    const pagePlans = page.total_price[`${hotel.id}|${type.code}`]!.rate_plans
    for (const plan of pagePlans) {
      const mine = planOf(cart, plan.code)
      expect([
        mine.totalAmountWithPlatformFee,
        mine.walletDiscountedPrice,
        mine.tax,
        mine.pretaxPrice,
      ]).toEqual([plan.postTaxPrice, plan.postTaxPrice, plan.tax, plan.pretaxPrice])
    }
    const again = await read(cart.bid)
    expect(again).toEqual(cart)
  })

  it("without room type and plan takes the search price's room and plan", async () => {
    const hotel = hotelAt(1)
    const cart = await start(hotel)
    const page = await roomPrices(hotel, { roomconfig: "1-0" })
    const cheapest = Math.min(
      ...Object.values(page.total_price).flatMap((t) => t.rate_plans.map((p) => p.postTaxPrice)),
    )
    expect(cart.selected_rate_plan.totalAmountWithPlatformFee).toBe(cheapest)
    expect(cart.roomconfig).toBe("1-0")
  })

  it("moves a past check-in to today and a check-out before it to the next day, at most 15 nights", async () => {
    const hotel = hotelAt(2)
    const past = await start(hotel, { checkin: addDays(today, -3), checkout: addDays(today, -5) })
    expect(past.date).toEqual({ checkin: today, checkout: addDays(today, 1) })
    const long = await start(hotel, { checkin: addDays(today, 5), checkout: addDays(today, 40) })
    expect(long.date).toEqual({ checkin: addDays(today, 5), checkout: addDays(today, 20) })
    expect(long.number_of_nights).toBe(15)
  })

  it("refuses bad input with 400 and a message", async () => {
    const hotel = hotelAt(2)
    expect((await refused(get(ITINERARY, { ...stay }), 400)).message).toMatch(/hotel_id/)
    expect(
      (await refused(get(ITINERARY, { hotel_id: hotel.id, ...stay, roomconfig: "9-9" }), 400)).message,
    ).toBeTruthy()
    expect(
      (await refused(get(ITINERARY, { hotel_id: hotel.id, ...stay, rateplan: "xyz" }), 400)).message,
    ).toBeTruthy()
    const missing = catalogue.hotels.length + 9_000
    expect((await refused(get(ITINERARY, { hotel_id: String(missing), ...stay }), 404)).message).toMatch(
      /No hotel/,
    )
    expect((await refused(get(ITINERARY, { bid: "A".repeat(22) }), 404)).message).toMatch(/No cart/)
    expect((await refused(get(ITINERARY, { bid: "short" }), 400)).message).toBeTruthy()
    const absent = ["common", "acacia", "oak", "maple", "mahogany"].find(
      (code) => !hotel.roomTypes.some((t) => t.code === code),
    )
    if (absent !== undefined) {
      expect(
        (await refused(get(ITINERARY, { hotel_id: hotel.id, ...stay, roomtype: absent }), 400)).field,
      ).toBe("roomtype")
    }
    const error = await refused(get(ITINERARY, { hotel_id: hotel.id, ...stay, couponcode: "NOSUCH" }), 400)
    expect(error.message).toBe("Coupon NOSUCH does not exist")
    const cart = await start(hotel)
    const mismatch = await refused(get(ITINERARY, { bid: cart.bid, checkin: addDays(stay.checkin, 1) }), 400)
    expect(mismatch.field).toBe("checkin")
    expect(await read(cart.bid)).toEqual(cart)
  })

  it("applies a coupon, refuses each rule with its reason and changes nothing, and removes it", async () => {
    const hotel = hotelAt(3)
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, rateplan: "rp" })
    const rp = cart.selected_rate_plan
    const applied = await itinerary(
      post("/api/v5/checkout/coupon/", { bid: cart.bid, couponcode: "welcome10" }),
    )
    expect(applied.coupon_code).toBe("WELCOME10")
    const withCoupon = applied.selected_rate_plan
    expect(withCoupon.couponCodeApplied).toBe("WELCOME10")
    expect(withCoupon.couponDiscountPercent).toBe(10)
    expect(withCoupon.couponDiscount).toBeGreaterThan(0)
    expect(withCoupon.totalAmountWithPlatformFee).toBeLessThan(rp.totalAmountWithPlatformFee)
    expect(withCoupon.pretaxPrice).toBe(rp.pretaxPrice - withCoupon.couponDiscount)
    const reasons: Array<[string, RegExp]> = [
      ["NOSUCH", /does not exist/],
      ["MONSOON25", /expired on 2025-09-30/],
      ["MEMBER15", /members only/],
      ["STAY3SAVE20", /at least 3 nights/],
    ]
    for (const [code, reason] of reasons) {
      const error = await refused(post("/api/v5/checkout/coupon/", { bid: cart.bid, couponcode: code }), 400)
      expect(error.message).toMatch(reason)
    }
    // Every refusal left the applied coupon in place.
    expect(await read(cart.bid)).toEqual(applied)
    const removed = await itinerary(post("/api/v5/checkout/coupon/remove/", { bid: cart.bid }))
    expect(removed.coupon_code).toBeNull()
    expect(removed.selected_rate_plan).toEqual(rp)
    // The GET applies a code as the POST does.
    const viaQuery = await read(cart.bid, { couponcode: "WELCOME10" })
    expect(viaQuery.selected_rate_plan).toEqual(withCoupon)
  })

  it("a flat coupon is a voucher, and a minimum bill refuses a small stay", async () => {
    // Two rooms for two nights at a ₹3,149 room: well over FLAT500's ₹3,000 minimum.
    const hotel = hotelAt(4)
    const cart = await start(hotel, {
      roomtype: hotel.roomTypes[0]!.code,
      rateplan: "rp",
      roomconfig: "2-0,2-0",
    })
    expect(cart.selected_rate_plan.pretaxPrice).toBeGreaterThanOrEqual(300_000)
    const applied = await itinerary(
      post("/api/v5/checkout/coupon/", { bid: cart.bid, couponcode: "FLAT500" }),
    )
    expect(applied.selected_rate_plan).toMatchObject({
      voucherAmount: 50_000,
      couponDiscount: 50_000,
      couponDiscountPercent: 0,
    })
    // One night in a ₹1,599 room is under it.
    const cheap = hotelAt(12)
    const small = await start(cheap, {
      roomtype: cheap.roomTypes[0]!.code,
      rateplan: "rp",
      checkout: addDays(stay.checkin, 1),
    })
    expect(small.selected_rate_plan.pretaxPrice).toBeLessThan(300_000)
    const error = await refused(
      post("/api/v5/checkout/coupon/", { bid: small.bid, couponcode: "FLAT500" }),
      400,
    )
    expect(error.message).toBe("Coupon FLAT500 needs a room price of at least ₹3,000 before tax")
    expect((await read(small.bid)).coupon_code).toBeNull()
  })

  it("lists the coupons of today, with what each takes off this cart or why it cannot", async () => {
    const hotel = hotelAt(5)
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, rateplan: "rp" })
    const list = await ok<ReadonlyArray<FeaturedCoupon>>(get("/api/v2/discount/featured/", { bid: cart.bid }))
    const byCode = new Map(list.map((c) => [c.code, c]))
    expect(byCode.has("MONSOON25")).toBe(false)
    expect(byCode.get("WELCOME10")).toMatchObject({ applicable: true, reason: null })
    const applied = await itinerary(
      post("/api/v5/checkout/coupon/", { bid: cart.bid, couponcode: "WELCOME10" }),
    )
    expect(byCode.get("WELCOME10")!.discount).toBe(applied.selected_rate_plan.couponDiscount)
    expect(byCode.get("MEMBER15")).toMatchObject({ applicable: false, discount: 0 })
    expect(byCode.get("MEMBER15")!.reason).toMatch(/members only/)
    expect(byCode.get("STAY3SAVE20")!.reason).toMatch(/at least 3 nights/)
    for (const coupon of list) expect(coupon.applicable).toBe(coupon.reason === null)
  })

  it("gives a member member prices and the points wallet by default; removes and applies it again", async () => {
    const hotel = hotelAt(6)
    const token = await signIn(RICH_MEMBER)
    const balance = await ok<RewardBalance>(get("/api/v1/reward/balance/", {}, token))
    const points = balance.wallets[0]!.total_balance
    expect(points).toBeGreaterThan(0)
    const guest = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, rateplan: "rp" })
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, rateplan: "rp" }, token)
    const plan = cart.selected_rate_plan
    expect(plan.memberDiscount).toBeGreaterThan(0)
    expect(plan.totalAmountWithPlatformFee).toBeLessThan(guest.selected_rate_plan.totalAmountWithPlatformFee)
    expect(cart.wallet_info).toMatchObject({
      total_wallet_balance: points,
      debit_percentage: DEBIT_PERCENTAGE,
      wallet_applied: true,
      treebo_rewards_enabled: true,
    })
    const expected = Math.min(points, shareOf(plan.totalAmountWithPlatformFee, DEBIT_PERCENTAGE * 100))
    expect(plan.treeboPointsDiscount).toBe(expected)
    expect(plan.walletDiscountedPrice).toBe(plan.totalAmountWithPlatformFee - expected)
    expect(plan.creditableRewardPoints).toBeGreaterThan(0)
    const removed = await itinerary(post("/api/v7/checkout/wallet/remove/", { bid: cart.bid }, token))
    expect(removed.wallet_info.wallet_applied).toBe(false)
    expect(removed.selected_rate_plan.treeboPointsDiscount).toBe(0)
    expect(removed.selected_rate_plan.walletDiscountedPrice).toBe(plan.totalAmountWithPlatformFee)
    expect((await read(cart.bid, {}, token)).wallet_info.wallet_applied).toBe(false)
    const again = await itinerary(post("/api/v7/checkout/wallet/apply/", { bid: cart.bid }, token))
    expect(again.selected_rate_plan).toEqual(plan)
    // apply_wallet=false on a new cart starts it without points.
    const without = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, apply_wallet: "false" }, token)
    expect(without.wallet_info.wallet_applied).toBe(false)
  })

  it("refuses the wallet to a guest with 400, binds a guest cart to the member who signs in, and hides it from others", async () => {
    const hotel = hotelAt(7)
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code })
    expect(cart.wallet_info).toMatchObject({ wallet_applied: false, total_wallet_balance: 0 })
    expect(cart.selected_rate_plan.treeboPointsDiscount).toBe(0)
    const error = await refused(post("/api/v7/checkout/wallet/apply/", { bid: cart.bid }), 400)
    expect(error.message).toBe("Sign in to use your Treebo points")
    const token = await signIn(RICH_MEMBER)
    const bound = await read(cart.bid, {}, token)
    expect(bound.wallet_info.wallet_applied).toBe(true)
    expect(bound.selected_rate_plan.memberDiscount).toBeGreaterThan(0)
    const other = await signIn(OTHER_MEMBER)
    expect((await refused(get(ITINERARY, { bid: cart.bid }, other), 404)).message).toMatch(/No cart/)
    // Signed out, the holder of the bid sees guest prices.
    expect((await read(cart.bid)).selected_rate_plan).toEqual(cart.selected_rate_plan)
  })

  it("answers 401 to a token whose session ended, never guest prices or a guest order (ADR 105)", async () => {
    const hotel = hotelAt(8)
    const token = await signIn(RICH_MEMBER)
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code }, token)
    expect((await get("/api/v2/auth/logout/", {}, token)).status).toBe(200)
    const ended = "Your session has ended or is not valid. Please sign in again."
    expect((await refused(get(ITINERARY, { bid: cart.bid }, token), 401)).message).toBe(ended)
    const newCart = get(ITINERARY, { hotel_id: hotel.id, ...stay }, token)
    expect((await refused(newCart, 401)).message).toBe(ended)
    const coupon = post("/api/v5/checkout/coupon/", { bid: cart.bid, couponcode: "welcome10" }, token)
    expect((await refused(coupon, 401)).message).toBe(ended)
    const order = {
      name: "Akash Kapoor",
      mobile: "9840000001",
      country_code: "+91",
      email: RICH_MEMBER,
      bid: cart.bid,
      gateway: "razorpay",
      check_in_time: "12pm",
      check_out_time: "11am",
      actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
    }
    expect((await refused(post("/api/v5/checkout/paynow/", order, token), 401)).message).toBe(ended)
    // Signed in again, the same cart is still the member's, at member prices and with no order on it.
    const again = await read(cart.bid, {}, await signIn(RICH_MEMBER))
    expect(again.selected_rate_plan).toEqual(cart.selected_rate_plan)
    expect(again.wallet_info.wallet_applied).toBe(true)
  })

  it("takes off a kept coupon that no longer applies, and says why", async () => {
    const hotel = hotelAt(14)
    const token = await signIn(OTHER_MEMBER)
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code }, token)
    const applied = await itinerary(
      post("/api/v5/checkout/coupon/", { bid: cart.bid, couponcode: "MEMBER15" }, token),
    )
    expect(applied.selected_rate_plan.couponCodeApplied).toBe("MEMBER15")
    expect(applied.price.discount_error).toBeNull()
    // Signed out, the same cart is a guest's: the members' coupon cannot apply.
    const signedOut = await read(cart.bid)
    expect(signedOut.coupon_code).toBeNull()
    expect(signedOut.selected_rate_plan.couponDiscount).toBe(0)
    expect(signedOut.price.discount_error).toMatch(/members only/)
    expect((await read(cart.bid, {}, token)).selected_rate_plan).toEqual(applied.selected_rate_plan)
  })

  it("on gdc: pay at hotel only, no OTP, no platform fee, no rewards", async () => {
    const hotel = hotelAt(8)
    const token = await signIn(RICH_MEMBER)
    const cart = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, channel: "gdc" }, token)
    expect(cart).toMatchObject({
      pay_at_hotel_enabled: true,
      pay_now_enabled: false,
      is_prepaid_only: false,
      otp_enabled: false,
      wallet_info: { wallet_applied: false, treebo_rewards_enabled: false, total_wallet_balance: 0 },
    })
    expect(cart.selected_rate_plan).toMatchObject({
      platformFee: 0,
      treeboPointsDiscount: 0,
      creditableRewardPoints: 0,
    })
    const error = await refused(
      post("/api/v7/checkout/wallet/apply/", { bid: cart.bid, channel: "gdc" }, token),
      400,
    )
    expect(error.message).toMatch(/not offered on assisted \(gdc\) bookings/)
    expect((await refused(get(ITINERARY, { bid: cart.bid, channel: "website" }, token), 400)).field).toBe(
      "channel",
    )
  })

  it("on the website: a refundable plan is paid either way with OTP, a non-refundable one only now", async () => {
    const hotel = hotelAt(9)
    const rp = await start(hotel, { roomtype: hotel.roomTypes[0]!.code, rateplan: "rp" })
    expect(rp).toMatchObject({
      pay_at_hotel_enabled: true,
      pay_now_enabled: true,
      is_prepaid_only: false,
      otp_enabled: true,
    })
    const nrp = await read(rp.bid, { rateplan: "nrp" })
    expect(nrp.selected_rate_plan.code).toBe("nrp")
    expect(nrp).toMatchObject({ pay_at_hotel_enabled: false, pay_now_enabled: true, is_prepaid_only: true })
    expect((await read(rp.bid)).selected_rate_plan.code).toBe("nrp")
  })

  it("says so when the price changed since the traveller saw it", async () => {
    const hotel = hotelAt(10)
    const type = hotel.roomTypes[0]!
    const shown = (await roomPrices(hotel, { roomtype: type.code })).total_price[`${hotel.id}|${type.code}`]!
      .rate_plans[0]!.postTaxPrice
    const cart = await start(hotel, { roomtype: type.code, rateplan: "rp", shown_price: String(shown) })
    expect(cart.price_change).toBeNull()
    const answer = await setRate(server().url, hotel.id, type.code, stay, type.baseRatePaise + 50_000)
    expect(answer.status, answer.text).toBe(200)
    const now = await read(cart.bid)
    const current = now.selected_rate_plan.totalAmountWithPlatformFee
    expect(current).toBeGreaterThan(shown)
    expect(now.price_change).toEqual({
      previous: shown,
      current,
      message: `The price of this stay has changed from ${rupees(shown)} to ${rupees(current)} since you last saw it.`,
    })
  })

  it("a guest who signs in at checkout gets the member price, and no notice that the price changed", async () => {
    const hotel = hotelAt(11)
    const type = hotel.roomTypes[0]!
    const shown = (await roomPrices(hotel, { roomtype: type.code })).total_price[`${hotel.id}|${type.code}`]!
      .rate_plans[0]!.postTaxPrice
    const cart = await start(hotel, { roomtype: type.code, rateplan: "rp", shown_price: String(shown) })
    expect(cart.price_change).toBeNull()
    const member = await read(cart.bid, {}, await signIn(OTHER_MEMBER))
    expect(member.selected_rate_plan.memberDiscount).toBeGreaterThan(0)
    expect(member.selected_rate_plan.totalAmountWithPlatformFee).toBeLessThan(shown)
    expect(member.price_change).toBeNull()
  })

  it("answers 409 for a sold-out room type or one the party does not fit, and makes no cart", async () => {
    const hotel = hotelAt(11)
    const [first] = hotel.roomTypes
    await setInventory(hotel, first!.code, 0)
    const soldOut = await refused(get(ITINERARY, { hotel_id: hotel.id, ...stay, roomtype: first!.code }), 409)
    expect(soldOut).toMatchObject({ code: "sold_out", message: expect.stringMatching(/sold out/) })
    const small = catalogue.hotels.flatMap((h) =>
      h.roomTypes.filter((t) => t.maxOccupancy.adults < 5).map((t) => [h, t] as const),
    )[0]!
    const noFit = await refused(
      get(ITINERARY, { hotel_id: small[0].id, ...stay, roomtype: small[1].code, roomconfig: "5-0" }),
      409,
    )
    expect(noFit).toMatchObject({ code: "no_room_fits", message: expect.stringMatching(/takes at most/) })
    // A cart whose rooms sell out meanwhile says so when read.
    const second = hotel.roomTypes[1]!
    const cart = await start(hotel, { roomtype: second.code })
    await setInventory(hotel, second.code, 0)
    expect(await refused(get(ITINERARY, { bid: cart.bid }), 409)).toMatchObject({ code: "sold_out" })
    for (const type of hotel.roomTypes) await setInventory(hotel, type.code, 0)
    expect((await refused(get(ITINERARY, { hotel_id: hotel.id, ...stay }), 409)).message).toMatch(/sold out/)
  })

  it("serves the payment offers, and each plan shows its price after the best cashback", async () => {
    const content = await ok<{ key: string; offers: ReadonlyArray<PaymentOffer> }>(
      get("/api/v1/contents/", { key: "payment_gateway", version: "1" }),
    )
    expect(content.key).toBe("payment_gateway")
    expect(content.offers.map((o) => o.method)).toContain("upi")
    expect((await refused(get("/api/v1/contents/", { key: "nope" }), 400)).message).toBeTruthy()
    const cart = await start(hotelAt(12), { roomconfig: "2-0,2-0" })
    for (const plan of cart.price.rate_plans) {
      const amount = plan.walletDiscountedPrice
      const backs = content.offers
        .filter((o) => amount >= o.min_amount)
        .map((o) => ({
          title: o.title,
          back: Math.min(o.max_cashback, Math.floor((amount * o.percent) / 100)),
        }))
        .sort((a, b) => b.back - a.back)
      const best = backs[0]
      expect(plan.paymentOfferPrice).toEqual(
        best === undefined || best.back === 0
          ? { basePrice: amount, offer: null }
          : { basePrice: amount - best.back, offer: best.title },
      )
    }
  })

  it("prices a company's stay: the refundable plan at member rates, and what it saves", async () => {
    const hotel = hotelAt(13)
    const type = hotel.roomTypes[0]!
    const cart = await start(hotel, { roomtype: type.code, rateplan: "nrp" })
    const corporate = await ok<{ company_name: string; rate_plan: ItineraryRatePlan; saving: number }>(
      post("/api/athena/corporate-price/", { bid: cart.bid, company_name: "  Acme Widgets Pvt Ltd " }),
    )
    const token = await signIn(OTHER_MEMBER)
    const member = (await roomPrices(hotel, { roomtype: type.code }, token)).total_price[
      `${hotel.id}|${type.code}`
    ]!.rate_plans[0]!
    const publicRp = planOf(cart, "rp")
    expect(corporate.company_name).toBe("Acme Widgets Pvt Ltd")
    expect(corporate.rate_plan).toMatchObject({ code: "rp", totalAmountWithPlatformFee: member.postTaxPrice })
    expect(corporate.saving).toBe(publicRp.totalAmountWithPlatformFee - member.postTaxPrice)
    expect(corporate.saving).toBeGreaterThan(0)
    expect(
      (await refused(post("/api/athena/corporate-price/", { bid: cart.bid, company_name: "" }), 400)).message,
    ).toBeTruthy()
  })

  // Last: it moves the suite's clock on.
  it("answers 409 for a cart whose check-in day has passed", async () => {
    const hotel = hotelAt(15)
    const cart = await start(hotel, { checkin: addDays(today, 1), checkout: addDays(today, 2) })
    const answer = await callFrom(server().url, "127.0.0.1", "/api/test/clock/advance", {
      body: { ms: 3 * 86_400_000 },
    })
    expect(answer.status, answer.text).toBe(200)
    const error = await refused(get(ITINERARY, { bid: cart.bid }), 409)
    expect(error.message).toBe(
      `Check-in on ${addDays(today, 1)} has passed: choose new dates on the hotel page`,
    )
  })
})

const rupees = (paise: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: paise % 100 === 0 ? 0 : 2,
  }).format(paise / 100)
