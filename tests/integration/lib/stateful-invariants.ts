import type { Scene, StatefulClient } from "./stateful-client.ts"
import { ON_SALE } from "./stateful-client.ts"

/** What must never be seen, each with a line per offence naming the order or night. */
export interface Violations {
  /** A night with more rooms held by orders than were on sale, or a booking holding none. */
  readonly oversells: ReadonlyArray<string>
  /** A booking with neither a captured payment of its price nor an OTP-verified number. */
  readonly unpaidBookings: ReadonlyArray<string>
  /** An order whose captured money is not what it kept plus what it owes back. */
  readonly moneyMismatches: ReadonlyArray<string>
  /** An order confirmed, e-mailed or captured more than once. */
  readonly duplicateBookings: ReadonlyArray<string>
  /** Rooms counted as taken that no live order holds (a cancellation or expiry that kept them). */
  readonly unreleasedRooms: ReadonlyArray<string>
}

/** Statuses of an order that will not happen: its rooms, points and money must all be given back. */
const DEAD = ["failed", "expired", "cancelled"]
/** Statuses that keep the money a booking took as earned. */
const KEPT = ["confirmed", "reserved", "checked_in", "checked_out", "noshow"]

interface OrderRow {
  readonly order_id: string
  readonly hotel_id: string
  readonly mode: "pay_now" | "pay_at_hotel"
  readonly status: string
  readonly rooms_held: boolean
  readonly refund_due: boolean
  readonly pay_now_paise: number
  readonly charge: number | null
  readonly refund: number | null
  /** Paise the sandbox gateway captured for the order's gateway orders. */
  readonly captured: number | string
  readonly captures: number | string
  readonly verified: boolean
  readonly points_paise: number
  /** The order's points debit: its amount and whether it was given back; null without one. */
  readonly debit_paise: number | null
  readonly debit_reversed: boolean | null
}

/**
 * Reads the scene's rooms, orders, payments and e-mails with the test's own connection (read-only)
 * and names every broken invariant. Only the scene's hotels are read: other runs' orders are theirs.
 */
