import { Deferred, Effect, Layer, ManagedRuntime } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { nightsOf } from "#core/dates/nights.ts"
import { DataChanges } from "../db/data-changes.ts"
import { Inventory } from "./repo.ts"
import { type StaysInventory, stayKey } from "./stays.ts"
import { StaysCache } from "./stays-cache.ts"

/**
 * The cache over an inventory that counts its reads (each read answers a new `booked` figure), with
 * change notifications the test drives: it decides when the subscription is confirmed and what is
 * notified.
 */
const cacheWithFakes = async () => {
  const feed = { onChange: undefined as ((payload: string) => void) | undefined }
  let confirm: Deferred.Deferred<void> | undefined
  const changes = DataChanges.of({
    subscribe: (onChange) =>
      Effect.gen(function* () {
        confirm = yield* Deferred.make<void>()
        yield* Deferred.await(confirm)
        feed.onChange = onChange
        return Effect.never
      }),
  })
  const reads: Array<string> = []
  let failNext = false
  const stays = (hotelIds: ReadonlyArray<string>, from: string, to: string) =>
    Effect.suspend(() => {
      reads.push(`${hotelIds.join()} ${from} ${to}`)
      if (failNext) {
        failNext = false
        return Effect.die(new Error("database gone"))
      }
      // Every night of the range, booked as many times as there have been reads.
      const inventory: StaysInventory = {
        rooms: new Map(
          hotelIds.flatMap((id) =>
            nightsOf(from, to).map(
              (night) => [stayKey(id, "oak", night), { booked: reads.length, capacity: 9 }] as const,
            ),
          ),
        ),
        ratesPaise: new Map(),
      }
      return Effect.succeed(inventory)
    })
  const runtime = ManagedRuntime.make(
    StaysCache.layer.pipe(
      Layer.provide(Layer.succeed(DataChanges, changes)),
      Layer.provide(Layer.succeed(Inventory, { stays } as unknown as Inventory["Service"])),
    ),
  )
  const booked = (hotelId: string, from = "2026-12-01", to = "2026-12-03") =>
    runtime.runPromise(
      Effect.map(
        Effect.flatMap(StaysCache, (cache) => cache.stays(hotelId, from, to)),
        // The last night of the stay: from the second block when the stay spans two.
        (s) => s.rooms.get(stayKey(hotelId, "oak", nightsOf(from, to).at(-1)!))?.booked,
      ),
    )
  const subscribed = async () => {
    await runtime.runPromise(Effect.flatMap(StaysCache, () => Effect.void))
    for (let i = 0; i < 300 && confirm === undefined; i++) await new Promise((r) => setTimeout(r, 10))
    await Effect.runPromise(Deferred.succeed(confirm!, undefined))
    for (let i = 0; i < 300 && feed.onChange === undefined; i++) await new Promise((r) => setTimeout(r, 10))
    expect(feed.onChange).toBeDefined()
  }
  /** Each hotel's booked figure for the last night of the stay, asked together. */
  const bookedOf = (hotelIds: ReadonlyArray<string>, from = "2026-12-01", to = "2026-12-03") =>
    runtime.runPromise(
      Effect.map(
        Effect.flatMap(StaysCache, (cache) => cache.staysOf(hotelIds, from, to)),
        (of) =>
          hotelIds.map((id) => of(id).rooms.get(stayKey(id, "oak", nightsOf(from, to).at(-1)!))?.booked),
      ),
    )
  /** The same figure from keptStays: undefined when the cache would have to read. */
  const keptBooked = async (hotelId: string, from = "2026-12-01", to = "2026-12-03") => {
    const cache = await runtime.runPromise(Effect.service(StaysCache))
    return cache.keptStays(hotelId, from, to)?.rooms.get(stayKey(hotelId, "oak", nightsOf(from, to).at(-1)!))
      ?.booked
  }
  return {
    runtime,
    booked,
    bookedOf,
    keptBooked,
    subscribed,
    notify: (payload: string) => feed.onChange!(payload),
    reads,
    failNextRead: () => {
      failNext = true
    },
  }
}

