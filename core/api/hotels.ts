import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { BrandClass, BrandCode } from "../catalogue/brand.ts"
import { AccessibilityCode, PolicyType } from "../catalogue/features.ts"
import { BedType, ImageCategory, RoomTypeCode } from "../catalogue/hotel.ts"
import { NumericId } from "../catalogue/primitives.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { Coordinates } from "../search/suggestion.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

/** spec-search §7 and §9: 'radius 10', 'imagesCount 6'. */
export const DEFAULT_RADIUS_KM = 10
export const DEFAULT_IMAGES_COUNT = 6
/** Wider circles than this stop being "near" anything; the bound also keeps one answer small. */
export const MAX_RADIUS_KM = 50
export const MAX_IMAGES_COUNT = 20

/** A plain decimal within bounds; Number() would also take "", "0x10" or "1e2". */
const decimal = (minimum: number, maximum: number) =>
  Schema.String.check(
    Schema.isPattern(/^-?\d{1,3}(\.\d{1,12})?$/, { message: "must be a decimal number" }),
  ).pipe(
    Schema.decodeTo(
      Schema.Finite.check(Schema.isBetween({ minimum, maximum })),
      SchemaTransformation.numberFromString,
    ),
  )
const Km = decimal(0.1, MAX_RADIUS_KM)

const BooleanText = Schema.Literals(["true", "false"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({ decode: (s) => s === "true", encode: (b) => (b ? "true" : "false") }),
  ),
)

/**
 * A place as a slug or as its name: the server slugifies it ('New Delhi' and 'new-delhi' are the
 * same city), so listing pages send their path's slugs and /search/ sends the labels it carries.
 */
const PlaceName = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))

/** spec-search §7 'adults-kids per room, comma-joined': 1-5 rooms, 1-5 adults and 0-5 kids each. */
export const RoomConfigParam = Schema.String.check(
  Schema.isPattern(/^[1-5]-[0-5](,[1-5]-[0-5]){0,4}$/, {
    message: "must be adults-kids per room, comma-joined, e.g. 2-0,1-1 (1-5 rooms, 1-5 adults, 0-5 kids)",
  }),
)

/** Where a search or a facilities query looks (ADR 064 says which wins when several are given). */
const PlaceQuery = {
  state: Schema.optionalKey(PlaceName),
  city: Schema.optionalKey(PlaceName),
  locality: Schema.optionalKey(PlaceName),
  landmark: Schema.optionalKey(PlaceName),
  /** A listing category slug (core/search/categories.ts), e.g. budget-hotels. */
  category: Schema.optionalKey(PlaceName),
  /** A hotel-amenity slug of the catalogue, e.g. free-wifi. */
  amenity: Schema.optionalKey(PlaceName),
  latitude: Schema.optionalKey(decimal(-90, 90)),
  longitude: Schema.optionalKey(decimal(-180, 180)),
  location_type: Schema.optionalKey(Schema.Literal("geo")),
  /** km around a point (landmark, coordinates, nearby hotel); default 10. */
  radius: Schema.optionalKey(Km),
  /** km; lowers the radius when smaller. */
  distance_cap: Schema.optionalKey(Km),
}

export const SearchQuery = {
  ...PlaceQuery,
  hotel_id: Schema.optionalKey(NumericId),
  /** With hotel_id: the hotels near that hotel, without it, nearest first. */
  nearby: Schema.optionalKey(BooleanText),
  /** A hotel to list first when it is among the results (a traveller arriving from a meta-search ad). */
  meta_hotel_id: Schema.optionalKey(NumericId),
  checkin: Schema.optionalKey(CalendarDay),
  checkout: Schema.optionalKey(CalendarDay),
  roomconfig: Schema.optionalKey(RoomConfigParam),
  imagesCount: Schema.optionalKey(
    Schema.String.check(Schema.isPattern(/^\d{1,2}$/, { message: "must be a whole number" })).pipe(
      Schema.decodeTo(
        Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_IMAGES_COUNT })),
        SchemaTransformation.numberFromString,
      ),
    ),
  ),
}

const Named = Schema.Struct({ id: Schema.Int, name: Schema.String })

/** spec-search §3 'Image'; url is where /images/hotels/ serves the picture. */
export const HotelImageWire = Schema.Struct({
  id: Schema.String,
  image_name: Schema.String,
  image_callout: Schema.String,
  url: Schema.String,
  position: Schema.Int,
  category: ImageCategory,
  roomTypeCode: Schema.NullOr(RoomTypeCode),
})
export type HotelImageWire = typeof HotelImageWire.Type

