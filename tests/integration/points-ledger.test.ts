import { Effect, Exit, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { beforeAll, describe, expect, it } from "vitest"
import type { LoginResult } from "#core/api/auth.ts"
import type { RewardBalance, RewardStatements } from "#core/api/rewards.ts"
import { CREDIT_VALIDITY_MS } from "#core/rewards/rules.ts"
import { ledgerDate } from "#core/rewards/statement.ts"
import { AppClock } from "#core/services/clock.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { Points } from "#server/rewards/points.ts"
import { authClient, dataOf, errorOf } from "./lib/auth.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const DAY = 86_400_000
const hasPostgres = await postgresAvailable()

onEveryDatabase("the points wallet over HTTP", (server) => {
  const client = authClient(() => server().url)
  const tokens = new Map<string, string>()
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) {
      const answer = await client.login(email, FIXTURE_PASSWORD)
      expect(answer.status, answer.text).toBe(200)
      tokens.set(email, dataOf<LoginResult>(answer).token)
    }
    return tokens.get(email)!
  }
  const ask = async (path: string, email: string, host?: string) => {
    const port = new URL(server().url).port
    return call(server().url, path, {
      headers: { authorization: `Bearer ${await tokenOf(email)}` },
      ...(host === undefined ? {} : { host: `${host}:${port}` }),
    })
  }
  const balanceOf = async (email: string, host?: string) => {
    const answer = await ask("/api/v1/reward/balance/", email, host)
    expect(answer.status, answer.text).toBe(200)
    return dataOf<RewardBalance>(answer)
  }
  const statementOf = async (email: string, host?: string) => {
    const answer = await ask("/api/v1/reward/statement/", email, host)
    expect(answer.status, answer.text).toBe(200)
    return dataOf<RewardStatements>(answer)
  }
  const akash = "akash.kapoor.18@example.com"

  it("shows a seeded member's balance, savings and the points expiring next", async () => {
    expect(await balanceOf(akash)).toEqual({
      wallets: [
        {
          type: "TREEBO_POINTS",
          total_balance: 279_000,
          debit_percentage: 20,
          payout_percentage: 5,
          total_savings: 60_000,
          // The festive bonus, credited 84 days ago, lasts 90.
          upcoming_expiry_date: ledgerDate(TEST_NOW + 6 * DAY),
          upcoming_expiry_points: 30_000,
        },
      ],
      treebo_rewards_enabled: true,
      membership: { tier: "silver", completed_stays: 0, next_tier: "gold", stays_to_next_tier: 5 },
    })
  })

  it("lists the member's statement newest first, with statuses and the credits a debit used", async () => {
    const { statements, treebo_rewards_enabled } = await statementOf(akash)
    expect(treebo_rewards_enabled).toBe(true)
    expect(
      statements.map((s) => [s.type, s.amount, s.available_amount, s.status, s.is_perishable, s.created_at]),
    ).toEqual([
      ["credit", 30_000, 30_000, "active", true, ledgerDate(TEST_NOW - 84 * DAY)],
      ["credit", 185_000, 185_000, "active", false, ledgerDate(TEST_NOW - 120 * DAY)],
      ["debit", 60_000, 0, "completed", false, ledgerDate(TEST_NOW - 200 * DAY)],
      ["credit", 124_000, 64_000, "active", false, ledgerDate(TEST_NOW - 300 * DAY)],
      ["credit", 50_000, 0, "expired", true, ledgerDate(TEST_NOW - 400 * DAY)],
    ])
    const [bonus, , debit, stay, welcome] = statements
    expect(bonus!.expires_on).toBe(ledgerDate(TEST_NOW + 6 * DAY))
    expect(welcome!.expires_on).toBe(ledgerDate(TEST_NOW - 310 * DAY))
    expect(debit!.expires_on).toBeNull()
    // The welcome bonus had expired when the debit was made: only the stay credit paid it.
    expect(debit!.related_credits).toEqual([{ id: stay!.id, amount: 60_000 }])
    expect(stay!.created_at).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/)
  })

  it("gives the members that journeys need without points an empty wallet", async () => {
    for (const email of ["farhan.mishra.19@example.com", "rekha.agarwal.20@example.com"]) {
      const balance = await balanceOf(email)
      expect(balance.wallets[0]).toMatchObject({
        total_balance: 0,
        total_savings: 0,
        upcoming_expiry_date: null,
      })
      expect((await statementOf(email)).statements).toEqual([])
    }
  })

  it("answers 401 to a visitor and to a token that is not a session", async () => {
    for (const path of ["/api/v1/reward/balance/", "/api/v1/reward/statement/"]) {
      const visitor = await call(server().url, path)
      expect(visitor.status, visitor.text).toBe(401)
      expect(errorOf(visitor).message).toBeTruthy()
      const forged = await call(server().url, path, { headers: { authorization: "Bearer not-a-session" } })
      expect(forged.status).toBe(401)
    }
  })

  it("hides the programme on the gdc channel", async () => {
    expect(await balanceOf(akash, "gdc1.localhost")).toEqual({
      wallets: [],
      treebo_rewards_enabled: false,
      membership: null,
    })
    expect(await statementOf(akash, "gdc2.localhost")).toEqual({
      statements: [],
      treebo_rewards_enabled: false,
    })
  })
})

