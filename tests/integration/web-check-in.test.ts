import { expect, it } from "vitest"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import { MAX_ID_IMAGE_BYTES, verhoeffDigit } from "#core/account/web-check-in.ts"
import type { WebCheckIn } from "#core/api/web-check-in.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { bookingClient, codeOf, dataOf, ok } from "./lib/bookings.ts"

/** A JPEG by its first bytes, padded to `size` bytes. */
const jpeg = (size = 2048) => {
  const bytes = Buffer.alloc(size, 7)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytes.toString("base64")
}
const AADHAAR = `23412341234${verhoeffDigit("23412341234")}`
const ROOM = { floor: "high", nearLift: false, bed: "double", arrivalTime: "15:30" } as const

onEveryBookingDatabase("Web check-in", (process) => {
  const c = bookingClient(process)
  const base = (orderId: string) => `/api/v1/booking/web-checkin/${orderId}/`
  const heldImages = async (orderId: string) =>
    (
      await c.sql<{ n: number }>(
        (q) =>
          q`SELECT count(*)::int AS n FROM web_check_ins WHERE order_id = ${orderId} AND id_image IS NOT NULL`,
      )
    )[0]!.n
  const rows = async (orderId: string) =>
    (
      await c.sql<{ n: number }>(
        (q) => q`SELECT count(*)::int AS n FROM web_check_ins WHERE order_id = ${orderId}`,
      )
    )[0]!.n

  /** A member's booking checking in tomorrow, and the clock moved to 09:00 IST on that day. */
  const bookedForTomorrow = async () => {
    const member = await c.register()
    const stay = await c.newStay({ member, daysAhead: 1, nights: 2 })
    const orderId = await c.payNow(stay, {}, member.token)
    return { member, stay, orderId }
  }
  const openDay = (checkin: string) => c.setClock(Date.parse(`${checkin}T09:00:00+05:30`))

  it("opens at midnight in India on the check-in day, takes a photo ID and room preferences, then completes", async () => {
    const { member, stay, orderId } = await bookedForTomorrow()
    const before = dataOf<WebCheckIn>(ok(await c.get(base(orderId), member.token)))
    expect(before).toMatchObject({ window: "not_yet_open", step: "photo_id", reference: null })
    expect(before.opensAt).toBe(new Date(`${stay.checkin}T00:00:00+05:30`).toISOString())
    const early = await c.post(
      `${base(orderId)}id/`,
      { idType: "aadhaar", idNumber: AADHAAR, image: jpeg() },
      member.token,
    )
    expect([early.status, codeOf(early)]).toEqual([409, "not_yet_open"])
    expect(await rows(orderId)).toBe(0)

    await openDay(stay.checkin)
    const roomFirst = await c.post(`${base(orderId)}room/`, ROOM, member.token)
    expect([roomFirst.status, codeOf(roomFirst)]).toEqual([409, "photo_id_first"])

    const afterId = dataOf<WebCheckIn>(
      ok(
        await c.post(
          `${base(orderId)}id/`,
          { idType: "aadhaar", idNumber: AADHAAR, image: jpeg() },
          member.token,
        ),
      ),
    )
    expect(afterId).toMatchObject({
      window: "open",
      step: "room",
      photoId: { type: "aadhaar", numberLast4: AADHAAR.slice(-4) },
    })
    // Only the last 4 characters of the number are kept.
    const stored = await c.sql<{ id_last4: string }>(
      (q) => q`SELECT id_last4 FROM web_check_ins WHERE order_id = ${orderId}`,
    )
    expect(stored).toEqual([{ id_last4: AADHAAR.slice(-4) }])

    const done = dataOf<WebCheckIn>(ok(await c.post(`${base(orderId)}room/`, ROOM, member.token)))
    expect(done).toMatchObject({ step: "complete", room: ROOM })
    expect(done.reference).toMatch(/^WC[A-Z2-9]{8}$/)
    // The booking says so, with the reference to give at the desk.
    const booking = dataOf<{ webCheckIn: unknown }>(
      ok(await c.get(`/api/v1/booking/booking-history/${orderId}/`, member.token)),
    )
    expect(booking.webCheckIn).toEqual({ reference: done.reference })
    const again = await c.post(`${base(orderId)}room/`, ROOM, member.token)
    expect([again.status, codeOf(again)]).toEqual([409, "already_checked_in"])

    // docs/privacy.md: the image is gone from the check-out time; type and last 4 stay.
    expect(await heldImages(orderId)).toBe(1)
    await c.setClock(checkOutAt(stay.checkout) - 1)
    expect(await heldImages(orderId)).toBe(1)
    await c.setClock(checkOutAt(stay.checkout))
    expect(await heldImages(orderId)).toBe(0)
    const after = dataOf<WebCheckIn>(ok(await c.get(base(orderId), member.token)))
    expect(after).toMatchObject({ window: "closed", step: "complete", reference: done.reference })
    expect(after.photoId).toEqual({ type: "aadhaar", numberLast4: AADHAAR.slice(-4), imageHeld: false })
  })

  it("refuses bad input with 4xx and stores nothing", async () => {
    const { member, stay, orderId } = await bookedForTomorrow()
    await openDay(stay.checkin)
    const send = (body: Record<string, unknown>) =>
      c.post(
        `${base(orderId)}id/`,
        { idType: "aadhaar", idNumber: AADHAAR, image: jpeg(), ...body },
        member.token,
      )
    const cases: Array<[Record<string, unknown>, number, string | undefined]> = [
      [{ idNumber: `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}` }, 400, "invalid_id_number"],
      [{ idType: "pan" }, 400, undefined],
      [{ idType: "passport", idNumber: "12345678" }, 400, "invalid_id_number"],
      [{ image: "not base64!" }, 400, "invalid_image"],
      [{ image: Buffer.from("GIF89a, not a photo we take").toString("base64") }, 415, "not_an_image"],
      [{ image: jpeg(MAX_ID_IMAGE_BYTES + 1) }, 413, "image_too_large"],
    ]
    for (const [body, status, code] of cases) {
      const answer = await send(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      if (code !== undefined) expect(codeOf(answer)).toBe(code)
    }
    expect(await rows(orderId)).toBe(0)
    // A 5 MB image exactly is taken.
    ok(await send({ idType: "passport", idNumber: "k1234567", image: jpeg(MAX_ID_IMAGE_BYTES) }))
  })

  it("answers 404 for another member's booking and 401 without a session", async () => {
    const { stay, orderId } = await bookedForTomorrow()
    const other = await c.register()
    await openDay(stay.checkin)
    const status = await c.get(base(orderId), other.token)
    expect([status.status, codeOf(status)]).toEqual([404, "booking_not_found"])
    const upload = await c.post(
      `${base(orderId)}id/`,
      { idType: "aadhaar", idNumber: AADHAAR, image: jpeg() },
      other.token,
    )
    expect(upload.status).toBe(404)
    expect((await c.get(base(orderId))).status).toBe(401)
    expect(await rows(orderId)).toBe(0)
  })

  it("deletes the image of a booking cancelled after its ID was given", async () => {
    const { member, stay, orderId } = await bookedForTomorrow()
    await openDay(stay.checkin)
    ok(
      await c.post(
        `${base(orderId)}id/`,
        { idType: "voter_id", idNumber: "ABC1234567", image: jpeg() },
        member.token,
      ),
    )
    ok(
      await c.post("/api/growth/cancellation/cancel-booking/", {
        cancellation_hash: await c.hashOf(orderId),
        order_id: orderId,
        cancellation_reason: "Plans changed",
      }),
    )
    await c.setClock(Date.parse(`${stay.checkin}T09:01:00+05:30`))
    expect(await heldImages(orderId)).toBe(0)
    const refused = await c.post(`${base(orderId)}room/`, ROOM, member.token)
    expect([refused.status, codeOf(refused)]).toEqual([409, "not_checkable"])
  })
})
