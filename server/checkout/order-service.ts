import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Conflict, entry } from "#core/api/errors.ts"
import { holdExpiresAt } from "#core/checkout/hold.ts"
import {
  bookingEmail,
  movesInto,
  type OrderMode,
  orderAmounts,
  orderMessages,
} from "#core/checkout/orders.ts"
import { couponGuestKey } from "#core/pricing/coupons.ts"
import { AppClock } from "#core/services/clock.ts"
import { AvailabilityWatch } from "../notices/watch.ts"
import { Email } from "../outbox/email.ts"
import { Coupons } from "../pricing/coupons.ts"
import { Points } from "../rewards/points.ts"
import { ServerSettings } from "../settings.ts"
import { CrashPoints } from "../test-control/crash-points.ts"
import type { PricedCart } from "./cart-pricing.ts"
import { confirmationEmail } from "./confirmation-email.ts"
import { releaseRooms, retakeRooms, takeRooms } from "./holds.ts"
import { newOrderId } from "./order-ids.ts"
import { COLUMNS, findOrder, type OrderRecord, type OrderRow, recordOf } from "./order-repo.ts"
import { orderTransaction } from "./order-transaction.ts"

/** The traveller's details of an order, as checked by the contract. */
export interface TravellerDetails {
  readonly name: string
  readonly country_code: string
  readonly mobile: string
  readonly email?: string
  readonly message?: string
  readonly has_opted_for_whatsapp?: boolean
  /** Present only with a valid GSTIN (spec-checkout §5). */
  readonly gst?: { readonly gstin: string; readonly name: string | null; readonly address: string | null }
}

export interface NewOrder {
  readonly mode: OrderMode
  /** initiated for pay now; confirmed or reserved at the hotel (ADR 078). */
  readonly status: "initiated" | "confirmed" | "reserved"
  readonly priced: PricedCart
  readonly memberId: string | undefined
  readonly traveller: TravellerDetails
}

/** What became of a payment the gateway took: the booking's status, or failed when none came of it. */
export type PaidOutcome = "confirmed" | "failed" | "cancelled" | "checked_in" | "checked_out" | "noshow"

const conflict = (code: string, message: string) => new Conflict(entry(code, message))

/**
 * Orders from placing to confirmation (ADR 078). Placing takes the rooms of every night, the
 * points and the coupon use in one transaction with the order row; the rooms and points of an
 * order that expires or fails are given back once, and freed rooms reach the availability watch.
 */
export class Orders extends Context.Service<
  Orders,
  {
    readonly place: (order: NewOrder) => Effect.Effect<OrderRecord, Conflict>
    /** Records a gateway order made for `orderId`; one per attempt to pay. */
    readonly attachPayment: (
      orderId: string,
      psOrderId: string,
      gatewayOrderId: string,
      amountPaise: number,
    ) => Effect.Effect<void>
    /** An initiated order that can no longer be paid (the gateway was unreachable): gives all back. */
    readonly abandon: (orderId: string) => Effect.Effect<void>
    /**
     * A captured payment of the order's full amount, already checked against the gateway. Idempotent:
     * a confirmed order stays confirmed. A payment after the hold lapsed re-takes the rooms when they
     * are free; otherwise the order fails with a refund due.
     */
    readonly paid: (
      orderId: string,
      gatewayOrderId: string,
      paymentId: string,
    ) => Effect.Effect<PaidOutcome, Conflict>
    /** A failed payment attempt: recorded; the order keeps its hold so the traveller may try again. */
    readonly paymentFailed: (gatewayOrderId: string, paymentId: string) => Effect.Effect<void>
    /** An unpaid order past its hold gives its rooms and points back. True when it expired now. */
    readonly expire: (orderId: string) => Effect.Effect<boolean, Conflict>
    /**
     * Gives back the points, coupon use and rooms of a booking that will not happen, once, inside
     * the caller's transaction (a cancellation, ADR 084). Answers the hotel whose rooms were freed.
     */
    readonly giveBack: (orderId: string, now: number) => Effect.Effect<string | undefined>
    /** Offers freed rooms to travellers waiting for them; call after the commit. */
    readonly announce: (hotelId: string | undefined) => Effect.Effect<void>
  }
