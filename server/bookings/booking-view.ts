import { bookingType, cancelRefusal, displayBookingStatus } from "#core/account/booking-history.ts"
import { partPayFields, partPayment } from "#core/account/part-payment.ts"
import type { Booking } from "#core/api/bookings.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { daysBetween } from "#core/dates/calendar-day.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import type { CatalogueView } from "../catalogue/store.ts"
import type { BookedOrder } from "./booking-repo.ts"
import { moneyPaidPaise, partPayTermsOf } from "./cancellation-terms.ts"

/**
 * spec-checkout §9: check-in 12 pm, check-out 11 am, as 'hh:mm A'. The catalogue keeps no
 * per-hotel times, so every hotel shows these, as the confirmation does.
 */
const CHECK_IN_TIME = "12:00 PM"
const CHECK_OUT_TIME = "11:00 AM"

export interface BookingViewContext {
  readonly view: Pick<CatalogueView, "cities" | "localities">
  /**
   * The phone a traveller calls about the booking: the support line of the channel it was made
   * on, since the catalogue keeps no hotel phone numbers.
   */
  readonly contact: string
  readonly now: number
  /** The page that takes a member's part-prepayment (ADR 095). */
  readonly partPayLink: (orderId: string) => string
}

/**
 * One booking as history, one booking and the cancellation page read it (spec-checkout §3
 * 'Booking (history)', ADR 084). Money comes from the plan priced when the order was placed, so the
 * booking shows what was charged whatever prices do afterwards; the hotel's place and looks come
 * from the catalogue.
 */
export const bookingView = (order: BookedOrder, hotel: Hotel, context: BookingViewContext): Booking => {
  const { plan } = order
  const ratePlan = plan.selected_rate_plan
  const city = context.view.cities.find((c) => c.id === hotel.cityId)
  const locality = context.view.localities.find((l) => l.id === hotel.localityId)?.name ?? ""
  const rooms = parseRoomConfig(order.roomconfig)
  const cityName = city?.name ?? ""
  const pointsPaise = order.amounts.pointsPaise
  const partPay = partPayFields(
    partPayment(
      partPayTermsOf(order),
      context.now,
      // The page is a member's: a booking made without an account has nobody who can open it.
      order.userId === null ? undefined : context.partPayLink,
    ),
  )
  return {
    id: order.orderId,
    status: order.status,
    // What the product took: the points spent and the gateway's payments; never the hotel's desk.
    amountPaid: pointsPaise + moneyPaidPaise(order),
    ...partPay,
    isPayAtHotel: order.mode === "pay_at_hotel",
    type: bookingType(order, context.now),
    displayBookingStatus: displayBookingStatus(order.status),
    hotel: {
      id: hotel.id,
      name: hotel.name,
      city: cityName,
      address: `${hotel.address.street}, ${locality}, ${cityName} ${hotel.address.pincode}`,
      locality,
      state: city?.state ?? "",
      imageUrl: plan.image_url,
      contact: context.contact,
      coordinates: { lat: hotel.lat, lng: hotel.lng },
      propertyType: hotel.propertyType,
    },
    dates: {
      booking: new Date(order.createdAt).toISOString(),
      checkIn: order.checkin,
      checkOut: order.checkout,
      durationOfStay: daysBetween(order.checkin, order.checkout),
      cancel: order.cancelledAt === null ? null : new Date(order.cancelledAt).toISOString(),
    },
    time: { checkIn: CHECK_IN_TIME, checkOut: CHECK_OUT_TIME },
    roomConfig: {
      adults: rooms.reduce((n, room) => n + room.adults, 0),
      kids: rooms.reduce((n, room) => n + room.kids, 0),
      count: order.rooms,
      type: plan.room.type,
      name: plan.room.name,
    },
    // basePrice + tax = total; total + platformFee = totalAmountWithPlatformFee. The voucher and
    // member discounts are already taken off basePrice and are shown for what they saved.
    price: {
      basePrice: ratePlan.pretaxPrice,
      tax: ratePlan.tax,
      total: ratePlan.sellingPrice,
      voucherPrice: ratePlan.couponDiscount,
      memberDiscountPrice: ratePlan.memberDiscount,
      platformFee: ratePlan.platformFee,
      totalAmountWithPlatformFee: ratePlan.totalAmountWithPlatformFee,
    },
    coupon: order.couponCode === null ? null : { code: order.couponCode, amount: ratePlan.couponDiscount },
    // A booking made without an e-mail carries the system's address (spec-checkout §5): not the guest's.
    guest: {
      contact: `${order.countryCode}${order.mobile}`,
      name: order.guestName,
      email: order.emailGiven ? order.email : "",
    },
    ratePlan: {
      code: ratePlan.code,
      name: ratePlan.name,
      cancellationPolicy: ratePlan.cancellation_policy,
    },
    cancellation: cancelRefusal(order, context.now) === undefined ? { hash: order.cancellationHash } : null,
    webCheckIn: order.webCheckInReference === null ? null : { reference: order.webCheckInReference },
  }
}
