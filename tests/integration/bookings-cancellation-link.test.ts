import { expect, it } from "vitest"
import { checkInAt } from "#core/account/booking-lifecycle.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { Points } from "#server/rewards/points.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { bookingClient, codeOf, dataOf, ok } from "./lib/bookings.ts"
import { cancellationCalls, moneyOf } from "./lib/cancellation.ts"

const HOUR = 3_600_000

/** The cancellation link: read-only details, who may cancel, once, and what goes back (ADR 084). */
onEveryBookingDatabase("Cancelling by the link", (process) => {
  const c = bookingClient(process)
  const { details, cancel, row, bookPaid } = cancellationCalls(c)

  it("gives a member's points and coupon use back, with the whole payment, inside the free window", async () => {
    const login = ok(
      await c.post("/api/v2/auth/login/email/", {
        email: "akash.kapoor.18@example.com",
        password: FIXTURE_PASSWORD,
      }),
    )
    const member = dataOf<{ id: number; token: string }>(login)
    const balance = () => c.run(Points.use((p) => p.balance(String(member.id)))).then((b) => b.balancePaise)
    const stay = await c.newStay({ member, applyWallet: true, couponCode: "FIRSTSTAY" })
    expect(stay.quote.walletDiscount).toBeGreaterThan(0)
    const before = await balance()
    const orderId = await c.payNow(stay, { email: "points.back@example.com" }, member.token)
    expect(await balance()).toBe(before - stay.quote.walletDiscount)
    const hash = await c.hashOf(orderId)
    const quoted = await details(hash)
    expect(quoted.cancellationCharges).toMatchObject({
      charge: 0,
      refund: stay.quote.walletDiscountedPrice,
      pointsReturned: stay.quote.walletDiscount,
    })

    const answer = dataOf<{ status: string; message: string }>(ok(await cancel(hash, orderId)))
    expect(answer.status).toBe("cancelled")
    expect(answer.message).toContain("paid with points goes back to your wallet")
    expect(await balance()).toBe(before)
    const uses = await c.sql((q) => q`SELECT code FROM coupon_redemptions WHERE order_id = ${orderId}`)
    expect(uses).toEqual([])
    expect(await row(orderId)).toMatchObject({
      cancellation_charge_paise: 0,
      refund_paise: stay.quote.walletDiscountedPrice,
    })
  })

  it("shows the booking, its status and what cancelling would cost, and reading it changes nothing", async () => {
    const { stay, orderId, hash } = await bookPaid()
    const snapshot = async () => ({
      order: await c.sql((q) => q`SELECT to_jsonb(orders) AS o FROM orders WHERE order_id = ${orderId}`),
      nights: await c.booked(stay),
      outbox: (await c.sql((q) => q`SELECT count(*)::int AS n FROM outbox`))[0],
      points: await c.sql((q) => q`SELECT count(*)::int AS n FROM points_entries`),
    })
    const before = await snapshot()
    const first = await details(hash)
    await details(hash)
    await details(hash)
    expect(await snapshot()).toEqual(before)

    const freeUntil = checkInAt(stay.checkin) - 24 * HOUR
    expect(first.bookingDetail).toMatchObject({
      id: orderId,
      status: "confirmed",
      type: "upcoming",
      cancellation: { hash },
      dates: { checkIn: stay.checkin, checkOut: stay.checkout, cancel: null },
    })
    expect(first.bookingStatus).toEqual({
      status: "confirmed",
      message: expect.stringMatching(
        /^Cancellation is free until .+ 12:00 PM and the ₹[\d,.]+ paid is refunded\.$/,
      ),
      cancelled_datetime: null,
    })
    expect(first.cancellationCharges).toEqual({
      charge: 0,
      refund: moneyOf(stay).paid,
      pointsReturned: 0,
      freeCancellationUntil: new Date(freeUntil).toISOString(),
    })
    // The confirmation e-mail carries the link a guest without an account cancels with.
    const [confirmation] = await c
      .outbox("meera@example.com")
      .then((m) => m.filter((x) => x.body.includes(orderId)))
    expect(confirmation!.body).toContain(`/c-${hash}/`)

    const unknown = await c.get(`/api/growth/cancellation/booking_details/${"0".repeat(64)}`)
    expect([unknown.status, codeOf(unknown)]).toEqual([404, "booking_not_found"])
    const malformed = await c.get("/api/growth/cancellation/booking_details/not-a-hash")
    expect(malformed.status).toBe(400)
  })

  it("refuses once the check-in time has come, changing nothing", async () => {
    const { stay, orderId, hash } = await bookPaid()
    await c.setClock(checkInAt(stay.checkin))
    expect((await details(hash)).cancellationCharges).toBeNull()
    const answer = await cancel(hash, orderId)
    expect([answer.status, codeOf(answer)]).toEqual([409, "stay_started"])
    expect((await row(orderId)).cancelled).toBe(false)
    expect(await c.taken(stay)).toEqual([1, 1])
  })

  it("refuses a hash and order id that do not belong together, and a bad body, changing nothing", async () => {
    const a = await bookPaid()
    const b = await bookPaid()
    for (const [hash, orderId] of [
      [a.hash, b.orderId],
      [b.hash, a.orderId],
      ["f".repeat(64), a.orderId],
    ] as const) {
      const answer = await cancel(hash, orderId)
      expect([answer.status, codeOf(answer)]).toEqual([404, "booking_not_found"])
    }
    const noReason = await cancel(a.hash, a.orderId, { cancellation_reason: "" })
    expect(noReason.status).toBe(400)
    expect((await row(a.orderId)).status).toBe("confirmed")
    expect((await row(b.orderId)).status).toBe("confirmed")
    expect(await c.taken(a.stay)).toEqual([1, 1])
  })

  it("keeps each link's secret unguessable: 244 random bits, distinct for every order, and one digit off finds nothing", async () => {
    const a = await bookPaid()
    const rows = await c.sql((q) => q<{ cancellation_hash: string }>`SELECT cancellation_hash FROM orders`)
    const hashes = rows.map((r) => r.cancellation_hash)
    // Two version-4 UUIDs without their dashes: 122 random bits each (DESIGN.md: at least 128).
    const uuidV4 = "[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}"
    for (const hash of hashes) expect(hash).toMatch(new RegExp(`^${uuidV4}${uuidV4}$`))
    expect(new Set(hashes).size).toBe(hashes.length)
    const last = a.hash.at(-1) === "0" ? "1" : "0"
    const near = await c.get(`/api/growth/cancellation/booking_details/${a.hash.slice(0, -1)}${last}`)
    expect([near.status, codeOf(near)]).toEqual([404, "booking_not_found"])
  })

  it("cancels once when asked many times at once", async () => {
    const { stay, orderId, hash } = await bookPaid({}, "many.at.once@example.com")
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(hash, orderId)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(await c.taken(stay)).toEqual([0, 0])
    const mails = (await c.outbox("many.at.once@example.com")).filter((m) => m.subject.includes("cancelled"))
    expect(mails).toHaveLength(1)
  })

  it("offers the freed rooms to a traveller waiting for them", async () => {
    const { stay, orderId, hash } = await bookPaid()
    // Every room of the hotel taken on the stay's nights, ours among them.
    for (const type of stay.hotel.roomTypes) {
      ok(
        await c.put("/api/test/inventory", {
          hotel_id: stay.hotel.id,
          room_type: type.code,
          from: stay.checkin,
          to: stay.checkout,
          available: 0,
        }),
      )
    }
    const notice = ok(
      await c.post("/api/v1/hotels/notify-hotel-availability/", {
        hotel_id: stay.hotel.id,
        checkin_date: stay.checkin,
        checkout_date: stay.checkout,
        room_config: "2-0",
        email: "waiting.for.rooms@example.com",
      }),
    )
    expect(dataOf<{ status: string }>(notice).status).toBe("waiting")
    const full = await c.booked(stay)
    ok(await cancel(hash, orderId))
    expect(await c.booked(stay)).toEqual(full.map((n) => n - 1))
    const told = await c.outbox("waiting.for.rooms@example.com")
    expect(told).toHaveLength(1)
    expect(told[0]!.subject).toBe(`Rooms are available at ${stay.hotel.name}`)
  })
})