>()("booking/server/checkout/Orders") {
  static readonly layerNoDeps = Layer.effect(
    Orders,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const points = yield* Points
      const coupons = yield* Coupons
      const email = yield* Email
      const watch = yield* AvailabilityWatch
      const settings = yield* ServerSettings
      const crash = yield* CrashPoints
      // The helpers of holds.ts and order-repo.ts join whatever transaction this client has open.
      const withSql = Effect.provideService(SqlClient.SqlClient, sql)
      // spec-checkout §5's default address: the bookings mailbox of the configured public origin.
      const systemEmail = `bookings@${new URL(settings.publicOrigin.website).hostname}`

      /**
       * The points and rooms of an order that will not happen, given back once each. Its coupon use
       * stays recorded: the coupon catalogue offers no way yet to take a use back.
       */
      const giveBack = (orderId: string, now: number) =>
        Effect.gen(function* () {
          yield* points.reverse(orderId)
          yield* coupons.releaseRedemption(orderId)
          return yield* releaseRooms(orderId, now)
        })

      /** Freed rooms are offered to travellers waiting for them (ADR 073), after the commit. */
      const announce = (hotelId: string | undefined) =>
        hotelId === undefined ? Effect.void : Effect.asVoid(watch.check(hotelId))

      /** `order` as the transaction leaves it: written or moved there, not read again. */
      const sendConfirmation = (order: OrderRecord) =>
        // No mail to the system's own address: the traveller gave none (spec-checkout §5).
        order.emailGiven ? email.send(confirmationEmail(order, settings.publicOrigin.website)) : Effect.void

      const place = Effect.fn("Orders.place")(function* (order: NewOrder) {
        const { priced, traveller } = order
        const { cart, quote } = priced
        const now = yield* clock.now
        const orderId = newOrderId()
        const amounts = orderAmounts(order.mode, quote)
        const given = traveller.email?.trim() ?? ""
        const roomType = priced.hotel.roomTypes.find((t) => t.code === cart.roomType)
        if (roomType === undefined) return yield* conflict("sold_out", orderMessages.soldOut)
        const usesPoints = amounts.pointsPaise > 0 && order.memberId !== undefined
        const placed = yield* orderTransaction(
          Effect.gen(function* () {
            const inserted =
              yield* sql<OrderRow>`INSERT INTO orders (order_id, bid, user_id, hotel_id, room_type, rate_plan, checkin, checkout,
                rooms, roomconfig, channel, coupon_code, plan, mode, status, total_paise, pay_now_paise,
                points_paise, guest_name, country_code, mobile, email, email_given, gstin, organization_name,
                organization_address, whatsapp, message, rooms_held, hold_expires_at, created_at, updated_at,
                confirmed_at)
              VALUES (${orderId}, ${cart.bid}, ${order.memberId ?? null},
                ${cart.hotelId}, ${cart.roomType}, ${cart.ratePlanCode}, ${cart.checkin}::date,
                ${cart.checkout}::date, ${cart.rooms.length}, ${cart.roomconfig}, ${cart.channel},
                ${quote.couponCodeApplied}, ${JSON.stringify(priced.itinerary)}::jsonb, ${order.mode},
                ${order.status}, ${amounts.totalPaise}, ${amounts.payNowPaise},
                ${usesPoints ? amounts.pointsPaise : 0}, ${traveller.name}, ${traveller.country_code},
                ${traveller.mobile}, ${bookingEmail(given, systemEmail)}, ${given !== ""},
                ${traveller.gst?.gstin ?? null}, ${traveller.gst?.name ?? null}, ${traveller.gst?.address ?? null},
                ${traveller.has_opted_for_whatsapp ?? false}, ${traveller.message ?? null}, true,
                ${order.mode === "pay_now" ? new Date(holdExpiresAt(now)) : null}, ${new Date(now)},
                ${new Date(now)}, ${order.status === "confirmed" ? new Date(now) : null})
              RETURNING ${sql.literal(COLUMNS)}`
            const missed = yield* takeRooms({
              orderId,
              hotelId: cart.hotelId,
              roomType: cart.roomType,
              checkin: cart.checkin,
              checkout: cart.checkout,
              rooms: cart.rooms.length,
              capacity: roomType.roomCount,
            })
            if (missed.length > 0) return yield* conflict("sold_out", orderMessages.soldOut)
            if (usesPoints) {
              yield* points.debit(order.memberId!, amounts.pointsPaise, orderId).pipe(
                Effect.catchTag("PointsShort", () =>
                  Effect.fail(conflict("points_changed", orderMessages.pointsChanged)),
                ),
                // A new order id has no debit yet: another one would be a bug.
                Effect.catchTag("OrderAlreadyDebited", Effect.die),
              )
            }
            if (quote.couponCodeApplied !== null) {
              const guestKey =
                order.memberId !== undefined
                  ? couponGuestKey({ userId: order.memberId })
                  : given !== ""
                    ? couponGuestKey({ email: given })
                    : `phone:${traveller.country_code}${traveller.mobile}`
              yield* coupons
                .recordRedemption(quote.couponCodeApplied, orderId, guestKey, cart.channel)
                // Used up since it was applied: the cart's price is no longer the one agreed.
                .pipe(Effect.mapError((error) => conflict("coupon_not_redeemable", error.message)))
            }
            const placed = recordOf(inserted[0]!)
            if (order.status !== "initiated") yield* sendConfirmation(placed)
            yield* crash.reach("order.before-commit")
            return placed
          }),
        )
        yield* crash.reach("order.after-commit")
        return placed
      }, withSql)

      const attachPayment = Effect.fn("Orders.attachPayment")(function* (
        orderId: string,
        psOrderId: string,
        gatewayOrderId: string,
        amountPaise: number,
      ) {
        const at = new Date(yield* clock.now)
        yield* sql`INSERT INTO payments (ps_order_id, order_id, gateway_order_id, status, amount_paise, created_at, updated_at)
          VALUES (${psOrderId}, ${orderId}, ${gatewayOrderId}, 'created', ${amountPaise}, ${at}, ${at})`
      }, Effect.orDie)

      /** Moves the order to `to` if it may go there from where it is; true when it moved. */
      const move = (
        orderId: string,
        to: "confirmed" | "failed" | "expired",
        now: number,
        refundDue = false,
      ) =>
        Effect.map(
          sql<{ order_id: string }>`UPDATE orders SET status = ${to}, updated_at = ${new Date(now)},
              refund_due = refund_due OR ${refundDue},
              confirmed_at = ${to === "confirmed" ? new Date(now) : null}
            WHERE order_id = ${orderId}
              AND status IN (${sql.literal(
                movesInto(to)
                  .map((s) => `'${s}'`)
                  .join(", "),
              )})
            RETURNING order_id`,
          (rows) => rows.length > 0,
        )

      const abandon = Effect.fn("Orders.abandon")(
        function* (orderId: string) {
          const now = yield* clock.now
          const freed = yield* orderTransaction(
            Effect.gen(function* () {
              if (!(yield* move(orderId, "failed", now))) return undefined
              return yield* giveBack(orderId, now)
            }),
          ).pipe(
            // Still held after every retry: the hold's expiry gives it all back on a later pass.
            Effect.catchTag("Conflict", () => Effect.succeed(undefined)),
          )
          yield* announce(freed)
        },
        withSql,
        Effect.orDie,
      )

      const paid = Effect.fn("Orders.paid")(function* (
        orderId: string,
        gatewayOrderId: string,
        paymentId: string,
      ) {
        const now = yield* clock.now
        return yield* orderTransaction(
          Effect.gen(function* () {
            const order = yield* findOrder(orderId, true)
            if (order === undefined) return yield* Effect.die(new Error(`order ${orderId} vanished`))
            yield* sql`UPDATE payments SET status = 'captured', payment_id = ${paymentId}, updated_at = ${new Date(now)}
              WHERE gateway_order_id = ${gatewayOrderId} AND status <> 'captured'`
            switch (order.status) {
              case "confirmed":
              case "reserved":
                return "confirmed" as const
              // A booking whose payment was settled before: the answer is what became of it.
              case "cancelled":
              case "checked_in":
              case "checked_out":
              case "noshow":
                return order.status
              case "failed":
                // Money taken for an order that will not happen is owed back.
                yield* sql`UPDATE orders SET refund_due = true WHERE order_id = ${orderId}`
                return "failed" as const
              case "initiated":
                yield* move(orderId, "confirmed", now)
                yield* sendConfirmation({ ...order, status: "confirmed" })
                return "confirmed" as const
              case "expired": {
                // Points given back at expiry cannot be spent again for the same order (one debit per
                // order), so only a stay paid wholly by the gateway can be revived.
                const revived = order.amounts.pointsPaise === 0 && (yield* retakeRooms(orderId, now))
                if (!revived) {
                  yield* move(orderId, "failed", now, true)
                  return "failed" as const
                }
                yield* move(orderId, "confirmed", now)
                yield* sendConfirmation({ ...order, status: "confirmed" })
                return "confirmed" as const
              }
            }
          }).pipe(Effect.tap(() => crash.reach("booking.before-commit"))),
        )
      }, withSql)

      const paymentFailed = Effect.fn("Orders.paymentFailed")(function* (
        gatewayOrderId: string,
        paymentId: string,
      ) {
        const at = new Date(yield* clock.now)
        yield* sql`UPDATE payments SET status = 'failed', payment_id = ${paymentId}, updated_at = ${at}
          WHERE gateway_order_id = ${gatewayOrderId} AND status = 'created'`
      }, Effect.orDie)

      const expire = Effect.fn("Orders.expire")(function* (orderId: string) {
        const now = yield* clock.now
        const freed = yield* orderTransaction(
          Effect.gen(function* () {
            const [due] = yield* sql<{ order_id: string }>`SELECT order_id FROM orders
              WHERE order_id = ${orderId} AND status = 'initiated' AND hold_expires_at <= ${new Date(now)}
              FOR UPDATE`
            if (due === undefined || !(yield* move(orderId, "expired", now))) return { expired: false }
            return { expired: true, hotelId: yield* giveBack(orderId, now) }
          }),
        )
        yield* announce(freed.hotelId)
        return freed.expired
      }, withSql)

      return Orders.of({
        place,
        attachPayment,
        abandon,
        paid,
        paymentFailed,
        expire,
        giveBack: (orderId, now) => withSql(giveBack(orderId, now)).pipe(Effect.orDie),
        announce,
      })
    }),
  )
}
