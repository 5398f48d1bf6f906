import { Schema } from "effect"
import { Gstin } from "./gstin.ts"
import { RoomTypeCode } from "./hotel.ts"
import { CalendarDate, Count, Instant, NumericId } from "./primitives.ts"

/** DESIGN.md 'Mobile': +91 and 10 digits starting 6-9. */
export const IndianMobile = Schema.String.check(Schema.isPattern(/^\+91[6-9]\d{9}$/))

export const Company = Schema.Struct({
  name: Schema.NonEmptyString,
  address: Schema.NonEmptyString,
  gstin: Gstin,
})
export type Company = typeof Company.Type

export const User = Schema.Struct({
  id: NumericId,
  firstName: Schema.NonEmptyString,
  lastName: Schema.NonEmptyString,
  email: Schema.String.check(Schema.isPattern(/^[a-z0-9.]+@[a-z0-9.-]+\.[a-z]{2,}$/)),
  phone: IndianMobile,
  /** Signed up to the rewards club; only members hold points. */
  member: Schema.Boolean,
  points: Count,
  company: Schema.NullOr(Company),
})
export type User = typeof User.Type

/** A completed stay before the catalogue's base date; the only thing a review can be about. */
export const PastStay = Schema.Struct({
  id: NumericId,
  userId: NumericId,
  hotelId: NumericId,
  roomType: RoomTypeCode,
  checkin: CalendarDate,
  checkout: CalendarDate,
})
export type PastStay = typeof PastStay.Type

export const Review = Schema.Struct({
  id: NumericId,
  stayId: NumericId,
  hotelId: NumericId,
  userId: NumericId,
  rating: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 })),
  text: Schema.NonEmptyString,
  createdAt: Instant,
})
export type Review = typeof Review.Type
