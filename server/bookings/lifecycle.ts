import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  type BookingStatus,
  checkOutAt,
  lastCheckInDayBy,
  lastCheckOutDayBy,
  MOVABLE,
  stayMove,
} from "#core/account/booking-lifecycle.ts"
import { AppClock } from "#core/services/clock.ts"
import { orderTransaction } from "../checkout/order-transaction.ts"
import { PostStay } from "../feedback/post-stay.ts"
import { Points } from "../rewards/points.ts"
import { purgeIdImages } from "./web-check-in.ts"

/** How often the server moves bookings along their stays: check-in and check-out are on the hour. */
export const LIFECYCLE_EVERY_MS = 60_000

/** Bookings read per query; a pass reads on until none is left. */
const BATCH = 200

/** What one pass did. */
export interface LifecyclePass {
  readonly checkedIn: number
  readonly checkedOut: number
  /** Stays whose member was credited points by this pass (docs/rewards.md 'Earning'). */
  readonly credited: number
}

interface DueRow {
  readonly order_id: string
  readonly status: BookingStatus
  readonly checkin: string
  readonly checkout: string
  readonly user_id: string | null
  readonly channel: string
  readonly total_paise: number
  readonly points_paise: number
}

const MOVABLE_SQL = MOVABLE.map((status) => `'${status}'`).join(", ")

/**
 * Moves bookings through their stays by the clock (ADR 086, core/account/booking-lifecycle.ts):
 * standing bookings are checked in at 12:00 IST on the check-in day and checked out at 11:00 IST
 * on the check-out day, and a member's stay is credited its points when it is checked out. Each
 * pass also deletes the web check-in ID images no stay needs any more (ADR 088).
 */
export class BookingLifecycle extends Context.Service<
  BookingLifecycle,
  {
    /**
     * Moves every booking that is due at the clock's now, each in a transaction of its own that
     * locks the row (skipping one another process holds), so any number of server processes may
     * run passes at once and each booking moves, and is credited, once.
     */
    readonly pass: Effect.Effect<LifecyclePass>
    /**
     * Moves one booking as a pass at its check-out time would, whatever the clock says, and sends
     * its post-stay e-mail: how tests finish a stay without moving a clock other tests share.
     * Undefined when no such booking exists; otherwise its status after the move (a stay already
     * over stays as it is, credited and e-mailed once).
     */
    readonly completeStay: (orderId: string) => Effect.Effect<BookingStatus | undefined>
  }
