import { fc } from "@fast-check/vitest"
import { expect, it } from "vitest"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import type { LoginResult } from "#core/api/auth.ts"
import type { Booking, BookingHistory } from "#core/api/bookings.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { bookingClient, codeOf, dataOf, ok } from "./lib/bookings.ts"

onEveryBookingDatabase("A member's bookings", (process) => {
  const c = bookingClient(process)
  const history = async (token: string) =>
    dataOf<BookingHistory>(ok(await c.post("/api/v1/booking/booking-history/", {}, token)))
  const one = (orderId: string, token: string) => c.get(`/api/v1/booking/booking-history/${orderId}/`, token)
  const ids = (bookings: ReadonlyArray<Booking>) => bookings.map((b) => b.id)

  it("lists upcoming and previous bookings, latest check-in first, and only the member's own", async () => {
    const member = await c.register()
    const other = await c.register()
    const soon = await c.newStay({ member, daysAhead: 3 })
    const soonId = await c.payNow(soon, {}, member.token)
    const later = await c.newStay({ member, daysAhead: 20 })
    const laterId = await c.payAtHotel(later, {}, member.token)
    const middle = await c.newStay({ member, daysAhead: 8 })
    const middleId = await c.payNow(middle, {}, member.token)
    const cancelled = await c.newStay({ member, daysAhead: 6 })
    const cancelledId = await c.payNow(cancelled, {}, member.token)
    ok(
      await c.post("/api/growth/cancellation/cancel-booking/", {
        cancellation_hash: await c.hashOf(cancelledId),
        order_id: cancelledId,
        cancellation_reason: "Found another hotel",
      }),
    )
    // Placed but never paid: an order, not a booking.
    const unpaid = await c.newStay({ member, daysAhead: 5 })
    ok(
      await c.post(
        "/api/v5/checkout/paynow/",
        {
          name: "Ravi Menon",
          mobile: "9811111111",
          country_code: "+91",
          bid: unpaid.bid,
          gateway: "razorpay",
          actual_total_cost: unpaid.quote.walletDiscountedPrice,
        },
        member.token,
      ),
    )
    const othersId = await c.payNow(await c.newStay({ member: other }), {}, other.token)

    // spec-checkout §9: the history sorts by '-checkin', the latest check-in first, in both lists.
    const first = await history(member.token)
    expect(ids(first.upcoming)).toEqual([laterId, middleId, soonId])
    expect(ids(first.previous)).toEqual([cancelledId])
    expect(first.previous[0]).toMatchObject({ status: "cancelled", displayBookingStatus: "Cancelled" })
    expect(first.upcoming.every((b) => b.type === "upcoming" && b.cancellation !== null)).toBe(true)

    // Once its check-out time has come, a stay is past.
    await c.setClock(checkOutAt(soon.checkout))
    const second = await history(member.token)
    expect(ids(second.upcoming)).toEqual([laterId, middleId])
    expect(ids(second.previous)).toEqual([cancelledId, soonId])
    expect(second.previous[1]!.cancellation).toBeNull()

    expect(ids((await history(other.token)).upcoming)).toEqual([othersId])
    const anonymous = await c.post("/api/v1/booking/booking-history/", {})
    expect(anonymous.status).toBe(401)
  })

  it("answers one booking in full to its owner, and 404 to anyone else as for an unknown id", async () => {
    const member = await c.register()
    const other = await c.register()
    const stay = await c.newStay({ member, roomconfig: "2-1,1-0", nights: 3 })
    const orderId = await c.payNow(stay, { email: "ravi@example.com" }, member.token)
    const hotelAtHome = await c.newStay({ member })
    const atHotelId = await c.payAtHotel(hotelAtHome, {}, member.token)

    const booking = dataOf<Booking>(ok(await one(orderId, member.token)))
    const plan = stay.itinerary.selected_rate_plan
    expect(booking).toMatchObject({
      id: orderId,
      status: "confirmed",
      displayBookingStatus: "Confirmed",
      type: "upcoming",
      isPayAtHotel: false,
      amountPaid: stay.quote.postTaxPrice,
      partPayAmount: null,
      partPayLink: null,
      hotel: {
        id: stay.hotel.id,
        name: stay.hotel.name,
        coordinates: { lat: stay.hotel.lat, lng: stay.hotel.lng },
        propertyType: stay.hotel.propertyType,
      },
      dates: { checkIn: stay.checkin, checkOut: stay.checkout, durationOfStay: 3, cancel: null },
      time: { checkIn: "12:00 PM", checkOut: "11:00 AM" },
      roomConfig: { adults: 3, kids: 1, count: 2, type: stay.roomType.code, name: stay.roomType.name },
      guest: { name: "Meera Iyer", email: "ravi@example.com" },
      ratePlan: { code: "rp", cancellationPolicy: plan.cancellation_policy },
      cancellation: { hash: await c.hashOf(orderId) },
    })
    expect(booking.hotel.address).toContain(stay.hotel.address.street)
    expect(booking.hotel.state).not.toBe("")
    const { price } = booking
    expect(price.basePrice + price.tax).toBe(price.total)
    expect(price.total + price.platformFee).toBe(price.totalAmountWithPlatformFee)
    expect(price.totalAmountWithPlatformFee).toBe(stay.quote.postTaxPrice)

    const atHotel = dataOf<Booking>(ok(await one(atHotelId, member.token)))
    expect(atHotel).toMatchObject({ isPayAtHotel: true, amountPaid: 0 })

    const foreign = await one(orderId, other.token)
    const unknown = await one(`BK${"A".repeat(26)}`, other.token)
    expect([foreign.status, codeOf(foreign)]).toEqual([404, "booking_not_found"])
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "booking_not_found"])
    expect((await one(orderId, "not-a-session")).status).toBe(401)
  })

  it("never lets a member read another member's booking, for any pair", async () => {
    const members: Array<LoginResult> = []
    const bookings: Array<{ orderId: string; owner: number }> = []
    for (let m = 0; m < 4; m++) {
      const member = await c.register()
      members.push(member)
      for (let b = 0; b < 2; b++) {
        const orderId = await c.payNow(await c.newStay({ member, daysAhead: 10 + b }), {}, member.token)
        bookings.push({ orderId, owner: m })
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: members.length - 1 }),
        fc.integer({ min: 0, max: bookings.length - 1 }),
        async (reader, index) => {
          const booking = bookings[index]!
          const answer = await one(booking.orderId, members[reader]!.token)
          expect(answer.status).toBe(reader === booking.owner ? 200 : 404)
          const listed = await history(members[reader]!.token)
          expect(ids([...listed.upcoming, ...listed.previous]).includes(booking.orderId)).toBe(
            reader === booking.owner,
          )
        },
      ),
      { numRuns: 40 },
    )

    const hashes = await c.sql<{ h: string }>((q) => q`SELECT cancellation_hash AS h FROM orders`)
    expect(hashes.length).toBeGreaterThanOrEqual(bookings.length)
    for (const { h } of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/)
    expect(new Set(hashes.map((r) => r.h)).size).toBe(hashes.length)
  })
})
