import { expect, it } from "vitest"
import type { Itinerary, PaymentStatus, PayNowResult } from "#core/api/checkout.ts"
import type { InventoryNight, ReconcilePass } from "#core/api/test-control.ts"
import { HOLD_MS } from "#core/checkout/hold.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type Answer, call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

// The server seeds the catalogue on the day in India of its clock, which the suite fixes at TEST_NOW.
const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
// Each test books a hotel of its own with nothing pre-booked, so no test sees another's rooms.
const quietHotels = catalogue.hotels.filter(
  (h) => h.preOccupancy.length === 0 && h.roomTypes[0]!.roomCount >= 2,
)
const stay = { checkin: addDays(baseDate, 30), checkout: addDays(baseDate, 32) }

const json = { "content-type": "application/json" }
const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data
const codeOf = (answer: Answer) => (answer.json as { errors?: Array<{ code: string }> }).errors?.[0]?.code

onEveryDatabase("test control: one reconciler pass on demand", (server) => {
  const url = () => server().url
  const post = (path: string, body: unknown = {}) =>
    call(url(), path, { method: "POST", headers: json, body: JSON.stringify(body) })
  const ok = (answer: Answer) => {
    expect(answer.status, answer.text).toBe(200)
    return answer
  }
  const reconcile = async () => dataOf<ReconcilePass>(ok(await post("/api/test/reconcile")))
  const advance = async (ms: number) => ok(await post("/api/test/clock/advance", { ms }))

  let nextHotel = 0
  let nextMobile = 0
  /** A pay-now order for one room on a hotel of its own: its rooms are held until paid or expired. */
  const payNow = async () => {
    const hotel = quietHotels[nextHotel++]!
    const roomType = hotel.roomTypes[0]!
    const query = new URLSearchParams({
      hotel_id: hotel.id,
      ...stay,
      roomconfig: "1-0",
      roomtype: roomType.code,
      rateplan: "rp",
    })
    const cart = dataOf<Itinerary>(ok(await call(url(), `/api/v8/checkout/itinerary/?${query}`)))
    const order = dataOf<typeof PayNowResult.Type>(
      ok(
        await post("/api/v5/checkout/paynow/", {
          name: "Meera Pillai",
          mobile: `97${String(5_000_000 + nextMobile++).padStart(8, "0")}`,
          country_code: "+91",
          bid: cart.bid,
          gateway: "razorpay",
          actual_total_cost: cart.selected_rate_plan.walletDiscountedPrice,
        }),
      ),
    )
    const nights = `/api/test/inventory?${new URLSearchParams({ hotel_id: hotel.id, room_type: roomType.code, ...stay, from: stay.checkin, to: stay.checkout })}`
    return {
      ...order,
      booked: async () => dataOf<Array<InventoryNight>>(ok(await call(url(), nights))).map((n) => n.booked),
      sellOut: async () =>
        ok(
          await call(url(), "/api/test/inventory", {
            method: "PUT",
            headers: json,
            body: JSON.stringify({
              hotel_id: hotel.id,
              room_type: roomType.code,
              from: stay.checkin,
              to: stay.checkout,
              available: 0,
            }),
          }),
        ),
    }
  }
  type Order = Awaited<ReturnType<typeof payNow>>
  const status = async (order: Order) =>
    dataOf<typeof PaymentStatus.Type>(
      ok(await call(url(), `/api/v5/checkout/payment/status/${order.order_id}/`)),
    ).status
  /** The traveller pays in the gateway's window; answers what its handler receives. */
  const pay = async (order: Order) =>
    (await post(`/gateway-sandbox/pay/${order.pg_order_id}`, { method: "upi", outcome: "capture" })).json as {
      razorpay_payment_id: string
      razorpay_signature: string
    }

  it("expires an unpaid order once its hold has lapsed, and gives its rooms back", async () => {
    const order = await payNow()
    expect(await order.booked()).toEqual([1, 1])
    await advance(HOLD_MS - 1000)
    expect(await reconcile()).toEqual({ confirmed: 0, expired: 0 })
    expect(await status(order)).toBe("pending")
    await advance(1000)
    expect(await reconcile()).toEqual({ confirmed: 0, expired: 1 })
    expect(await status(order)).toBe("failure")
    expect(await order.booked()).toEqual([0, 0])
    // Nothing is left to do: a second pass changes nothing.
    expect(await reconcile()).toEqual({ confirmed: 0, expired: 0 })
  })

  it("confirms an order the gateway took payment for when the browser never came back", async () => {
    const order = await payNow()
    await pay(order)
    expect(await status(order)).toBe("pending")
    expect(await reconcile()).toEqual({ confirmed: 1, expired: 0 })
    expect(await status(order)).toBe("success")
    expect(await order.booked()).toEqual([1, 1])
  })

  it("after expiry, a late payment for rooms someone else took fails the order and promises a refund", async () => {
    const order = await payNow()
    await advance(HOLD_MS)
    expect((await reconcile()).expired).toBe(1)
    await order.sellOut()
    const handler = await pay(order)
    const late = await post("/api/v5/checkout/confirmbooking/", {
      order_id: order.order_id,
      gateway: "razorpay",
      ps_order_id: order.ps_order_id,
      pg_order_id: order.pg_order_id,
      pg_meta: { pg_payment_id: handler.razorpay_payment_id, pg_signature: handler.razorpay_signature },
    })
    expect([late.status, codeOf(late)]).toEqual([409, "late_payment"])
    expect(firstErrorMessage(late)).toContain("The full amount will be refunded")
    expect(await status(order)).toBe("failure")
    // The order is settled: the reconciler asks the gateway again and leaves it failed.
    expect(await reconcile()).toEqual({ confirmed: 0, expired: 0 })
    expect(await status(order)).toBe("failure")
  })
})

onEveryDatabase(
  "the reconciler pass is not offered without TEST_CONTROL=1",
  (server) => {
    it("answers 404", async () => {
      const answer = await call(server().url, "/api/test/reconcile", { method: "POST" })
      expect(answer.status).toBe(404)
    })
  },
  { testControl: false },
)
