import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { RoomTypeCode } from "../catalogue/hotel.ts"
import { NumericId } from "../catalogue/primitives.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { Data } from "./envelope.ts"
import { BadRequest, Conflict, NotFound, TooManyRequests, Unauthorized } from "./errors.ts"
import { RoomConfigParam } from "./hotels.ts"
import { ChannelParam } from "./pricing.ts"

const Paise = Schema.Int

/** Tracking values a client sends along (spec-checkout §7); answers never depend on them. */
const Tracking = Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200)))
const utm = {
  utm_source: Tracking,
  utm_medium: Tracking,
  utm_campaign: Tracking,
  utm_name: Tracking,
  utm_keyword: Tracking,
}

/** A cart id: opaque, random, 22-64 URL-safe characters. */
export const CartId = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9_-]{22,64}$/, { message: "must be the bid an itinerary answer gave" }),
)

/**
 * An order id, which is also the booking id of /payment-process/{bookingId}/ and
 * /confirmation/{bookingId}/ (ADR 078): unguessable, because those pages are open to anyone holding it.
 */
export const OrderId = Schema.String.check(
  Schema.isPattern(/^BK[A-Z0-9]{16,40}$/, { message: "must be an order id such as BK7Q2M…" }),
)

const CouponCode = Schema.String.check(
  Schema.isMaxLength(30),
  Schema.isPattern(/^[A-Za-z0-9_-]+$/, { message: "must be letters, digits, - or _" }),
)

const Flag = Schema.Literals(["true", "false"])

/** spec-checkout §3 'Rate plan (itinerary)' nightsBreakup, summed over the rooms of the night. */
export const NightBreakupWire = Schema.Struct({
  date: CalendarDay,
  tax: Paise,
  pretaxPrice: Paise,
  totalDiscount: Paise,
  sellingPrice: Paise,
})

/** spec-checkout §3 discountPrepaidPrice: the price when paid now, when paying now costs less. */
export const DiscountPrepaidPrice = Schema.Struct({
  strikedPrice: Paise,
  sellingPrice: Paise,
  promotionMessage: Schema.String,
  walletDiscountedPrice: Paise,
  discountPercentage: Schema.Int,
  promoDiscount: Paise,
  couponDiscount: Paise,
  tax: Paise,
  treeboPointsDiscount: Paise,
  creditableRewardPoints: Schema.Int,
})

/**
 * spec-checkout §3 'Rate plan (itinerary)': every amount is the pricing engine's, in paise, for all
 * rooms and nights of the cart. promoDiscount is the rate plan's own discount (a non-refundable plan
 * is a promotion on the refundable one); voucherAmount is the part of couponDiscount a flat-amount
 * coupon took; treeboPointsDiscount is what the points wallet pays; creditableRewardPoints are the
 * points the stay earns once completed (docs/rewards.md).
 */
export const ItineraryRatePlan = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  tag: Schema.String,
  type: Schema.Literals(["refundable", "non-refundable"]),
  description: Schema.String,
  inclusions: Schema.Array(Schema.String),
  cancellation_policy: Schema.Struct({ code: Schema.String, description: Schema.String }),
  basePrice: Paise,
  strikedPrice: Paise,
  prePromoPretaxPrice: Paise,
  promoDiscount: Paise,
  promoDiscountPercent: Schema.Int,
  memberDiscount: Paise,
  couponDiscount: Paise,
  couponCodeApplied: Schema.NullOr(Schema.String),
  couponDiscountPercent: Schema.Int,
  voucherAmount: Paise,
  pretaxPrice: Paise,
  finalPretaxPrice: Paise,
  /** The GST slab of the dearest room-night, 5 or 18; nightsBreakup has every night's tax. */
  taxPercent: Schema.Int,
  tax: Paise,
  sellingPrice: Paise,
  platformFee: Paise,
  totalAmountWithPlatformFee: Paise,
  discountPercentage: Schema.Int,
  treeboPointsDiscount: Paise,
  /** What is left to pay after the points wallet: the amount charged now (pay now). */
  walletDiscountedPrice: Paise,
  /** Points (in paise) a member's completed stay earns; 0 for a guest and on gdc. */
  creditableRewardPoints: Paise,
  /**
   * The best payment offer of the payment_gateway content: offers are cashback, so basePrice is
   * what the stay costs once it is back; the amount charged stays walletDiscountedPrice.
   */
  paymentOfferPrice: Schema.Struct({ basePrice: Paise, offer: Schema.NullOr(Schema.String) }),
  discountPrepaidPrice: Schema.NullOr(DiscountPrepaidPrice),
  nightsBreakup: Schema.Array(NightBreakupWire),
})
export type ItineraryRatePlan = typeof ItineraryRatePlan.Type