/** One server process of the ledger: its own pool and its own clock, on a shared database. */
const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(
    Points.layer.pipe(
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase(database)),
      Layer.provideMerge(AppClock.layerControlled(TEST_NOW)),
    ),
  )

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`the points ledger [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)
    const run = <A, E>(effect: Effect.Effect<A, E, Points | SqlClient.SqlClient | AppClock>) =>
      processes.first.runPromise(effect)
    let phones = 0

    const newUser = (member = true) =>
      run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const phone = `98${String(++phones).padStart(8, "0")}`
          const [row] = yield* sql<{ id: string }>`
            INSERT INTO users (phone, first_name, last_name, communication_type, member, created_at, updated_at)
            VALUES (${phone}, 'Meera', 'Iyer', 'sms', ${member}, ${new Date(TEST_NOW)}, ${new Date(TEST_NOW)})
            RETURNING id::text AS id`
          return row!.id
        }).pipe(Effect.orDie),
      )
    const balance = (userId: string) =>
      run(
        Effect.map(
          Points.use((p) => p.balance(userId)),
          (b) => b.balancePaise,
        ),
      )
    const credit = (userId: string, orderId: string, paidPaise: number) =>
      run(Points.use((p) => p.creditStay(userId, orderId, paidPaise)))
    const debit = (userId: string, amountPaise: number, orderId: string) =>
      run(Effect.exit(Points.use((p) => p.debit(userId, amountPaise, orderId))))
    const reverse = (orderId: string) => run(Points.use((p) => p.reverse(orderId)))
    const failureTag = (exit: Exit.Exit<unknown, { readonly _tag: string }>) =>
      Exit.isFailure(exit) ? exit.cause.reasons.map((r) => (r._tag === "Fail" ? r.error._tag : r._tag)) : []

    let order = 0
    const newOrder = () => `${backend}-order-${++order}`

    beforeAll(() => processes.first.runPromise(Effect.void))

    it("credits a completed stay once per order, to members only", async () => {
      const member = await newUser()
      const guest = await newUser(false)
      const stay = newOrder()
      expect(await credit(member, stay, 2_349_999)).toBe(117_499) // 5 %, rounded down
      expect(await credit(member, stay, 2_349_999)).toBe(117_499)
      expect(await credit(member, stay, 9_000_000)).toBe(117_499)
      expect(await balance(member)).toBe(117_499)
      expect(await credit(guest, newOrder(), 2_000_000)).toBe(0)
      expect(await balance(guest)).toBe(0)
      const lines = await run(Points.use((p) => p.statement(member)))
      expect(lines.map((l) => [l.type, l.amountPaise, l.status])).toEqual([["credit", 117_499, "active"]])
    })

    it("debits inside the caller's transaction: rolled back with it, kept when it commits", async () => {
      const member = await newUser()
      await credit(member, newOrder(), 2_000_000)
      const failing = newOrder()
      const rolledBack = await run(
        Effect.exit(
          Effect.gen(function* () {
            const sql = yield* SqlClient.SqlClient
            const p = yield* Points
            yield* sql.withTransaction(
              Effect.gen(function* () {
                yield* p.debit(member, 40_000, failing)
                return yield* Effect.fail("the order failed after the debit" as const)
              }),
            )
          }),
        ),
      )
      expect(Exit.isFailure(rolledBack)).toBe(true)
      expect(await balance(member)).toBe(100_000)
      const kept = newOrder()
      const made = await run(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const p = yield* Points
          return yield* sql.withTransaction(p.debit(member, 40_000, kept))
        }),
      )
      expect(made.amountPaise).toBe(40_000)
      expect(await balance(member)).toBe(60_000)
      // The same order asked again: the same debit, nothing more spent.
      const again = await debit(member, 40_000, kept)
      expect(Exit.isSuccess(again) && again.value.debitId).toBe(made.debitId)
      expect(failureTag(await debit(member, 10_000, kept))).toEqual(["OrderAlreadyDebited"])
      expect(await balance(member)).toBe(60_000)
    })

    it("refuses a debit the balance does not cover and changes nothing", async () => {
      const member = await newUser()
      await credit(member, newOrder(), 1_000_000)
      const exit = await debit(member, 50_001, newOrder())
      expect(failureTag(exit)).toEqual(["PointsShort"])
      expect(Exit.isFailure(exit) && String(exit.cause)).toContain("50000")
      expect(await balance(member)).toBe(50_000)
      expect(failureTag(await debit(await newUser(), 1, newOrder()))).toEqual(["PointsShort"])
    })

    it("gives a debit back once, to the credits it came from", async () => {
      const member = await newUser()
      await credit(member, newOrder(), 1_000_000)
      await credit(member, newOrder(), 600_000)
      const cancelled = newOrder()
      const exit = await debit(member, 70_000, cancelled)
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(await balance(member)).toBe(10_000)
      expect(await Promise.all([reverse(cancelled), reverse(cancelled)])).toEqual(
        expect.arrayContaining([70_000, 0]),
      )
      expect(await reverse(cancelled)).toBe(0)
      expect(await reverse("never-debited")).toBe(0)
      expect(await balance(member)).toBe(80_000)
      const lines = await run(Points.use((p) => p.statement(member)))
      expect(lines.map((l) => [l.type, l.availablePaise, l.status])).toEqual([
        ["debit", 0, "reversed"],
        ["credit", 30_000, "active"],
        ["credit", 50_000, "active"],
      ])
      // A reversed order is not debited again under the same id.
      expect(failureTag(await debit(member, 70_000, cancelled))).toEqual(["OrderAlreadyDebited"])
    })

    it("spends the credit expiring soonest first, never an expired one, and returns it expired", async () => {
      const member = await newUser()
      await credit(member, newOrder(), 1_000_000) // 50,000, expires first
      await run(AppClock.use((clock) => clock.advance(100 * DAY)))
      await credit(member, newOrder(), 2_000_000) // 100,000
      const early = newOrder()
      const first = await debit(member, 60_000, early)
      expect(Exit.isSuccess(first) && first.value.parts.map((p) => p.amountPaise)).toEqual([50_000, 10_000])
      // Past the first credit's expiry: what is given back to it comes back expired.
      await run(AppClock.use((clock) => clock.advance(CREDIT_VALIDITY_MS - 100 * DAY)))
      expect(await reverse(early)).toBe(60_000)
      expect(await balance(member)).toBe(100_000)
      const later = await debit(member, 100_000, newOrder())
      expect(Exit.isSuccess(later) && later.value.parts.length).toBe(1)
      expect(failureTag(await debit(member, 1, newOrder()))).toEqual(["PointsShort"])
      const lines = await run(Points.use((p) => p.statement(member)))
      expect(lines.filter((l) => l.type === "credit").map((l) => l.status)).toEqual(["consumed", "expired"])
    })

    it("never lets concurrent debits of one member overspend", async () => {
      const member = await newUser()
      for (let i = 0; i < 3; i++) await credit(member, newOrder(), 2_000_000) // 3 × 100,000
      const orders = Array.from({ length: 20 }, () => newOrder())
      // Half through each process: on PostgreSQL each has its own connections, so they race.
      const exits = await Promise.all(
        orders.map((orderId, i) =>
          (i % 2 === 0 ? processes.first : processes.second).runPromise(
            Effect.exit(Points.use((p) => p.debit(member, 40_000, orderId))),
          ),
        ),
      )
      const made = exits.filter(Exit.isSuccess)
      expect(made).toHaveLength(7)
      expect(exits.filter(Exit.isFailure).map(failureTag)).toEqual(Array(13).fill(["PointsShort"]))
      expect(await balance(member)).toBe(20_000)
      const spent = made.flatMap((exit) => exit.value.parts).reduce((t, p) => t + p.amountPaise, 0)
      expect(spent).toBe(280_000)
    })
  })
}
