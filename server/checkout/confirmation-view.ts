import type { ConfirmedBooking, PaymentStatus } from "#core/api/checkout.ts"
import type { Policy } from "#core/catalogue/features.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { directionsLink, paymentStatusOf, settlementOf } from "#core/checkout/orders.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import type { OrderRecord } from "./order-repo.ts"

/** spec-checkout §3 'Payment details': what the payment page needs, including the way back to the itinerary. */
export const paymentStatusView = (order: OrderRecord): typeof PaymentStatus.Type => ({
  order_id: order.orderId,
  status: paymentStatusOf(order.status),
  checkin: order.checkin,
  checkout: order.checkout,
  hotel_id: order.hotelId,
  rateplan: order.ratePlan,
  roomconfig: order.roomconfig,
  roomtype: order.plan.room.type,
})

/**
 * spec-checkout §3 'Confirmation state', from the plan priced when the order was placed: it shows
 * what was charged, whatever prices do afterwards. Check-in 12 pm, check-out 11 am (spec §9).
 */
export const confirmedBookingView = (
  order: OrderRecord,
  hotel: Hotel,
  policies: ReadonlyArray<Policy>,
): ConfirmedBooking => {
  const { plan } = order
  const ratePlan = plan.selected_rate_plan
  const rooms = parseRoomConfig(order.roomconfig)
  const wording = new Map(policies.map((p) => [p.type, p]))
  return {
    order_id: order.orderId,
    status: order.status,
    payment: { mode: order.mode, status: paymentStatusOf(order.status) },
    user: {
      name: order.guestName,
      email: order.email,
      contact_number: `${order.countryCode}${order.mobile}`,
    },
    hotel: {
      id: order.hotelId,
      name: plan.hotel.name,
      city: plan.hotel.city,
      locality: plan.hotel.locality,
      street: hotel.address.street,
      image_url: plan.image_url,
      directions: directionsLink(hotel.lat, hotel.lng),
      coordinates: { lat: hotel.lat, lng: hotel.lng },
      policies: hotel.policies.flatMap((type) => {
        const policy = wording.get(type)
        return policy === undefined ? [] : [{ title: policy.title, description: policy.description }]
      }),
    },
    date: { checkin: order.checkin, checkout: order.checkout },
    check_in_time: "12:00 PM",
    check_out_time: "11:00 AM",
    room: plan.room,
    roomconfig: order.roomconfig,
    guest: {
      adults: rooms.reduce((n, room) => n + room.adults, 0),
      children: rooms.reduce((n, room) => n + room.kids, 0),
    },
    coupon_code: order.couponCode,
    gstin: order.gstin,
    rate_plan: {
      code: ratePlan.code,
      name: ratePlan.name,
      type: ratePlan.type,
      cancellation_policy: ratePlan.cancellation_policy,
      pretaxPrice: ratePlan.pretaxPrice,
      tax: ratePlan.tax,
      couponDiscount: ratePlan.couponDiscount,
      memberDiscount: ratePlan.memberDiscount,
      sellingPrice: ratePlan.sellingPrice,
      platformFee: ratePlan.platformFee,
      totalAmountWithPlatformFee: ratePlan.totalAmountWithPlatformFee,
      finalPreTaxPrice: ratePlan.finalPretaxPrice,
      walletDiscountedPrice: ratePlan.walletDiscountedPrice,
      treeboPointsDiscount: order.amounts.pointsPaise,
      ...settlementOf(order.amounts, order.status),
    },
    booked_at: new Date(order.createdAt).toISOString(),
  }
}
