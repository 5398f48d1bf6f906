import { Context, Effect, Layer } from "effect"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"
import { DataVersions } from "../db/data-versions.ts"
import { Lru } from "../lru.ts"
import { Inventory } from "./repo.ts"
import { hotelOfStayKey, type StaysInventory } from "./stays.ts"

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
/** The blocks a stay's nights fall in, in order. */
const blocksOf = (from: string, to: string): ReadonlyArray<number> => {
  const first = blockOf(from)
  return Array.from({ length: blockOf(addDays(to, -1)) - first + 1 }, (_, i) => first + i)
}

interface Kept {
  readonly token: string
  readonly stays: Promise<StaysInventory>
  /** The rows once read, for the callers that can use them only at once (`keptStays`). */
  read?: StaysInventory
}

const EMPTY: StaysInventory = { rooms: new Map(), ratesPaise: new Map() }

/** A many-hotel read's rows per hotel. */
const splitByHotel = (all: StaysInventory): ReadonlyMap<string, StaysInventory> => {
  const byHotel = new Map<
    string,
    { rooms: Map<string, { booked: number; capacity: number }>; ratesPaise: Map<string, number> }
  >()
  const of = (key: string) => {
    const id = hotelOfStayKey(key)
    const found = byHotel.get(id) ?? { rooms: new Map(), ratesPaise: new Map() }
    byHotel.set(id, found)
    return found
  }
  for (const [key, row] of all.rooms) of(key).rooms.set(key, row)
  for (const [key, rate] of all.ratesPaise) of(key).ratesPaise.set(key, rate)
  return byHotel
}

/** Every block's rows in one inventory; blocks never share a night, so no key is in two. */
const merged = (blocks: ReadonlyArray<StaysInventory>): StaysInventory =>
  blocks.length === 1
    ? blocks[0]!
    : {
        rooms: new Map(blocks.flatMap((b) => [...b.rooms])),
        ratesPaise: new Map(blocks.flatMap((b) => [...b.ratesPaise])),
      }

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
    /**
     * The same for many hotels, the blocks none of them holds read in one statement: each hotel's
     * inventory by its id (a hotel not asked has none).
     */
    readonly staysOf: (
      hotelIds: ReadonlyArray<string>,
      from: string,
      to: string,
    ) => Effect.Effect<(hotelId: string) => StaysInventory>
    /**
     * `stays` without waiting: the inventory when every block of the range is kept, read, at the
     * hotel's current version; otherwise undefined, and nothing is read.
     */
    readonly keptStays: (hotelId: string, from: string, to: string) => StaysInventory | undefined
  }
>()("booking/server/inventory/StaysCache") {
  static readonly layer = Layer.effect(
    StaysCache,
    Effect.gen(function* () {
      const inventory = yield* Inventory
      const { versions } = yield* DataVersions
      const kept = new Lru<Kept>(MAX_ENTRIES)
      const read = (hotelIds: ReadonlyArray<string>, from: string, to: string) =>
        Effect.orDie(inventory.stays(hotelIds, from, to))

      const keep = (key: string, entry: Kept) => {
        kept.set(key, entry)
        entry.stays.then(
          (stays) => {
            entry.read = stays
          },
          // A failed read is not kept: the next call reads again.
          () => {
            if (kept.peek(key) === entry) kept.delete(key)
          },
        )
      }
      /** A hotel's block: its key, the hotel's current version, and what is kept at that version. */
      const keptAt = (hotelId: string, block: number) => {
        const key = `${hotelId} ${block}`
        const token = versions.hotelsToken([hotelId])
        const hit = kept.get(key)
        return { key, token, hit: hit?.token === token ? hit : undefined }
      }

      /** Each hotel's stays in `block`, the ones not kept at their version read together. */
      const blockOfHotels = (hotelIds: ReadonlyArray<string>, block: number) => {
        const found = new Map<string, Promise<StaysInventory>>()
        const missing: Array<{ id: string; key: string; token: string }> = []
        for (const id of hotelIds) {
          const { key, token, hit } = keptAt(id, block)
          if (hit !== undefined) found.set(id, hit.stays)
          else missing.push({ id, key, token })
        }
        if (missing.length === 0) return found
        const read$ = read(
          missing.map((m) => m.id),
          blockStart(block),
          blockStart(block + 1),
        )
        const byHotel = Effect.runPromise(read$).then(splitByHotel)
        for (const { id, key, token } of missing) {
          const entry: Kept = { token, stays: byHotel.then((split) => split.get(id) ?? EMPTY) }
          keep(key, entry)
          found.set(id, entry.stays)
        }
        return found
      }

      const staysOf = (hotelIds: ReadonlyArray<string>, from: string, to: string) =>
        Effect.suspend(() => {
          if (!versions.live) {
            return Effect.map(read(hotelIds, from, to), (all) => (_: string) => all)
          }
          const blocks = blocksOf(from, to).map((block) => blockOfHotels(hotelIds, block))
          return Effect.promise(async () => {
            const parts = await Promise.all(hotelIds.map((id) => Promise.all(blocks.map((b) => b.get(id)!))))
            const byHotel = new Map(hotelIds.map((id, i) => [id, merged(parts[i]!)]))
            return (hotelId: string) => byHotel.get(hotelId) ?? EMPTY
          })
        })

      return {
        staysOf,
        stays: (hotelId, from, to) => Effect.map(staysOf([hotelId], from, to), (of) => of(hotelId)),
        keptStays: (hotelId, from, to) => {
          if (!versions.live) return undefined
          const parts = []
          for (const block of blocksOf(from, to)) {
            const read = keptAt(hotelId, block).hit?.read
            if (read === undefined) return undefined
            parts.push(read)
          }
          return merged(parts)
        },
      }
    }),
  ).pipe(Layer.provide(DataVersions.layer))
}
