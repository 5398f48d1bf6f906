import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import type { SqlError } from "effect/sql/SqlError"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import type { PayNowResult } from "#core/api/checkout.ts"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { HOLD_MS } from "#core/checkout/hold.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { nightsOf } from "#core/dates/nights.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { HotelCatalogue } from "#server/catalogue/store.ts"
import { CartPricing } from "#server/checkout/cart-pricing.ts"
import { Carts, newBid } from "#server/checkout/cart-repo.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { SANDBOX_CREDENTIALS } from "#server/gateway/sandbox-keys.ts"
import { webhookSignature } from "#server/gateway/signatures.ts"
import { servicesLayer } from "#server/start.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { freshPostgresDatabase } from "./lib/backends.ts"
import { guestCart } from "./lib/carts.ts"
import { type Answer, call } from "./lib/http.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"
import { type ServerProcess, startServerProcess } from "./lib/server-processes.ts"

/**
 * DESIGN.md 'Payments' and 'No overbooking' when the gateway's messages race: one payment
 * reported many times, two payments for one cart, a cancellation against a replayed confirmation.
 * Only PostgreSQL with two server processes has writers that really run at the same time.
 */
const postgresUrl = process.env.DATABASE_TEST_URL
if (postgresUrl === undefined && process.env.CI === "true") {
  throw new Error("The payment races need PostgreSQL in CI: set DATABASE_TEST_URL")
}
if (postgresUrl === undefined) {
  console.warn("Payment races skipped: set DATABASE_TEST_URL to a PostgreSQL server to run them")
}

type PayNow = typeof PayNowResult.Type
interface Handler {
  readonly razorpay_payment_id: string
  readonly razorpay_signature: string
}
interface Stay {
  readonly bid: string
  readonly hotelId: string
  readonly roomType: string
  readonly checkin: string
  readonly checkout: string
  readonly email: string
  readonly pricePaise: number
}
interface SandboxEvent {
  readonly event_id: string
  readonly event: string
  readonly body: string
}

const json = { "content-type": "application/json" }
const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data
const codeOf = (answer: Answer) => (answer.json as { errors?: Array<{ code: string }> }).errors?.[0]?.code
const CHECKIN = addDays(dayInIndia(TEST_NOW), 30)
/** Two nights, so a checkout takes two rows one after the other. */
const NIGHTS = 2

