import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { type CouponRule, couponUsageProblem, normaliseCouponCode } from "#core/pricing/coupons.ts"
import type { Channel } from "#core/pricing/types.ts"
import { AppClock } from "#core/services/clock.ts"

interface CouponRow {
  readonly code: string
  readonly percent: number | null
  readonly amount_paise: number | null
  readonly max_discount_paise: number | null
  readonly valid_from: string
  readonly valid_until: string
  readonly min_nights: number
  readonly channel: Channel | null
  readonly members_only: boolean
  readonly min_bill_paise: number
  readonly per_guest_limit: number | null
  readonly total_limit: number | null
  readonly description: string
}

/** Confirmed bookings that used a code: by one guest, and by everyone. */
export interface CouponUsage {
  readonly byGuest: number
  readonly total: number
}

/**
 * A coupon checkout may not record on a booking: withdrawn, used up (the message is the one
 * checkCoupon gives), or the order already used another coupon.
 */
export class CouponNotRedeemable extends Schema.TaggedError<CouponNotRedeemable>()("CouponNotRedeemable", {
  code: Schema.String,
  reason: Schema.Literals(["unknown", "used_up", "order_has_coupon"]),
  detail: Schema.String,
}) {
  override get message() {
    return this.detail
  }
}

const ruleOf = (row: CouponRow): CouponRule => {
  const terms = {
    code: row.code,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    minNights: row.min_nights,
    channel: row.channel,
    membersOnly: row.members_only,
    minBillPaise: row.min_bill_paise,
    perGuestLimit: row.per_guest_limit,
    totalLimit: row.total_limit,
    description: row.description,
  }
  // The table's CHECK holds exactly one of percent and amount_paise.
  return row.percent === null
    ? { kind: "flat", amountPaise: row.amount_paise!, ...terms }
    : { kind: "percent", percent: row.percent, maxDiscountPaise: row.max_discount_paise, ...terms }
}

/**
 * The coupon catalogue (migrations 8_coupons and 14_coupon_rules) and its redemptions. Read on
 * every use, not cached: a coupon withdrawn or used up on one server process must stop applying on
 * every other at once.
 */
export class Coupons extends Context.Service<
  Coupons,
  {
    /** The stored coupon of a code typed in any case, or undefined. */
    readonly find: (code: string) => Effect.Effect<CouponRule | undefined>
    /** Uses of a code so far; `byGuest` is 0 without a guest key (`couponGuestKey`). */
    readonly usage: (code: string, guestKey: string | undefined) => Effect.Effect<CouponUsage>
    /**
     * Records that order `orderId` used `code`, inside checkout's confirm transaction, so the use and
     * the booking commit together. Refuses when a limit would be passed; the coupon's row is locked
     * first, so concurrent last uses on any process take turns and only one gets through. Recording
     * the same order and code again changes nothing.
     */
    readonly recordRedemption: (
      code: string,
      orderId: string,
      guestKey: string,
      channel: Channel,
    ) => Effect.Effect<void, CouponNotRedeemable>
    /**
     * Gives back the use of an order that failed or expired, inside its transaction, so the coupon
     * can be used again; an order without one, or asked twice, changes nothing.
     */
    readonly releaseRedemption: (orderId: string) => Effect.Effect<void>
  }
>()("booking/server/pricing/Coupons") {
  static readonly layer = Layer.effect(
    Coupons,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const select = (code: string, lock: boolean) => sql<CouponRow>`
        SELECT code, percent, amount_paise, max_discount_paise,
               to_char(valid_from, 'YYYY-MM-DD') AS valid_from,
               to_char(valid_until, 'YYYY-MM-DD') AS valid_until, min_nights, channel, members_only,
               min_bill_paise, per_guest_limit, total_limit, description
        FROM coupons WHERE code = ${normaliseCouponCode(code)} ${sql.literal(lock ? "FOR UPDATE" : "")}`
      const count = (code: string, guestKey: string | undefined) =>
        Effect.map(
          sql<{ readonly by_guest: number; readonly total: number }>`
            SELECT (count(*) FILTER (WHERE user_key = ${guestKey ?? ""}))::int AS by_guest,
                   count(*)::int AS total
            FROM coupon_redemptions WHERE code = ${code}`,
          ([row]): CouponUsage => ({ byGuest: row?.by_guest ?? 0, total: row?.total ?? 0 }),
        )
      return {
        find: Effect.fn("Coupons.find")(function* (code: string) {
          const [row] = yield* select(code, false).pipe(Effect.orDie)
          return row === undefined ? undefined : ruleOf(row)
        }),
        usage: Effect.fn("Coupons.usage")(function* (code: string, guestKey: string | undefined) {
          return yield* count(normaliseCouponCode(code), guestKey).pipe(Effect.orDie)
        }),
        recordRedemption: Effect.fn("Coupons.recordRedemption")(function* (
          code: string,
          orderId: string,
          guestKey: string,
          channel: Channel,
        ) {
          const at = new Date(yield* clock.now)
          const wanted = normaliseCouponCode(code)
          const refuse = (reason: CouponNotRedeemable["reason"], detail: string) =>
            Effect.fail(new CouponNotRedeemable({ code: wanted, reason, detail }))
          yield* sql
            .withTransaction(
              Effect.gen(function* () {
                // The lock is held to the end of the caller's transaction; under READ COMMITTED
                // the count below then sees every use committed by the previous holder.
                const [row] = yield* select(wanted, true)
                if (row === undefined) return yield* refuse("unknown", `Coupon ${wanted} does not exist`)
                const [recorded] = yield* sql<{ readonly code: string }>`
                  SELECT code FROM coupon_redemptions WHERE order_id = ${orderId}`
                if (recorded !== undefined) {
                  if (recorded.code === wanted) return
                  return yield* refuse(
                    "order_has_coupon",
                    `Booking ${orderId} already has coupon ${recorded.code}`,
                  )
                }
                const uses = yield* count(wanted, guestKey)
                const problem = couponUsageProblem(ruleOf(row), uses.byGuest, uses.total)
                if (problem !== undefined) return yield* refuse("used_up", problem)
                yield* sql`INSERT INTO coupon_redemptions (order_id, code, user_key, channel, created_at)
                  VALUES (${orderId}, ${wanted}, ${guestKey}, ${channel}, ${at})`
              }),
            )
            .pipe(Effect.catchTag("SqlError", Effect.die))
        }),
        releaseRedemption: Effect.fn("Coupons.releaseRedemption")(function* (orderId: string) {
          yield* sql`DELETE FROM coupon_redemptions WHERE order_id = ${orderId}`.pipe(Effect.orDie)
        }),
      }
    }),
  )
}
