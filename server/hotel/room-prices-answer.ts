import { dataJson } from "#core/api/envelope.ts"
import { RoomPrices } from "#core/api/hotel-detail.ts"
import { paymentModeOf } from "#core/api/pricing.ts"
import { daysBetween } from "#core/dates/calendar-day.ts"
import type { CouponCheck } from "#core/pricing/coupons.ts"
import { type RoomPriceRequest, type RoomTypeQuotes, roomTypePriceWire } from "./room-prices.ts"

/**
 * The room-price answer (spec-search §7) of a request and its priced room types, with what the page
 * says of the coupon asked, if any. The handler and the fast lane (ADR 125) both answer with it.
 */
export const roomPricesAnswer = (
  request: RoomPriceRequest,
  priced: ReadonlyArray<RoomTypeQuotes>,
  check: CouponCheck | undefined,
): RoomPrices => {
  const { hotel, stay, channel, member } = request
  // In the catalogue's order, which its schema keeps to the spec's priority order.
  const wire = priced.map((p) => roomTypePriceWire(hotel.id, p))
  return {
    hotel_id: hotel.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: daysBetween(stay.checkin, stay.checkout),
    channel,
    payment_mode: paymentModeOf(channel),
    total_price: Object.fromEntries(wire.map((w) => [w.room_type_id, w])),
    room_type_ids: wire.map((w) => w.room_type_id),
    coupon_code: check?.ok === true ? check.coupon.code : null,
    coupon_success_message: check?.ok === true ? check.message : null,
    coupon_error: check?.ok === false ? check.message : null,
    login_coupon_applied: member,
    // The points wallet ledger does not exist yet (checkout builds it): nothing to apply.
    wallet_applied: false,
  }
}

/** The kept answer without a coupon, in its wire shape: the handler's miss and the lane's are one text. */
export const roomPricesJson = (request: RoomPriceRequest, priced: ReadonlyArray<RoomTypeQuotes>): string =>
  dataJson(RoomPrices, roomPricesAnswer(request, priced, undefined))
