import { expect, it } from "vitest"
import { checkInAt } from "#core/account/booking-lifecycle.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { bookingClient, codeOf, dataOf, ok } from "./lib/bookings.ts"
import { cancellationCalls, moneyOf } from "./lib/cancellation.ts"
import { firstErrorMessage } from "./lib/http.ts"

const HOUR = 3_600_000

/** What cancelling costs under each policy, to the millisecond (spec-checkout §9, ADR 084). */
onEveryBookingDatabase("Cancellation charges and refunds", (process) => {
  const c = bookingClient(process)
  const { details, cancel, row, bookPaid } = cancellationCalls(c)

  it("cancels free to the last millisecond of the default window: everything refunded, rooms back, e-mail sent", async () => {
    const { stay, orderId, hash } = await bookPaid({}, "free.default@example.com")
    expect(await c.taken(stay)).toEqual([1, 1])
    await c.setClock(checkInAt(stay.checkin) - 24 * HOUR)
    const answer = ok(await cancel(hash, orderId))
    expect(dataOf(answer)).toEqual({
      status: "cancelled",
      message: expect.stringContaining(`Your booking ${orderId} is cancelled. A refund of`),
    })
    expect(await row(orderId)).toEqual({
      status: "cancelled",
      cancelled: true,
      cancellation_charge_paise: 0,
      refund_paise: moneyOf(stay).paid,
      refund_due: true,
      cancellation_reason: "Change of plans",
      cancellation_message: "Sorry, we cannot travel",
      rooms_held: false,
    })
    expect(await c.taken(stay)).toEqual([0, 0])

    const mails = (await c.outbox("free.default@example.com")).filter((m) => m.subject.includes("cancelled"))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Booking ${orderId} at ${stay.hotel.name} is cancelled`)
    expect(mails[0]!.body).toContain(`/c-${hash}/`)
    expect(mails[0]!.body).toMatch(/^Cancellation charge: ₹0$/m)

    const after = await details(hash)
    expect(after.bookingStatus.status).toBe("cancelled")
    expect(after.bookingStatus.cancelled_datetime).toBe(
      new Date(checkInAt(stay.checkin) - 24 * HOUR).toISOString(),
    )
    expect(after.bookingDetail).toMatchObject({ status: "cancelled", type: "past", cancellation: null })
    expect(after.cancellationCharges).toMatchObject({ charge: 0, refund: moneyOf(stay).paid })

    const again = await cancel(hash, orderId)
    expect([again.status, codeOf(again)]).toEqual([409, "already_cancelled"])
    expect(firstErrorMessage(again)).toBe("This booking is already cancelled.")
    expect(await c.taken(stay)).toEqual([0, 0])
  })

  it("charges one night's tariff one millisecond after the default window closes", async () => {
    const { stay, orderId, hash } = await bookPaid({ nights: 3 })
    const { paid, firstNight } = moneyOf(stay)
    expect(firstNight).toBeLessThan(paid)
    await c.setClock(checkInAt(stay.checkin) - 24 * HOUR + 1)
    expect((await details(hash)).cancellationCharges).toMatchObject({
      charge: firstNight,
      refund: paid - firstNight,
    })
    const answer = dataOf<{ message: string }>(ok(await cancel(hash, orderId)))
    expect(answer.message).toContain("A cancellation charge of")
    expect(await row(orderId)).toMatchObject({
      cancellation_charge_paise: firstNight,
      refund_paise: paid - firstNight,
      refund_due: true,
    })
    expect(await c.taken(stay)).toEqual([0, 0, 0])
  })

  it("cancels a 5-day plan free up to 120 hours before check-in and keeps everything after", async () => {
    const free = await bookPaid({ premium: true, daysAhead: 12 })
    expect(free.stay.itinerary.selected_rate_plan.cancellation_policy.code).toBe("5-day")
    const late = await bookPaid({ premium: true, daysAhead: 12 })
    await c.setClock(checkInAt(free.stay.checkin) - 120 * HOUR)
    ok(await cancel(free.hash, free.orderId))
    expect(await row(free.orderId)).toMatchObject({
      cancellation_charge_paise: 0,
      refund_paise: moneyOf(free.stay).paid,
    })

    await c.setClock(checkInAt(late.stay.checkin) - 120 * HOUR + 1)
    expect((await details(late.hash)).cancellationCharges).toMatchObject({
      charge: moneyOf(late.stay).paid,
      refund: 0,
    })
    ok(await cancel(late.hash, late.orderId))
    expect(await row(late.orderId)).toMatchObject({
      cancellation_charge_paise: moneyOf(late.stay).paid,
      refund_paise: 0,
      refund_due: false,
    })
    expect(await c.taken(late.stay)).toEqual([0, 0])
  })

  it("keeps the whole amount of a non-refundable plan however early it is cancelled", async () => {
    const { stay, orderId, hash } = await bookPaid({ plan: "nrp", daysAhead: 30 })
    expect(stay.itinerary.selected_rate_plan.cancellation_policy.code).toBe("non-refundable")
    const quoted = await details(hash)
    expect(quoted.cancellationCharges).toMatchObject({
      charge: moneyOf(stay).paid,
      refund: 0,
      freeCancellationUntil: null,
    })
    ok(await cancel(hash, orderId))
    expect(await row(orderId)).toMatchObject({
      cancellation_charge_paise: moneyOf(stay).total,
      refund_paise: 0,
    })
    expect(await c.taken(stay)).toEqual([0, 0])
  })

  it("cancels a pay-at-hotel booking late for nothing, since nothing was paid, and texts when asked", async () => {
    const stay = await c.newStay()
    const orderId = await c.payAtHotel(stay, { email: "hotel.late@example.com", mobile: "9712345678" })
    const hash = await c.hashOf(orderId)
    await c.setClock(checkInAt(stay.checkin) - HOUR)
    expect((await details(hash)).bookingStatus.message).toBe(
      "Nothing was paid in advance, so cancelling costs nothing.",
    )
    ok(await cancel(hash, orderId, { communication_type: "sms" }))
    expect(await row(orderId)).toMatchObject({
      status: "cancelled",
      cancellation_charge_paise: 0,
      refund_paise: 0,
    })
    expect(await c.taken(stay)).toEqual([0, 0])
    const texts = await c.outbox("+919712345678")
    expect(texts.at(-1)!.body).toContain(`Your booking ${orderId} is cancelled.`)
    expect(texts.at(-1)!.body).toContain(`/c-${hash}/`)
  })
})
