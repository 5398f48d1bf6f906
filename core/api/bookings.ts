import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { RoomTypeCode } from "../catalogue/hotel.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { Authentication, CommunicationType } from "./auth.ts"
import { BookingStatus, ConfirmBookingBody, OrderId, PayNowResult } from "./checkout.ts"
import { Data } from "./envelope.ts"
import { BadRequest, Conflict, NotFound } from "./errors.ts"

const Paise = Schema.Int.annotate({ description: "paise; 100 paise = ₹1" })

/** The secret of a cancellation link: 64 lower-case hex characters (ADR 084). */
export const CancellationHash = Schema.String.check(Schema.isPattern(/^[0-9a-f]{64}$/)).annotate({
  description: "the secret of a booking's cancellation link",
})

/**
 * One booking as booking history, one booking and the cancellation page read it
 * (spec-checkout §3 'Booking (history)'). Dates are calendar days in India; amounts are paise.
 */
export const Booking = Schema.Struct({
  /** The order id. */
  id: OrderId,
  status: BookingStatus,
  amountPaid: Paise,
  /**
   * Set, with the page that takes it, when a pay-at-hotel booking asks for part of its amount in
   * advance and its member can pay it online (ADR 086, ADR 095); null otherwise.
   */
  partPayAmount: Schema.NullOr(Paise),
  partPayLink: Schema.NullOr(Schema.String),
  isPayAtHotel: Schema.Boolean,
  type: Schema.Literals(["upcoming", "past"]),
  /** The status as a traveller reads it, e.g. 'Confirmed', 'Cancelled', 'Checked out'. */
  displayBookingStatus: Schema.String,
  hotel: Schema.Struct({
    id: Schema.String,
    name: Schema.String,
    city: Schema.String,
    address: Schema.String,
    locality: Schema.String,
    state: Schema.String,
    imageUrl: Schema.NullOr(Schema.String),
    contact: Schema.String,
    coordinates: Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite }),
    propertyType: Schema.Literals(["hotel", "homestay"]),
  }),
  dates: Schema.Struct({
    /** ISO instant the booking was made. */
    booking: Schema.String,
    checkIn: CalendarDay,
    checkOut: CalendarDay,
    durationOfStay: Schema.Int,
    /** ISO instant it was cancelled, if it was. */
    cancel: Schema.NullOr(Schema.String),
  }),
  /** 'hh:mm A' in India, e.g. '12:00 PM'. */
  time: Schema.Struct({ checkIn: Schema.String, checkOut: Schema.String }),
  roomConfig: Schema.Struct({
    adults: Schema.Int,
    kids: Schema.Int,
    count: Schema.Int,
    type: RoomTypeCode,
    name: Schema.String,
  }),
  price: Schema.Struct({
    basePrice: Paise,
    tax: Paise,
    total: Paise,
    voucherPrice: Paise,
    memberDiscountPrice: Paise,
    platformFee: Paise,
    totalAmountWithPlatformFee: Paise,
  }),
  coupon: Schema.NullOr(Schema.Struct({ code: Schema.String, amount: Paise })),
  guest: Schema.Struct({ contact: Schema.String, name: Schema.String, email: Schema.String }),
  ratePlan: Schema.Struct({
    code: Schema.String,
    name: Schema.String,
    cancellationPolicy: Schema.Struct({ code: Schema.String, description: Schema.String }),
  }),
  /** Null once the booking can no longer be cancelled. */
  cancellation: Schema.NullOr(Schema.Struct({ hash: CancellationHash })),
  /** The web check-in's reference once it is complete (ADR 088); null before. */
  webCheckIn: Schema.NullOr(Schema.Struct({ reference: Schema.String })),
})
export type Booking = typeof Booking.Type

/** POST /api/v1/booking/booking-history/: both lists latest check-in first (spec-checkout §9 '-checkin'). */
export const BookingHistory = Schema.Struct({
  upcoming: Schema.Array(Booking),
  previous: Schema.Array(Booking),
})
export type BookingHistory = typeof BookingHistory.Type

