import { Deferred, Effect, Layer, ManagedRuntime } from "effect"
import { SqlClient } from "effect/sql"
import { SqlError, UnknownError } from "effect/sql/SqlError"
import { afterEach, describe, expect, it } from "vitest"
import { DataChanges } from "../db/data-changes.ts"
import { layerPglite } from "../db/pglite-client.ts"
import { AnswerCache, CoalescedReads } from "./answer-cache.ts"
import { negotiate } from "./compression.ts"

/** A read whose completion the test controls, recording the order reads start in. */
const controlledReads = () => {
  const started: Array<(value: string) => void> = []
  return {
    started,
    run: () => new Promise<string>((resolve) => started.push(resolve)),
  }
}

describe("CoalescedReads", () => {
  it("never answers a request with a read that started before it arrived", async () => {
    const reads = new CoalescedReads()
    const { started, run } = controlledReads()
    const first = reads.read("k", run)
    expect(started).toHaveLength(1)
    // Arrive while the first read is in flight: they must not share it.
    const second = reads.read("k", run)
    const third = reads.read("k", run)
    expect(started).toHaveLength(1)
    started[0]!("v1")
    expect(await first).toBe("v1")
    await Promise.resolve()
    await Promise.resolve()
    // One new read for both, started after both arrived.
    expect(started).toHaveLength(2)
    started[1]!("v2")
    expect(await second).toBe("v2")
    expect(await third).toBe("v2")
  })

  it("keeps keys apart and starts afresh once idle", async () => {
    const reads = new CoalescedReads()
    const { started, run } = controlledReads()
    const a = reads.read("a", run)
    const b = reads.read("b", run)
    expect(started).toHaveLength(2)
    started[0]!("a1")
    started[1]!("b1")
    expect([await a, await b]).toEqual(["a1", "b1"])
    const again = reads.read("a", run)
    expect(started).toHaveLength(3)
    started[2]!("a2")
    expect(await again).toBe("a2")
  })

  it("lets the next batch read even when the read before it failed", async () => {
    const reads = new CoalescedReads()
    let calls = 0
    const failing = reads.read("k", () => Promise.reject(new Error("down")))
    const after = reads.read("k", () => Promise.resolve(`ok${++calls}`))
    await expect(failing).rejects.toThrow("down")
    expect(await after).toBe("ok1")
  })
})

describe("negotiate", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br", "br"],
    ["gzip;q=1.0, br;q=0.8", "gzip"],
    ["br;q=0", undefined],
    ["br;q=0, *", "gzip"],
    ["identity;q=1, *;q=0", undefined],
    ["GZIP", "gzip"],
    ["br;q=nonsense, gzip", "gzip"],
  ])("%s → %s", (header, coding) => {
    expect(negotiate(header)).toBe(coding)
  })
})

/**
 * The cache over a real (in-memory) PGlite for its version rows, but with change notifications the
 * test drives: it decides when the subscription is confirmed, what is notified, and when it drops.
 */
const cacheWithFakeNotifications = async () => {
  const feed = {
    onChange: undefined as ((payload: string) => void) | undefined,
    confirm: undefined as Deferred.Deferred<void> | undefined,
    drop: undefined as Deferred.Deferred<never, SqlError> | undefined,
  }
  const changes = DataChanges.of({
    subscribe: (onChange) =>
      Effect.gen(function* () {
        feed.confirm = yield* Deferred.make<void>()
        feed.drop = yield* Deferred.make<never, SqlError>()
        yield* Deferred.await(feed.confirm)
        feed.onChange = onChange
        return Deferred.await(feed.drop)
      }),
  })
  const runtime = ManagedRuntime.make(
    AnswerCache.layer.pipe(
      Layer.provide(Layer.succeed(DataChanges, changes)),
      Layer.provideMerge(layerPglite({ memory: true })),
    ),
  )
  await runtime.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`CREATE TABLE data_versions (name text PRIMARY KEY, version bigint NOT NULL)`
      yield* sql`INSERT INTO data_versions VALUES ('reviews', 1)`
      yield* sql`CREATE TABLE hotel_versions (hotel_id text PRIMARY KEY, version bigint NOT NULL)`
    }),
  )
  let computed = 0
  const compute = (during?: () => void, extra = "") =>
    Effect.sync(() => {
      computed++
      during?.()
      return `{"n":${computed}${extra}}`
    })
  const ask = {
    search: (during?: () => void, key = "k", extra = "") =>
      runtime.runPromise(Effect.flatMap(AnswerCache, (c) => c.search(key, compute(during, extra)))),
    prices: (ids: Array<string>, during?: () => void) =>
      runtime.runPromise(
        Effect.flatMap(AnswerCache, (c) => c.searchPrices(ids.join(), ids, compute(during))),
      ),
    stats: () => runtime.runPromise(Effect.flatMap(AnswerCache, (c) => c.stats)),
    sql: (run: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
      runtime.runPromise(Effect.flatMap(SqlClient.SqlClient, run).pipe(Effect.orDie)),
    computed: () => computed,
  }
  const waitFor = async (ready: () => boolean) => {
    for (let i = 0; i < 300 && !ready(); i++) await new Promise((r) => setTimeout(r, 10))
    expect(ready()).toBe(true)
  }
  return { runtime, feed, ask, waitFor }
}

