import { Context, Effect, Layer, Metric } from "effect"
import { type HttpBody, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"
import { DataVersions } from "../db/data-versions.ts"
import { Lru } from "../lru.ts"
import { Encodings, knownBody } from "./compression.ts"

/**
 * Memory for cached answers, identity and compressed bytes together: 64 MiB unless
 * ANSWER_CACHE_BYTES says otherwise (0 turns the cache off).
 */
const MAX_BYTES = Number(process.env.ANSWER_CACHE_BYTES ?? 64 * 1024 * 1024)

/**
 * The memory V8 holds a string in: a byte a character when every character is Latin-1, two
 * otherwise. On a Latin-1 string the test cannot match and V8 answers it without a scan.
 */
const stringBytes = (text: string): number => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length

/** Which cached answer: they depend on different data, so they are validated differently. */
const ANSWER_KINDS = ["search", "searchPrices", "roomPrices", "hotelDetails"] as const
export type AnswerKind = (typeof ANSWER_KINDS)[number]

export interface AnswerCacheStats {
  readonly hits: number
  readonly misses: number
  readonly entries: number
  readonly bytes: number
  readonly evictions: number
  /** Whether the versions come from memory (change notifications subscribed) or version rows. */
  readonly listening: boolean
  /** Subscriptions confirmed since start: one more after each drop and resubscription. */
  readonly subscriptions: number
  /** Change notifications received since start. */
  readonly notifications: number
}

interface Entry {
  /** The data version the answer was computed at (see `answer`). */
  readonly version: string
  readonly encodings: Encodings
  /** The one body every response of this answer carries, so compression finds its encodings. */
  readonly body: HttpBody.Uint8Array
}

/**
 * A 200 answer whose body is already in the contract's wire shape, `{ "data": … }`: HttpApi then
 * skips encoding the value through the endpoint's schema, which for the large search and
 * search-price answers cost more than computing them; the integration tests decode these bodies
 * with the contract's schemas.
 */
const answered = (body: HttpBody.Uint8Array) =>
  HttpServerResponse.setBody(HttpServerResponse.empty({ status: 200 }), body)

/**
 * Version reads of one kind shared by the requests that wait at the same time, without ever giving
 * a request a version read before it arrived: while a read is in flight, newcomers wait for it to
 * finish and then share one new read, which starts after all of them arrived. Under load (PGlite
 * runs one statement at a time) this turns a read per request into a read per batch.
 */
export class CoalescedReads {
  private readonly reads = new Map<string, { inFlight?: Promise<string>; next?: Promise<string> }>()

  read(key: string, run: () => Promise<string>): Promise<string> {
    let state = this.reads.get(key)
    if (state === undefined) {
      state = {}
      this.reads.set(key, state)
    }
    if (state.next !== undefined) return state.next
    const slot = state
    const start = (): Promise<string> => {
      const reading = run().finally(() => {
        if (slot.inFlight === reading) slot.inFlight = undefined
        if (slot.inFlight === undefined && slot.next === undefined && this.reads.get(key) === slot) {
          this.reads.delete(key)
        }
      })
      slot.inFlight = reading
      return reading
    }
    if (slot.inFlight === undefined) return start()
    const next = slot.inFlight.then(
      () => undefined,
      () => undefined,
    )
    slot.next = next.then(() => {
      slot.next = undefined
      return start()
    })
    return slot.next
  }
}

const hitsMetric = Metric.counter("answer_cache_hits", {
  description: "Search, price and hotel-details answers served from the answer cache",
  incremental: true,
})
const missesMetric = Metric.counter("answer_cache_misses", {
  description: "Search, price and hotel-details answers computed because no valid cached answer existed",
  incremental: true,
})

/**
 * Search, price and hotel-details answers kept as their JSON text (and, once asked for, their gzip and br
 * bytes), for as long as the data they were computed from has not changed (ADR 076). Several server
 * processes may share one PostgreSQL, so no process knows by itself when the data changed: triggers
 * bump `data_versions` ('reviews': a search's ratings) and `hotel_versions` (a hotel's
 * `room_nights` and `rate_overrides`: its price) in the writing transaction and notify
 * `data_changes` with what changed (server/db/migrations-data-versions.ts). Each process listens
 * and keeps the versions in memory (server/db/data-versions.ts); while it is not subscribed, it
 * reads the version rows per use instead. The catalogue itself is loaded once per process and does
 * not change while it runs.
 *
 * Callers validate the request (and everything that depends on the clock) before asking: a
 * request that fails never reaches the cache, and failures are never stored.
 */
export class AnswerCache extends Context.Service<
  AnswerCache,
  {
    /** A search answer (`key`: the normalised request), cached while no review changes. */
    readonly search: <E, R>(
      key: string,
      compute: Effect.Effect<string | Uint8Array, E, R>,
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
    /** A search-price answer, cached while none of `hotelIds`' inventory or rates change. */
    readonly searchPrices: <E, R>(
      key: string,
      hotelIds: ReadonlyArray<string>,
      compute: Effect.Effect<string | Uint8Array, E, R>,
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
    /** A hotel's details (`key`: the hotel and whether a member asks), cached while no review changes. */
    readonly hotelDetails: <E, R>(
      key: string,
      compute: Effect.Effect<string | Uint8Array, E, R>,
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
    /** A hotel's room-price answer without a coupon, cached while its inventory or rates do not change. */
    readonly roomPrices: <E, R>(
      key: string,
      hotelId: string,
      compute: Effect.Effect<string | Uint8Array, E, R>,
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>
    /**
     * The room-price answer kept under `key` when it is still valid and that is known without
     * waiting (the versions are in memory): the fast lane's question (ADR 125). Counted as a hit
     * when found; otherwise nothing is counted, and the handler will ask `roomPrices`.
     */
    readonly cachedRoomPrices: (key: string, hotelId: string) => Encodings | undefined
    /**
     * The fast lane's answer when `cachedRoomPrices` has none: the version read now, `compute`
     * run, and its answer kept under that version as `roomPrices` keeps one, counted as a miss.
     * Undefined, with nothing run, while the versions are not in memory.
     */
    readonly computedRoomPrices: (
      key: string,
      hotelId: string,
      compute: () => string | Promise<string>,
    ) => Encodings | Promise<Encodings> | undefined
    /** Counters for operators and tests (the test-control API shows them). */
    readonly stats: Effect.Effect<AnswerCacheStats>
  }
>()("booking/server/http/AnswerCache") {
  static readonly layer = Layer.effect(
    AnswerCache,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const lru = new Lru<Entry>(MAX_BYTES)
      let hits = 0
      let misses = 0

      const { versions } = yield* DataVersions
      // An answer stored under one subscription never matches under another (its token names the
      // epoch); emptying the cache when the epoch moves only gives their memory back.
      let epoch = versions.epoch
      const flushOnEpochChange = () => {
        if (versions.epoch !== epoch) {
          epoch = versions.epoch
          lru.clear()
        }
      }

      // Each kind's counters built once: an attributed metric made per answer cost more than the hit.
      const perKind = (count: (kind: AnswerKind) => Effect.Effect<void>) =>
        Object.fromEntries(ANSWER_KINDS.map((kind) => [kind, count(kind)])) as Record<
          AnswerKind,
          Effect.Effect<void>
        >
      const countHit = perKind((answer) => Metric.update(Metric.withAttributes(hitsMetric, { answer }), 1))
      const countMiss = perKind((answer) =>
        Effect.andThen(
          Effect.sync(() => misses++),
          Metric.update(Metric.withAttributes(missesMetric, { answer }), 1),
        ),
      )

      const coalesced = new CoalescedReads()
      const shared = (key: string, read: Effect.Effect<string>) =>
        Effect.promise(() => coalesced.read(key, () => Effect.runPromise(read)))

      const reviewsRow = shared(
        "reviews",
        sql<{ version: string }>`
          SELECT version::text AS version FROM data_versions WHERE name = 'reviews'`.pipe(
          Effect.map((rows) => `d${rows[0]?.version ?? "0"}`),
          Effect.orDie,
        ),
      )
      // One statement, one snapshot: the count and the sum of the asked hotels' versions. Versions
      // only grow and rows are never deleted, so any change of any of them changes the pair.
      const hotelsRows = (hotelIds: ReadonlyArray<string>) => {
        const ids = hotelIds.join(",")
        return shared(
          `hotels ${ids}`,
          sql<{ n: number; total: string }>`
            SELECT count(*)::int AS n, coalesce(sum(version), 0)::text AS total FROM hotel_versions
            WHERE hotel_id = ANY(string_to_array(${ids}, ','))`.pipe(
            Effect.map((rows) => `d${rows[0]?.n ?? 0}:${rows[0]?.total ?? "0"}`),
            Effect.orDie,
          ),
        )
      }
      const searchVersion = Effect.suspend(() =>
        versions.live ? Effect.succeed(versions.reviewsToken()) : reviewsRow,
      )
      const hotelsVersion = (hotelIds: ReadonlyArray<string>) =>
        Effect.suspend(() =>
          versions.live ? Effect.succeed(versions.hotelsToken(hotelIds)) : hotelsRows(hotelIds),
        )

      /** The answer kept under `cacheKey` when it was stored at `version`, counted as a hit. */
      const keptAt = (cacheKey: string, version: string): Entry | undefined => {
        const cached = lru.get(cacheKey)
        if (cached === undefined || cached.version !== version) return undefined
        hits++
        return cached
      }
      /** `identity`, computed after `version` was read, kept under it. */
      const kept = (cacheKey: string, version: string, identity: string | Uint8Array): Entry => {
        // Kept as computed: a string answer is sent and compressed without a byte copy of its own.
        const encodings: Encodings = new Encodings(identity, "answer", (bytes) =>
          lru.grow(cacheKey, entry, bytes),
        )
        const entry: Entry = { version, encodings, body: knownBody(encodings, "application/json") }
        lru.set(cacheKey, entry, typeof identity === "string" ? stringBytes(identity) : identity.length)
        return entry
      }

      const answer = <E, R>(
        kind: AnswerKind,
        key: string,
        currentVersion: Effect.Effect<string>,
        compute: Effect.Effect<string | Uint8Array, E, R>,
      ): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> =>
        Effect.gen(function* () {
          const cacheKey = `${kind} ${key}`
          // The version is read BEFORE the answer is computed, and the answer is stored under it.
          // Whatever the computation then reads is at least as new as that version: a write that
          // commits in between is in the data (and in a newer version, so the next request just
          // misses once), never the other way round. With memory versions the same holds: a
          // notification that arrives while the answer is computed moves the version past the one
          // it is stored under, so it is never served. Reading the version after computing could
          // pair a newer version with older data and serve it stale until the next write.
          flushOnEpochChange()
          const version = yield* currentVersion
          const cached = keptAt(cacheKey, version)
          if (cached !== undefined) {
            yield* countHit[kind]
            return answered(cached.body)
          }
          yield* countMiss[kind]
          return answered(kept(cacheKey, version, yield* compute).body)
        })

      return {
        search: (key, compute) => answer("search", key, searchVersion, compute),
        searchPrices: (key, hotelIds, compute) =>
          answer("searchPrices", key, hotelsVersion(hotelIds), compute),
        hotelDetails: (key, compute) => answer("hotelDetails", key, searchVersion, compute),
        roomPrices: (key, hotelId, compute) => answer("roomPrices", key, hotelsVersion([hotelId]), compute),
        cachedRoomPrices: (key, hotelId) => {
          flushOnEpochChange()
          if (!versions.live) return undefined
          const cached = keptAt(`roomPrices ${key}`, versions.hotelsToken([hotelId]))
          if (cached === undefined) return undefined
          Effect.runSync(countHit.roomPrices)
          return cached.encodings
        },
        computedRoomPrices: (key, hotelId, compute) => {
          flushOnEpochChange()
          if (!versions.live) return undefined
          // Read before computing, as `answer` reads it, for the same reason.
          const version = versions.hotelsToken([hotelId])
          Effect.runSync(countMiss.roomPrices)
          const computed = compute()
          return typeof computed === "string"
            ? kept(`roomPrices ${key}`, version, computed).encodings
            : computed.then((identity) => kept(`roomPrices ${key}`, version, identity).encodings)
        },
        stats: Effect.sync(() => {
          flushOnEpochChange()
          return {
            hits,
            misses,
            entries: lru.size,
            bytes: lru.total,
            evictions: lru.evictions,
            listening: versions.live,
            subscriptions: versions.subscriptions,
            notifications: versions.notifications,
          }
        }),
      }
    }),
  ).pipe(Layer.provide(DataVersions.layer))
}

/**
 * A cache key from a request's decoded query: its fields in a fixed order, so the same question
 * asked with its parameters in another order, or spelled `hotel_id[0]=…` instead of a comma list,
 * finds the same answer.
 */
export const queryKey = (path: string, query: Readonly<Record<string, unknown>>): string => {
  const fields = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => [name, query[name]])
  return `${path}?${JSON.stringify(fields)}`
}