>()("booking/server/bookings/BookingLifecycle") {
  static readonly layerNoDeps = Layer.effect(
    BookingLifecycle,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const points = yield* Points
      const postStay = yield* PostStay

      /** Due booking ids after `after`, in id order, so locked rows skipped are not read again. */
      const dueAfter = (after: string, now: number) =>
        Effect.map(
          sql<{ order_id: string }>`SELECT order_id FROM orders
            WHERE order_id > ${after} AND (
              (status IN ('reserved', 'confirmed') AND checkin <= ${lastCheckInDayBy(now)}::date)
              OR (status = 'checked_in' AND checkout <= ${lastCheckOutDayBy(now)}::date))
            ORDER BY order_id LIMIT ${BATCH}`,
          (rows) => rows.map((row) => row.order_id),
        )

      /** One booking moved in its own transaction; what happened to it. */
      const moveOne = (orderId: string, now: number) =>
        orderTransaction(
          Effect.gen(function* () {
            // Re-read under the lock: another pass or a cancellation may have changed it since.
            const [row] = yield* sql<DueRow>`SELECT order_id, status,
                to_char(checkin, 'YYYY-MM-DD') AS checkin, to_char(checkout, 'YYYY-MM-DD') AS checkout,
                user_id::text AS user_id, channel, total_paise, points_paise
              FROM orders WHERE order_id = ${orderId} AND status IN (${sql.literal(MOVABLE_SQL)})
              FOR UPDATE SKIP LOCKED`
            const move = row === undefined ? undefined : stayMove(row, now)
            if (row === undefined || move === undefined) return undefined
            const moved = yield* sql`UPDATE orders SET status = ${move.to}, updated_at = ${new Date(now)},
                checked_in_at = COALESCE(checked_in_at, ${new Date(move.checkedInAt)}),
                checked_out_at = ${move.checkedOutAt === null ? null : new Date(move.checkedOutAt)}
              WHERE order_id = ${orderId} AND status = ${move.from}
              RETURNING order_id`
            if (moved.length === 0) return undefined
            // Credited in the same transaction as the move, so a stay is credited exactly when it is
            // checked out; the ledger's one credit per order guards a second report (docs/rewards.md).
            // gdc bookings earn nothing: that channel hides the programme (spec-checkout §1).
            let credited = false
            if (move.to === "checked_out" && row.user_id !== null && row.channel !== "gdc") {
              const paidPaise = row.total_paise - row.points_paise
              credited = (yield* points.creditStay(row.user_id, orderId, paidPaise)) > 0
            }
            // Its feedback, with the stay it proves, exists exactly when the stay is over (ADR 093).
            if (move.to === "checked_out") yield* postStay.stayCompleted(orderId, now)
            return { to: move.to, credited }
          }),
        ).pipe(
          // Still contended after every retry: it is due, so the next pass moves it.
          Effect.catchTag("Conflict", () => Effect.succeed(undefined)),
        )

      const pass = Effect.gen(function* () {
        const now = yield* clock.now
        let checkedIn = 0
        let checkedOut = 0
        let credited = 0
        let after = ""
        while (true) {
          const ids = yield* dueAfter(after, now)
          for (const orderId of ids) {
            const outcome = yield* moveOne(orderId, now)
            if (outcome?.to === "checked_in") checkedIn++
            if (outcome?.to === "checked_out") checkedOut++
            if (outcome?.credited === true) credited++
          }
          if (ids.length < BATCH) break
          after = ids.at(-1)!
        }
        // Web check-in's ID images go once the stay no longer needs them (docs/privacy.md).
        yield* purgeIdImages(now)
        // After the moves commit, so an e-mail never announces a check-out that was rolled back.
        yield* postStay.sendDue(now)
        return { checkedIn, checkedOut, credited }
      }).pipe(
        // The transaction helper joins this client's transactions.
        Effect.provideService(SqlClient.SqlClient, sql),
        Effect.orDie,
        Effect.withSpan("BookingLifecycle.pass"),
      )

      const completeStay = (orderId: string) =>
        Effect.gen(function* () {
          const [row] = yield* sql<{ status: BookingStatus; checkout: string }>`SELECT status,
              to_char(checkout, 'YYYY-MM-DD') AS checkout FROM orders WHERE order_id = ${orderId}`
          if (row === undefined) return undefined
          const at = checkOutAt(row.checkout)
          const outcome = yield* moveOne(orderId, at)
          if (outcome?.to === "checked_out") yield* postStay.sendDue(at)
          return outcome?.to ?? row.status
        }).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
          Effect.orDie,
          Effect.withSpan("BookingLifecycle.completeStay"),
        )

      return BookingLifecycle.of({ pass, completeStay })
    }),
  )

  /** With the points ledger; layers are memoised by reference, so it is the server's one instance. */
  static readonly layer = BookingLifecycle.layerNoDeps.pipe(Layer.provide([Points.layer, PostStay.layer]))
}

/** Runs a pass every LIFECYCLE_EVERY_MS for the life of the server, as the order reconciler does. */
export const BookingLifecycleLive = Layer.effectDiscard(
  Effect.gen(function* () {
    const lifecycle = yield* BookingLifecycle
    yield* Effect.forkScoped(
      lifecycle.pass.pipe(
        Effect.catchDefect((defect) => Effect.logError("Moving bookings along their stays failed", defect)),
        Effect.andThen(Effect.sleep(LIFECYCLE_EVERY_MS)),
        Effect.forever,
      ),
    )
  }),
).pipe(Layer.provide(BookingLifecycle.layer))
