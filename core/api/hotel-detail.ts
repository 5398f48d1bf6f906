import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { PolicyType } from "../catalogue/features.ts"
import { BedType, ImageCategory, RoomTypeCode } from "../catalogue/hotel.ts"
import { NumericId } from "../catalogue/primitives.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound, TooManyRequests } from "./errors.ts"
import { HotelImageWire, RoomConfigParam, SearchHotel } from "./hotels.ts"
import { ChannelParam, PaymentMode } from "./pricing.ts"

const Paise = Schema.Int

/** Tracking values a client sends along (spec-search §9); answers never depend on them. */
const Tracking = Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(200))))

/** spec-search §3 'Room type'; id is '{hotelId}|{roomtype in lowercase}', listed in priority order. */
export const RoomTypeDetail = Schema.Struct({
  id: Schema.String,
  type: RoomTypeCode,
  name: Schema.String,
  description: Schema.String,
  /** Square feet. */
  area: Schema.Int,
  bed: BedType,
  amenities: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  /** occupancy: the most guests of one room, as a sentence ('Up to 3 guests'). */
  maxOccupancy: Schema.Struct({
    adults: Schema.Int,
    kids: Schema.Int,
    guests: Schema.Int,
    occupancy: Schema.String,
  }),
})
export type RoomTypeDetail = typeof RoomTypeDetail.Type

/** A policy as the hotel page lists it: couple-friendly and local ID first (spec-search §3 'Hotel'). */
export const HotelPolicyWire = Schema.Struct({
  type: PolicyType,
  title: Schema.String,
  shortDescription: Schema.String,
  description: Schema.String,
  isPolicy: Schema.Boolean,
  isNeedToKnow: Schema.Boolean,
})

/** spec-search §3 'Hotel detail' videoDetails; null for a hotel without a video. */
export const VideoDetails = Schema.Struct({
  videoUrl: Schema.String,
  videoThumbnailUrl: Schema.String,
  /** YYYY-MM-DD. */
  videoUploadedDate: Schema.String,
})

/** The reviews summary a hotel page opens with; the full summary is /api/feedback/v1/ratings-summary/. */
export const DetailReviews = Schema.Struct({
  averageRating: Schema.NullOr(Schema.Finite),
  noOfReviews: Schema.Int,
})

/** spec-search §3 'Hotel detail': the hotel of a search plus what only its page shows. */
export const HotelDetail = Schema.Struct({
  ...SearchHotel.fields,
  /** Slug and path of the page, so a client can canonicalise a mistyped URL. */
  slug: Schema.String,
  path: Schema.String,
  /** Every image, by position; the images call adds categories. */
  images: Schema.Array(HotelImageWire),
  detailPolicies: Schema.Array(HotelPolicyWire),
  roomTypes: Schema.Array(RoomTypeDetail),
  videoDetails: Schema.NullOr(VideoDetails),
  reviews: DetailReviews,
  /** Shown to a visitor who is not signed in; null once signed in (the member price is applied). */
  loginCouponMessage: Schema.NullOr(Schema.String),
  /** The why-book block, from the landing page's promises field. */
  whyBook: Schema.Array(Schema.Struct({ title: Schema.String, description: Schema.String })),
  /** spec-search §9: check-in 12pm, check-out 11am. */
  checkinTime: Schema.String,
  checkoutTime: Schema.String,
})
export type HotelDetail = typeof HotelDetail.Type

/** GET /api/v1/hotels/{id}/images/: every image, the categories present and room-type images. */
export const HotelImages = Schema.Struct({
  hotel_id: Schema.String,
  categories: Schema.Array(
    Schema.Struct({ category: ImageCategory, label: Schema.String, count: Schema.Int }),
  ),
  images: Schema.Array(HotelImageWire),
  /** Keyed by room type code, each list by position. */
  room_type_images: Schema.Record(Schema.String, Schema.Array(HotelImageWire)),
})
export type HotelImages = typeof HotelImages.Type

/** A room-price rate plan (spec-search §3 'Rate plan' plus the room-price additions). */
export const RoomRatePlan = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
  tag: Schema.String,
  type: Schema.Literals(["refundable", "non-refundable"]),
  description: Schema.String,
  inclusions: Schema.Array(Schema.String),
  cancellation_policy: Schema.Struct({ code: Schema.String, description: Schema.String }),
  /** Rack rate before discounts and GST, all rooms and nights. */
  basePrice: Paise,
  /**
   * What the same stay would cost with no discount, all-in like postTaxPrice (rack rate, its GST
   * and the platform fee), shown struck through: never below postTaxPrice, equal when no discount
   * applies.
   */
  strikedPrice: Paise,
  pretaxPrice: Paise,
  tax: Paise,
  /** Rooms with GST after every discount. */
  sellingPrice: Paise,
  platformFee: Paise,
  /** sellingPrice + platformFee: what the stay costs. */
  postTaxPrice: Paise,
  /** postTaxPrice ÷ nights, rounded half up. */
  perNightPrice: Paise,
  /** Whole percent saved, (strikedPrice − postTaxPrice) ÷ strikedPrice, rounded down; 0 with no discount. */
  discountPercentage: Schema.Int,
  memberDiscount: Paise,
  couponDiscount: Paise,
  walletDiscount: Paise,
  walletDiscountedPrice: Paise,
})
export type RoomRatePlan = typeof RoomRatePlan.Type

