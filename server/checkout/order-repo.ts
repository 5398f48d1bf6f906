import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Itinerary } from "#core/api/checkout.ts"
import type { OrderAmounts, OrderMode, OrderStatus } from "#core/checkout/orders.ts"

/** An order as stored. Instants are epoch ms. */
export interface OrderRecord {
  readonly orderId: string
  readonly userId: string | null
  readonly hotelId: string
  readonly roomType: string
  readonly ratePlan: string
  /** YYYY-MM-DD */
  readonly checkin: string
  readonly checkout: string
  readonly rooms: number
  readonly roomconfig: string
  readonly couponCode: string | null
  /** The priced itinerary when the order was placed: what confirmation shows. */
  readonly plan: Itinerary
  readonly mode: OrderMode
  readonly status: OrderStatus
  readonly amounts: OrderAmounts
  readonly guestName: string
  readonly countryCode: string
  readonly mobile: string
  readonly email: string
  /** False when the traveller gave none and `email` is the system's address (spec-checkout §5). */
  readonly emailGiven: boolean
  readonly gstin: string | null
  readonly roomsHeld: boolean
  readonly refundDue: boolean
  readonly holdExpiresAt: number | null
  readonly createdAt: number
  /** The secret of the booking's cancellation link /c-{hash}/ (ADR 084). */
  readonly cancellationHash: string
}

export interface OrderRow {
  readonly order_id: string
  readonly user_id: string | null
  readonly hotel_id: string
  readonly room_type: string
  readonly rate_plan: string
  readonly checkin: string
  readonly checkout: string
  readonly rooms: number
  readonly roomconfig: string
  readonly coupon_code: string | null
  readonly plan: string
  readonly mode: OrderMode
  readonly status: OrderStatus
  readonly total_paise: number
  readonly pay_now_paise: number
  readonly points_paise: number
  readonly guest_name: string
  readonly country_code: string
  readonly mobile: string
  readonly email: string
  readonly email_given: boolean
  readonly gstin: string | null
  readonly rooms_held: boolean
  readonly refund_due: boolean
  readonly hold_expires_ms: number | null
  readonly created_ms: number
  readonly cancellation_hash: string
}

export const recordOf = (row: OrderRow): OrderRecord => ({
  orderId: row.order_id,
  userId: row.user_id,
  hotelId: row.hotel_id,
  roomType: row.room_type,
  ratePlan: row.rate_plan,
  checkin: row.checkin,
  checkout: row.checkout,
  rooms: row.rooms,
  roomconfig: row.roomconfig,
  couponCode: row.coupon_code,
  plan: JSON.parse(row.plan) as Itinerary,
  mode: row.mode,
  status: row.status,
  amounts: { totalPaise: row.total_paise, payNowPaise: row.pay_now_paise, pointsPaise: row.points_paise },
  guestName: row.guest_name,
  countryCode: row.country_code,
  mobile: row.mobile,
  email: row.email,
  emailGiven: row.email_given,
  gstin: row.gstin,
  roomsHeld: row.rooms_held,
  refundDue: row.refund_due,
  holdExpiresAt: row.hold_expires_ms === null ? null : Number(row.hold_expires_ms),
  createdAt: Number(row.created_ms),
  cancellationHash: row.cancellation_hash,
})

/** Epoch ms as float8: one shape on PGlite and PostgreSQL. */
const ms = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`

export const COLUMNS = `order_id, user_id::text AS user_id, hotel_id, room_type, rate_plan,
  to_char(checkin, 'YYYY-MM-DD') AS checkin, to_char(checkout, 'YYYY-MM-DD') AS checkout, rooms, roomconfig,
  coupon_code, plan::text AS plan, mode, status, total_paise, pay_now_paise, points_paise, guest_name,
  country_code, mobile, email, email_given, gstin, rooms_held, refund_due,
  ${ms("hold_expires_at")} AS hold_expires_ms, ${ms("created_at")} AS created_ms, cancellation_hash`

/** The order, locked for the rest of the transaction when `forUpdate`. */
export const findOrder = Effect.fnUntraced(function* (orderId: string, forUpdate = false) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<OrderRow>`SELECT ${sql.literal(COLUMNS)} FROM orders WHERE order_id = ${orderId}
    ${sql.literal(forUpdate ? "FOR UPDATE" : "")}`
  const row = rows[0]
  return row === undefined ? undefined : recordOf(row)
})

/**
 * Pay-now orders still waiting for their payment, and those that expired after `lateSince` (a
 * payment may still complete for them); waiting ones first, oldest first.
 */
export const waitingOrders = Effect.fnUntraced(function* (limit: number, lateSince: number) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ order_id: string }>`
    SELECT order_id FROM orders
    WHERE status = 'initiated' OR (status = 'expired' AND hold_expires_at > ${new Date(lateSince)})
    ORDER BY status = 'expired', created_at LIMIT ${limit}`
  return rows.map((row) => row.order_id)
})

/** A pay-now attempt: our id for it and the gateway order it pays. */
export interface PaymentRecord {
  readonly psOrderId: string
  readonly orderId: string
  readonly gatewayOrderId: string
  readonly paymentId: string | null
  readonly status: "created" | "captured" | "failed"
  readonly amountPaise: number
}

interface PaymentRow {
  readonly ps_order_id: string
  readonly order_id: string
  readonly gateway_order_id: string
  readonly payment_id: string | null
  readonly status: "created" | "captured" | "failed"
  readonly amount_paise: number
}

const paymentOf = (row: PaymentRow): PaymentRecord => ({
  psOrderId: row.ps_order_id,
  orderId: row.order_id,
  gatewayOrderId: row.gateway_order_id,
  paymentId: row.payment_id,
  status: row.status,
  amountPaise: row.amount_paise,
})

export const paymentsOfOrder = Effect.fnUntraced(function* (orderId: string) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<PaymentRow>`
    SELECT ps_order_id, order_id, gateway_order_id, payment_id, status, amount_paise
    FROM payments WHERE order_id = ${orderId} ORDER BY created_at`
  return rows.map(paymentOf)
})

export const paymentByGatewayOrder = Effect.fnUntraced(function* (gatewayOrderId: string) {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<PaymentRow>`
    SELECT ps_order_id, order_id, gateway_order_id, payment_id, status, amount_paise
    FROM payments WHERE gateway_order_id = ${gatewayOrderId}`
  return rows[0] === undefined ? undefined : paymentOf(rows[0])
})
