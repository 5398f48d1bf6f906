import { Effect, type ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { expect } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import type { PayNowResult } from "#core/api/checkout.ts"
import type { InventoryNight, OutboxMessage } from "#core/api/test-control.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { codeInSms } from "#core/otp/messages.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { HotelCatalogue } from "#server/catalogue/store.ts"
import { CartPricing } from "#server/checkout/cart-pricing.ts"
import { Carts, newBid } from "#server/checkout/cart-repo.ts"
import type { BookingProcess } from "./booking-server.ts"
import { type Answer, call, dataOf, ok } from "./http.ts"

// Also here for the suites that import the rest of this module.
export { dataOf, ok }
export const codeOf = (answer: Answer) =>
  (answer.json as { errors?: Array<{ code: string }> }).errors?.[0]?.code

export interface StayChoice {
  /** rp (refundable) or nrp; rp is the 5-day policy at Premium hotels, the default elsewhere. */
  readonly plan?: "rp" | "nrp"
  readonly premium?: boolean
  /** Check-in this many days after the clock's day in India. */
  readonly daysAhead?: number
  readonly nights?: number
  readonly roomconfig?: string
  readonly member?: { readonly id: number | string } | undefined
  readonly applyWallet?: boolean
  readonly couponCode?: string
}

/** The calls the booking suites make; each stay gets a hotel no other test of the file books. */
export const bookingClient = (process: () => BookingProcess) => {
  const run = <A, E>(
    effect: Effect.Effect<A, E, ManagedRuntime.ManagedRuntime.Services<BookingProcess["runtime"]>>,
  ) => process().runtime.runPromise(effect)
  const sql = <A = unknown>(
    statement: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>,
  ) => run(Effect.orDie(SqlClient.SqlClient.use(statement)))
  const send = (method: string, path: string, body?: unknown, token?: string) =>
    call(process().url, path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const get = (path: string, token?: string) => send("GET", path, undefined, token)
  const post = (path: string, body: unknown, token?: string) => send("POST", path, body, token)
  const put = (path: string, body: unknown) => send("PUT", path, body)
  const now = async () => Date.parse(dataOf<{ now: string }>(ok(await get("/api/test/clock"))).now)
  const setClock = async (at: number) => ok(await put("/api/test/clock", { now: new Date(at).toISOString() }))

  const used = new Set<string>()
  const hotelFor = async (premium: boolean): Promise<Hotel> => {
    const hotels = await run(HotelCatalogue.use((c) => Effect.succeed(c.view.hotels)))
    const hotel = hotels.find(
      (h) =>
        !used.has(h.id) &&
        // Nobody else's rooms on any night, so every stay can be booked.
        h.preOccupancy.length === 0 &&
        h.roomTypes[0]!.roomCount >= 3 &&
        h.roomTypes[0]!.maxOccupancy.adults >= 2 &&
        (brandClassOf(h.brandCode) === "Premium") === premium,
    )!
    used.add(hotel.id)
    return hotel
  }

  const newStay = async (choice: StayChoice = {}) => {
    const hotel = await hotelFor(choice.premium ?? false)
    const roomType = hotel.roomTypes[0]!
    const checkin = addDays(dayInIndia(await now()), choice.daysAhead ?? 10)
    const checkout = addDays(checkin, choice.nights ?? 2)
    const roomconfig = choice.roomconfig ?? "2-0"
    const bid = newBid()
    const memberId = choice.member === undefined ? undefined : String(choice.member.id)
    await run(
      Carts.use((carts) =>
        carts.create({
          bid,
          hotelId: hotel.id,
          roomType: roomType.code,
          ratePlanCode: choice.plan ?? "rp",
          checkin,
          checkout,
          rooms: parseRoomConfig(roomconfig),
          roomconfig,
          channel: "website",
          userId: memberId ?? null,
          couponCode: choice.couponCode ?? null,
          applyWallet: choice.applyWallet ?? false,
          shownPricePaise: null,
        }),
      ),
    )
    const priced = await run(CartPricing.use((p) => p.price(bid, memberId)))
    const stay = { bid, hotel, roomType, checkin, checkout, quote: priced.quote, itinerary: priced.itinerary }
    return { ...stay, before: await booked(stay) }
  }
  type Stay = Awaited<ReturnType<typeof newStay>>

  const booked = async (s: {
    hotel: { id: string }
    roomType: { code: string }
    checkin: string
    checkout: string
  }) =>
    dataOf<Array<InventoryNight>>(
      ok(
        await get(
          `/api/test/inventory?hotel_id=${s.hotel.id}&room_type=${s.roomType.code}&from=${s.checkin}&to=${s.checkout}`,
        ),
      ),
    ).map((night) => night.booked)
  /** Rooms taken on each night beyond those taken before the stay was booked. */
  const taken = async (s: Stay) => (await booked(s)).map((n, i) => n - s.before[i]!)

  let nextMobile = 0
  const traveller = (s: Stay, extra: Record<string, unknown> = {}) => ({
    name: "Meera Iyer",
    mobile: `97${String(5_000_000 + nextMobile++).padStart(8, "0")}`,
    country_code: "+91",
    email: "meera@example.com",
    bid: s.bid,
    actual_total_cost: s.quote.walletDiscountedPrice,
    ...extra,
  })

  /** Pays now through the gateway sandbox and confirms: a confirmed pay-now booking's order id. */
  const payNow = async (s: Stay, extra: Record<string, unknown> = {}, token?: string) => {
    const order = dataOf<typeof PayNowResult.Type>(
      ok(await post("/api/v5/checkout/paynow/", { ...traveller(s, extra), gateway: "razorpay" }, token)),
    )
    const paid = (
      await post(`/gateway-sandbox/pay/${order.pg_order_id}`, { method: "upi", outcome: "capture" })
    ).json as { razorpay_payment_id: string; razorpay_signature: string }
    const confirmed = ok(
      await post("/api/v5/checkout/confirmbooking/", {
        order_id: order.order_id,
        gateway: "razorpay",
        ps_order_id: order.ps_order_id,
        pg_order_id: order.pg_order_id,
        pg_meta: { pg_payment_id: paid.razorpay_payment_id, pg_signature: paid.razorpay_signature },
      }),
    )
    expect(dataOf<{ status: string }>(confirmed).status).toBe("confirmed")
    return order.order_id
  }

  /** Pays at the hotel with a number verified by OTP: a confirmed pay-at-hotel booking's order id. */
  const payAtHotel = async (s: Stay, extra: Record<string, unknown> = {}, token?: string) => {
    const body = traveller(s, extra)
    ok(await post("/api/v2/otp/", { phone_number: body.mobile }))
    const [sms] = dataOf<Array<OutboxMessage>>(
      ok(await get(`/api/test/outbox?recipient=%2B91${body.mobile}`)),
    )
    ok(
      await post("/api/v4/auth/otp/verify/", {
        phone_number: body.mobile,
        verification_code: codeInSms(sms!.body),
      }),
    )
    const placed = ok(
      await post("/api/v5/checkout/payathotel/", { ...body, otp_verified_number: body.mobile }, token),
    )
    return dataOf<{ order_id: string }>(placed).order_id
  }

  let nextMember = 0
  /** A new member of the club, signed in. */
  const register = async () => {
    const n = nextMember++
    const answer = await post("/api/v2/auth/register/", {
      first_name: "Ravi",
      last_name: `Menon${n}`,
      email: `ravi.menon.${n}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      phone_number: `96${String(3_000_000 + n).padStart(8, "0")}`,
      password: "a long enough password",
    })
    return dataOf<LoginResult>(ok(answer))
  }

  const outbox = async (recipient: string) =>
    dataOf<Array<OutboxMessage>>(ok(await get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`)))
  const hashOf = async (orderId: string) =>
    (
      await sql<{ h: string }>(
        (q) => q`SELECT cancellation_hash AS h FROM orders WHERE order_id = ${orderId}`,
      )
    )[0]!.h

  return {
    run,
    sql,
    get,
    post,
    put,
    now,
    setClock,
    newStay,
    booked,
    taken,
    payNow,
    payAtHotel,
    register,
    outbox,
    hashOf,
  }
}
export type BookingClient = ReturnType<typeof bookingClient>
export type BookedStay = Awaited<ReturnType<BookingClient["newStay"]>>
