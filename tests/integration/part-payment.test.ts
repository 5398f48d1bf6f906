import { Redacted } from "effect"
import { expect, it } from "vitest"
import { checkInAt } from "#core/account/booking-lifecycle.ts"
import { freeCancellationUntil } from "#core/account/cancellation-charge.ts"
import type { Booking } from "#core/api/bookings.ts"
import type { PayNowResult } from "#core/api/checkout.ts"
import { reconcilePartPayments } from "#server/bookings/part-payment-reconciler.ts"
import { SANDBOX_CREDENTIALS } from "#server/gateway/sandbox-keys.ts"
import { webhookSignature } from "#server/gateway/signatures.ts"
import { WEBHOOK_PATH } from "#server/gateway/webhook-delivery.ts"
import { onEveryBookingDatabase } from "./lib/booking-server.ts"
import { bookingClient, codeOf, dataOf, ok } from "./lib/bookings.ts"
import { cancellationCalls } from "./lib/cancellation.ts"
import { call } from "./lib/http.ts"

type Started = typeof PayNowResult.Type
interface Paid {
  readonly razorpay_payment_id: string
  readonly razorpay_signature: string
}

onEveryBookingDatabase("Part-prepayment of a pay-at-hotel booking", (process) => {
  const c = bookingClient(process)
  const cancellation = cancellationCalls(c)
  const base = (orderId: string) => `/api/v1/booking/booking-history/${orderId}/part-payment/`
  const booking = async (orderId: string, token: string) =>
    dataOf<Booking>(ok(await c.get(`/api/v1/booking/booking-history/${orderId}/`, token)))
  const start = (orderId: string, token: string) => c.post(base(orderId), {}, token)
  const pay = async (started: Started, outcome = "capture") =>
    (await c.post(`/gateway-sandbox/pay/${started.pg_order_id}`, { method: "upi", outcome })).json as Paid
  const confirm = (orderId: string, token: string, started: Started, paid: Paid, extra = {}) =>
    c.post(
      `${base(orderId)}confirm/`,
      {
        gateway: "razorpay",
        ps_order_id: started.ps_order_id,
        pg_order_id: started.pg_order_id,
        pg_meta: { pg_payment_id: paid.razorpay_payment_id, pg_signature: paid.razorpay_signature },
        ...extra,
      },
      token,
    )
  const captured = async (orderId: string) =>
    c.sql<{ n: number; paise: number }>(
      (q) => q`SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::int AS paise FROM payments
        WHERE order_id = ${orderId} AND status = 'captured'`,
    )

  /** A member's 3-night pay-at-hotel stay, which asks for its first night in advance. */
  const longStay = async (daysAhead = 10) => {
    const member = await c.register()
    const stay = await c.newStay({ member, nights: 3, daysAhead })
    const orderId = await c.payAtHotel(stay, {}, member.token)
    const firstNight = stay.itinerary.selected_rate_plan.nightsBreakup[0]!.sellingPrice
    return { member, stay, orderId, firstNight }
  }

  it("asks the first night, takes it through the gateway, then shows it paid and asks nothing", async () => {
    const { member, orderId, firstNight } = await longStay()
    const asked = await booking(orderId, member.token)
    expect(asked).toMatchObject({ isPayAtHotel: true, amountPaid: 0, partPayAmount: firstNight })
    expect(asked.partPayLink).toMatch(new RegExp(`/account/booking-history/${orderId}/part-pay/$`))

    const started = dataOf<Started>(ok(await start(orderId, member.token)))
    expect(started.order_event_args.amount).toBe(firstNight)
    // Starting again before paying offers the same gateway order, never a second one.
    expect(dataOf<Started>(ok(await start(orderId, member.token))).pg_order_id).toBe(started.pg_order_id)

    const paid = await pay(started)
    const after = dataOf<Booking>(ok(await confirm(orderId, member.token, started, paid)))
    expect(after).toMatchObject({ amountPaid: firstNight, partPayAmount: null, partPayLink: null })
    expect(await booking(orderId, member.token)).toMatchObject({
      amountPaid: firstNight,
      partPayAmount: null,
    })
    const again = await start(orderId, member.token)
    expect(again.status).toBe(409)
    expect(codeOf(again)).toBe("part_payment_paid")
  })

  it("refuses another member's booking, a stay that asks nothing, and a guest without a session", async () => {
    const { orderId } = await longStay()
    const other = await c.register()
    const refused = await start(orderId, other.token)
    expect(refused.status).toBe(404)
    expect((refused.json as { errors: Array<{ message: string }> }).errors[0]!.message).toContain(orderId)
    expect((await start(orderId, "not-a-session")).status).toBe(401)

    const member = await c.register()
    const short = await c.newStay({ member, nights: 1 })
    const shortId = await c.payAtHotel(short, {}, member.token)
    if (short.quote.postTaxPrice < 1_500_000) {
      expect(await booking(shortId, member.token)).toMatchObject({ partPayAmount: null, partPayLink: null })
      const none = await start(shortId, member.token)
      expect(none.status).toBe(409)
      expect(codeOf(none)).toBe("part_payment_not_asked")
    }
    const paidNow = await c.payNow(await c.newStay({ member, nights: 3 }), {}, member.token)
    expect(codeOf(await start(paidNow, member.token))).toBe("part_payment_not_asked")
  })

  it("shows nothing payable for a booking made without an account", async () => {
    const stay = await c.newStay({ nights: 3 })
    const orderId = await c.payAtHotel(stay)
    const details = await cancellation.details(await c.hashOf(orderId))
    expect(details.bookingDetail).toMatchObject({ partPayAmount: null, partPayLink: null })
  })

  it("refuses a tampered signature, another order's payment and a payment of another amount", async () => {
    const { member, orderId } = await longStay()
    const started = dataOf<Started>(ok(await start(orderId, member.token)))
    const paid = await pay(started)
    const forged = await confirm(orderId, member.token, started, {
      ...paid,
      razorpay_signature: paid.razorpay_signature.replace(/^./, (ch) => (ch === "0" ? "1" : "0")),
    })
    expect(forged.status).toBe(400)
    expect(codeOf(forged)).toBe("bad_signature")
    const wrongOrder = await confirm(orderId, member.token, { ...started, pg_order_id: "order_other" }, paid)
    expect(wrongOrder.status).toBe(400)
    expect((await captured(orderId))[0]).toEqual({ n: 0, paise: 0 })
    // The amount is fixed on our side: a payment of the gateway order for less is not the advance.
    await c.sql(
      (q) =>
        q`UPDATE payments SET amount_paise = amount_paise + 100 WHERE gateway_order_id = ${started.pg_order_id}`,
    )
    const differs = await confirm(orderId, member.token, started, paid)
    expect(differs.status).toBe(400)
    expect(codeOf(differs)).toBe("amount_differs")
    expect((await captured(orderId))[0]).toEqual({ n: 0, paise: 0 })
  })

  it("records one payment when the confirm is replayed ten times at once", async () => {
    const { member, orderId, firstNight } = await longStay()
    const started = dataOf<Started>(ok(await start(orderId, member.token)))
    const paid = await pay(started)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => confirm(orderId, member.token, started, paid)),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect((await captured(orderId))[0]).toEqual({ n: 1, paise: firstNight })
    expect(await booking(orderId, member.token)).toMatchObject({
      amountPaid: firstNight,
      partPayAmount: null,
    })
  })

  it("is settled by the gateway's signed webhook when the browser never comes back", async () => {
    const { member, orderId, firstNight } = await longStay()
    const started = dataOf<Started>(ok(await start(orderId, member.token)))
    const paid = await pay(started)
    const [event] = await c.sql<{ event_id: string; body: string }>(
      (q) => q`SELECT event_id, body FROM gateway_sandbox_webhooks
        WHERE event = 'payment.captured' AND body LIKE ${`%${started.pg_order_id}%`} ORDER BY seq LIMIT 1`,
    )
    const deliver = (signature: string) =>
      call(process().url, WEBHOOK_PATH, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-event-id": event!.event_id,
          "x-razorpay-signature": signature,
        },
        body: event!.body,
      })
    expect((await deliver("0".repeat(64))).status).toBe(400)
    expect((await captured(orderId))[0]).toEqual({ n: 0, paise: 0 })
    ok(await deliver(webhookSignature(event!.body, Redacted.value(SANDBOX_CREDENTIALS.webhookSecret))))
    expect((await captured(orderId))[0]).toEqual({ n: 1, paise: firstNight })
    expect(await booking(orderId, member.token)).toMatchObject({
      amountPaid: firstNight,
      partPayAmount: null,
    })
    // The browser's confirm coming late changes nothing more.
    ok(await confirm(orderId, member.token, started, paid))
    expect((await captured(orderId))[0]).toEqual({ n: 1, paise: firstNight })
  })

  it("is settled by the reconciler when the browser never comes back", async () => {
    const { member, orderId, firstNight } = await longStay()
    const started = dataOf<Started>(ok(await start(orderId, member.token)))
    await pay(started)
    expect(await c.run(reconcilePartPayments)).toBeGreaterThanOrEqual(1)
    expect((await captured(orderId))[0]).toEqual({ n: 1, paise: firstNight })
    expect(await booking(orderId, member.token)).toMatchObject({
      amountPaid: firstNight,
      partPayAmount: null,
    })
  })

  it("keeps the late charge out of the advance and refunds the rest, or all of it when early", async () => {
    const early = await longStay(12)
    const lateStay = await longStay(12)
    for (const b of [early, lateStay]) {
      const started = dataOf<Started>(ok(await start(b.orderId, b.member.token)))
      ok(await confirm(b.orderId, b.member.token, started, await pay(started)))
    }
    ok(await cancellation.cancel(await c.hashOf(early.orderId), early.orderId))
    expect(await cancellation.row(early.orderId)).toMatchObject({
      cancellation_charge_paise: 0,
      refund_paise: early.firstNight,
      refund_due: true,
    })

    // Past the free window (default policy: one night's tariff), before check-in.
    const policy = lateStay.stay.itinerary.selected_rate_plan.cancellation_policy.code
    const freeUntil = freeCancellationUntil(policy === "5-day" ? "5-day" : "default", lateStay.stay.checkin)!
    await c.setClock(Math.min(freeUntil + 60_000, checkInAt(lateStay.stay.checkin) - 60_000))
    const quote = await cancellation.details(await c.hashOf(lateStay.orderId))
    ok(await cancellation.cancel(await c.hashOf(lateStay.orderId), lateStay.orderId))
    const row = await cancellation.row(lateStay.orderId)
    expect(row.cancellation_charge_paise).toBe(quote.cancellationCharges!.charge)
    expect(row.cancellation_charge_paise! + row.refund_paise!).toBe(lateStay.firstNight)
    expect(row.cancellation_charge_paise).toBeGreaterThan(0)
  })
})
