import { Context, Effect, Layer } from "effect"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"
import { DataVersions } from "../db/data-versions.ts"
import { Inventory } from "./repo.ts"
import type { StaysInventory } from "./stays.ts"

/**
 * Nights per kept block. Longer than the longest stay (15 nights), so a stay spans at most two
 * blocks; short enough that a block is a few kilobytes (five room types, two maps).
 */
const BLOCK_NIGHTS = 32

/** Blocks kept at once: a hotel's rooms and rates over one block each. */
const MAX_ENTRIES = 4_000

/** Blocks are counted from this day, so every process cuts the calendar at the same nights. */
const FIRST_BLOCK_DAY = "2000-01-01"

const blockOf = (night: string) => Math.floor(daysBetween(FIRST_BLOCK_DAY, night) / BLOCK_NIGHTS)
const blockStart = (block: number) => addDays(FIRST_BLOCK_DAY, block * BLOCK_NIGHTS)

interface Kept {
  readonly token: string
  readonly stays: Promise<StaysInventory>
}

/** Every block's rows in one inventory; blocks never share a night, so no key is in two. */
const merged = (blocks: ReadonlyArray<StaysInventory>): StaysInventory => ({
  rooms: new Map(blocks.flatMap((b) => [...b.rooms])),
  ratesPaise: new Map(blocks.flatMap((b) => [...b.ratesPaise])),
})

/**
 * One hotel's rooms booked and rate overrides, kept per hotel version in blocks of 32 nights while
 * this process hears the database's change notifications (server/db/data-versions.ts). A checkout
 * page prices its cart on every open, coupon and wallet change, and the hotel page prices every
 * stay a traveller asks; each read the inventory with a statement, the larger part of the call on
 * PGlite. A stay is answered from the blocks it falls in: the inventory returned may hold other
 * nights of those blocks, which callers never ask. The version is read before the statement and
 * the block kept under it, so a booking or rate change notified meanwhile makes the next call read
 * again; calls at one version share one read. Without notifications every call reads its own
 * range. Prices only: placing an order checks the rooms again in its own transaction.
 */
export class StaysCache extends Context.Service<
  StaysCache,
  {
    /** The caller checked the range (Inventory.stays refuses a bad one; that is a bug here). */
    readonly stays: (hotelId: string, from: string, to: string) => Effect.Effect<StaysInventory>
  }
>()("booking/server/inventory/StaysCache") {
  static readonly layer = Layer.effect(
    StaysCache,
    Effect.gen(function* () {
      const inventory = yield* Inventory
      const { versions } = yield* DataVersions
      const kept = new Map<string, Kept>()
      const read = (hotelId: string, from: string, to: string) =>
        Effect.orDie(inventory.stays([hotelId], from, to))

      const keep = (key: string, token: string, hotelId: string, block: number): Kept => {
        const read$ = read(hotelId, blockStart(block), blockStart(block + 1))
        const entry: Kept = { token, stays: Effect.runPromise(read$) }
        kept.delete(key)
        kept.set(key, entry)
        // Map keeps insertion order and a hit re-inserts, so the first key is the least recently used.
        if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!)
        // A failed read is not kept: the next call reads again.
        entry.stays.catch(() => {
          if (kept.get(key) === entry) kept.delete(key)
        })
        return entry
      }

      const blockStays = (hotelId: string, token: string, block: number) => {
        const key = `${hotelId} ${block}`
        const hit = kept.get(key)
        if (hit?.token !== token) return keep(key, token, hotelId, block).stays
        kept.delete(key)
        kept.set(key, hit)
        return hit.stays
      }

      return {
        stays: (hotelId, from, to) =>
          Effect.suspend(() => {
            if (!versions.live) return read(hotelId, from, to)
            const token = versions.hotelsToken([hotelId])
            const first = blockOf(from)
            const last = blockOf(addDays(to, -1))
            if (first === last) return Effect.promise(() => blockStays(hotelId, token, first))
            const blocks = Array.from({ length: last - first + 1 }, (_, i) =>
              blockStays(hotelId, token, first + i),
            )
            return Effect.promise(() => Promise.all(blocks).then(merged))
          }),
      }
    }),
  ).pipe(Layer.provide(DataVersions.layer))
}
