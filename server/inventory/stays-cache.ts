import { Context, Effect, Layer } from "effect"
import { DataVersions } from "../db/data-versions.ts"
import { Inventory } from "./repo.ts"
import type { StaysInventory } from "./stays.ts"

/** Stays kept at once: a hotel's rooms and rates over one range each, a few kilobytes at most. */
const MAX_ENTRIES = 5_000

interface Kept {
  readonly token: string
  readonly stays: Promise<StaysInventory>
}

/**
 * One hotel's rooms booked and rate overrides over one stay, kept per hotel version while this
 * process hears the database's change notifications (server/db/data-versions.ts). A checkout page
 * prices its cart on every open, coupon and wallet change; the inventory statement was the larger
 * of its two (PGlite), and the stay seldom changes between them. The version is read before the
 * statement and the stays kept under it, so a booking or rate change notified meanwhile makes the
 * next call read again; calls at one version share one read. Without notifications every call
 * reads. Prices only: placing an order checks the rooms again in its own transaction.
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

      const keep = (key: string, token: string, hotelId: string, from: string, to: string): Kept => {
        const entry: Kept = { token, stays: Effect.runPromise(read(hotelId, from, to)) }
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

      return {
        stays: (hotelId, from, to) =>
          Effect.suspend(() => {
            if (!versions.live) return read(hotelId, from, to)
            const token = versions.hotelsToken([hotelId])
            const key = `${hotelId} ${from} ${to}`
            const hit = kept.get(key)
            const entry = hit?.token === token ? hit : keep(key, token, hotelId, from, to)
            if (entry === hit) {
              kept.delete(key)
              kept.set(key, hit)
            }
            return Effect.promise(() => entry.stays)
          }),
      }
    }),
  ).pipe(Layer.provide(DataVersions.layer))
}
