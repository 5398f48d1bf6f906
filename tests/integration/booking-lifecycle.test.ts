import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { checkInAt, checkOutAt } from "#core/account/booking-lifecycle.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { stayCredit } from "#core/rewards/ledger.ts"
import { CREDIT_PERCENTAGE } from "#core/rewards/rules.ts"
import { AppClock } from "#core/services/clock.ts"
import { BookingLifecycle } from "#server/bookings/lifecycle.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { freshPostgresDatabase, postgresAvailable } from "./lib/backends.ts"
import { call } from "./lib/http.ts"
import { servedApp } from "./lib/served-app.ts"
import { insertStay, insertTraveller, type StaySpec, stayCredits, stayRow } from "./lib/stays.ts"

/** A server as `startServer` builds it, with an in-process runtime over the same services for the tests. */
const startProcess = async (database: DatabaseConfig) => {
  const app = await servedApp(database)
  const runtime = ManagedRuntime.make(
    BookingLifecycle.layer.pipe(Layer.provideMerge(Layer.succeedContext(app.context))),
  )
  return {
    url: app.url,
    runtime,
    close: async () => {
      await runtime.dispose()
      await app.close()
    },
  }
}

type Process = Awaited<ReturnType<typeof startProcess>>
const hasPostgres = await postgresAvailable()

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`Bookings through their stays [${backend}]`, () => {
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

    const run = <A>(
      effect: Effect.Effect<A, never, ManagedRuntime.ManagedRuntime.Services<Process["runtime"]>>,
    ) => process.runtime.runPromise(effect)
    const setClock = (at: number) => run(AppClock.use((clock) => Effect.orDie(clock.set(at))))
    const pass = () => run(BookingLifecycle.use((lifecycle) => lifecycle.pass))
    const book = (spec: StaySpec) => run(insertStay(spec))
    const row = (orderId: string) => run(stayRow(orderId))
    const statusOf = async (orderId: string) => (await row(orderId)).status
    let phones = 0
    const traveller = (member: boolean) =>
      run(insertTraveller(member, `97${String(++phones).padStart(8, "0")}`))

    // Each test books stays of its own, later than the previous test's, so the clock only moves on.
    it("checks a standing booking in at 12:00 IST on its check-in day and out at 11:00 IST on its check-out day", async () => {
      const checkin = "2027-01-10"
      const orders = await Promise.all([
        book({ status: "confirmed", mode: "pay_now", checkin }),
        book({ status: "confirmed", mode: "pay_at_hotel", checkin }),
        book({ status: "reserved", mode: "pay_at_hotel", checkin }),
      ])
      const statuses = () => Promise.all(orders.map(statusOf))
      await setClock(checkInAt(checkin) - 1)
      await pass()
      expect(await statuses()).toEqual(["confirmed", "confirmed", "reserved"])

      await setClock(checkInAt(checkin))
      await pass()
      expect(await statuses()).toEqual(["checked_in", "checked_in", "checked_in"])
      expect(await row(orders[0]!)).toMatchObject({ checked_in_ms: checkInAt(checkin), checked_out_ms: null })

      await setClock(checkOutAt(addDays(checkin, 2)) - 1)
      await pass()
      expect(await statuses()).toEqual(["checked_in", "checked_in", "checked_in"])

      await setClock(checkOutAt(addDays(checkin, 2)))
      await pass()
      expect(await statuses()).toEqual(["checked_out", "checked_out", "checked_out"])
      expect(await row(orders[2]!)).toMatchObject({
        checked_in_ms: checkInAt(checkin),
        checked_out_ms: checkOutAt(addDays(checkin, 2)),
      })
    })

    it("checks out in one move a stay whose check-out time passed before any pass ran", async () => {
      const checkin = "2027-02-01"
      const order = await book({ status: "confirmed", checkin, nights: 3 })
      await setClock(checkOutAt(addDays(checkin, 3)) + 3_600_000)
      await pass()
      expect(await row(order)).toMatchObject({
        status: "checked_out",
        checked_in_ms: checkInAt(checkin),
        checked_out_ms: checkOutAt(addDays(checkin, 3)),
      })
    })

    it("never moves a cancelled, failed, expired, unpaid or no-show booking", async () => {
      const checkin = "2027-03-01"
      const finals = ["cancelled", "failed", "expired", "initiated", "noshow"] as const
      const orders = await Promise.all(finals.map((status) => book({ status, checkin })))
      await setClock(checkOutAt(addDays(checkin, 2)) + 86_400_000)
      await pass()
      for (const [i, order] of orders.entries()) {
        expect(await row(order)).toMatchObject({
          status: finals[i],
          checked_in_ms: null,
          checked_out_ms: null,
        })
      }
    })

    it("changes nothing on a second pass at the same instant, nor when the clock is set back", async () => {
      const checkin = "2027-04-01"
      const orders = await Promise.all([
        book({ status: "confirmed", checkin }),
        book({ status: "reserved", mode: "pay_at_hotel", checkin: addDays(checkin, 1) }),
        book({ status: "confirmed", checkin: addDays(checkin, 5) }),
      ])
      await setClock(checkOutAt(addDays(checkin, 2)))
      await pass()
      const after = await Promise.all(orders.map(row))
      expect(after.map((r) => r.status)).toEqual(["checked_out", "checked_in", "confirmed"])

      expect(await pass()).toEqual({ checkedIn: 0, checkedOut: 0, credited: 0 })
      expect(await Promise.all(orders.map(row))).toEqual(after)

      await setClock(checkInAt(checkin) - 86_400_000)
      expect(await pass()).toEqual({ checkedIn: 0, checkedOut: 0, credited: 0 })
      expect(await Promise.all(orders.map(row))).toEqual(after)
    })

    it("credits a member's stay its points once, when it is checked out", async () => {
      const checkin = "2027-05-01"
      const member = await traveller(true)
      const outsider = await traveller(false)
      const paid = { totalPaise: 2_349_999, pointsPaise: 100_000 }
      const memberStay = await book({ status: "confirmed", checkin, userId: member, ...paid })
      const atHotel = await book({
        status: "confirmed",
        mode: "pay_at_hotel",
        checkin,
        userId: member,
        ...paid,
      })
      const outsiderStay = await book({ status: "confirmed", checkin, userId: outsider })
      const guestStay = await book({ status: "confirmed", checkin, userId: null })
      const gdcStay = await book({
        status: "confirmed",
        mode: "pay_at_hotel",
        checkin,
        userId: member,
        channel: "gdc",
      })
      const all = [memberStay, atHotel, outsiderStay, guestStay, gdcStay]

      await setClock(checkInAt(checkin))
      await pass()
      for (const order of all) expect(await run(stayCredits(order))).toEqual([])

      await setClock(checkOutAt(addDays(checkin, 2)))
      await pass()
      await pass()
      // 5 % of the money paid, the points spent excluded (docs/rewards.md 'Earning').
      const earned = stayCredit(paid.totalPaise - paid.pointsPaise, CREDIT_PERCENTAGE)
      expect(earned).toBe(112_499)
      expect(await run(stayCredits(memberStay))).toEqual([earned])
      expect(await run(stayCredits(atHotel))).toEqual([earned])
      for (const order of [outsiderStay, guestStay, gdcStay])
        expect(await run(stayCredits(order))).toEqual([])
      for (const order of all) expect(await statusOf(order)).toBe("checked_out")
    })

    it("moves bookings as soon as test control moves the clock", async () => {
      const checkin = "2027-06-01"
      const order = await book({ status: "reserved", mode: "pay_at_hotel", checkin })
      const json = { "content-type": "application/json" }
      const set = await call(process.url, "/api/test/clock", {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ now: new Date(checkInAt(checkin)).toISOString() }),
      })
      expect(set.status, set.text).toBe(200)
      expect(await statusOf(order)).toBe("checked_in")
      const advanced = await call(process.url, "/api/test/clock/advance", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ ms: checkOutAt(addDays(checkin, 2)) - checkInAt(checkin) }),
      })
      expect(advanced.status, advanced.text).toBe(200)
      expect(await statusOf(order)).toBe("checked_out")
    })

    it("finishes one booking's stay through test control without moving the clock or other bookings", async () => {
      const checkin = "2027-07-01"
      const member = await traveller(true)
      const order = await book({ status: "confirmed", checkin, userId: member })
      const neighbour = await book({ status: "confirmed", checkin })
      const cancelled = await book({ status: "cancelled", checkin })
      const json = { "content-type": "application/json" }
      const complete = (orderId: string) =>
        call(process.url, "/api/test/stays/complete", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ order_id: orderId }),
        })
      const clockNow = async () => (await call(process.url, "/api/test/clock")).text
      const feedbackMails = async () => {
        const outbox = await call(process.url, "/api/test/outbox?recipient=meera%40example.com")
        const mails = (outbox.json as { data: Array<{ subject: string }> }).data
        return mails.filter((m) => m.subject.startsWith("How was your stay")).length
      }
      const clockBefore = await clockNow()
      const mailsBefore = await feedbackMails()

      const done = await complete(order)
      expect(done.status, done.text).toBe(200)
      expect(done.json).toEqual({ data: { order_id: order, status: "checked_out" } })
      expect(await row(order)).toMatchObject({
        status: "checked_out",
        checked_in_ms: checkInAt(checkin),
        checked_out_ms: checkOutAt(addDays(checkin, 2)),
      })
      expect(await run(stayCredits(order))).toHaveLength(1)
      expect(await feedbackMails()).toBe(mailsBefore + 1)
      expect(await clockNow()).toBe(clockBefore)
      expect(await statusOf(neighbour)).toBe("confirmed")

      // A second call finds the stay over and changes nothing: no second credit, no second e-mail.
      const again = await complete(order)
      expect(again.json).toEqual({ data: { order_id: order, status: "checked_out" } })
      expect(await run(stayCredits(order))).toHaveLength(1)
      expect(await feedbackMails()).toBe(mailsBefore + 1)
      const refused = await complete(cancelled)
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ errors: [{ code: "stay_not_movable", field: "order_id" }] })
      expect(await statusOf(cancelled)).toBe("cancelled")
      const unknown = await complete("BK0000000000000000")
      expect(unknown.status).toBe(404)
      expect(unknown.json).toMatchObject({ errors: [{ code: "order_not_found", field: "order_id" }] })
      const malformed = await complete("not-an-order")
      expect(malformed.status).toBe(400)
    })
  })
}
