import { expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import type { SearchPrices } from "#core/api/pricing.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { PLATFORM_FEE_PAISE } from "#core/pricing/quote.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import type { Answer } from "./lib/http.ts"
import { expectedSearchQuote, putStayNights } from "./lib/pricing.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
const fixtureMember = catalogue.users[0]!

// A busy hotel's first pre-booked night, so demand uplifts and partial inventory are in the prices.
const busy = catalogue.hotels.find((h) => h.preOccupancy.length > 0)!
const checkin = busy.preOccupancy[0]!.night
const stay = { checkin, checkout: addDays(checkin, 2) }
const priced = [busy, ...catalogue.hotels.filter((h) => h !== busy).slice(0, 11)]
const rooms = [{ adults: 2, kids: 1 }]
// Hotels the suite sells out, apart from the ones it prices and from every pre-booked night.
const quiet = catalogue.hotels.filter((h) => h.preOccupancy.length === 0 && !priced.includes(h))
const soldOut = quiet[0]!
const partly = quiet.find((h) => h.roomTypes.length >= 2 && h !== soldOut)!

const pricesPath = (params: Record<string, string>) =>
  `/api/v6/pricing/hotels/?${new URLSearchParams({ checkin: stay.checkin, checkout: stay.checkout, roomconfig: "2-1", ...params })}`

onEveryDatabase("search prices: GET /api/v6/pricing/hotels/ and the graph query", (server) => {
  const get = (params: Record<string, string>, token?: string) =>
    callFrom(server().url, "127.0.0.1", pricesPath(params), { token })
  const prices = async (params: Record<string, string>, token?: string) => {
    const answer = await get(params, token)
    expect(answer.status, answer.text).toBe(200)
    return dataOf<SearchPrices>(answer)
  }
  const ids = (hotels: ReadonlyArray<{ id: string }>) => hotels.map((h) => h.id).join(",")
  const signIn = async () => {
    const answer = await callFrom(server().url, "127.0.0.1", "/api/v2/auth/login/email/", {
      body: { email: fixtureMember.email, password: FIXTURE_PASSWORD },
    })
    expect(answer.status, answer.text).toBe(200)
    return dataOf<LoginResult>(answer).token
  }

  it("prices every hotel with the engine's quote of its cheapest sellable room type and rate plan", async () => {
    const data = await prices({ hotel_id: ids(priced) })
    expect(data).toMatchObject({ ...stay, nights: 2, channel: "website" })
    expect(data.prices.length).toBeGreaterThan(priced.length / 2)
    for (const hotel of priced) {
      const expected = await expectedSearchQuote(server().url, hotel, stay, rooms, "website", false)
      const price = data.prices.find((p) => p.hotel_id === hotel.id)
      if (expected === undefined) {
        // The pre-booked fixture nights fill some hotels: those must be listed, not priced.
        expect(price).toBeUndefined()
        expect(data.hotelsWithUnavailablePrices).toContainEqual({ hotel_id: hotel.id, reason: "sold_out" })
        continue
      }
      expect(price).toMatchObject({
        perNightPrice: expected.quote.perNightPrice,
        postTaxPrice: expected.quote.postTaxPrice,
        pretax_price: expected.quote.pretaxPrice,
        sell_price: expected.quote.sellingPrice,
        rack_rate: expected.quote.basePrice,
        tax: expected.quote.tax,
        striked_price: expected.quote.strikedPrice,
        total_discount_percent: expected.quote.discountPercentage,
        cheapest_room: { room_type: expected.quote.roomTypeCode, availability: expected.roomsLeft },
        coupon_code: null,
        member_discount_available: true,
        member_discount_applied: false,
        rate_plan: {
          code: expected.quote.ratePlan.code,
          name: expected.quote.ratePlan.name,
          tag: expected.quote.ratePlan.tag,
          type: expected.quote.ratePlan.type,
        },
        payment_mode: "PREPAID",
        platform_fee: PLATFORM_FEE_PAISE.website,
      })
      // ADR 065: the cheapest plan, 10 % off rack, is the non-refundable one; it strikes the all-in
      // undiscounted price (the refundable plan's), and the saving is whole percent rounded down.
      expect(price!.rate_plan).toMatchObject({
        code: "nrp",
        name: "TRB-NON-REFUNDABLE",
        type: "non-refundable",
      })
      const saved = price!.striked_price - price!.postTaxPrice
      expect(saved).toBeGreaterThan(0)
      expect(price!.total_discount_percent).toBe(Math.floor((saved * 100) / price!.striked_price))
    }
  })

  it("gives a signed-in member a lower price, and treats a dead token as anonymous", async () => {
    const token = await signIn()
    const member = await prices({ hotel_id: ids(priced) }, token)
    const anonymous = await prices({ hotel_id: ids(priced) }, "not-a-live-session-token")
    expect(member.prices.map((p) => p.hotel_id)).toEqual(anonymous.prices.map((p) => p.hotel_id))
    for (const [i, price] of member.prices.entries()) {
      const hotel = priced.find((h) => h.id === price.hotel_id)!
      const expected = (await expectedSearchQuote(server().url, hotel, stay, rooms, "website", true))!
      expect(price).toMatchObject({
        postTaxPrice: expected.quote.postTaxPrice,
        perNightPrice: expected.quote.perNightPrice,
        member_discount_applied: true,
      })
      expect(member.prices[i]!.postTaxPrice).toBeLessThan(anonymous.prices[i]!.postTaxPrice)
      // The member's saving is against the all-in undiscounted price, in whole percent rounded down.
      const saved = price.striked_price - price.postTaxPrice
      expect(saved).toBeGreaterThan(0)
      expect(price.total_discount_percent).toBe(Math.floor((saved * 100) / price.striked_price))
      expect(anonymous.prices[i]!.member_discount_applied).toBe(false)
    }
  })

  it("on gdc is paid at the hotel and carries no platform fee", async () => {
    const website = await prices({ hotel_id: ids(priced) })
    const gdc = await prices({ hotel_id: ids(priced), channel: "gdc" })
    expect(gdc.channel).toBe("gdc")
    for (const [i, price] of gdc.prices.entries()) {
      expect(price).toMatchObject({ payment_mode: "PAY_AT_HOTEL", platform_fee: 0 })
      expect(price.postTaxPrice).toBe(website.prices[i]!.postTaxPrice - PLATFORM_FEE_PAISE.website)
    }
  })

  it("lists a sold-out hotel and an unknown id as unavailable, and moves to the next room type", async () => {
    const put = (hotelId: string, roomType: string, available: number) =>
      putStayNights(server().url, hotelId, roomType, stay, { available })
    for (const type of soldOut.roomTypes) expect((await put(soldOut.id, type.code, 0)).status).toBe(200)
    const before = await prices({ hotel_id: partly.id, roomconfig: "1-0" })
    const cheapest = before.prices[0]!.cheapest_room.room_type
    // One room left on one night: a single room still sells, two rooms do not.
    expect((await put(partly.id, cheapest, 1)).status).toBe(200)

    const data = await prices({ hotel_id: `${soldOut.id},99999999,${partly.id}`, roomconfig: "1-0,1-0" })
    expect(data.hotelsWithUnavailablePrices).toEqual([
      { hotel_id: soldOut.id, reason: "sold_out" },
      { hotel_id: "99999999", reason: "unknown_hotel" },
    ])
    const moved = data.prices.find((p) => p.hotel_id === partly.id)
    if (moved !== undefined) expect(moved.cheapest_room.room_type).not.toBe(cheapest)
    const single = await prices({ hotel_id: partly.id, roomconfig: "1-0" })
    expect(single.prices[0]!.cheapest_room).toMatchObject({ availability: 1 })
  })

  it("refuses bad input with 400 and a message", async () => {
    const refused = async (params: Record<string, string>, field: string) => {
      const answer: Answer = await get(params)
      expect(answer.status, answer.text).toBe(400)
      expect(errorOf(answer).message).toContain(field)
    }
    const one = busy.id
    await refused({ hotel_id: one, checkin: stay.checkout, checkout: stay.checkin }, "checkout")
    await refused(
      { hotel_id: one, checkin: addDays(baseDate, -1), checkout: addDays(baseDate, 1) },
      "checkin",
    )
    await refused({ hotel_id: one, checkin: baseDate, checkout: addDays(baseDate, 16) }, "15 nights")
    await refused({ hotel_id: one, checkin: "2026-02-30" }, "checkin")
    await refused({ hotel_id: "12,abc" }, "hotel_id")
    await refused({ hotel_id: Array.from({ length: 501 }, (_, i) => i + 1).join(",") }, "500")
    await refused({ hotel_id: one, channel: "fax" }, "channel")
  })

  it("answers the graph query with the REST call's postTaxPrice", async () => {
    const query = `query Prices($ids: [String!]!, $checkin: String!, $checkout: String!, $occ: [Occupancy!]!) {
      searchPrices(csIdRoomTypes: $ids, checkin: $checkin, checkout: $checkout, occupancies: $occ,
                   utmSource: "direct", channel: website, application: "web", payMode: "PREPAID") {
        hotelId postTaxPrice perNightPrice available paymentMode } }`
    const token = await signIn()
    for (const auth of [undefined, token]) {
      const rest = await prices({ hotel_id: ids(priced) }, auth)
      const variables = {
        ...stay,
        ids: priced.map((h) => `${h.id}|common`),
        occ: [{ adults: 2, children: 1 }],
      }
      const answer = await callFrom(server().url, "127.0.0.1", "/api/graphql/", {
        body: { query, variables },
        token: auth,
      })
      expect(answer.status, answer.text).toBe(200)
      const graph = (
        answer.json as { data: { searchPrices: Array<{ hotelId: string; postTaxPrice: number }> } }
      ).data.searchPrices
      expect(graph.map((p) => [p.hotelId, p.postTaxPrice])).toEqual(
        priced.map((h) => [h.id, rest.prices.find((p) => p.hotel_id === h.id)?.postTaxPrice ?? null]),
      )
    }
    const bad = await callFrom(server().url, "127.0.0.1", "/api/graphql/", {
      body: { query, variables: { ...stay, checkout: stay.checkin, ids: [busy.id], occ: [{ adults: 1 }] } },
    })
    expect((bad.json as { errors: Array<{ message: string }> }).errors[0]!.message).toContain("checkout")
  })
})
