import { Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { afterAll, describe, expect, it } from "vitest"
import { couponGuestKey } from "#core/pricing/coupons.ts"
import { AppClock } from "#core/services/clock.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Coupons } from "#server/pricing/coupons.ts"
import { recordFigures } from "../lib/reliability-figures.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"
import { TEST_NOW } from "./lib/server.ts"

const hasPostgres = await postgresAvailable()

/** One server process: its own connections and clock over a shared database. */
const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(
    Coupons.layer.pipe(
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase(database)),
      Layer.provideMerge(AppClock.layerControlled(TEST_NOW)),
    ),
  )
type Process = ReturnType<typeof processOn>

let nextOrder = 0
const newOrder = () => `ORD${String(++nextOrder).padStart(6, "0")}`

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`coupon rules and redemptions [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)
    const run = <A, E>(effect: Effect.Effect<A, E, Coupons | SqlClient.SqlClient>, p?: Process) =>
      (p ?? processes.first).runPromise(effect)
    /** "ok", or why the redemption was refused. */
    const redeem = (code: string, order: string, guest: string, p?: Process) =>
      run(
        Effect.match(
          Coupons.use((c) => c.recordRedemption(code, order, guest, "website")),
          { onSuccess: () => "ok", onFailure: (e) => `${e.reason}: ${e.message}` },
        ),
        p,
      )
    const usage = (code: string, guest?: string) => run(Coupons.use((c) => c.usage(code, guest)))
    // What the race on the total limit measured, for docs/reliability.md.
    let raceFigures: { attempts: number; redeemed: number; refused: number; overLimit: number } | undefined
    afterAll(() => {
      if (raceFigures !== undefined) recordFigures(`coupon-limit-race-${backend}`, raceFigures)
    })

    it("reads every rule of the catalogue, the first coupons unlimited and uncapped", async () => {
      const find = (code: string) => run(Coupons.use((c) => c.find(code)))
      expect(await find("welcome10")).toMatchObject({
        kind: "percent",
        code: "WELCOME10",
        percent: 10,
        maxDiscountPaise: null,
        minBillPaise: 0,
        perGuestLimit: null,
        totalLimit: null,
      })
      expect(await find("FLAT500")).toMatchObject({
        kind: "flat",
        amountPaise: 50_000,
        minBillPaise: 300_000,
      })
      expect(await find("BIG20")).toMatchObject({ kind: "percent", percent: 20, maxDiscountPaise: 100_000 })
      expect(await find("FIRSTSTAY")).toMatchObject({ perGuestLimit: 1, totalLimit: null })
      expect(await find("LUCKY3")).toMatchObject({ kind: "flat", perGuestLimit: 1, totalLimit: 3 })
      expect(await find("NOSUCHCODE")).toBeUndefined()
    })

    it("refuses a coupon with neither or both of a percent and an amount, or a cap on an amount", async () => {
      const insert = (columns: string) =>
        run(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            return yield* sql
              .unsafe(`INSERT INTO coupons (code, valid_from, valid_until, description, ${columns})`)
              .pipe(Effect.match({ onSuccess: () => "stored", onFailure: () => "refused" }))
          }),
        )
      const dates = "'2026-01-01', '2026-12-31', 'x'"
      expect(await insert(`percent, amount_paise) VALUES ('BAD1', ${dates}, 10, 100`)).toBe("refused")
      expect(await insert(`min_nights) VALUES ('BAD2', ${dates}, 1`)).toBe("refused")
      expect(await insert(`amount_paise, max_discount_paise) VALUES ('BAD3', ${dates}, 100, 50`)).toBe(
        "refused",
      )
      expect(await insert(`amount_paise, min_bill_paise) VALUES ('BAD4', ${dates}, 100, -1`)).toBe("refused")
      expect(await insert(`amount_paise) VALUES ('GOOD1', ${dates}, 100`)).toBe("stored")
    })

    it("counts uses by guest and in total, and refuses a guest's second use of a once-per-guest coupon", async () => {
      const asha = couponGuestKey({ email: "asha@example.in" })
      const member = couponGuestKey({ userId: "7" })
      const first = newOrder()
      expect(await redeem("firststay", first, asha)).toBe("ok")
      expect(await usage("FIRSTSTAY", asha)).toEqual({ byGuest: 1, total: 1 })
      expect(await usage("FIRSTSTAY", undefined)).toEqual({ byGuest: 0, total: 1 })
      expect(await redeem("FIRSTSTAY", newOrder(), asha)).toBe(
        "used_up: Coupon FIRSTSTAY can be used once per guest, and you have used it once",
      )
      expect(await redeem("FIRSTSTAY", newOrder(), member)).toBe("ok")
      // A confirm retried for the same order records nothing twice.
      expect(await redeem("FIRSTSTAY", first, asha)).toBe("ok")
      expect(await usage("FIRSTSTAY", asha)).toEqual({ byGuest: 1, total: 2 })
      expect(await redeem("WELCOME10", first, asha)).toBe(
        `order_has_coupon: Booking ${first} already has coupon FIRSTSTAY`,
      )
      expect(await redeem("NOSUCHCODE", newOrder(), asha)).toBe("unknown: Coupon NOSUCHCODE does not exist")
      // Coupons with no limit take any number of uses.
      for (let i = 0; i < 3; i++) expect(await redeem("WELCOME10", newOrder(), asha)).toBe("ok")
    })

    it("records nothing when the booking's transaction rolls back", async () => {
      const guest = couponGuestKey({ email: "rollback@example.in" })
      const failedConfirm = Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql.withTransaction(
          Effect.andThen(
            Coupons.use((c) => c.recordRedemption("BIG20", newOrder(), guest, "gdc")),
            Effect.fail("payment declined" as const),
          ),
        )
      })
      expect(await run(Effect.flip(failedConfirm))).toBe("payment declined")
      expect(await usage("BIG20", guest)).toEqual({ byGuest: 0, total: 0 })
    })

    it("lets exactly the total limit through when the last uses race on two processes", async () => {
      const attempts = Array.from({ length: 8 }, (_, i) =>
        redeem(
          "LUCKY3",
          newOrder(),
          couponGuestKey({ email: `racer${i}@example.in` }),
          i % 2 === 0 ? processes.first : processes.second,
        ),
      )
      const outcomes = await Promise.all(attempts)
      const { total } = await usage("LUCKY3")
      raceFigures = {
        attempts: attempts.length,
        redeemed: outcomes.filter((o) => o === "ok").length,
        refused: outcomes.filter((o) => o !== "ok").length,
        overLimit: Math.max(0, total - 3),
      }
      expect(outcomes.filter((o) => o === "ok")).toHaveLength(3)
      for (const refused of outcomes.filter((o) => o !== "ok")) {
        expect(refused).toBe("used_up: Coupon LUCKY3 has been used the most times it can be (3 bookings)")
      }
      expect(await usage("LUCKY3")).toEqual({ byGuest: 0, total: 3 })
    })
  })
}