/** Why a room type cannot be booked for this stay and party. */
export const RoomUnavailableReason = Schema.Literals(["no_room_fits", "sold_out"])
export type RoomUnavailableReason = typeof RoomUnavailableReason.Type

export const RoomTypePrice = Schema.Struct({
  room_type_id: Schema.String,
  room_type: RoomTypeCode,
  available: Schema.Boolean,
  /** Rooms of this type free on every night of the stay. */
  rooms_left: Schema.Int,
  unavailable_reason: Schema.NullOr(RoomUnavailableReason),
  member_discount_available: Schema.Boolean,
  /** Refundable (the default) first; empty when the room type is unavailable. */
  rate_plans: Schema.Array(RoomRatePlan),
})
export type RoomTypePrice = typeof RoomTypePrice.Type

/** GET /api/v5/pricing/hotels/{hotelId}/room-prices/ (spec-search §7). */
export const RoomPrices = Schema.Struct({
  hotel_id: Schema.String,
  checkin: Schema.String,
  checkout: Schema.String,
  nights: Schema.Int,
  channel: ChannelParam,
  payment_mode: PaymentMode,
  /** Keyed by room type id '{hotelId}|{roomtype}'; the hotel's room types in priority order. */
  total_price: Schema.Record(Schema.String, RoomTypePrice),
  room_type_ids: Schema.Array(Schema.String),
  /** The coupon applied, or null (none asked, or refused: then coupon_error says why). */
  coupon_code: Schema.NullOr(Schema.String),
  coupon_success_message: Schema.NullOr(Schema.String),
  coupon_error: Schema.NullOr(Schema.String),
  /** The login coupon is the member price: applied when the request is signed in. */
  login_coupon_applied: Schema.Boolean,
  wallet_applied: Schema.Boolean,
})
export type RoomPrices = typeof RoomPrices.Type

const Coupon = Schema.String.check(
  Schema.isMaxLength(30),
  Schema.isPattern(/^[A-Za-z0-9_-]*$/, { message: "must be letters, digits, - or _" }),
)

/** spec-search §7 POST /api/v1/hotels/notify-hotel-availability/. */
export const NotifyAvailabilityBody = Schema.Struct({
  checkin_date: CalendarDay,
  checkout_date: CalendarDay,
  hotel_id: NumericId,
  room_config: RoomConfigParam,
  /** 'plus extra': where to send the notice; a signed-in member's address when absent. */
  email: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(254))),
  room_type: Schema.optionalKey(RoomTypeCode),
})
export type NotifyAvailabilityBody = typeof NotifyAvailabilityBody.Type

export const NotifyAvailabilityResult = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literals(["waiting", "already_available"]),
  message: Schema.String,
})

/** The room-price endpoint's query, also read by the server's fast lane for it (ADR 125). */
export const RoomPricesQuery = {
  hotel_id: Schema.optionalKey(NumericId),
  checkin: CalendarDay,
  checkout: CalendarDay,
  roomconfig: Schema.optionalKey(RoomConfigParam),
  roomtype: Schema.optionalKey(RoomTypeCode),
  channel: Schema.optionalKey(ChannelParam),
  couponcode: Schema.optionalKey(Coupon),
  apply_wallet: Schema.optionalKey(Schema.Literals(["true", "false"])),
  utm_source: Tracking,
  utm_medium: Tracking,
  utm_campaign: Tracking,
  utm_name: Tracking,
  utm_keyword: Tracking,
}

export class HotelDetailApi extends HttpApiGroup.make("hotelDetail")
  .add(
    HttpApiEndpoint.get("details", "/api/v5/hotels/:id/details/", {
      params: { id: NumericId },
      query: {
        checkin: Schema.optionalKey(CalendarDay),
        checkout: Schema.optionalKey(CalendarDay),
        channel: Schema.optionalKey(ChannelParam),
        utm_source: Tracking,
      },
      success: Data(HotelDetail),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("images", "/api/v1/hotels/:id/images/", {
      params: { id: NumericId },
      success: Data(HotelImages),
      error: NotFound,
    }),
    HttpApiEndpoint.get("roomPrices", "/api/v5/pricing/hotels/:hotelId/room-prices/", {
      params: { hotelId: NumericId },
      query: RoomPricesQuery,
      success: Data(RoomPrices),
      error: [BadRequest, NotFound],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Hotel detail",
      description: "Hotel page data, images and room prices by rate plan",
    }),
  ) {}

/** Notify me: a stored request, answered by e-mail (the outbox) when rooms of the stay free up. */
export class AvailabilityNoticesApi extends HttpApiGroup.make("availabilityNotices")
  .add(
    HttpApiEndpoint.post("notifyAvailability", "/api/v1/hotels/notify-hotel-availability/", {
      payload: NotifyAvailabilityBody,
      success: Data(NotifyAvailabilityResult),
      error: [BadRequest, NotFound, TooManyRequests],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Availability notices",
      description: "Ask to be told when a sold-out stay at a hotel can be booked again",
    }),
  ) {}