describe("AnswerCache with change notifications", () => {
  const runtimes: Array<{ dispose: () => Promise<void> }> = []
  afterEach(async () => {
    for (const r of runtimes.splice(0)) await r.dispose()
  })

  it("uses the version rows until the subscription is confirmed, then memory versions", async () => {
    const { runtime, feed, ask, waitFor } = await cacheWithFakeNotifications()
    runtimes.push(runtime)
    await waitFor(() => feed.confirm !== undefined)
    // Not subscribed yet: cached under the version rows, invalidated by them.
    await ask.search()
    await ask.search()
    expect(ask.computed()).toBe(1)
    expect((await ask.stats()).listening).toBe(false)
    await ask.sql((sql) => sql`UPDATE data_versions SET version = version + 1`)
    await ask.search()
    expect(ask.computed()).toBe(2)
    // Confirmed: the cache is flushed and memory versions take over.
    await runtime.runPromise(Deferred.succeed(feed.confirm!, undefined))
    await waitFor(() => feed.onChange !== undefined)
    const stats = await ask.stats()
    expect(stats).toMatchObject({ listening: true, entries: 0, subscriptions: 1 })
    await ask.search()
    await ask.search()
    expect(ask.computed()).toBe(3)
    // A version row moving without a notification is no longer looked at...
    await ask.sql((sql) => sql`UPDATE data_versions SET version = version + 1`)
    await ask.search()
    expect(ask.computed()).toBe(3)
    // ...the notification is what counts.
    feed.onChange!("reviews")
    await ask.search()
    expect(ask.computed()).toBe(4)
  })

  it("counts each answer's memory: a byte a character, two when a character is beyond Latin-1", async () => {
    const { runtime, ask } = await cacheWithFakeNotifications()
    runtimes.push(runtime)
    await ask.search(undefined, "latin", `,"city":"Bengaluru","note":"café"`)
    const latin = (await ask.stats()).bytes
    expect(latin).toBe(`{"n":1,"city":"Bengaluru","note":"café"}`.length)
    await ask.search(undefined, "wide", `,"price":"₹ 1,200"`)
    expect((await ask.stats()).bytes - latin).toBe(2 * `{"n":2,"price":"₹ 1,200"}`.length)
  })

  it("invalidates prices by hotel, and never serves an answer a notification overtook", async () => {
    const { runtime, feed, ask, waitFor } = await cacheWithFakeNotifications()
    runtimes.push(runtime)
    await waitFor(() => feed.confirm !== undefined)
    await runtime.runPromise(Deferred.succeed(feed.confirm!, undefined))
    await waitFor(() => feed.onChange !== undefined)
    await ask.prices(["1", "2"])
    feed.onChange!("hotel:3")
    await ask.prices(["1", "2"])
    expect(ask.computed()).toBe(1)
    feed.onChange!("hotel:2")
    await ask.prices(["1", "2"])
    expect(ask.computed()).toBe(2)
    // A change notified while the answer is being computed: it is stored under the version read
    // before, which the notification has moved past, so the next request computes again.
    await ask.prices(["1"], () => feed.onChange!("hotel:1"))
    await ask.prices(["1"])
    expect(ask.computed()).toBe(4)
    await ask.prices(["1"])
    expect(ask.computed()).toBe(4)
    // A TRUNCATE concerns every hotel.
    feed.onChange!("hotels")
    await ask.prices(["1"])
    expect(ask.computed()).toBe(5)
  })

  it("when the subscription drops: flushes, falls back on the version rows, subscribes again", async () => {
    const { runtime, feed, ask, waitFor } = await cacheWithFakeNotifications()
    runtimes.push(runtime)
    await waitFor(() => feed.confirm !== undefined)
    await runtime.runPromise(Deferred.succeed(feed.confirm!, undefined))
    await waitFor(() => feed.onChange !== undefined)
    await ask.search()
    expect((await ask.stats()).entries).toBe(1)
    const firstConfirm = feed.confirm
    await runtime.runPromise(
      Deferred.fail(
        feed.drop!,
        new SqlError({ reason: new UnknownError({ cause: "gone", message: "gone", operation: "listen" }) }),
      ),
    )
    await waitFor(() => feed.confirm !== firstConfirm)
    expect(await ask.stats()).toMatchObject({ listening: false, entries: 0 })
    // Down: a write nobody is told about is still seen, through the version rows.
    await ask.search()
    await ask.sql((sql) => sql`UPDATE data_versions SET version = version + 1`)
    await ask.search()
    expect(ask.computed()).toBe(3)
    // Subscribed again: a new epoch, nothing from before is served.
    await runtime.runPromise(Deferred.succeed(feed.confirm!, undefined))
    await waitFor(() => feed.onChange !== undefined)
    expect(await ask.stats()).toMatchObject({ listening: true, subscriptions: 2, entries: 0 })
    await ask.search()
    expect(ask.computed()).toBe(4)
  }, 10_000)
})