describe("StaysCache", () => {
  const runtimes: Array<{ dispose: () => Promise<void> }> = []
  afterEach(async () => {
    for (const r of runtimes.splice(0)) await r.dispose()
  })

  it("reads every time until change notifications are subscribed", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    expect([await cache.booked("7"), await cache.booked("7")]).toEqual([1, 2])
  })

  it("keeps a hotel's stay until that hotel's inventory or rates change", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    await cache.subscribed()
    expect([await cache.booked("7"), await cache.booked("7")]).toEqual([1, 1])
    cache.notify("hotel:8")
    expect(await cache.booked("7")).toBe(1)
    cache.notify("hotel:7")
    expect([await cache.booked("7"), await cache.booked("7")]).toEqual([2, 2])
    // A TRUNCATE of an inventory table concerns every hotel.
    cache.notify("hotels")
    expect(await cache.booked("7")).toBe(3)
  })

  // Blocks of 32 nights from 2000-01-01: 2026-11-24 to 2026-12-26 is one of them.
  it("keeps each hotel and block apart, and lets calls at one version share one read", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    await cache.subscribed()
    const together = await Promise.all([cache.booked("7"), cache.booked("7"), cache.booked("9")])
    expect(together).toEqual([1, 1, 2])
    // Another stay inside the same block reads nothing.
    expect(await cache.booked("7", "2026-12-10", "2026-12-26")).toBe(1)
    // A stay across the block's end reads the next block and takes its last night from it.
    expect(await cache.booked("7", "2026-12-20", "2026-12-28")).toBe(3)
    expect(cache.reads).toEqual([
      "7 2026-11-24 2026-12-26",
      "9 2026-11-24 2026-12-26",
      "7 2026-12-26 2027-01-27",
    ])
  })

  it("answers at once, reading nothing, only what it keeps read at the hotel's current version", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    expect(await cache.keptBooked("7")).toBeUndefined()
    await cache.booked("7")
    // Not subscribed: nothing is kept.
    expect(await cache.keptBooked("7")).toBeUndefined()
    await cache.subscribed()
    expect(await cache.keptBooked("7")).toBeUndefined()
    await cache.booked("7")
    expect(await cache.keptBooked("7")).toBe(2)
    expect(await cache.keptBooked("7", "2026-12-10", "2026-12-26")).toBe(2)
    // Across the block's end it needs the next block too, then takes the last night from it.
    expect(await cache.keptBooked("7", "2026-12-20", "2026-12-28")).toBeUndefined()
    await cache.booked("7", "2026-12-26", "2026-12-28")
    expect(await cache.keptBooked("7", "2026-12-20", "2026-12-28")).toBe(3)
    expect(await cache.keptBooked("9")).toBeUndefined()
    cache.notify("hotel:7")
    expect(await cache.keptBooked("7")).toBeUndefined()
    expect(cache.reads).toHaveLength(3)
  })

  it("reads exactly the stay's nights while not subscribed", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    await cache.booked("7", "2026-12-18", "2026-12-23")
    expect(cache.reads).toEqual(["7 2026-12-18 2026-12-23"])
  })

  it("reads the block no asked hotel holds in one statement, and gives each hotel its own rows", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    await cache.subscribed()
    expect(await cache.bookedOf(["7", "9"])).toEqual([1, 1])
    expect(await cache.bookedOf(["7", "9", "11"])).toEqual([1, 1, 2])
    cache.notify("hotel:9")
    expect(await cache.bookedOf(["7", "9", "11"])).toEqual([1, 3, 2])
    expect(cache.reads).toEqual([
      "7,9 2026-11-24 2026-12-26",
      "11 2026-11-24 2026-12-26",
      "9 2026-11-24 2026-12-26",
    ])
  })

  it("does not keep a failed read", async () => {
    const cache = await cacheWithFakes()
    runtimes.push(cache.runtime)
    await cache.subscribed()
    cache.failNextRead()
    await expect(cache.booked("7")).rejects.toThrow("database gone")
    expect(await cache.booked("7")).toBe(2)
    expect(await cache.booked("7")).toBe(2)
  })
})