/**
 * spec-checkout §7 wallet_info. Amounts in paise like the rewards API (one point is ₹1,
 * docs/rewards.md); a guest and gdc see an empty wallet, not applied.
 */
export const WalletInfo = Schema.Struct({
  wallet_type: Schema.String,
  total_wallet_balance: Paise,
  debit_percentage: Schema.Int,
  payout_percentage: Schema.Int,
  wallet_applied: Schema.Boolean,
  treebo_rewards_enabled: Schema.Boolean,
})

/** The price the traveller saw before checkout and the price now, when they differ. */
export const PriceChange = Schema.Struct({ previous: Paise, current: Paise, message: Schema.String })

/** GET /api/v8/checkout/itinerary/ and every call that reprices the cart. */
export const Itinerary = Schema.Struct({
  bid: CartId,
  hotel: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    city: Schema.String,
    locality: Schema.String,
    address: Schema.String,
    path: Schema.String,
  }),
  date: Schema.Struct({ checkin: CalendarDay, checkout: CalendarDay }),
  room: Schema.Struct({ type: RoomTypeCode, name: Schema.String, count: Schema.Int }),
  roomconfig: Schema.String,
  /** Adults and kids over every room (spec-checkout §5: guest count = adults + kids per room). */
  guest: Schema.Struct({ adults: Schema.Int, children: Schema.Int }),
  number_of_nights: Schema.Int,
  image_url: Schema.NullOr(Schema.String),
  price: Schema.Struct({
    rate_plans: Schema.Array(ItineraryRatePlan),
    /** Why the cart's coupon no longer applies (expired, used up…); it was taken off. */
    discount_error: Schema.NullOr(Schema.String),
  }),
  selected_rate_plan: ItineraryRatePlan,
  coupon_code: Schema.NullOr(Schema.String),
  wallet_info: WalletInfo,
  pay_at_hotel_enabled: Schema.Boolean,
  pay_now_enabled: Schema.Boolean,
  is_prepaid_only: Schema.Boolean,
  /** Pay at hotel asks for a code sent to the phone (spec-checkout §4 'OTP flow'). */
  otp_enabled: Schema.Boolean,
  price_change: Schema.NullOr(PriceChange),
  /** Rooms of the type free on every night, for a true "only N left" (DESIGN.md). */
  rooms_left: Schema.Int,
})
export type Itinerary = typeof Itinerary.Type

const cartQuery = {
  bid: Schema.optionalKey(CartId),
  hotel_id: Schema.optionalKey(NumericId),
  checkin: Schema.optionalKey(CalendarDay),
  checkout: Schema.optionalKey(CalendarDay),
  roomconfig: Schema.optionalKey(RoomConfigParam),
  roomtype: Schema.optionalKey(RoomTypeCode),
  /** rp (refundable) or nrp (non-refundable); with bid, it switches the cart's plan. */
  rateplan: Schema.optionalKey(Schema.Literals(["rp", "nrp"])),
  channel: Schema.optionalKey(ChannelParam),
  couponcode: Schema.optionalKey(CouponCode),
  apply_wallet: Schema.optionalKey(Flag),
  /** The all-in price the traveller was shown for this stay (paise), to say if it changed. */
  shown_price: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,9}$/))),
  utm_tracking_id: Tracking,
  ...utm,
}

export const ItineraryQuery = Schema.Struct(cartQuery)
export type ItineraryQuery = typeof ItineraryQuery.Type

const cartBody = { bid: CartId, channel: Schema.optionalKey(ChannelParam), ...utm }

export const FeaturedCoupon = Schema.Struct({
  code: Schema.String,
  description: Schema.String,
  /** What it takes off this cart now, or 0 when it cannot be used on it. */
  discount: Paise,
  applicable: Schema.Boolean,
  /** Why it cannot be used on this cart; null when it can. */
  reason: Schema.NullOr(Schema.String),
})
export type FeaturedCoupon = typeof FeaturedCoupon.Type

/** spec-checkout §5: the GST billing block travels only with a GSTIN. */
const Traveller = {
  name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  mobile: Schema.String.check(Schema.isPattern(/^\d{6,15}$/, { message: "must be digits only" })),
  country_code: Schema.String.check(Schema.isPattern(/^\+\d{1,4}$/, { message: "must be like +91" })),
  email: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(254))),
  bid: CartId,
  gateway: Schema.optionalKey(Schema.Literals(["razorpay"])),
  check_in_time: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(10))),
  check_out_time: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(10))),
  message: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(500))),
  /** The amount the traveller agreed to pay (paise); a different amount now is a 409 price change. */
  actual_total_cost: Paise,
  otp_verified_number: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(20))),
  channel: Schema.optionalKey(ChannelParam),
  organization_name: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(200))),
  organization_address: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(500))),
  organization_taxcode: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(20))),
  has_opted_for_whatsapp: Schema.optionalKey(Schema.Boolean),
}

