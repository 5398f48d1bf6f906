import { Schema } from "effect"
import { isCalendarDay } from "./calendar-day.ts"

/** A stay or calendar day, YYYY-MM-DD, Asia/Kolkata; stay days never carry a time. */
export const CalendarDay = Schema.String.pipe(
  Schema.check(Schema.makeFilter((s: string) => isCalendarDay(s) || "must be a calendar day as YYYY-MM-DD")),
)