/** spec-search §3 'Hotel' as the search API sends it (result[]); see core/search/hotel-wire.ts. */
export const SearchHotel = Schema.Struct({
  id: NumericId,
  name: Schema.String,
  coordinates: Coordinates,
  /** km from the search's reference point, 2 decimals. */
  distance: Schema.Finite,
  address: Schema.Struct({
    street: Schema.String,
    city: Schema.String,
    state: Schema.String,
    country: Schema.String,
    locality: Schema.String,
    /** Not in the spec's list: the localities filter group is keyed by id (ADR 064). */
    localityId: Schema.Int,
    pincode: Schema.String,
    landmarks: Schema.Array(Named),
  }),
  /** '{hotelId}|{roomtype}' in the spec's priority order. */
  roomTypeIds: Schema.Array(Schema.String),
  availableRoomTypes: Schema.Array(RoomTypeCode),
  availableBedTypes: Schema.Array(BedType),
  description: Schema.String,
  stealDeal: Schema.Boolean,
  shieldType: Schema.NullOr(Schema.String),
  /** The hotel amenities a card shows; otherAmenities are the rest. */
  amenities: Schema.Array(Named),
  otherAmenities: Schema.Array(Named),
  roomAmenities: Schema.Array(Named),
  popularCollections: Schema.Array(Named),
  accessibilities: Schema.Array(Schema.Struct({ code: AccessibilityCode, name: Schema.String })),
  trilights: Schema.Array(Schema.String),
  isActive: Schema.Boolean,
  images: Schema.Array(HotelImageWire),
  isTopRated: Schema.Boolean,
  isFrequentlyBooked: Schema.Boolean,
  isValueForMoney: Schema.Boolean,
  policies: Schema.Array(Schema.Struct({ type: PolicyType })),
  property: Schema.Struct({
    type: Schema.Literals(["hotel", "homestay"]),
    tag: Schema.String,
    icon: Schema.String,
  }),
  activeBrandCode: BrandCode,
  brands: Schema.Array(
    Schema.Struct({
      displayName: Schema.String,
      name: Schema.String,
      code: BrandCode,
      status: Schema.Literals(["ACTIVE", "INACTIVE"]),
      class: BrandClass,
    }),
  ),
  /** 'rank keyed by the sort field': 1 = first. */
  rank: Schema.Record(Schema.String, Schema.Int),
  /** Mean guest rating 1-5, null before the first review (sort by rating reads it). */
  averageRating: Schema.NullOr(Schema.Finite),
  noOfReviews: Schema.Int,
})
export type SearchHotel = typeof SearchHotel.Type

export const SearchResult = Schema.Struct({
  result: Schema.Array(SearchHotel),
  sort: Schema.Struct({ by: Schema.String, coordinates: Schema.NullOr(Coordinates) }),
})
export type SearchResult = typeof SearchResult.Type

/** One amenity and how many hotels of the queried place offer it. */
export const Facility = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  slug: Schema.String,
  kind: Schema.Literals(["hotel", "room"]),
  count: Schema.Int,
})
export type Facility = typeof Facility.Type

/** spec-search §3 'Availability'; price is keyed by room type id '{hotelId}|{roomtype}'. */
export const Availability = Schema.Struct({
  rooms: Schema.Array(Schema.Struct({ type: RoomTypeCode, count: Schema.Int })),
  available: Schema.Boolean,
  price: Schema.Record(Schema.String, Schema.Struct({ available: Schema.Boolean })),
})
export type Availability = typeof Availability.Type

export class HotelsApi extends HttpApiGroup.make("hotels")
  .add(
    HttpApiEndpoint.get("search", "/api/v5/search/", {
      query: SearchQuery,
      success: Data(SearchResult),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("facilities", "/api/v1/facilities/", {
      query: PlaceQuery,
      success: Data(Schema.Array(Facility)),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("availability", "/api/v2/hotels/:id/availability/", {
      params: { id: NumericId },
      query: { checkin: CalendarDay, checkout: CalendarDay, roomconfig: Schema.optionalKey(RoomConfigParam) },
      success: Data(Availability),
      error: [BadRequest, NotFound],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Hotels", description: "Hotel search, facilities and availability" }),
  ) {}