/** Money a cancellation keeps and gives back (ADR 084). */
export const CancellationCharges = Schema.Struct({
  /** Kept of the money paid: what cancelling now would cost, or what the cancellation cost. */
  charge: Paise,
  /** Money paid back: paid − charge. */
  refund: Paise,
  /** Points spent on the booking; they go back to the wallet whole. */
  pointsReturned: Paise,
  /** ISO instant of the last moment a cancellation is free; null when it never is. */
  freeCancellationUntil: Schema.NullOr(Schema.String),
})
export type CancellationCharges = typeof CancellationCharges.Type

/** spec-checkout §3 'Cancellation': what the cancellation page shows before and after cancelling. */
export const CancellationDetails = Schema.Struct({
  bookingDetail: Booking,
  bookingStatus: Schema.Struct({
    status: BookingStatus,
    message: Schema.String,
    /** ISO instant it was cancelled; null until then. */
    cancelled_datetime: Schema.NullOr(Schema.String),
  }),
  /** Before cancelling, what it would cost now; once cancelled, what it cost; null when it cannot be cancelled. */
  cancellationCharges: Schema.NullOr(CancellationCharges),
})
export type CancellationDetails = typeof CancellationDetails.Type

export const CancelBookingBody = Schema.Struct({
  cancellation_hash: CancellationHash,
  order_id: OrderId,
  cancellation_reason: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  message: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(1000))),
  /** How the traveller wants the cancellation confirmed; e-mail when absent. */
  communication_type: Schema.optionalKey(CommunicationType),
})

/** What the browser reports after paying a part-prepayment, as confirmbooking's body without the order id. */
export const PartPaymentConfirmBody = Schema.Struct({
  gateway: ConfirmBookingBody.fields.gateway,
  ps_order_id: ConfirmBookingBody.fields.ps_order_id,
  pg_order_id: ConfirmBookingBody.fields.pg_order_id,
  pg_meta: ConfirmBookingBody.fields.pg_meta,
})
export type PartPaymentConfirmBody = typeof PartPaymentConfirmBody.Type

export const CancelBookingResult = Schema.Struct({ status: BookingStatus, message: Schema.String })

/**
 * spec-checkout §7 'Account, bookings and cancellation', for the signed-in member. A booking id
 * that is not the member's answers 404, as an unknown one does, so ids cannot be probed.
 */
export class BookingsApi extends HttpApiGroup.make("bookings")
  .add(
    HttpApiEndpoint.post("history", "/api/v1/booking/booking-history/", {
      success: Data(BookingHistory),
    }),
    HttpApiEndpoint.get("booking", "/api/v1/booking/booking-history/:orderId/", {
      params: { orderId: OrderId },
      success: Data(Booking),
      error: [BadRequest, NotFound],
    }),
    /** ADR 095: a gateway order for exactly the part-prepayment the booking asks now. */
    HttpApiEndpoint.post("startPartPayment", "/api/v1/booking/booking-history/:orderId/part-payment/", {
      params: { orderId: OrderId },
      success: Data(PayNowResult),
      error: [BadRequest, NotFound, Conflict],
    }),
    /** Checked as confirmbooking checks a payment; answers the booking with the payment counted. */
    HttpApiEndpoint.post(
      "confirmPartPayment",
      "/api/v1/booking/booking-history/:orderId/part-payment/confirm/",
      {
        params: { orderId: OrderId },
        payload: PartPaymentConfirmBody,
        success: Data(Booking),
        error: [BadRequest, NotFound, Conflict],
      },
    ),
  )
  .middleware(Authentication)
  .annotateMerge(
    OpenApi.annotations({ title: "Bookings", description: "The signed-in member's bookings" }),
  ) {}

/**
 * The cancellation link's calls (spec-checkout §2 /c-{bookingHash}/): open to whoever holds the
 * hash, a capability (DESIGN.md 'Cancellation links'). The GET changes nothing; the POST cancels.
 */
export class CancellationApi extends HttpApiGroup.make("cancellation")
  .add(
    HttpApiEndpoint.get("bookingDetails", "/api/growth/cancellation/booking_details/:hash", {
      params: { hash: CancellationHash },
      success: Data(CancellationDetails),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("cancelBooking", "/api/growth/cancellation/cancel-booking/", {
      payload: CancelBookingBody,
      success: Data(CancelBookingResult),
      error: [BadRequest, NotFound, Conflict],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Cancellation",
      description: "A booking's cancellation link: its details, the charge and refund, and cancelling",
    }),
  ) {}