describe.skipIf(postgresUrl === undefined)("Payment races on two server processes [postgres]", () => {
  let setup: ManagedRuntime.ManagedRuntime<Carts | CartPricing | HotelCatalogue | SqlClient.SqlClient, never>
  let drop: (() => Promise<void>) | undefined
  const servers: Array<ServerProcess> = []
  const figures = {
    racesRun: 0,
    requests: 0,
    serverErrors: 0,
    oversells: 0,
    duplicateBookings: 0,
    doubleCharges: 0,
    doubleCancellations: 0,
    latePaymentsRefundDue: 0,
    secondCheckoutsSoldOut: 0,
  }

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase()
    drop = fresh.drop
    const database: DatabaseConfig = fresh.config
    setup = ManagedRuntime.make(
      Layer.mergeAll(Carts.layer, CartPricing.layer).pipe(
        Layer.provideMerge(servicesLayer(testConfig(database))),
      ),
    )
    await setup.runPromise(Effect.void)
    if (database.kind !== "postgres") throw new Error("a fresh PostgreSQL database was expected")
    const env = { DATABASE_URL: database.url, TEST_CONTROL: "1", TEST_NOW: new Date(TEST_NOW).toISOString() }
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env))
  }, 180_000)

  afterAll(async () => {
    const lostRaces = servers.flatMap((s) => s.logLines()).filter((l) => l.event === "transaction_lost_race")
    if (servers.length === 2) {
      recordFigures("races-postgres", {
        ...figures,
        retriesObserved: lostRaces.filter((l) => l.retry === true).length,
        racesGivenUp: lostRaces.filter((l) => l.retry === false).length,
      })
    }
    await Promise.all(servers.map((s) => s.stop()))
    await setup?.dispose()
    await drop?.()
  }, 60_000)

  // Whatever a race does, the servers answer it: a 5xx in any of them fails the race it came in.
  afterEach(() => expect(figures.serverErrors).toBe(0))

  /** Every request goes through here, so the figures count each one and each 5xx. */
  const send = async (
    server: number,
    path: string,
    options: { method?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ) => {
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
    const answer = await call(servers[server % 2]!.url, path, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers: { ...json, ...options.headers },
      body,
    })
    figures.requests++
    if (answer.status >= 500) figures.serverErrors++
    return answer
  }
  const query = <A>(statement: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, SqlError>) =>
    setup.runPromise(Effect.orDie(SqlClient.SqlClient.use(statement)))

  // Each stay is in a hotel of its own, so no race sees another's rooms.
  let nextHotel = 0
  const newStay = async (label: string): Promise<Stay> => {
    const n = nextHotel++
    const hotel = await setup.runPromise(
      HotelCatalogue.use((c) =>
        Effect.succeed(c.view.hotels.filter((h) => h.roomTypes[0]!.roomCount >= 3)[n]),
      ),
    )
    if (hotel === undefined) throw new Error(`the catalogue has fewer than ${n + 1} hotels with 3 rooms`)
    const roomType = hotel.roomTypes[0]!.code
    const bid = newBid()
    const checkout = addDays(CHECKIN, NIGHTS)
    const pricePaise = await setup.runPromise(
      Effect.gen(function* () {
        yield* (yield* Carts).create(
          guestCart({ bid, hotelId: hotel.id, roomType, checkin: CHECKIN, checkout }),
        )
        return (yield* (yield* CartPricing).price(bid, undefined)).quote.walletDiscountedPrice
      }),
    )
    return {
      bid,
      hotelId: hotel.id,
      roomType,
      checkin: CHECKIN,
      checkout,
      email: `${label}.${n}@example.com`,
      pricePaise,
    }
  }

  /** Rooms booked and the room count on each night of the stay. */
  const nightsOfStay = async (stay: Stay) => {
    const rows = await query<{ night: string; booked: number; capacity: number }>(
      (sql) => sql`SELECT to_char(night, 'YYYY-MM-DD') AS night, booked, capacity FROM room_nights
        WHERE hotel_id = ${stay.hotelId} AND room_type = ${stay.roomType}
          AND night >= ${stay.checkin}::date AND night < ${stay.checkout}::date`,
    )
    return nightsOf(stay.checkin, stay.checkout).map(
      (night) =>
        rows.find((r) => r.night === night) ?? { night, booked: 0, capacity: Number.POSITIVE_INFINITY },
    )
  }
  const booked = async (stay: Stay) => (await nightsOfStay(stay)).map((n) => n.booked)
  const countOversells = async (stay: Stay) => {
    const oversold = (await nightsOfStay(stay)).filter((n) => n.booked > n.capacity)
    figures.oversells += oversold.length
    return oversold
  }
  const setAvailable = async (stay: Stay, available: number) => {
    const answer = await send(0, "/api/test/inventory", {
      method: "PUT",
      body: {
        hotel_id: stay.hotelId,
        room_type: stay.roomType,
        from: stay.checkin,
        to: stay.checkout,
        available,
      },
    })
    expect(answer.status, answer.text).toBe(200)
  }

  /**
   * A traveller paying now for the stay's cart. Told of a new price (rates climb as a night fills),
   * they read the itinerary again and pay that, as the checkout page lets them.
   */
  const checkout = async (server: number, stay: Stay) => {
    let amount = stay.pricePaise
    for (let attempt = 0; ; attempt++) {
      const answer = await send(server, "/api/v5/checkout/paynow/", {
        body: {
          name: "Asha Rao",
          mobile: "9876543210",
          country_code: "+91",
          email: stay.email,
          bid: stay.bid,
          actual_total_cost: amount,
        },
      })
      if (answer.status !== 409 || codeOf(answer) !== "price_changed" || attempt === 5) return answer
      const itinerary = await send(server, `/api/v8/checkout/itinerary/?bid=${stay.bid}`)
      if (itinerary.status !== 200) return itinerary
      amount = dataOf<{ selected_rate_plan: { walletDiscountedPrice: number } }>(itinerary).selected_rate_plan
        .walletDiscountedPrice
    }
  }
  const placed = async (server: number, stay: Stay) => {
    const answer = await checkout(server, stay)
    expect(answer.status, answer.text).toBe(200)
    return dataOf<PayNow>(answer)
  }
  /** The traveller pays in the sandbox gateway's popup. */
  const pay = (server: number, gatewayOrderId: string) =>
    send(server, `/gateway-sandbox/pay/${gatewayOrderId}`, { body: { method: "upi", outcome: "capture" } })
  const paid = async (server: number, gatewayOrderId: string) => {
    const answer = await pay(server, gatewayOrderId)
    expect(answer.status, answer.text).toBe(200)
    return answer.json as Handler
  }
  /** The browser's callback after the popup closes. */
  const confirm = (server: number, order: PayNow, handler: Handler) =>
    send(server, "/api/v5/checkout/confirmbooking/", {
      body: {
        order_id: order.order_id,
        gateway: "razorpay",
        ps_order_id: order.ps_order_id,
        pg_order_id: order.pg_order_id,
        pg_meta: { pg_payment_id: handler.razorpay_payment_id, pg_signature: handler.razorpay_signature },
      },
    })
  /** The webhook events the sandbox raised for a gateway order, as it would sign and send them. */
  const sandboxEvents = (gatewayOrderId: string) =>
    query<SandboxEvent>(
      (sql) => sql`SELECT event_id, event, body FROM gateway_sandbox_webhooks
        WHERE body LIKE ${`%${gatewayOrderId}%`} ORDER BY seq`,
    )
  const deliver = (server: number, event: SandboxEvent) =>
    send(server, "/api/v5/checkout/payment/webhook/", {
      raw: event.body,
      headers: {
        "x-razorpay-event-id": event.event_id,
        "x-razorpay-signature": webhookSignature(
          event.body,
          Redacted.value(SANDBOX_CREDENTIALS.webhookSecret),
        ),
      },
    })
  const reconcile = (server: number) => send(server, "/api/test/reconcile", { method: "POST" })
  const advance = (server: number, ms: number) => send(server, "/api/test/clock/advance", { body: { ms } })
  const mails = async (recipient: string) =>
    dataOf<Array<OutboxMessage>>(
      await send(0, `/api/test/outbox?recipient=${encodeURIComponent(recipient)}`),
    ).map((m) => m.subject)
  /** The cart's orders with what the gateway captured for each, the money side of every race. */
  const ordersOfCart = (bid: string) =>
    query<{
      order_id: string
      status: string
      refund_due: boolean
      rooms_held: boolean
      pay_now_paise: number
      captured_payments: number
      captured_paise: number
    }>(
      (sql) => sql`SELECT o.order_id, o.status, o.refund_due, o.rooms_held, o.pay_now_paise,
          count(sp.id)::int AS captured_payments, coalesce(sum(sp.amount), 0)::int AS captured_paise
        FROM orders o
        LEFT JOIN payments p ON p.order_id = o.order_id
        LEFT JOIN gateway_sandbox_payments sp ON sp.order_id = p.gateway_order_id AND sp.status = 'captured'
        WHERE o.bid = ${bid}
        GROUP BY o.order_id ORDER BY o.created_at, o.order_id`,
    )
  /** Counts what must never happen in a cart: two bookings, a payment taken twice for one order. */
  const tallyCart = async (bid: string) => {
    const orders = await ordersOfCart(bid)
    const booked = orders.filter((o) => o.status === "confirmed" || o.status === "cancelled")
    figures.duplicateBookings += Math.max(0, booked.length - 1)
    figures.doubleCharges += orders.filter((o) => o.captured_payments > 1).length
    return orders
  }

  it("books an order once when its payment is taken and reported many times at once on both processes", async () => {
    const stays = await Promise.all([0, 1, 2].map(() => newStay("paid.twice")))
    await Promise.all(
      stays.map(async (stay, i) => {
        const before = await booked(stay)
        const order = await placed(i, stay)
        // The popup submitted again and again from two tabs: the gateway takes one payment.
        const attempts = await Promise.all(Array.from({ length: 6 }, (_, k) => pay(k, order.pg_order_id)))
        const taken = attempts.filter((a) => a.status === 200)
        expect(taken).toHaveLength(1)
        expect(attempts.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([
          409, 409, 409, 409, 409,
        ])
        const handler = taken[0]!.json as Handler
        const events = await sandboxEvents(order.pg_order_id)
        expect(events.map((e) => e.event)).toEqual(["payment.captured", "order.paid"])

        // The callback, both webhooks and the reconciler, many times each, spread over both processes.
        const reports = await Promise.all([
          ...Array.from({ length: 12 }, (_, k) => confirm(k, order, handler)),
          ...Array.from({ length: 8 }, (_, k) => deliver(k + 1, events[k % 2]!)),
          reconcile(0),
          reconcile(1),
        ])
        figures.racesRun++
        for (const report of reports) expect(report.status, report.text).toBe(200)
        for (const report of reports.slice(0, 12)) {
          expect(dataOf<{ status: string }>(report).status).toBe("confirmed")
        }

        const [row, ...others] = await tallyCart(stay.bid)
        expect(others).toEqual([])
        expect(row).toMatchObject({
          status: "confirmed",
          rooms_held: true,
          refund_due: false,
          captured_payments: 1,
          captured_paise: row!.pay_now_paise,
        })
        const recorded = await query<{ status: string; payment_id: string }>(
          (sql) => sql`SELECT status, payment_id FROM payments WHERE order_id = ${order.order_id}`,
        )
        expect(recorded).toEqual([{ status: "captured", payment_id: handler.razorpay_payment_id }])
        expect(await booked(stay)).toEqual(before.map((n) => n + 1))
        expect(await countOversells(stay)).toEqual([])
        expect(await mails(stay.email)).toHaveLength(1)
      }),
    )
  }, 60_000)

  it("books at most the rooms left when two checkouts of one cart pay at once, refunding what it cannot honour", async () => {
    const stays = await Promise.all([0, 1, 2, 3].map(() => newStay("same.cart")))
    for (const stay of stays) await setAvailable(stay, 1)

    // Both processes check the same cart out at the same moment: one gets the last room.
    const firsts = await Promise.all(stays.map((stay) => Promise.all([checkout(0, stay), checkout(1, stay)])))
    const lapsing = firsts.map((pair) => {
      const won = pair.filter((a) => a.status === 200)
      expect(won).toHaveLength(1)
      const lost = pair.find((a) => a.status !== 200)!
      expect([lost.status, codeOf(lost)]).toEqual([409, "sold_out"])
      figures.secondCheckoutsSoldOut++
      return dataOf<PayNow>(won[0]!)
    })

    // That order's hold lapses unpaid on both processes' clocks, and a pass gives the room back.
    for (const server of [0, 1]) expect((await advance(server, HOLD_MS + 1000)).status).toBe(200)
    expect((await reconcile(0)).status).toBe(200)
    for (const stay of stays) {
      expect((await ordersOfCart(stay.bid)).map((o) => o.status)).toEqual(["expired"])
      expect((await nightsOfStay(stay)).map((n) => n.capacity - n.booked)).toEqual([1, 1])
    }

    // Now the lapsed order's late payment (callback and webhooks) races a second checkout of the
    // cart. For half the carts that checkout already holds the room and only the payments race, so
    // the payment that cannot be honoured is seen in every run.
    await Promise.all(
      stays.map(async (stay, i) => {
        const lapsed = lapsing[i]!
        const heldFirst = i % 2 === 1 ? await checkout(1, stay) : undefined
        if (heldFirst !== undefined) expect(heldFirst.status, heldFirst.text).toBe(200)
        const late = (async () => {
          const handler = await paid(0, lapsed.pg_order_id)
          const events = await sandboxEvents(lapsed.pg_order_id)
          const [callback, ...webhooks] = await Promise.all([
            confirm(0, lapsed, handler),
            ...events.map((e, k) => deliver(k, e)),
          ])
          return { callback: callback!, webhooks }
        })()
        const second = (async () => {
          const answer = heldFirst ?? (await checkout(1, stay))
          if (answer.status !== 200) return { answer, callback: undefined }
          const order = dataOf<PayNow>(answer)
          return { answer, callback: await confirm(1, order, await paid(1, order.pg_order_id)) }
        })()
        const [lateOutcome, secondOutcome] = await Promise.all([late, second])
        figures.racesRun++
        for (const webhook of lateOutcome.webhooks) expect(webhook.status, webhook.text).toBe(200)

        const orders = await tallyCart(stay.bid)
        const [lapsedRow] = orders
        if (heldFirst !== undefined) expect(lateOutcome.callback.status, lateOutcome.callback.text).toBe(409)
        if (lateOutcome.callback.status === 200) {
          // The late payment took the room back first: the second checkout found it sold.
          expect(dataOf<{ status: string }>(lateOutcome.callback).status).toBe("confirmed")
          expect([secondOutcome.answer.status, codeOf(secondOutcome.answer)]).toEqual([409, "sold_out"])
          expect(orders.map((o) => o.status)).toEqual(["confirmed"])
        } else {
          // The second checkout held the room: the late payment is owed back, never a second booking.
          expect([lateOutcome.callback.status, codeOf(lateOutcome.callback)]).toEqual([409, "late_payment"])
          expect(secondOutcome.callback?.status, secondOutcome.callback?.text).toBe(200)
          expect(orders.map((o) => o.status)).toEqual(["failed", "confirmed"])
          expect(lapsedRow).toMatchObject({ refund_due: true, rooms_held: false })
          figures.latePaymentsRefundDue++
        }
        // Money is conserved: every rupee captured is either the booking's charge or a refund due.
        const capturedPaise = orders.reduce((sum, o) => sum + o.captured_paise, 0)
        const chargedPaise = orders
          .filter((o) => o.status === "confirmed" && !o.refund_due)
          .reduce((sum, o) => sum + o.captured_paise, 0)
        const refundDuePaise = orders
          .filter((o) => o.refund_due)
          .reduce((sum, o) => sum + o.captured_paise, 0)
        expect(capturedPaise).toBe(chargedPaise + refundDuePaise)
        expect(orders.filter((o) => o.status === "confirmed").map((o) => o.captured_paise)).toEqual([
          orders.find((o) => o.status === "confirmed")!.pay_now_paise,
        ])
        expect((await nightsOfStay(stay)).map((n) => n.capacity - n.booked)).toEqual([0, 0])
        expect(await countOversells(stay)).toEqual([])
      }),
    )
  }, 60_000)

  it("cancels a booking once while its payment is replayed and the passes run on the other process", async () => {
    const stays = await Promise.all([0, 1, 2, 3].map(() => newStay("cancel.race")))
    await Promise.all(
      stays.map(async (stay, i) => {
        const before = await booked(stay)
        const order = await placed(0, stay)
        const handler = await paid(0, order.pg_order_id)
        const events = await sandboxEvents(order.pg_order_id)
        // Half the bookings are confirmed before the race; the others race their first confirmation.
        const confirmedFirst = i % 2 === 0
        if (confirmedFirst) expect((await confirm(0, order, handler)).status).toBe(200)
        const [{ hash }] = (await query<{ hash: string }>(
          (sql) => sql`SELECT cancellation_hash AS hash FROM orders WHERE order_id = ${order.order_id}`,
        )) as [{ hash: string }]
        const cancel = () =>
          send(0, "/api/growth/cancellation/cancel-booking/", {
            body: {
              cancellation_hash: hash,
              order_id: order.order_id,
              cancellation_reason: "Change of plans",
              message: "Sorry, we cannot travel",
              communication_type: "email",
            },
          })
        const [cancels, replays] = await Promise.all([
          Promise.all(Array.from({ length: 4 }, cancel)),
          Promise.all([
            ...Array.from({ length: 8 }, () => confirm(1, order, handler)),
            ...events.flatMap((e) => [deliver(1, e), deliver(1, e)]),
            reconcile(1),
            // Moving the clock runs the booking lifecycle pass on that process.
            advance(1, 1),
          ]),
        ])
        figures.racesRun++
        for (const replay of replays) expect(replay.status, replay.text).toBe(200)
        const won = cancels.filter((c) => c.status === 200)
        const refused = cancels.filter((c) => c.status !== 200)
        // Refused because another cancel already won, or because the order was not yet a booking,
        // which the link answers like any hash it does not know.
        for (const answer of refused) {
          const refusal = [answer.status, codeOf(answer)]
          if (confirmedFirst) expect(refusal, answer.text).toEqual([409, "already_cancelled"])
          else
            expect(
              [
                [409, "already_cancelled"],
                [404, "booking_not_found"],
              ],
              answer.text,
            ).toContainEqual(refusal)
        }
        if (won.length === 0) {
          // Every cancel came before the confirmation: the traveller cancels the booking now.
          expect(confirmedFirst).toBe(false)
          expect((await cancel()).status).toBe(200)
        }
        figures.doubleCancellations += Math.max(0, won.length - 1)
        expect(won.length).toBeLessThanOrEqual(1)

        // A payment replayed after the cancellation finds the booking cancelled and takes nothing.
        const after = await confirm(1, order, handler)
        expect([after.status, dataOf<{ status: string }>(after).status]).toEqual([200, "cancelled"])
        const [row, ...others] = await tallyCart(stay.bid)
        expect(others).toEqual([])
        expect(row).toMatchObject({
          status: "cancelled",
          rooms_held: false,
          refund_due: true,
          captured_payments: 1,
        })
        const [refund] = await query<{ refund_paise: number; cancelled_at: Date | null }>(
          (sql) => sql`SELECT refund_paise, cancelled_at FROM orders WHERE order_id = ${order.order_id}`,
        )
        expect(refund!.refund_paise).toBeGreaterThan(0)
        expect(refund!.refund_paise).toBeLessThanOrEqual(row!.captured_paise)
        expect(await booked(stay)).toEqual(before)
        expect(await countOversells(stay)).toEqual([])
        const subjects = await mails(stay.email)
        expect(subjects.filter((s) => s.endsWith("is cancelled"))).toHaveLength(1)
        expect(subjects.filter((s) => s.includes(" confirmed at "))).toHaveLength(1)
      }),
    )
  }, 60_000)

  it("retries a checkout that PostgreSQL aborts for a deadlock, and says so on stdout", async () => {
    const PROVOKED = 2
    const deadlockRetries = () =>
      servers
        .flatMap((s) => s.logLines())
        .filter(
          (l) => l.event === "transaction_lost_race" && l.reason === "DeadlockError" && l.retry === true,
        ).length
    const retriesBefore = deadlockRetries()
    for (let round = 0; round < PROVOKED; round++) {
      const stay = await newStay("deadlock")
      // Both nights get their rows now, so there are rows to lock.
      await setAvailable(stay, 2)
      const [first, second] = nightsOf(stay.checkin, stay.checkout) as [string, string]
      const lockNight = (sql: SqlClient.SqlClient, night: string) =>
        sql`UPDATE room_nights SET booked = booked
          WHERE hotel_id = ${stay.hotelId} AND room_type = ${stay.roomType} AND night = ${night}::date`
      // Another writer locks the stay's nights in the opposite order to a checkout (last night first):
      // the checkout takes the first night, waits for the last, and the writer then wants the first.
      let secondLocked: () => void = () => undefined
      const holding = new Promise<void>((resolve) => {
        secondLocked = resolve
      })
      const writer = setup.runPromise(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* lockNight(sql, second)
              yield* Effect.sync(secondLocked)
              // Until the checkout waits for this writer on the last night, holding the first.
              for (let polls = 0; polls < 500; polls++) {
                // Within a transaction PostgreSQL keeps the first snapshot of the activity view.
                yield* sql`SELECT pg_stat_clear_snapshot()`
                const waiting = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
                  WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))`
                if (waiting[0]!.n > 0) break
                yield* Effect.sleep("10 millis")
              }
              yield* lockNight(sql, first)
              // Nothing of it is kept: it only had to hold the locks.
              return yield* Effect.fail("rolled back" as const)
            }),
          )
        }).pipe(Effect.flip),
      )
      await holding
      const answer = await checkout(round, stay)
      figures.racesRun++
      expect(answer.status, answer.text).toBe(200)
      expect(await writer).toBe("rolled back")
      expect((await nightsOfStay(stay)).map((n) => n.capacity - n.booked)).toEqual([1, 1])
    }
    expect(deadlockRetries() - retriesBefore).toBeGreaterThanOrEqual(PROVOKED)
  }, 60_000)
})
