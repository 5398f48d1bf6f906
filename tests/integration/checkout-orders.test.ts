import { createServer } from "node:http"
import { NodeHttpServer } from "@effect/platform-node"
import { type Challenge, solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Context, Effect, Exit, Layer, ManagedRuntime, Redacted, Scope } from "effect"
import { HttpRouter, HttpServer } from "effect/http"
import { SqlClient } from "effect/sql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ConfirmedBooking, PaymentStatus, PayNowResult } from "#core/api/checkout.ts"
import type { InventoryNight, OutboxMessage } from "#core/api/test-control.ts"
import { HOLD_MS } from "#core/checkout/hold.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { codeInSms } from "#core/otp/messages.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { AppRoutes } from "#server/app.ts"
import { Captcha } from "#server/captcha/service.ts"
import { HotelCatalogue } from "#server/catalogue/store.ts"
import { CartPricing } from "#server/checkout/cart-pricing.ts"
import { Carts, newBid } from "#server/checkout/cart-repo.ts"
import { Orders } from "#server/checkout/order-service.ts"
import { OrdersServices } from "#server/checkout/orders-http.ts"
import { reconcileOnce } from "#server/checkout/reconciler.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { SANDBOX_CREDENTIALS } from "#server/gateway/sandbox-keys.ts"
import { paymentSignature, webhookSignature } from "#server/gateway/signatures.ts"
import { Points } from "#server/rewards/points.ts"
import { servicesLayer } from "#server/start.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"
import { type Answer, call, firstErrorMessage } from "./lib/http.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"

const json = { "content-type": "application/json" }
const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data
const codeOf = (answer: Answer) => (answer.json as { errors?: Array<{ code: string }> }).errors?.[0]?.code
const ok = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200)
  return answer
}

/** Little work per captcha challenge, so solving one here takes milliseconds; the checks are the same. */
const captcha = { hmacKey: Redacted.make("k".repeat(32)), cost: 1, maxCounter: 40 }

/** A server as `startServer` builds it, with an in-process runtime over the same services for the tests. */
const startProcess = async (database: DatabaseConfig) => {
  const scope = await Effect.runPromise(Scope.make())
  const layer = HttpRouter.serve(AppRoutes, { disableLogger: true, disableListenLog: true }).pipe(
    Layer.provideMerge(NodeHttpServer.layer(createServer, { port: 0, host: "127.0.0.1" })),
    Layer.provideMerge(servicesLayer(testConfig(database, { captcha }))),
  )
  const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
  const address = Context.get(context, HttpServer.HttpServer).address
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(OrdersServices, Carts.layer, Captcha.layer).pipe(
      Layer.provideMerge(Layer.succeedContext(context)),
    ),
  )
  return {
    url: `http://127.0.0.1:${address._tag === "UnixPathAddress" ? 0 : address.port}`,
    runtime,
    close: async () => {
      await runtime.dispose()
      await Effect.runPromise(Scope.close(scope, Exit.void))
    },
  }
}

type Process = Awaited<ReturnType<typeof startProcess>>