export const inspect = async (
  c: StatefulClient,
  scene: Scene,
): Promise<{
  violations: Violations
  booked: Array<string>
  cancelled: Array<string>
  /** Cancelled orders that kept part of what was paid. */
  charged: Array<string>
}> => {
  const ids = scene.hotels.map((h) => h.id)
  const orders = await c.sql<OrderRow>(
    (q) => q`SELECT o.order_id, o.hotel_id, o.mode, o.status, o.rooms_held, o.refund_due, o.pay_now_paise,
        o.cancellation_charge_paise AS charge, o.refund_paise AS refund,
        COALESCE((SELECT SUM(g.amount) FROM payments p JOIN gateway_sandbox_payments g ON g.order_id = p.gateway_order_id
          WHERE p.order_id = o.order_id AND g.status = 'captured'), 0) AS captured,
        (SELECT COUNT(*) FROM payments p WHERE p.order_id = o.order_id AND p.status = 'captured') AS captures,
        EXISTS (SELECT 1 FROM verified_phones v WHERE v.phone = o.mobile AND v.verified_at <= o.created_at) AS verified,
        o.points_paise, d.amount_paise AS debit_paise, d.reversed_at IS NOT NULL AS debit_reversed
      FROM orders o LEFT JOIN points_entries d ON d.order_id = o.order_id AND d.kind = 'debit'
      WHERE o.hotel_id IN ${q.in(ids)} ORDER BY o.order_id`,
  )
  const nights = await c.sql<{ hotel_id: string; night: string; booked: number; capacity: number }>(
    (q) => q`SELECT hotel_id, to_char(night, 'YYYY-MM-DD') AS night, booked, capacity FROM room_nights
      WHERE hotel_id IN ${q.in(ids)} AND night >= ${scene.from}::date AND night < ${scene.to}::date`,
  )
  const held = await c.sql<{ hotel_id: string; night: string; rooms: number | string }>(
    (q) => q`SELECT n.hotel_id, to_char(n.night, 'YYYY-MM-DD') AS night, SUM(n.rooms) AS rooms
      FROM order_nights n JOIN orders o ON o.order_id = n.order_id
      WHERE o.rooms_held AND n.hotel_id IN ${q.in(ids)} GROUP BY n.hotel_id, n.night`,
  )
  const mails = await c.sql<{ subject: string }>(
    (q) => q`SELECT subject FROM outbox WHERE kind = 'email' AND subject LIKE 'Booking BK% confirmed%'`,
  )

  const oversells: Array<string> = []
  const unreleasedRooms: Array<string> = []
  for (const night of nights) {
    const hotel = scene.hotels.find((h) => h.id === night.hotel_id)!
    const rooms = Number(
      held.find((h) => h.hotel_id === night.hotel_id && h.night === night.night)?.rooms ?? 0,
    )
    const blocked = hotel.capacity - ON_SALE
    if (rooms > ON_SALE || night.booked > night.capacity) {
      oversells.push(`${night.hotel_id} ${night.night}: ${rooms} rooms held of ${ON_SALE} on sale`)
    }
    if (night.booked !== blocked + rooms) {
      unreleasedRooms.push(
        `${night.hotel_id} ${night.night}: ${night.booked} counted taken, ${blocked} blocked + ${rooms} held`,
      )
    }
  }

  const unpaidBookings: Array<string> = []
  const moneyMismatches: Array<string> = []
  const duplicateBookings: Array<string> = []
  for (const o of orders) {
    const captured = Number(o.captured)
    const booked = KEPT.includes(o.status) || o.status === "cancelled"
    // A hold and every booking keep their rooms (a past stay's nights stay sold); nothing else may.
    const holds = !DEAD.includes(o.status)
    if (holds && !o.rooms_held) oversells.push(`${o.order_id} ${o.status} holds no rooms`)
    if (!holds && o.rooms_held) unreleasedRooms.push(`${o.order_id} ${o.status} still holds its rooms`)
    if (booked) {
      const paid = o.mode === "pay_now" ? captured === o.pay_now_paise : o.verified
      // Without a captcha proof (the fuzz sends none) a pay-at-hotel booking must be OTP-verified.
      if (!paid || o.status === "reserved") {
        unpaidBookings.push(
          `${o.order_id} ${o.mode} ${o.status}: captured ${captured}, verified ${o.verified}`,
        )
      }
    }
    const owed = KEPT.includes(o.status)
      ? o.mode === "pay_now"
        ? o.pay_now_paise
        : 0
      : o.status === "cancelled"
        ? (o.charge ?? 0) + (o.refund ?? 0)
        : o.status === "failed"
          ? o.refund_due
            ? captured
            : 0
          : captured // initiated or expired: whatever was captured is still to be settled
    if (captured !== owed || (o.status === "failed" && o.refund_due && captured === 0)) {
      moneyMismatches.push(
        `${o.order_id} ${o.status}: captured ${captured}, kept + refunded ${owed}, refund due ${o.refund_due}`,
      )
    }
    // Points are money too: spent once per order, given back once the order will not happen.
    const spent = o.debit_paise === null ? 0 : o.debit_reversed ? 0 : o.debit_paise
    const keepsPoints = !DEAD.includes(o.status)
    if ((o.debit_paise ?? 0) !== o.points_paise || spent !== (keepsPoints ? o.points_paise : 0)) {
      moneyMismatches.push(
        `${o.order_id} ${o.status}: points ${o.points_paise}, debited ${o.debit_paise}, given back ${o.debit_reversed}`,
      )
    }
    const confirmations = mails.filter((m) => m.subject.startsWith(`Booking ${o.order_id} confirmed`)).length
    if (confirmations > 1 || Number(o.captures) > 1) {
      duplicateBookings.push(`${o.order_id}: ${confirmations} confirmations, ${o.captures} captured payments`)
    }
  }
  return {
    violations: { oversells, unpaidBookings, moneyMismatches, duplicateBookings, unreleasedRooms },
    booked: orders.filter((o) => KEPT.includes(o.status) || o.status === "cancelled").map((o) => o.order_id),
    cancelled: orders.filter((o) => o.status === "cancelled").map((o) => o.order_id),
    charged: orders.filter((o) => o.status === "cancelled" && (o.charge ?? 0) > 0).map((o) => o.order_id),
  }
}

/** Orders of the scene that were paid but not settled although the reconciler has just run. */
export const unsettledAfterReconcile = (c: StatefulClient, scene: Scene, lateWindowStart: Date) =>
  c.sql<{ order_id: string; status: string }>(
    (q) => q`SELECT o.order_id, o.status FROM orders o
      WHERE o.hotel_id IN ${q.in(scene.hotels.map((h) => h.id))} AND o.status IN ('initiated', 'expired')
        AND o.hold_expires_at >= ${lateWindowStart}
        AND EXISTS (SELECT 1 FROM payments p JOIN gateway_sandbox_payments g ON g.order_id = p.gateway_order_id
          WHERE p.order_id = o.order_id AND g.status = 'captured')`,
  )
