import { Schema } from "effect"
import { CalendarDay } from "../dates/calendar-day-schema.ts"

/** Lower-case words joined by single hyphens, as they appear in listing and hotel URLs. */
export const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))

/** A calendar day, YYYY-MM-DD, Asia/Kolkata (stay dates never carry a time). */
export const CalendarDate = CalendarDay
export type CalendarDate = typeof CalendarDate.Type

/** An instant in UTC, ISO 8601 with a trailing Z. */
export const Instant = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/),
)

/** Hotel, stay and review ids travel in URLs and query strings, so they are decimal strings. */
export const NumericId = Schema.String.check(Schema.isPattern(/^[1-9]\d*$/))

/** Places and catalogue entries that never leave the server as text keep integer ids. */
export const EntityId = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))

/** India's mainland and islands lie within these bounds; anything outside is a data error. */
export const Latitude = Schema.Finite.check(Schema.isBetween({ minimum: 6, maximum: 37 }))
export const Longitude = Schema.Finite.check(Schema.isBetween({ minimum: 68, maximum: 98 }))

export const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
export const PositiveInt = Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))
