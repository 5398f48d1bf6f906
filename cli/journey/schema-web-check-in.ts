import { Schema } from "effect"
import { IdType, RoomPreferences } from "#core/api/web-check-in.ts"
import { ErrorMatch } from "./schema-auth.ts"

/**
 * Web check-in in the journey format (docs/journeys.md 'Web check-in', ADR 088), driving the
 * page's machine (`machines/web-check-in.machine.ts`). `schema.ts` merges these into the step
 * kinds; the answer of each call the page makes goes to `expect.response`.
 */

const NonNegativeInt = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

export const WebCheckInPhotoId = Schema.Struct({
  idType: IdType,
  idNumber: Schema.String,
  /** What the chosen file is: a JPEG or PNG photo, or a text file named like one. */
  image: Schema.Literals(["jpeg", "png", "text"]),
  /** The file's size; 40 KB when absent. */
  kilobytes: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThan(0))),
})
export type WebCheckInPhotoId = typeof WebCheckInPhotoId.Type

/** What the page shows: the machine's state. */
export const WEB_CHECK_IN_SCREENS = [
  "loading",
  "loadFailed",
  "notYetOpen",
  "closed",
  "photoId",
  "sendingPhotoId",
  "room",
  "sendingRoom",
  "complete",
] as const

const PhotoIdProblem = Schema.Literals(["invalid", "missing", "tooLarge", "notAnImage"])

export const ExpectWebCheckIn = Schema.Struct({
  shows: Schema.optionalKey(Schema.Literals(WEB_CHECK_IN_SCREENS)),
  /** Exactly the problems the photo ID form shows under its fields; `{}` for none. */
  problems: Schema.optionalKey(
    Schema.Struct({
      idNumber: Schema.optionalKey(PhotoIdProblem),
      image: Schema.optionalKey(PhotoIdProblem),
    }),
  ),
  /** The refusal the page shows (`message` contains), or `null` for none. */
  error: Schema.optionalKey(ErrorMatch),
  /** The reference shown once complete (`{orderId}` allowed), or `null`. */
  reference: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type ExpectWebCheckIn = typeof ExpectWebCheckIn.Type

/** The page's calls, counted for `expect.calls`. */
export const WEB_CHECK_IN_ACTORS = ["fetchCheckIn", "sendPhotoId", "sendRoom"] as const

export const webCheckInCalls = {
  fetchCheckIn: Schema.optionalKey(NonNegativeInt),
  sendPhotoId: Schema.optionalKey(NonNegativeInt),
  sendRoom: Schema.optionalKey(NonNegativeInt),
}

export const webCheckInStepArguments = {
  /** Opens the web check-in of one of the member's bookings; `{orderId}` is the order placed last. */
  "webCheckIn.open": Schema.NonEmptyString,
  /** Step 1 on the open check-in: fills the photo ID form (type, number, file) and sends it. */
  "webCheckIn.photoId": WebCheckInPhotoId,
  /** Chooses another kind of ID on the photo ID form, without sending it. */
  "webCheckIn.idType": IdType,
  /** Step 2 on the open check-in: room preferences and arrival time; completes the check-in. */
  "webCheckIn.room": RoomPreferences,
  /** Retry on a page whose load failed, or that said check-in is not open yet: loads it again. */
  "webCheckIn.retry": Schema.Null,
  /** What the open web check-in page shows. */
  "expect.webCheckIn": ExpectWebCheckIn,
} as const
