import { Schema } from "effect"
import { BrandCode } from "./brand.ts"
import { AccessibilityCode, PolicyType } from "./features.ts"
import {
  CalendarDate,
  Count,
  EntityId,
  Latitude,
  Longitude,
  NumericId,
  PositiveInt,
  Slug,
} from "./primitives.ts"

/** Listed in the spec's priority order (spec-search §3 'Room type'); hotels keep this order. */
export const RoomTypeCode = Schema.Literals(["common", "acacia", "oak", "maple", "mahogany"])
export type RoomTypeCode = typeof RoomTypeCode.Type
export const roomTypePriority: ReadonlyArray<RoomTypeCode> = RoomTypeCode.literals

export const BedType = Schema.Literals(["single", "twin", "double", "queen", "king"])
export type BedType = typeof BedType.Type

export const RoomType = Schema.Struct({
  code: RoomTypeCode,
  name: Schema.NonEmptyString,
  roomCount: PositiveInt,
  maxOccupancy: Schema.Struct({ adults: PositiveInt, kids: Count, guests: PositiveInt }),
  bed: BedType,
  areaSqft: PositiveInt,
  amenities: Schema.Array(EntityId),
  /** One room for one night before discounts and GST. */
  baseRatePaise: PositiveInt,
})
export type RoomType = typeof RoomType.Type

export const ImageCategory = Schema.Literals([
  "facade",
  "lobby",
  "reception",
  "restaurant",
  "corridor",
  "pool",
  "room",
  "bathroom",
])
export type ImageCategory = typeof ImageCategory.Type

/** Images are drawn on request (core/catalogue/images.ts), so a record is all there is. */
export const HotelImage = Schema.Struct({
  id: Schema.String.check(Schema.isPattern(/^[1-9]\d*-\d+$/)),
  category: ImageCategory,
  roomTypeCode: Schema.NullOr(RoomTypeCode),
  position: PositiveInt,
  width: PositiveInt,
  height: PositiveInt,
})
export type HotelImage = typeof HotelImage.Type

/** Rooms of one type already sold for one night before any fixture journey starts. */
export const NightOccupancy = Schema.Struct({
  night: CalendarDate,
  roomTypeCode: RoomTypeCode,
  bookedRooms: PositiveInt,
})
export type NightOccupancy = typeof NightOccupancy.Type

/** Hygiene programmes a hotel may belong to: programme names, the same in every language. */
export const SHIELD_TYPES = ["SafeStay", "CleanPlus"] as const

export const HotelBadges = Schema.Struct({
  isTopRated: Schema.Boolean,
  isFrequentlyBooked: Schema.Boolean,
  isValueForMoney: Schema.Boolean,
  stealDeal: Schema.Boolean,
})
export type HotelBadges = typeof HotelBadges.Type

const HotelFields = Schema.Struct({
  id: NumericId,
  /** Unique across the catalogue; the hotel URL ends in {slug}-{id}. */
  slug: Slug,
  name: Schema.NonEmptyString,
  brandCode: BrandCode,
  propertyType: Schema.Literals(["hotel", "homestay"]),
  cityId: EntityId,
  localityId: EntityId,
  address: Schema.Struct({
    street: Schema.NonEmptyString,
    pincode: Schema.String.check(Schema.isPattern(/^[1-9]\d{5}$/)),
    /** Nearest landmarks of the same city, closest first. */
    landmarkIds: Schema.Array(EntityId),
  }),
  lat: Latitude,
  lng: Longitude,
  description: Schema.NonEmptyString,
  amenities: Schema.Array(EntityId),
  policies: Schema.Array(PolicyType),
  popularCollections: Schema.Array(EntityId),
  accessibilities: Schema.Array(AccessibilityCode),
  badges: HotelBadges,
  shieldType: Schema.NullOr(Schema.Literals(SHIELD_TYPES)),
  images: Schema.Array(HotelImage).check(Schema.isMinLength(1)),
  roomTypes: Schema.Array(RoomType).check(Schema.isBetweenLength(1, 5)),
  preOccupancy: Schema.Array(NightOccupancy),
})

const hotelIssues = (hotel: typeof HotelFields.Type): Array<string> => {
  const issues: Array<string> = []
  const ranks = hotel.roomTypes.map((room) => roomTypePriority.indexOf(room.code))
  if (ranks.some((rank, i) => i > 0 && rank <= ranks[i - 1]!)) {
    issues.push("room types must be unique and in priority order common, acacia, oak, maple, mahogany")
  }
  const roomCounts = new Map(hotel.roomTypes.map((room) => [room.code, room.roomCount]))
  for (const image of hotel.images) {
    if (image.roomTypeCode !== null && !roomCounts.has(image.roomTypeCode)) {
      issues.push(`image ${image.id} shows room type ${image.roomTypeCode} the hotel does not have`)
    }
  }
  if (new Set(hotel.images.map((image) => image.position)).size !== hotel.images.length) {
    issues.push("image positions must be unique")
  }
  const nights = new Set<string>()
  for (const entry of hotel.preOccupancy) {
    const capacity = roomCounts.get(entry.roomTypeCode)
    if (capacity === undefined || entry.bookedRooms > capacity) {
      issues.push(`${entry.night} ${entry.roomTypeCode}: ${entry.bookedRooms} rooms booked exceeds inventory`)
    }
    const key = `${entry.night}|${entry.roomTypeCode}`
    if (nights.has(key)) issues.push(`${key} listed twice`)
    nights.add(key)
  }
  return issues
}

export const Hotel = HotelFields.check(Schema.makeFilter(hotelIssues))
export type Hotel = typeof Hotel.Type
