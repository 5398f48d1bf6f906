import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { BookingStatus } from "#core/account/booking-lifecycle.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { newOrderId } from "#server/checkout/order-ids.ts"

/**
 * Bookings written straight into `orders`, as checkout leaves them, for tests of what happens to
 * a booking after checkout. Only what the stay's lifecycle reads is meaningful; the plan is empty.
 */
export interface StaySpec {
  readonly status: BookingStatus
  readonly mode?: "pay_now" | "pay_at_hotel"
  /** YYYY-MM-DD */
  readonly checkin: string
  readonly nights?: number
  readonly userId?: string | null
  readonly channel?: "website" | "gdc"
  readonly totalPaise?: number
  readonly pointsPaise?: number
}

export const insertStay = (spec: StaySpec) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orderId = newOrderId()
    const mode = spec.mode ?? "pay_now"
    const total = spec.totalPaise ?? 1_000_000
    const points = spec.pointsPaise ?? 0
    const [hotel] = yield* sql<{ id: string }>`SELECT id FROM hotels ORDER BY id LIMIT 1`
    const placed = new Date(Date.parse(`${spec.checkin}T00:00:00Z`) - 30 * 86_400_000)
    const cancelled = spec.status === "cancelled"
    yield* sql`INSERT INTO orders (order_id, bid, user_id, hotel_id, room_type, rate_plan, checkin, checkout,
        rooms, roomconfig, channel, plan, mode, status, total_paise, pay_now_paise, points_paise, guest_name,
        country_code, mobile, email, email_given, whatsapp, rooms_held, hold_expires_at, created_at, updated_at,
        cancelled_at, cancellation_charge_paise, refund_paise)
      VALUES (${orderId}, ${`bid-${orderId}`}, ${spec.userId ?? null}, ${hotel!.id}, 'oak', 'rp',
        ${spec.checkin}::date, ${addDays(spec.checkin, spec.nights ?? 2)}::date, 1, '1-0',
        ${spec.channel ?? "website"}, '{}'::jsonb, ${mode}, ${spec.status}, ${total},
        ${mode === "pay_now" ? total - points : 0}, ${points}, 'Meera Iyer', '+91', '9876543210',
        'meera@example.com', true, false, true, ${mode === "pay_now" ? placed : null}, ${placed}, ${placed},
        ${cancelled ? placed : null}, ${cancelled ? 0 : null}, ${cancelled ? total : null})`
    return orderId
  }).pipe(Effect.orDie)

/** A new account with no points; `member` false is a signed-up traveller outside the club. */
export const insertTraveller = (member: boolean, phone: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date()
    const [row] = yield* sql<{ id: string }>`
      INSERT INTO users (phone, first_name, last_name, communication_type, member, created_at, updated_at)
      VALUES (${phone}, 'Meera', 'Iyer', 'sms', ${member}, ${now}, ${now})
      RETURNING id::text AS id`
    return row!.id
  }).pipe(Effect.orDie)

export interface StayRow {
  readonly status: BookingStatus
  /** Epoch ms, or null. */
  readonly checked_in_ms: number | null
  readonly checked_out_ms: number | null
  readonly updated_ms: number
}

const ms = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`

export const stayRow = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<StayRow>`SELECT status, ${sql.literal(ms("checked_in_at"))} AS checked_in_ms,
        ${sql.literal(ms("checked_out_at"))} AS checked_out_ms, ${sql.literal(ms("updated_at"))} AS updated_ms
      FROM orders WHERE order_id = ${orderId}`
    return {
      ...row!,
      checked_in_ms: row!.checked_in_ms === null ? null : Number(row!.checked_in_ms),
      checked_out_ms: row!.checked_out_ms === null ? null : Number(row!.checked_out_ms),
      updated_ms: Number(row!.updated_ms),
    }
  }).pipe(Effect.orDie)

/** The ledger's credits for an order's stay: [paise] per entry, so a second credit shows. */
export const stayCredits = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ amount_paise: number }>`
      SELECT amount_paise FROM points_entries WHERE order_id = ${orderId} AND kind = 'credit'`
    return rows.map((row) => row.amount_paise)
  }).pipe(Effect.orDie)