/** The options the gateway's checkout popup opens with (Razorpay standard checkout). */
export const OrderEventArgs = Schema.Struct({
  key: Schema.String,
  amount: Paise,
  currency: Schema.Literal("INR"),
  name: Schema.String,
  description: Schema.String,
  order_id: Schema.String,
  script_url: Schema.String,
  prefill: Schema.Struct({ name: Schema.String, email: Schema.String, contact: Schema.String }),
})

export const PayNowResult = Schema.Struct({
  order_id: OrderId,
  /** Our payment-service order, one per attempt to pay. */
  ps_order_id: Schema.String,
  /** The gateway's order id. */
  pg_order_id: Schema.String,
  gateway: Schema.Literal("razorpay"),
  order_event_args: OrderEventArgs,
})

export const PayAtHotelResult = Schema.Struct({
  order_id: OrderId,
  order_event_args: Schema.Struct({ amount: Paise, currency: Schema.Literal("INR") }),
})

export const ConfirmBookingBody = Schema.Struct({
  order_id: OrderId,
  gateway: Schema.Literals(["razorpay"]),
  ps_order_id: Schema.String.check(Schema.isMaxLength(64)),
  pg_order_id: Schema.String.check(Schema.isMaxLength(64)),
  pg_meta: Schema.Struct({
    pg_payment_id: Schema.String.check(Schema.isMaxLength(64)),
    pg_signature: Schema.String.check(Schema.isMaxLength(128)),
  }),
})

export const BookingStatus = Schema.Literals([
  "initiated",
  "reserved",
  "confirmed",
  "failed",
  "expired",
  "cancelled",
  "checked_in",
  "checked_out",
  "noshow",
])

export const ConfirmBookingResult = Schema.Struct({ order_id: OrderId, status: BookingStatus })

/** spec-checkout §3 'Payment details': what a failed payment needs to send the traveller back. */
export const PaymentStatus = Schema.Struct({
  order_id: OrderId,
  status: Schema.Literals(["pending", "success", "failure"]),
  checkin: CalendarDay,
  checkout: CalendarDay,
  hotel_id: Schema.String,
  rateplan: Schema.String,
  roomconfig: Schema.String,
  roomtype: RoomTypeCode,
})

/** spec-checkout §3 'Confirmation state' rate plan. */
export const ConfirmationRatePlan = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  type: Schema.Literals(["refundable", "non-refundable"]),
  cancellation_policy: Schema.Struct({ code: Schema.String, description: Schema.String }),
  pretaxPrice: Paise,
  tax: Paise,
  couponDiscount: Paise,
  memberDiscount: Paise,
  sellingPrice: Paise,
  platformFee: Paise,
  totalAmountWithPlatformFee: Paise,
  finalPreTaxPrice: Paise,
  walletDiscountedPrice: Paise,
  treeboPointsDiscount: Paise,
  balanceAmount: Paise,
  paidAmount: Paise,
  netPayableAmount: Paise,
})

export const ConfirmedBooking = Schema.Struct({
  order_id: OrderId,
  status: BookingStatus,
  payment: Schema.Struct({
    mode: Schema.Literals(["pay_now", "pay_at_hotel"]),
    status: Schema.Literals(["pending", "success", "failure"]),
  }),
  user: Schema.Struct({ name: Schema.String, email: Schema.String, contact_number: Schema.String }),
  hotel: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    city: Schema.String,
    locality: Schema.String,
    street: Schema.String,
    image_url: Schema.NullOr(Schema.String),
    directions: Schema.String,
    coordinates: Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite }),
    policies: Schema.Array(Schema.Struct({ title: Schema.String, description: Schema.String })),
  }),
  date: Schema.Struct({ checkin: CalendarDay, checkout: CalendarDay }),
  check_in_time: Schema.String,
  check_out_time: Schema.String,
  room: Schema.Struct({ type: RoomTypeCode, name: Schema.String, count: Schema.Int }),
  roomconfig: Schema.String,
  guest: Schema.Struct({ adults: Schema.Int, children: Schema.Int }),
  coupon_code: Schema.NullOr(Schema.String),
  gstin: Schema.NullOr(Schema.String),
  rate_plan: ConfirmationRatePlan,
  /** ISO instant the booking was made. */
  booked_at: Schema.String,
})
export type ConfirmedBooking = typeof ConfirmedBooking.Type

