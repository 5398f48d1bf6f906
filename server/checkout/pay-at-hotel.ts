import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { BadRequest, entry, TooManyRequests } from "#core/api/errors.ts"
import { orderMessages } from "#core/checkout/orders.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { AppClock } from "#core/services/clock.ts"
import { Captcha } from "../captcha/service.ts"
import { VerifiedPhones } from "../otp/verified.ts"
import { type OrderPayload, prepareOrder } from "./order-placing.ts"
import { Orders } from "./order-service.ts"

/**
 * Whether the number has an OTP-less pay-at-hotel booking whose stay has not ended: one such
 * booking per number at a time (spec-checkout §4 'OTP flow', ADR 078).
 */
export const unverifiedBookingMade = Effect.fnUntraced(function* (mobile: string) {
  const sql = yield* SqlClient.SqlClient
  const today = businessDay(yield* (yield* AppClock).now)
  const rows = yield* sql`SELECT 1 FROM orders
    WHERE mobile = ${mobile} AND mode = 'pay_at_hotel' AND status = 'reserved' AND checkout > ${today}::date
    LIMIT 1`.pipe(Effect.orDie)
  return rows.length > 0
})

/**
 * Pay at hotel (ADR 078). A number verified by OTP for pay_at_hotel books a confirmed stay. Without
 * one (the channel asks for no OTP, or the traveller skips it) the booking is OTP-less: it needs a
 * captcha proof, only one may be open per number (a second answers 429, the client's 'pay at
 * hotel blocked' modal), and it is reserved rather than confirmed until the hotel sees the guest.
 */
export const payAtHotel = Effect.fnUntraced(function* (
  payload: OrderPayload & { readonly recaptcha_user_token?: string },
  authorization: string | undefined,
) {
  const prepared = yield* prepareOrder(payload, authorization)
  const { itinerary } = prepared.priced
  if (!itinerary.pay_at_hotel_enabled) {
    return yield* new BadRequest(entry("pay_at_hotel_unavailable", orderMessages.payAtHotelOff))
  }
  const verified =
    itinerary.otp_enabled &&
    payload.country_code === "+91" &&
    (yield* (yield* VerifiedPhones).isVerified(payload.mobile))
  if (!verified) {
    const token = payload.recaptcha_user_token ?? ""
    if (token === "") {
      return yield* new BadRequest(
        itinerary.otp_enabled
          ? entry("phone_not_verified", orderMessages.notVerified, "mobile")
          : entry("captcha_required", orderMessages.captchaNeeded, "recaptcha_user_token"),
      )
    }
    if (yield* unverifiedBookingMade(payload.mobile)) {
      return yield* new TooManyRequests(
        entry("unverified_booking_made", orderMessages.unverifiedBookingMade, "mobile"),
      )
    }
    if (!(yield* (yield* Captcha).consume(token))) {
      return yield* new BadRequest(
        entry("captcha_required", orderMessages.captchaNeeded, "recaptcha_user_token"),
      )
    }
  }
  const order = yield* (yield* Orders).place({
    mode: "pay_at_hotel",
    status: verified ? "confirmed" : "reserved",
    ...prepared,
  })
  return {
    order_id: order.orderId,
    order_event_args: {
      amount: order.amounts.totalPaise - order.amounts.pointsPaise,
      currency: "INR" as const,
    },
  }
})
