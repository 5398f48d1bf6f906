import { Effect, Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { AppClock } from "#core/services/clock.ts"
import type { DatabaseConfig } from "#server/config.ts"
import { layerDatabase } from "#server/db/layer.ts"
import { migrate } from "#server/db/migrations.ts"
import { RateLimits } from "#server/rate-limit/service.ts"
import { postgresAvailable, twoProcesses } from "./lib/backends.ts"

const NOW = Date.parse("2026-12-01T04:30:00Z")
const hasPostgres = await postgresAvailable()

const processOn = (database: DatabaseConfig) =>
  ManagedRuntime.make(
    RateLimits.layer.pipe(
      Layer.provideMerge(Layer.effectDiscard(Effect.orDie(migrate))),
      Layer.provideMerge(layerDatabase(database)),
      Layer.provideMerge(AppClock.layerControlled(NOW)),
    ),
  )

for (const backend of ["pglite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !hasPostgres)(`rate limits in the database [${backend}]`, () => {
    const processes = twoProcesses(backend, processOn)

    const hit = (key: string, windowSeconds: number, process = processes.first) =>
      process.runPromise(RateLimits.use((limits) => limits.hit(key, windowSeconds)))
    const peek = (key: string, windowSeconds: number, process = processes.first) =>
      process.runPromise(RateLimits.use((limits) => limits.peek(key, windowSeconds)))
    const advance = (ms: number) =>
      Promise.all(
        [...new Set([processes.first, processes.second])].map((p) =>
          p.runPromise(AppClock.use((clock) => clock.advance(ms))),
        ),
      )

    it("counts hits in a sliding window and says when the oldest leaves it", async () => {
      expect(await hit("slide", 60)).toEqual({ count: 1, retryAfterSeconds: 60 })
      await advance(20_000)
      expect(await hit("slide", 60, processes.second)).toEqual({ count: 2, retryAfterSeconds: 40 })
      await advance(39_500)
      expect(await peek("slide", 60)).toEqual({ count: 2, retryAfterSeconds: 1 })
      await advance(500)
      // The first hit is 60 s old: out of the window, the second one is now the oldest.
      expect(await peek("slide", 60, processes.second)).toEqual({ count: 1, retryAfterSeconds: 20 })
      await advance(20_000)
      expect(await peek("slide", 60)).toEqual({ count: 0, retryAfterSeconds: 0 })
    })

    it("peeks without counting, and keeps keys apart", async () => {
      await hit("apart:a", 3600)
      await hit("apart:a", 3600)
      expect(await peek("apart:a", 3600)).toMatchObject({ count: 2 })
      expect(await peek("apart:a", 3600)).toMatchObject({ count: 2 })
      expect(await peek("apart:b", 3600)).toEqual({ count: 0, retryAfterSeconds: 0 })
    })

    it("forgets a key on clear, in every process", async () => {
      await hit("clear:me", 3600)
      await hit("clear:other", 3600)
      await processes.second.runPromise(RateLimits.use((limits) => limits.clear("clear:me")))
      expect(await peek("clear:me", 3600)).toEqual({ count: 0, retryAfterSeconds: 0 })
      expect(await peek("clear:other", 3600)).toMatchObject({ count: 1 })
      expect(await hit("clear:me", 3600)).toMatchObject({ count: 1 })
    })

    it("gives concurrent hits of one key distinct counts, so a limit of N lets exactly N through", async () => {
      const tallies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          hit("burst", 600, i % 2 === 0 ? processes.first : processes.second),
        ),
      )
      expect(tallies.map((t) => t.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      )
      expect(await peek("burst", 600)).toMatchObject({ count: 20 })
    })
  })
}
