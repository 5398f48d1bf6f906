import { Schema } from "effect"
import { IdType, RoomPreferences } from "#core/api/web-check-in.ts"

/**
 * Web check-in in the journey format (docs/journeys.md 'Web check-in', ADR 088). `schema.ts`
 * merges these into the step kinds; each step's answer goes to `expect.response`.
 */

export const WebCheckInPhotoId = Schema.Struct({
  idType: IdType,
  idNumber: Schema.String,
  /** What the chosen file is: a JPEG or PNG photo, or a text file named like one. */
  image: Schema.Literals(["jpeg", "png", "text"]),
  /** The file's size; 40 KB when absent. */
  kilobytes: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThan(0))),
})
export type WebCheckInPhotoId = typeof WebCheckInPhotoId.Type

export const webCheckInStepArguments = {
  /** Opens the web check-in of one of the member's bookings; `{orderId}` is the order placed last. */
  "webCheckIn.open": Schema.NonEmptyString,
  /** Step 1 on the open check-in: the primary guest's photo ID. */
  "webCheckIn.photoId": WebCheckInPhotoId,
  /** Step 2 on the open check-in: room preferences and arrival time; completes the check-in. */
  "webCheckIn.room": RoomPreferences,
} as const
