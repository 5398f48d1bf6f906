import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { BOOKED_STATUSES } from "#core/account/booking-history.ts"
import type { BookingStatus } from "#core/account/booking-lifecycle.ts"
import type { Channel } from "#core/pricing/types.ts"
import {
  COLUMNS as ORDER_COLUMNS,
  type OrderRecord,
  type OrderRow,
  recordOf,
} from "../checkout/order-repo.ts"

/** An order that became a booking, with what happened to it after checkout. Instants are epoch ms. */
export interface BookedOrder extends Omit<OrderRecord, "status"> {
  readonly status: BookingStatus
  readonly channel: Channel
  readonly cancelledAt: number | null
  /** Money kept and paid back by the cancellation; null until cancelled. */
  readonly cancellationChargePaise: number | null
  readonly refundPaise: number | null
  /** The reference of a completed web check-in (ADR 088). */
  readonly webCheckInReference: string | null
  /** Part-prepayments captured by the gateway for a pay-at-hotel booking (ADR 095). */
  readonly partPaidPaise: number
}

interface BookedRow extends Omit<OrderRow, "status"> {
  readonly status: BookingStatus
  readonly channel: Channel
  readonly cancelled_ms: number | null
  readonly cancellation_charge_paise: number | null
  readonly refund_paise: number | null
  readonly web_check_in_reference: string | null
  readonly part_paid_paise: number
}

const bookedOf = (row: BookedRow): BookedOrder => ({
  // The order's own columns are read as checkout reads them; only its status may be a later one.
  ...recordOf(row as unknown as OrderRow),
  status: row.status,
  channel: row.channel,
  cancelledAt: row.cancelled_ms === null ? null : Number(row.cancelled_ms),
  cancellationChargePaise: row.cancellation_charge_paise,
  refundPaise: row.refund_paise,
  webCheckInReference: row.web_check_in_reference,
  partPaidPaise: Number(row.part_paid_paise),
})

const COLUMNS = `${ORDER_COLUMNS}, channel, floor(extract(epoch FROM cancelled_at) * 1000)::float8 AS cancelled_ms,
  cancellation_charge_paise, refund_paise,
  (SELECT reference FROM web_check_ins w WHERE w.order_id = orders.order_id AND w.completed_at IS NOT NULL)
    AS web_check_in_reference,
  CASE WHEN mode = 'pay_at_hotel' THEN (SELECT coalesce(sum(p.amount_paise), 0) FROM payments p
    WHERE p.order_id = orders.order_id AND p.status = 'captured') ELSE 0 END::integer AS part_paid_paise`

const BOOKED = BOOKED_STATUSES.map((s) => `'${s}'`).join(", ")

/** A member's bookings, latest check-in first, the later-made first within a day (spec-checkout §9 '-checkin'). */
export const bookingsOfMember = Effect.fnUntraced(function* (userId: string) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<BookedRow>`SELECT ${sql.literal(COLUMNS)} FROM orders
    WHERE user_id = ${userId} AND status IN (${sql.literal(BOOKED)})
    ORDER BY checkin DESC, created_at DESC, order_id`
  return rows.map(bookedOf)
})

/** One of a member's bookings; undefined when there is none with that id, or it is someone else's. */
export const bookingOfMember = Effect.fnUntraced(function* (userId: string, orderId: string) {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<BookedRow>`SELECT ${sql.literal(COLUMNS)} FROM orders
    WHERE order_id = ${orderId} AND user_id = ${userId} AND status IN (${sql.literal(BOOKED)})`
  return row === undefined ? undefined : bookedOf(row)
})

/** Any booking by id, locked for the rest of the transaction: for a payment that settles on it. */
export const bookingForUpdate = Effect.fnUntraced(function* (orderId: string) {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<BookedRow>`SELECT ${sql.literal(COLUMNS)} FROM orders
    WHERE order_id = ${orderId} FOR UPDATE`
  return row === undefined ? undefined : bookedOf(row)
})

/**
 * The booking a cancellation link opens, locked for the rest of the transaction when `forUpdate`.
 * With `orderId`, the hash and the id must name the same booking.
 */
export const bookingByHash = Effect.fnUntraced(function* (
  hash: string,
  options: { readonly orderId?: string; readonly forUpdate?: boolean } = {},
) {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<BookedRow>`SELECT ${sql.literal(COLUMNS)} FROM orders
    WHERE cancellation_hash = ${hash} AND status IN (${sql.literal(BOOKED)})
      ${options.orderId === undefined ? sql.literal("") : sql`AND order_id = ${options.orderId}`}
    ${sql.literal(options.forUpdate === true ? "FOR UPDATE" : "")}`
  return row === undefined ? undefined : bookedOf(row)
})

/** What a cancellation records on the booking. */
export interface CancellationRecord {
  readonly orderId: string
  readonly at: number
  readonly chargePaise: number
  readonly refundPaise: number
  readonly reason: string
  readonly message: string | null
}

/**
 * Marks a standing booking cancelled; false when it was not standing (the caller holds its lock,
 * so that means a bug). A refund owed leaves `refund_due` set for whoever pays it back (ADR 084).
 */
export const recordCancellation = Effect.fnUntraced(function* (record: CancellationRecord) {
  const sql = yield* SqlClient.SqlClient
  const at = new Date(record.at)
  const rows = yield* sql<{ order_id: string }>`UPDATE orders SET status = 'cancelled', cancelled_at = ${at},
      cancellation_charge_paise = ${record.chargePaise}, refund_paise = ${record.refundPaise},
      refund_due = refund_due OR ${record.refundPaise > 0}, cancellation_reason = ${record.reason},
      cancellation_message = ${record.message}, updated_at = ${at}
    WHERE order_id = ${record.orderId} AND status IN ('reserved', 'confirmed')
    RETURNING order_id`
  return rows.length > 0
})