const hasPostgres = await postgresAvailable()

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(
    `Orders: pay now, pay at hotel, confirmation [${backend}]`,
    () => {
      let process: Process
      let drop: (() => Promise<void>) | undefined
      beforeAll(async () => {
        let database: DatabaseConfig = { kind: "memory" }
        if (backend === "postgres") {
          const fresh = await freshPostgresDatabase()
          database = fresh.config
          drop = fresh.drop
        }
        process = await startProcess(database)
      }, 120_000)
      afterAll(async () => {
        await process?.close()
        await drop?.()
      }, 60_000)

      const run = <A, E>(
        effect: Effect.Effect<A, E, ManagedRuntime.ManagedRuntime.Services<Process["runtime"]>>,
      ) => process.runtime.runPromise(effect)
      const sql = <A = unknown>(
        statement: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>,
      ) => run(Effect.orDie(SqlClient.SqlClient.use(statement)))
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        call(process.url, path, {
          method: "POST",
          headers: { ...json, ...headers },
          body: JSON.stringify(body),
        })
      const get = (path: string) => call(process.url, path)

      // Each test books its own hotel, so no test sees another's rooms.
      let nextHotel = 0
      const stay = { checkin: addDays(dayInIndia(TEST_NOW), 10), checkout: addDays(dayInIndia(TEST_NOW), 12) }
      const newStay = async (
        roomconfig = "2-0,1-1",
        member?: { id: string },
        couponCode: string | null = null,
      ) => {
        const hotel = await run(
          HotelCatalogue.use((c) =>
            Effect.succeed(c.view.hotels.filter((h) => h.roomTypes[0]!.roomCount >= 3)),
          ),
        ).then((hotels) => hotels[nextHotel++]!)
        const roomType = hotel.roomTypes[0]!
        const bid = newBid()
        await run(
          Carts.use((carts) =>
            carts.create({
              bid,
              hotelId: hotel.id,
              roomType: roomType.code,
              ratePlanCode: "rp",
              ...stay,
              rooms: parseRoomConfig(roomconfig),
              roomconfig,
              channel: "website",
              userId: member?.id ?? null,
              couponCode,
              applyWallet: member !== undefined,
              shownPricePaise: null,
            }),
          ),
        )
        const priced = await run(CartPricing.use((p) => p.price(bid, member?.id)))
        const { walletDiscountedPrice, walletDiscount } = priced.quote
        const s = { bid, hotel, roomType, pricePaise: walletDiscountedPrice, pointsPaise: walletDiscount }
        return { ...s, before: await booked(s) }
      }
      type Stay = Awaited<ReturnType<typeof newStay>>
      /** The rooms booked on each night of the stay beyond those booked before the test. */
      const taken = async (s: Stay) => (await booked(s)).map((n, i) => n - s.before[i]!)

      let nextMobile = 0
      const traveller = (s: Stay, extra: Record<string, unknown> = {}) => ({
        name: "Asha Rao",
        mobile: `98${String(4_000_000 + nextMobile++).padStart(8, "0")}`,
        country_code: "+91",
        email: "asha@example.com",
        bid: s.bid,
        gateway: "razorpay",
        check_in_time: "12pm",
        check_out_time: "11am",
        actual_total_cost: s.pricePaise,
        ...extra,
      })
      const payNow = async (
        s: Stay,
        extra: Record<string, unknown> = {},
        headers: Record<string, string> = {},
      ) => {
        const answer = ok(await post("/api/v5/checkout/paynow/", traveller(s, extra), headers))
        return dataOf<typeof PayNowResult.Type>(answer)
      }
      const pay = async (gatewayOrderId: string, outcome: "capture" | "fail" = "capture") => {
        const answer = await post(`/gateway-sandbox/pay/${gatewayOrderId}`, { method: "upi", outcome })
        return answer.json as {
          razorpay_payment_id: string
          razorpay_order_id: string
          razorpay_signature: string
        }
      }
      const confirm = (
        order: typeof PayNowResult.Type,
        handler: Awaited<ReturnType<typeof pay>>,
        overrides = {},
      ) =>
        post("/api/v5/checkout/confirmbooking/", {
          order_id: order.order_id,
          gateway: "razorpay",
          ps_order_id: order.ps_order_id,
          pg_order_id: order.pg_order_id,
          pg_meta: { pg_payment_id: handler.razorpay_payment_id, pg_signature: handler.razorpay_signature },
          ...overrides,
        })
      const status = async (orderId: string) =>
        dataOf<typeof PaymentStatus.Type>(ok(await get(`/api/v5/checkout/payment/status/${orderId}/`))).status
      const booked = async (s: { hotel: { id: string }; roomType: { code: string } }) =>
        dataOf<Array<InventoryNight>>(
          ok(
            await get(
              `/api/test/inventory?hotel_id=${s.hotel.id}&room_type=${s.roomType.code}&from=${stay.checkin}&to=${stay.checkout}`,
            ),
          ),
        ).map((night) => night.booked)
      const setAvailable = async (
        s: { hotel: { id: string }; roomType: { code: string } },
        available: number,
      ) =>
        ok(
          await call(process.url, "/api/test/inventory", {
            method: "PUT",
            headers: json,
            body: JSON.stringify({
              hotel_id: s.hotel.id,
              room_type: s.roomType.code,
              from: stay.checkin,
              to: stay.checkout,
              available,
            }),
          }),
        )
      const outbox = async (recipient: string) =>
        dataOf<Array<OutboxMessage>>(
          ok(await get(`/api/test/outbox?recipient=${encodeURIComponent(recipient)}`)),
        )
      const orderRow = async (orderId: string) =>
        (
          await sql<{ status: string; rooms_held: boolean; refund_due: boolean }>(
            (q) => q`SELECT status, rooms_held, refund_due FROM orders WHERE order_id = ${orderId}`,
          )
        )[0]!
      /** The webhook the sandbox recorded for a gateway order, signed as the gateway sends it. */
      const sandboxWebhook = async (gatewayOrderId: string, event: string) => {
        const [row] = await sql<{ event_id: string; body: string }>(
          (q) => q`SELECT event_id, body FROM gateway_sandbox_webhooks
          WHERE event = ${event} AND body LIKE ${`%${gatewayOrderId}%`} ORDER BY seq LIMIT 1`,
        )
        return row!
      }
      const deliver = (body: string, eventId: string, signature?: string) =>
        call(process.url, "/api/v5/checkout/payment/webhook/", {
          method: "POST",
          headers: {
            ...json,
            "x-razorpay-event-id": eventId,
            "x-razorpay-signature":
              signature ?? webhookSignature(body, Redacted.value(SANDBOX_CREDENTIALS.webhookSecret)),
          },
          body,
        })
      const advance = (ms: number) => post("/api/test/clock/advance", { ms }).then(ok)

      it("pays now end to end: order, gateway payment, confirmation, status, booking, e-mail", async () => {
        const s = await newStay()
        const order = await payNow(s, { email: "end.to.end@example.com" })
        expect(order.order_id).toMatch(/^BK[A-Z2-7]{26}$/)
        expect(order.order_event_args).toMatchObject({
          key: SANDBOX_CREDENTIALS.keyId,
          amount: s.pricePaise,
          currency: "INR",
          order_id: order.pg_order_id,
          prefill: { name: "Asha Rao", email: "end.to.end@example.com" },
        })
        expect(await taken(s)).toEqual([2, 2])
        expect(await status(order.order_id)).toBe("pending")

        const handler = await pay(order.pg_order_id)
        const confirmed = ok(await confirm(order, handler))
        expect(dataOf(confirmed)).toEqual({ order_id: order.order_id, status: "confirmed" })
        expect(await status(order.order_id)).toBe("success")

        const booking = dataOf<ConfirmedBooking>(
          ok(await get(`/api/v5/checkout/confirmed-booking/${order.order_id}/`)),
        )
        expect(booking).toMatchObject({
          order_id: order.order_id,
          status: "confirmed",
          payment: { mode: "pay_now", status: "success" },
          user: { name: "Asha Rao", email: "end.to.end@example.com" },
          hotel: { id: s.hotel.id, name: s.hotel.name, coordinates: { lat: s.hotel.lat, lng: s.hotel.lng } },
          date: stay,
          check_in_time: "12:00 PM",
          check_out_time: "11:00 AM",
          guest: { adults: 3, children: 1 },
          rate_plan: { paidAmount: s.pricePaise, balanceAmount: 0, netPayableAmount: s.pricePaise },
        })
        expect(booking.hotel.directions).toContain(`${s.hotel.lat.toFixed(6)},${s.hotel.lng.toFixed(6)}`)

        const [mail, ...more] = await outbox("end.to.end@example.com")
        expect(more).toEqual([])
        expect(mail!.subject).toBe(`Booking ${order.order_id} confirmed at ${s.hotel.name}`)
        expect(mail!.body).toContain(`Check-in: ${stay.checkin}`)
        expect(mail!.body).toMatch(/^To pay at the hotel: ₹0$/m)
      })

      it("confirms a booking once however often the callback is replayed", async () => {
        const s = await newStay()
        const order = await payNow(s, { email: "replay@example.com" })
        const handler = await pay(order.pg_order_id)
        const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(order, handler)))
        expect(answers.map((a) => [a.status, dataOf<{ status: string }>(a).status])).toEqual(
          Array.from({ length: 20 }, () => [200, "confirmed"]),
        )
        expect(await taken(s)).toEqual([2, 2])
        expect(await outbox("replay@example.com")).toHaveLength(1)
      })

      it("refuses a tampered signature, another order's payment and a wrong amount, booking nothing", async () => {
        const s = await newStay()
        const order = await payNow(s)
        const other = await payNow(await newStay())
        const otherHandler = await pay(other.pg_order_id)
        const handler = await pay(order.pg_order_id)
        const flipped = handler.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0"))

        const tampered = await confirm(order, { ...handler, razorpay_signature: flipped })
        expect([tampered.status, codeOf(tampered)]).toEqual([400, "bad_signature"])
        // The other order's payment, validly signed for the other order's gateway order.
        const foreign = await confirm(order, otherHandler)
        expect([foreign.status, codeOf(foreign)]).toEqual([400, "bad_signature"])
        const foreignOrder = await confirm(order, otherHandler, { pg_order_id: other.pg_order_id })
        expect([foreignOrder.status, codeOf(foreignOrder)]).toEqual([400, "not_this_order"])
        // Signed by our key for this gateway order, but not a payment the gateway took for it.
        const forged = {
          razorpay_payment_id: otherHandler.razorpay_payment_id,
          razorpay_order_id: order.pg_order_id,
          razorpay_signature: paymentSignature(
            order.pg_order_id,
            otherHandler.razorpay_payment_id,
            Redacted.value(SANDBOX_CREDENTIALS.keySecret),
          ),
        }
        const unknown = await confirm(order, forged)
        expect([unknown.status, codeOf(unknown)]).toEqual([400, "not_this_order"])
        expect(await status(order.order_id)).toBe("pending")
        expect((await orderRow(order.order_id)).status).toBe("initiated")

        // A gateway order of a different amount attached to this order: its payment is refused.
        const cheaper = await sql<{ ps_order_id: string }>(
          (q) => q`UPDATE payments SET amount_paise = amount_paise - 100 WHERE order_id = ${order.order_id}
          RETURNING ps_order_id`,
        )
        expect(cheaper).toHaveLength(1)
        await sql(
          (q) =>
            q`UPDATE orders SET pay_now_paise = pay_now_paise - 100 WHERE order_id = ${order.order_id} RETURNING 1`,
        )
        const wrongAmount = await confirm(order, handler)
        expect([wrongAmount.status, codeOf(wrongAmount)]).toEqual([400, "amount_differs"])
        expect((await orderRow(order.order_id)).status).toBe("initiated")
      })

      it("answers 409 sold out when a night has no room left, writing nothing", async () => {
        const s = await newStay()
        await setAvailable(s, 1)
        const before = await booked(s)
        const answer = await post("/api/v5/checkout/paynow/", traveller(s))
        expect(answer.status).toBe(409)
        expect(await booked(s)).toEqual(before)
        const orders = await sql((q) => q`SELECT order_id FROM orders WHERE bid = ${s.bid}`)
        expect(orders).toEqual([])
      })

      it("answers 409 naming the new price when the price changed, writing nothing", async () => {
        const s = await newStay()
        const answer = await post(
          "/api/v5/checkout/paynow/",
          traveller(s, { actual_total_cost: s.pricePaise - 100 }),
        )
        expect([answer.status, codeOf(answer)]).toEqual([409, "price_changed"])
        expect(firstErrorMessage(answer)).toContain(
          new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(s.pricePaise / 100),
        )
        expect(await taken(s)).toEqual([0, 0])
      })

      it("refuses a GST block with an invalid GSTIN, naming the problem", async () => {
        const s = await newStay()
        const answer = await post(
          "/api/v5/checkout/paynow/",
          traveller(s, { organization_taxcode: "27AAPFU0939F1ZX", organization_name: "Acme" }),
        )
        expect(answer.status).toBe(400)
        expect(firstErrorMessage(answer)).toContain("typing mistake")
        expect(await taken(s)).toEqual([0, 0])
      })

      it("releases the rooms of an unpaid order once its hold lapses, and a late payment takes free rooms again", async () => {
        const s = await newStay()
        const order = await payNow(s)
        expect(await taken(s)).toEqual([2, 2])
        await advance(HOLD_MS - 1000)
        await run(reconcileOnce)
        expect(await taken(s)).toEqual([2, 2])
        await advance(2000)
        await run(reconcileOnce)
        expect(await orderRow(order.order_id)).toMatchObject({ status: "expired", rooms_held: false })
        expect(await taken(s)).toEqual([0, 0])
        expect(await status(order.order_id)).toBe("failure")
        await run(reconcileOnce)
        expect(await taken(s)).toEqual([0, 0])

        const late = ok(await confirm(order, await pay(order.pg_order_id)))
        expect(dataOf(late)).toEqual({ order_id: order.order_id, status: "confirmed" })
        expect(await taken(s)).toEqual([2, 2])
      })

      it("finds a payment made after the hold lapsed when neither callback nor webhook comes", async () => {
        const s = await newStay()
        const order = await payNow(s)
        await advance(HOLD_MS)
        await run(reconcileOnce)
        expect((await orderRow(order.order_id)).status).toBe("expired")
        await pay(order.pg_order_id)
        await run(reconcileOnce)
        expect(await orderRow(order.order_id)).toMatchObject({ status: "confirmed", rooms_held: true })
        expect(await taken(s)).toEqual([2, 2])
      })

      it("fails a payment that arrives after its rooms went to someone else, with a refund due", async () => {
        const s = await newStay()
        const order = await payNow(s)
        await advance(HOLD_MS)
        await run(reconcileOnce)
        await setAvailable(s, 0)
        const late = await confirm(order, await pay(order.pg_order_id))
        expect([late.status, codeOf(late)]).toEqual([409, "late_payment"])
        expect(await orderRow(order.order_id)).toMatchObject({ status: "failed", refund_due: true })
      })

      it("gives everything back at once when an order cannot be paid (the gateway was unreachable)", async () => {
        const s = await newStay()
        const order = await payNow(s)
        expect(await taken(s)).toEqual([2, 2])
        await run(Orders.use((orders) => orders.abandon(order.order_id)))
        await run(Orders.use((orders) => orders.abandon(order.order_id)))
        expect(await orderRow(order.order_id)).toMatchObject({ status: "failed", rooms_held: false })
        expect(await taken(s)).toEqual([0, 0])
        expect(await status(order.order_id)).toBe("failure")
      })

      it("confirms from the signed webhook without the callback, and ignores the same event again", async () => {
        const s = await newStay()
        const order = await payNow(s, { email: "webhook@example.com" })
        await pay(order.pg_order_id)
        const event = await sandboxWebhook(order.pg_order_id, "payment.captured")

        const forged = await deliver(event.body, event.event_id, "0".repeat(64))
        expect(forged.status).toBe(400)
        expect(await status(order.order_id)).toBe("pending")

        const first = ok(await deliver(event.body, event.event_id))
        expect(dataOf(first)).toEqual({ received: true, duplicate: false })
        expect(await status(order.order_id)).toBe("success")
        const again = ok(await deliver(event.body, event.event_id))
        expect(dataOf(again)).toEqual({ received: true, duplicate: true })
        expect(await outbox("webhook@example.com")).toHaveLength(1)
        expect(await taken(s)).toEqual([2, 2])
      })

      it("records a failed payment from the webhook and keeps the hold for another try", async () => {
        const s = await newStay()
        const order = await payNow(s)
        await pay(order.pg_order_id, "fail")
        const event = await sandboxWebhook(order.pg_order_id, "payment.failed")
        ok(await deliver(event.body, event.event_id))
        const [payment] = await sql<{ status: string }>(
          (q) => q`SELECT status FROM payments WHERE order_id = ${order.order_id}`,
        )
        expect(payment!.status).toBe("failed")
        expect(await status(order.order_id)).toBe("pending")
        expect(await taken(s)).toEqual([2, 2])
      })

      it("reconciles a paid order whose callback and webhook never came", async () => {
        const s = await newStay()
        const order = await payNow(s)
        await pay(order.pg_order_id)
        expect(await status(order.order_id)).toBe("pending")
        await run(reconcileOnce)
        expect(await status(order.order_id)).toBe("success")
        expect(await taken(s)).toEqual([2, 2])
      })

      it("pays part with a member's points and gives them back when the hold lapses unpaid", async () => {
        const login = ok(
          await post("/api/v2/auth/login/email/", {
            email: "akash.kapoor.18@example.com",
            password: FIXTURE_PASSWORD,
          }),
        )
        const member = dataOf<{ id: number; token: string }>(login)
        const balance = () => run(Points.use((p) => p.balance(String(member.id)))).then((b) => b.balancePaise)
        const s = await newStay("1-0", { id: String(member.id) })
        expect(s.pointsPaise).toBeGreaterThan(0)
        const before = await balance()
        const order = await payNow(s, {}, { authorization: `Bearer ${member.token}` })
        expect(order.order_event_args.amount).toBe(s.pricePaise)
        expect(await balance()).toBe(before - s.pointsPaise)

        await advance(HOLD_MS)
        await run(reconcileOnce)
        expect((await orderRow(order.order_id)).status).toBe("expired")
        expect(await balance()).toBe(before)
        // The points went back at expiry and an order is paid with points once: a late payment is refunded.
        const late = await confirm(order, await pay(order.pg_order_id))
        expect([late.status, codeOf(late)]).toEqual([409, "late_payment"])
        expect(await orderRow(order.order_id)).toMatchObject({ status: "failed", refund_due: true })
        expect(await balance()).toBe(before)
      })

      it("records the coupon's use with the order; a guest's second use is refused and holds nothing", async () => {
        const first = await newStay("1-0", undefined, "FIRSTSTAY")
        const order = await payNow(first, { email: "coupon.guest@example.com" })
        const uses = await sql<{ code: string }>(
          (q) => q`SELECT code FROM coupon_redemptions WHERE order_id = ${order.order_id}`,
        )
        expect(uses).toEqual([{ code: "FIRSTSTAY" }])

        const second = await newStay("1-0", undefined, "FIRSTSTAY")
        const again = await post(
          "/api/v5/checkout/paynow/",
          traveller(second, { email: "Coupon.Guest@example.com" }),
        )
        expect([again.status, codeOf(again)]).toEqual([409, "coupon_not_redeemable"])
        expect(await taken(second)).toEqual([0, 0])
      })

      it("gives a coupon's use back when the order's hold lapses unpaid, so the guest can use it again", async () => {
        const stay = await newStay("1-0", undefined, "FIRSTSTAY")
        const order = await payNow(stay, { email: "lapsed.coupon@example.com" })
        await advance(HOLD_MS)
        await run(reconcileOnce)
        expect((await orderRow(order.order_id)).status).toBe("expired")
        const uses = await sql<{ code: string }>(
          (q) => q`SELECT code FROM coupon_redemptions WHERE order_id = ${order.order_id}`,
        )
        expect(uses).toEqual([])
        const retry = await newStay("1-0", undefined, "FIRSTSTAY")
        const again = await payNow(retry, { email: "lapsed.coupon@example.com" })
        expect(again.order_id).not.toBe(order.order_id)
      })

      describe("pay at hotel", () => {
        const payAtHotel = (body: Record<string, unknown>) => post("/api/v5/checkout/payathotel/", body)
        const captchaToken = () =>
          run(
            Effect.gen(function* () {
              const service = yield* Captcha
              const challenge: Challenge = yield* service.challenge
              const solution = yield* Effect.promise(() =>
                solveChallenge({ challenge, deriveKey, timeout: 10_000 }),
              )
              const payload = {
                challenge: { parameters: challenge.parameters, signature: challenge.signature! },
                solution,
              }
              const proof = yield* service.verify(Buffer.from(JSON.stringify(payload)).toString("base64"))
              return proof.token
            }),
          )

        it("books a confirmed stay for a number verified by OTP, and e-mails it", async () => {
          const s = await newStay("1-0")
          const body = traveller(s, { email: "hotel.pay@example.com" })
          ok(await post("/api/v2/otp/", { phone_number: body.mobile }))
          const [sms] = await outbox(`+91${body.mobile}`)
          ok(
            await post("/api/v4/auth/otp/verify/", {
              phone_number: body.mobile,
              verification_code: codeInSms(sms!.body),
            }),
          )

          const answer = ok(await payAtHotel({ ...body, otp_verified_number: body.mobile }))
          const placed = dataOf<{ order_id: string; order_event_args: { amount: number } }>(answer)
          expect(placed.order_event_args.amount).toBe(s.pricePaise)
          expect(await taken(s)).toEqual([1, 1])
          const booking = dataOf<ConfirmedBooking>(
            ok(await get(`/api/v5/checkout/confirmed-booking/${placed.order_id}/`)),
          )
          expect(booking).toMatchObject({
            status: "confirmed",
            payment: { mode: "pay_at_hotel", status: "success" },
            rate_plan: { paidAmount: 0, balanceAmount: s.pricePaise },
          })
          expect(await outbox("hotel.pay@example.com")).toHaveLength(1)
        })

        it("refuses an unverified number without a captcha proof, booking nothing", async () => {
          const s = await newStay()
          const answer = await payAtHotel(traveller(s))
          expect([answer.status, codeOf(answer)]).toEqual([400, "phone_not_verified"])
          expect(await taken(s)).toEqual([0, 0])
        })

        it("reserves one OTP-less booking per number; a second answers 429", async () => {
          const s = await newStay()
          const body = traveller(s)
          const isMade = async () =>
            dataOf<{ unverified_booking_made: boolean }>(
              ok(
                await get(
                  `/api/v5/checkout/payathotel/is-unverified-booking-made/?phone_number=${body.mobile}`,
                ),
              ),
            ).unverified_booking_made
          expect(await isMade()).toBe(false)
          const refused = await payAtHotel({ ...body, recaptcha_user_token: "not-a-proof" })
          expect([refused.status, codeOf(refused)]).toEqual([400, "captcha_required"])

          const first = ok(await payAtHotel({ ...body, recaptcha_user_token: await captchaToken() }))
          const orderId = dataOf<{ order_id: string }>(first).order_id
          expect((await orderRow(orderId)).status).toBe("reserved")
          expect(await isMade()).toBe(true)
          const second = await payAtHotel({
            ...traveller(await newStay()),
            mobile: body.mobile,
            recaptcha_user_token: await captchaToken(),
          })
          expect([second.status, codeOf(second)]).toEqual([429, "unverified_booking_made"])
        })
      })

      describe("resending the confirmation", () => {
        it("sends again only to the booking's own address, at most 3 times an hour", async () => {
          const s = await newStay()
          const order = await payNow(s, { email: "Resend@Example.com" })
          const early = await post("/api/v1/checkout/resendemail/", {
            email: "resend@example.com",
            order_id: order.order_id,
          })
          expect([early.status, codeOf(early)]).toEqual([400, "not_confirmed"])
          ok(await confirm(order, await pay(order.pg_order_id)))

          const elsewhere = await post("/api/v1/checkout/resendemail/", {
            email: "thief@example.com",
            order_id: order.order_id,
          })
          expect([elsewhere.status, codeOf(elsewhere)]).toEqual([400, "other_address"])
          for (let i = 0; i < 3; i++) {
            const sent = ok(
              await post("/api/v1/checkout/resendemail/", {
                email: " resend@example.com",
                order_id: order.order_id,
              }),
            )
            expect(dataOf(sent)).toEqual({ sent: true })
          }
          const throttled = await post("/api/v1/checkout/resendemail/", {
            email: "resend@example.com",
            order_id: order.order_id,
          })
          expect(throttled.status).toBe(429)
          expect(await outbox("Resend@Example.com")).toHaveLength(4)
          expect(await outbox("thief@example.com")).toHaveLength(0)
        })

        it("answers 404 for an order id nobody was given", async () => {
          const answer = await get(`/api/v5/checkout/confirmed-booking/BK${"A".repeat(26)}/`)
          expect([answer.status, codeOf(answer)]).toEqual([404, "order_not_found"])
        })
      })
    },
  )
}
