import { Context, Effect, Layer } from "effect"
import { DataChanges } from "./data-changes.ts"
import type { KeptRows } from "./kept-rows.ts"

/** How long after its change notifications drop a process subscribes again. */
const RESUBSCRIBE_AFTER = "1 second"

/**
 * The data versions of this process, kept in memory and moved by the database's own change
 * notifications (ADR 076, amendment): `reviews` for ratings (a search), one counter per hotel for
 * inventory and rates (its prices). They mean something only while `live`, i.e. while the
 * subscription to `data_changes` is confirmed: a notification missed while it was down is gone for
 * good. So:
 *
 * - `epoch` moves whenever the subscription starts or ends, and is part of every token: what was
 *   stored under one subscription never matches under another, even if computed across the switch.
 * - While not live, users read the database's version rows or the data itself instead; tokens
 *   from memory start with "m", so they never match a token read from the rows ("d").
 *
 * Users read a token BEFORE computing from the data and store the result under it: a notification
 * that arrives meanwhile moves the token past it, so the result is never used. The only staleness
 * while live is the time between a writer's commit and the delivery of its notification to this
 * process: none on PGlite (the notification is handled before the committing statement returns),
 * a hop across the listening connection on PostgreSQL (normally well under a millisecond, more
 * under load). Checkout does not rely on cached answers: it re-checks the inventory in its own
 * transaction.
 */
export class MemoryVersions {
  live = false
  epoch = 0
  /** Subscriptions confirmed since start (one more after each drop and resubscription). */
  subscriptions = 0
  /** Change notifications received since start. */
  notifications = 0
  private reviews = 0
  /** Moved by a TRUNCATE of an inventory table, which concerns every hotel. */
  private allHotels = 0
  private readonly hotels = new Map<string, number>()
  /** Rows kept per table name: `<name>:<key>` drops one row, `<name>s` all of them. */
  private readonly kept = new Map<string, KeptRows<unknown>>()

  /** A notification's payload (server/db/data-changes.ts); an unknown payload moves everything. */
  apply(payload: string): void {
    this.notifications++
    if (payload.startsWith("hotel:")) {
      const id = payload.slice(6)
      this.hotels.set(id, (this.hotels.get(id) ?? 0) + 1)
    } else if (payload === "reviews") this.reviews++
    else if (payload === "hotels") this.allHotels++
    else this.applyKept(payload)
  }

  /** `<name>:<key>` drops one kept row of `name`'s table, `<name>s` all of them. */
  private applyKept(payload: string): void {
    const colon = payload.indexOf(":")
    const rows = this.kept.get(colon === -1 ? payload.slice(0, -1) : payload.slice(0, colon))
    if (rows !== undefined) rows.changed(colon === -1 ? undefined : payload.slice(colon + 1))
    else {
      this.reviews++
      this.allHotels++
      this.dropKept()
    }
  }

  /**
   * Rows of `name`'s table kept under these notifications (server/db/kept-rows.ts). Dropped
   * whenever the subscription starts or ends: a notification missed while it was down is gone.
   */
  keep(name: string, rows: KeptRows<unknown>): void {
    this.kept.set(name, rows)
  }

  /** The subscription is confirmed: from now on every commit reaches `apply`. */
  up(): void {
    this.epoch++
    this.subscriptions++
    this.live = true
    this.dropKept()
  }

  /** The subscription ended (dropped, failed or closed). */
  down(): void {
    if (!this.live) return
    this.epoch++
    this.live = false
    this.dropKept()
  }

  private dropKept(): void {
    for (const rows of this.kept.values()) rows.changed()
  }

  /** The reviews' version (ratings, hence searches). Meaningful only while `live`. */
  reviewsToken(): string {
    return `m${this.epoch}:${this.reviews}`
  }

  /** The asked hotels' version: counters only grow, so any change of any of them changes the sum. */
  hotelsToken(hotelIds: ReadonlyArray<string>): string {
    let sum = 0
    for (const id of hotelIds) sum += this.hotels.get(id) ?? 0
    return `m${this.epoch}:${this.allHotels}:${sum}`
  }
}

/**
 * This process's MemoryVersions, subscribed to the database's change notifications for the life of
 * the layer: subscribed (LISTEN confirmed) → live until the subscription drops → down, and a new
 * attempt a second later. Closing the layer's scope interrupts it, which also unsubscribes.
 */
export class DataVersions extends Context.Service<DataVersions, { readonly versions: MemoryVersions }>()(
  "booking/server/db/DataVersions",
) {
  static readonly layer = Layer.effect(
    DataVersions,
    Effect.gen(function* () {
      const changes = yield* DataChanges
      const versions = new MemoryVersions()
      const subscription = Effect.scoped(
        Effect.flatMap(
          changes.subscribe((payload) => versions.apply(payload)),
          (run) =>
            Effect.andThen(
              Effect.sync(() => versions.up()),
              run,
            ),
        ),
      ).pipe(
        Effect.ensuring(Effect.sync(() => versions.down())),
        Effect.catchCause((cause) =>
          Effect.logWarning("data change notifications dropped; reading versions from the database", cause),
        ),
        Effect.andThen(Effect.sleep(RESUBSCRIBE_AFTER)),
        Effect.forever,
      )
      yield* Effect.forkScoped(subscription)
      return { versions }
    }),
  )
}
