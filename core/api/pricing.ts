import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { RoomTypeCode } from "../catalogue/hotel.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { Data } from "./envelope.ts"
import { BadRequest } from "./errors.ts"
import { MAX_PRICED_HOTELS } from "./limits.ts"

export { MAX_PRICED_HOTELS }

const HOTEL_IDS = /^[1-9]\d{0,18}(,[1-9]\d{0,18})*$/

/**
 * spec-search §7: `hotel_id` is comma-joined on the wire and an array in code, so the web client
 * and the CLI pass ids and the schema joins them.
 */
export const HotelIdList = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter(
      (s: string) => HOTEL_IDS.test(s) || "must be hotel ids joined by commas, such as 12,15",
    ),
  ),
  Schema.decodeTo(
    Schema.Array(Schema.String).check(
      Schema.isMaxLength(MAX_PRICED_HOTELS, { message: `at most ${MAX_PRICED_HOTELS} hotels per call` }),
    ),
    SchemaTransformation.transform<ReadonlyArray<string>, string>({
      decode: (s) => s.split(","),
      encode: (ids) => ids.join(","),
    }),
  ),
)

/** spec-search §7 'adults-kids per room, comma-joined'; parsed by parseRoomConfig, which never fails. */
const RoomConfigParam = Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100))))

/** spec-search §6: website or gdc; absent means the channel of the host the request came to. */
export const ChannelParam = Schema.Literals(["website", "gdc"])

/** Tracking values the client sends with every price call (spec-search §9); prices ignore them. */
const Tracking = Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(200))))

/** What both pricing calls ask: which hotels, which nights, which rooms, on which channel. */
const PricingQuery = {
  hotel_id: HotelIdList,
  checkin: CalendarDay,
  checkout: CalendarDay,
  roomconfig: RoomConfigParam,
  channel: Schema.optionalKey(ChannelParam),
}

/** spec-search §5: search prices are PREPAID except on gdc, whose bookings are paid at the hotel. */
export const PaymentMode = Schema.Literals(["PREPAID", "PAY_AT_HOTEL"])
export type PaymentMode = typeof PaymentMode.Type
export const paymentModeOf = (channel: typeof ChannelParam.Type): PaymentMode =>
  channel === "gdc" ? "PAY_AT_HOTEL" : "PREPAID"

const Paise = Schema.Int

/**
 * spec-search §3 'Search price per hotel'. Every amount is integer paise (DESIGN.md: money is paise
 * everywhere, rupees only when formatting) and comes from the pricing engine's quote for the
 * cheapest stay total over every sellable room type and every rate plan, ties to the refundable
 * plan, then to the room type first in priority order (docs/pricing.md 'Search prices', ADR 065):
 * the smallest postTaxPrice room prices offer for the same stay, party, channel and member state.
 */
export const HotelSearchPrice = Schema.Struct({
  hotel_id: Schema.String,
  /** All rooms and nights, GST and platform fee included: what checkout charges. */
  postTaxPrice: Paise,
  /** postTaxPrice ÷ nights, rounded half up. */
  perNightPrice: Paise,
  pretax_price: Paise,
  sell_price: Paise,
  rack_rate: Paise,
  tax: Paise,
  platform_fee: Paise,
  /**
   * What the same stay would cost with no discount, all-in like postTaxPrice (rack rate, its GST
   * and the platform fee), shown struck through: never below postTaxPrice, equal when no discount
   * applies.
   */
  striked_price: Paise,
  /** Whole percent saved, (striked_price − postTaxPrice) ÷ striked_price, rounded down; 0 with no discount. */
  total_discount_percent: Schema.Int,
  /**
   * The room type priced; `availability`: rooms of that type free on every night of the stay.
   * A results card links the hotel page with it as `roomtype`.
   */
  cheapest_room: Schema.Struct({ room_type: RoomTypeCode, availability: Schema.Int }),
  coupon_code: Schema.NullOr(Schema.String),
  /** Members pay less for this room: applied when the request is signed in. */
  member_discount_available: Schema.Boolean,
  member_discount_applied: Schema.Boolean,
  /**
   * The plan priced: refundable `rp` (TRB-DEFAULT) or non-refundable `nrp`, whichever makes the
   * stay cheapest. A results card says 'Non-refundable' for the latter and links the hotel page
   * with `code` as `rateplan`, so the page opens on the price the card showed.
   */
  rate_plan: Schema.Struct({
    code: Schema.String,
    name: Schema.String,
    tag: Schema.String,
    type: Schema.Literals(["refundable", "non-refundable"]),
  }),
  payment_mode: PaymentMode,
})
export type HotelSearchPrice = typeof HotelSearchPrice.Type

/**
 * Why a hotel has no price: no such hotel, no room type takes the party, or none has enough rooms
 * left on every night.
 */
export const UnavailableReason = Schema.Literals(["unknown_hotel", "no_room_fits", "sold_out"])
export type UnavailableReason = typeof UnavailableReason.Type

export const SearchPrices = Schema.Struct({
  checkin: Schema.String,
  checkout: Schema.String,
  nights: Schema.Int,
  channel: ChannelParam,
  /** In the order of `hotel_id`; sorting is the search's job. */
  prices: Schema.Array(HotelSearchPrice),
  /** spec-search §7 'The answers': a hotel that has no price is listed as unavailable. */
  hotelsWithUnavailablePrices: Schema.Array(
    Schema.Struct({ hotel_id: Schema.String, reason: UnavailableReason }),
  ),
})
export type SearchPrices = typeof SearchPrices.Type

/** A nudge built only from real data: inventory and guest reviews (core/search/triggers.ts). */
export const TriggerType = Schema.Literals(["rooms_left", "top_rated", "many_reviews"])
export type TriggerType = typeof TriggerType.Type

export const PsychologicalTrigger = Schema.Struct({
  type: TriggerType,
  text: Schema.String,
  /** The figure the text states: rooms left, the average rating or the number of reviews. */
  metricValue: Schema.Finite,
})
export type PsychologicalTrigger = typeof PsychologicalTrigger.Type

export const HotelTriggers = Schema.Struct({
  hotel_id: Schema.String,
  triggers: Schema.Array(PsychologicalTrigger),
})
export type HotelTriggers = typeof HotelTriggers.Type

/**
 * spec-search §7: search prices per hotel, and the psychological triggers of the same hotels.
 * Signed-in requests (a live bearer token) get member prices; no token, or one that is no longer
 * live, gets the public price rather than a 401 (ADR 065).
 */
export class PricingApi extends HttpApiGroup.make("pricing")
  .add(
    HttpApiEndpoint.get("searchPrices", "/api/v6/pricing/hotels/", {
      query: {
        ...PricingQuery,
        sort: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(40)))),
        utm_source: Tracking,
        utm_medium: Tracking,
        utm_campaign: Tracking,
        utm_name: Tracking,
        utm_keyword: Tracking,
      },
      success: Data(SearchPrices),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("psychologicalTriggers", "/api/v1/psychological-triggers/", {
      query: PricingQuery,
      success: Data(Schema.Array(HotelTriggers)),
      error: BadRequest,
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Pricing",
      description: "Search prices per hotel (integer paise) and psychological triggers",
    }),
  ) {}
