import { Effect, Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { stayCredit } from "#core/rewards/ledger.ts"
import { CREDIT_PERCENTAGE } from "#core/rewards/rules.ts"
import { AppClock } from "#core/services/clock.ts"
import { BookingLifecycle } from "#server/bookings/lifecycle.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { servicesLayer } from "#server/start.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"
import { testConfig } from "./lib/server.ts"
import { insertStay, insertTraveller, stayCredits, stayRow } from "./lib/stays.ts"

/**
 * Two server processes run their passes at the same moment (ADR 086). On PostgreSQL each has its
 * own connections, so the passes really race for the same rows; PGlite runs one statement at a
 * time, and there the two passes interleave in one process.
 */
const hasPostgres = await postgresAvailable()

const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(BookingLifecycle.layer.pipe(Layer.provideMerge(servicesLayer(testConfig(database)))))

const BOOKINGS = 60
const MEMBERS = 10

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`Two lifecycle passes at once [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)

    it("moves and credits each booking once, whichever process gets to it", async () => {
      const { first, second } = processes
      const checkin = "2027-01-10"
      const paidPaise = 1_234_567
      const members = await first.runPromise(
        Effect.forEach(
          Array.from({ length: MEMBERS }, (_, i) => i),
          (i) => insertTraveller(true, `96${String(i).padStart(8, "0")}`),
        ),
      )
      const orders = await first.runPromise(
        Effect.forEach(
          Array.from({ length: BOOKINGS }, (_, i) => i),
          (i) =>
            insertStay({
              status: i % 3 === 0 ? "reserved" : "confirmed",
              mode: i % 3 === 0 ? "pay_at_hotel" : "pay_now",
              checkin,
              userId: members[i] ?? null,
              totalPaise: paidPaise,
            }),
        ),
      )
      const after = checkOutAt(addDays(checkin, 2))
      for (const runtime of [first, second]) {
        await runtime.runPromise(AppClock.use((clock) => Effect.orDie(clock.set(after))))
      }
      const pass = BookingLifecycle.use((lifecycle) => lifecycle.pass)
      const passes = await Promise.all([
        first.runPromise(pass),
        second.runPromise(pass),
        first.runPromise(pass),
        second.runPromise(pass),
      ])

      const total = (key: "checkedIn" | "checkedOut" | "credited") =>
        passes.reduce((sum, done) => sum + done[key], 0)
      expect(total("checkedOut")).toBe(BOOKINGS)
      expect(total("checkedIn")).toBe(0)
      expect(total("credited")).toBe(MEMBERS)
      for (const [i, order] of orders.entries()) {
        expect((await first.runPromise(stayRow(order))).status).toBe("checked_out")
        const credits = await first.runPromise(stayCredits(order))
        expect(credits).toEqual(i < MEMBERS ? [stayCredit(paidPaise, CREDIT_PERCENTAGE)] : [])
      }
    })
  })
}
