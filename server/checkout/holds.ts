import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { nightsMissed } from "#core/checkout/hold.ts"
import { nightsOf } from "#core/dates/nights.ts"

/** Rooms of one type over a stay, as an order takes them. */
export interface RoomHold {
  readonly orderId: string
  readonly hotelId: string
  readonly roomType: string
  /** YYYY-MM-DD; the check-out day's own night is not taken. */
  readonly checkin: string
  readonly checkout: string
  readonly rooms: number
  /** The room type's room count, copied into a night's row when the night gets one. */
  readonly capacity: number
}

/**
 * Takes the rooms on every night of the stay (DESIGN.md 'No overbooking'): one conditional UPSERT,
 * whose row locks make concurrent takes of a night queue in every server process, and the table's
 * CHECK backs it up. Answers the nights it could not get; when any is missing the caller must roll
 * its transaction back, which undoes the nights that were taken. Run inside the order's transaction.
 */
export const takeRooms = Effect.fnUntraced(function* (hold: RoomHold) {
  const sql = yield* SqlClient.SqlClient
  const nights = nightsOf(hold.checkin, hold.checkout)
  if (hold.rooms > hold.capacity) return nights
  const taken = yield* sql<{ night: string }>`
    INSERT INTO room_nights (hotel_id, room_type, night, booked, capacity)
    SELECT ${hold.hotelId}::text, ${hold.roomType}::text, ${hold.checkin}::date + i, ${hold.rooms}::int,
           ${hold.capacity}::int
    FROM generate_series(0, ${nights.length - 1}::int) AS i
    ON CONFLICT (hotel_id, room_type, night)
    DO UPDATE SET booked = room_nights.booked + EXCLUDED.booked
    WHERE room_nights.booked + EXCLUDED.booked <= room_nights.capacity
    RETURNING to_char(night, 'YYYY-MM-DD') AS night`
  const missed = nightsMissed(
    nights,
    taken.map((row) => row.night),
  )
  if (missed.length > 0) return missed
  yield* sql`
    INSERT INTO order_nights (order_id, hotel_id, room_type, night, rooms)
    SELECT ${hold.orderId}::text, ${hold.hotelId}::text, ${hold.roomType}::text, ${hold.checkin}::date + i,
           ${hold.rooms}::int
    FROM generate_series(0, ${nights.length - 1}::int) AS i`
  return missed
})

/**
 * Gives an order's rooms back, once: clearing `rooms_held` is conditional, so a second release (a
 * replay, the reconciler and a webhook at the same time) finds nothing to do. Answers the hotel
 * whose rooms were freed, for the availability watch, or undefined. Run inside a transaction.
 */
export const releaseRooms = Effect.fnUntraced(function* (orderId: string, now: number) {
  const sql = yield* SqlClient.SqlClient
  const [released] = yield* sql<{ hotel_id: string }>`
    UPDATE orders SET rooms_held = false, updated_at = ${new Date(now)}
    WHERE order_id = ${orderId} AND rooms_held RETURNING hotel_id`
  if (released === undefined) return undefined
  yield* sql`
    UPDATE room_nights SET booked = room_nights.booked - n.rooms
    FROM order_nights n
    WHERE n.order_id = ${orderId} AND room_nights.hotel_id = n.hotel_id
      AND room_nights.room_type = n.room_type AND room_nights.night = n.night`
  return released.hotel_id
})

/**
 * Takes the rooms of an order that gave them back (a payment that arrived after its hold lapsed).
 * True when every night was free again; otherwise false, with the nights it could take given back
 * again, so the order is left holding nothing. Run inside a transaction.
 */
export const retakeRooms = Effect.fnUntraced(function* (orderId: string, now: number) {
  const sql = yield* SqlClient.SqlClient
  const nights = yield* sql<{ night: string }>`
    SELECT to_char(night, 'YYYY-MM-DD') AS night FROM order_nights WHERE order_id = ${orderId}`
  const taken = yield* sql<{ night: string }>`
    UPDATE room_nights SET booked = room_nights.booked + n.rooms
    FROM order_nights n
    WHERE n.order_id = ${orderId} AND room_nights.hotel_id = n.hotel_id
      AND room_nights.room_type = n.room_type AND room_nights.night = n.night
      AND room_nights.booked + n.rooms <= room_nights.capacity
    RETURNING to_char(room_nights.night, 'YYYY-MM-DD') AS night`
  if (
    nightsMissed(
      nights.map((n) => n.night),
      taken.map((n) => n.night),
    ).length > 0
  ) {
    // The caller records the failure in this same transaction, so nothing rolls these nights back.
    if (taken.length > 0) {
      yield* sql`
        UPDATE room_nights SET booked = room_nights.booked - n.rooms
        FROM order_nights n
        WHERE n.order_id = ${orderId} AND room_nights.hotel_id = n.hotel_id
          AND room_nights.room_type = n.room_type AND room_nights.night = n.night
          AND to_char(n.night, 'YYYY-MM-DD') IN ${sql.in(taken.map((n) => n.night))}`
    }
    return false
  }
  yield* sql`UPDATE orders SET rooms_held = true, updated_at = ${new Date(now)} WHERE order_id = ${orderId}`
  return true
})
