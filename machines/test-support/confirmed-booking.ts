import type { ConfirmedBooking } from "#core/api/checkout.ts"

/** A pay-now booking of two nights whose payment is still on its way (order 'initiated'). */
export const pendingBooking: ConfirmedBooking = {
  order_id: "BKQ7M2XW4RTY8ZPLK3VN6DHGA",
  status: "initiated",
  payment: { mode: "pay_now", status: "pending" },
  user: { name: "Asha Rao", email: "asha@example.com", contact_number: "+919845012345" },
  hotel: {
    id: "1044",
    name: "Itsy Palm International",
    city: "Bengaluru",
    locality: "MG Road",
    street: "12 Residency Road",
    image_url: null,
    directions: "https://www.google.com/maps/dir/?api=1&destination=12.973000,77.608000",
    coordinates: { lat: 12.973, lng: 77.608 },
    policies: [],
  },
  date: { checkin: "2026-12-05", checkout: "2026-12-07" },
  check_in_time: "12:00 PM",
  check_out_time: "11:00 AM",
  room: { type: "oak", name: "Oak", count: 1 },
  roomconfig: "2-0",
  guest: { adults: 2, children: 0 },
  coupon_code: null,
  gstin: null,
  rate_plan: {
    code: "rp",
    name: "Refundable",
    type: "refundable",
    cancellation_policy: { code: "rp", description: "Free cancellation up to 24 hours before check-in" },
    pretaxPrice: 800_000,
    tax: 40_000,
    couponDiscount: 0,
    memberDiscount: 0,
    sellingPrice: 840_000,
    platformFee: 5_000,
    totalAmountWithPlatformFee: 845_000,
    finalPreTaxPrice: 800_000,
    walletDiscountedPrice: 845_000,
    treeboPointsDiscount: 0,
    balanceAmount: 845_000,
    paidAmount: 0,
    netPayableAmount: 845_000,
  },
  booked_at: "2026-11-23T08:07:00.000Z",
}

/** The same booking once its payment was taken. */
export const paidBooking: ConfirmedBooking = {
  ...pendingBooking,
  status: "confirmed",
  payment: { mode: "pay_now", status: "success" },
  rate_plan: { ...pendingBooking.rate_plan, paidAmount: 845_000, balanceAmount: 0 },
}