export const PaymentOffer = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  method: Schema.Literals(["card", "upi", "netbanking"]),
  /** Cashback from the payment partner after payment: whole percent of the amount paid. */
  percent: Schema.Int,
  max_cashback: Paise,
  min_amount: Paise,
})
export type PaymentOffer = typeof PaymentOffer.Type

/** spec-checkout §7 'Checkout'. Carts are open to whoever holds the bid; a member's token adds member prices and the wallet. */
export class CheckoutApi extends HttpApiGroup.make("checkout")
  .add(
    HttpApiEndpoint.get("itinerary", "/api/v8/checkout/itinerary/", {
      query: cartQuery,
      success: Data(Itinerary),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("applyCoupon", "/api/v5/checkout/coupon/", {
      payload: Schema.Struct({ ...cartBody, couponcode: CouponCode, apply_wallet: Schema.optionalKey(Flag) }),
      success: Data(Itinerary),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("removeCoupon", "/api/v5/checkout/coupon/remove/", {
      payload: Schema.Struct({ ...cartBody, apply_wallet: Schema.optionalKey(Flag) }),
      success: Data(Itinerary),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
    HttpApiEndpoint.get("featuredCoupons", "/api/v2/discount/featured/", {
      query: { bid: CartId, channel: Schema.optionalKey(ChannelParam), ...utm },
      success: Data(Schema.Array(FeaturedCoupon)),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("applyWallet", "/api/v7/checkout/wallet/apply/", {
      payload: Schema.Struct(cartBody),
      success: Data(Itinerary),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("removeWallet", "/api/v7/checkout/wallet/remove/", {
      payload: Schema.Struct(cartBody),
      success: Data(Itinerary),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("corporatePrice", "/api/athena/corporate-price/", {
      payload: Schema.Struct({
        bid: CartId,
        company_name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
        channel: Schema.optionalKey(ChannelParam),
      }),
      success: Data(
        Schema.Struct({ company_name: Schema.String, rate_plan: ItineraryRatePlan, saving: Paise }),
      ),
      error: [BadRequest, Unauthorized, NotFound, Conflict],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Checkout",
      description: "Carts, coupons, the points wallet, orders, payment and confirmation",
    }),
  ) {}

/**
 * spec-checkout §7 'Checkout', from placing an order to the confirmed booking. Order ids are
 * capabilities (ADR 078): whoever holds one may read its status and confirmation, as the open
 * /payment-process/ and /confirmation/ pages need.
 */
export class OrdersApi extends HttpApiGroup.make("orders")
  .add(
    HttpApiEndpoint.post("payNow", "/api/v5/checkout/paynow/", {
      payload: Schema.Struct(Traveller),
      success: Data(PayNowResult),
      error: [BadRequest, Unauthorized, NotFound, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.post("payAtHotel", "/api/v5/checkout/payathotel/", {
      payload: Schema.Struct({
        ...Traveller,
        recaptcha_user_token: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000))),
      }),
      success: Data(PayAtHotelResult),
      error: [BadRequest, Unauthorized, NotFound, Conflict, TooManyRequests],
    }),
    HttpApiEndpoint.post("confirmBooking", "/api/v5/checkout/confirmbooking/", {
      payload: ConfirmBookingBody,
      success: Data(ConfirmBookingResult),
      error: [BadRequest, NotFound, Conflict],
    }),
    HttpApiEndpoint.get(
      "isUnverifiedBookingMade",
      "/api/v5/checkout/payathotel/is-unverified-booking-made/",
      {
        query: { phone_number: Schema.String.check(Schema.isPattern(/^\d{10}$/)) },
        success: Data(Schema.Struct({ unverified_booking_made: Schema.Boolean })),
        error: BadRequest,
      },
    ),
    HttpApiEndpoint.get("paymentStatus", "/api/v5/checkout/payment/status/:orderId/", {
      params: { orderId: OrderId },
      query: { count: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^\d{1,3}$/))) },
      success: Data(PaymentStatus),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("confirmedBooking", "/api/v5/checkout/confirmed-booking/:orderId/", {
      params: { orderId: OrderId },
      success: Data(ConfirmedBooking),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("resendEmail", "/api/v1/checkout/resendemail/", {
      payload: Schema.Struct({ email: Schema.String.check(Schema.isMaxLength(254)), order_id: OrderId }),
      success: Data(Schema.Struct({ sent: Schema.Boolean })),
      error: [BadRequest, NotFound, TooManyRequests],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Orders",
      description: "Pay now, pay at hotel, confirmation and payment status",
    }),
  ) {}
