import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { ARRIVAL_TIME, ID_TYPES } from "../account/web-check-in.ts"
import { CalendarDay } from "../dates/calendar-day-schema.ts"
import { Authentication } from "./auth.ts"
import { OrderId } from "./checkout.ts"
import { Data } from "./envelope.ts"
import { BadRequest, Conflict, NotFound, PayloadTooLarge, UnsupportedMediaType } from "./errors.ts"

export const IdType = Schema.Literals(ID_TYPES)

export const FloorPreference = Schema.Literals(["any", "high", "low"])
export const BedPreference = Schema.Literals(["any", "double", "twin"])

/** What the guest asks of the room; the hotel assigns the room number at arrival (ADR 088). */
export const RoomPreferences = Schema.Struct({
  floor: FloorPreference,
  nearLift: Schema.Boolean,
  bed: BedPreference,
  /** 'HH:MM', 24-hour clock, India. */
  arrivalTime: Schema.String.check(
    Schema.isPattern(ARRIVAL_TIME, { message: "must be a time such as 14:30" }),
  ),
})
export type RoomPreferences = typeof RoomPreferences.Type

/** One booking's web check-in as the guest sees it (ADR 088). */
export const WebCheckIn = Schema.Struct({
  orderId: OrderId,
  hotelName: Schema.String,
  checkIn: CalendarDay,
  checkOut: CalendarDay,
  /** not_yet_open before 00:00 IST on the check-in day; closed from the check-out time. */
  window: Schema.Literals(["not_yet_open", "open", "closed"]),
  /** ISO instants the check-in opens and closes. */
  opensAt: Schema.String,
  closesAt: Schema.String,
  /** Which step comes next: photo ID, room preferences, or done. */
  step: Schema.Literals(["photo_id", "room", "complete"]),
  /**
   * The ID given; only its type and the number's last 4 characters are kept for good.
   * `imageHeld` turns false once the image is deleted, at the check-out time (docs/privacy.md).
   */
  photoId: Schema.NullOr(
    Schema.Struct({ type: IdType, numberLast4: Schema.String, imageHeld: Schema.Boolean }),
  ),
  room: Schema.NullOr(RoomPreferences),
  /** Shown at the desk; set once both steps are done. */
  reference: Schema.NullOr(Schema.String),
})
export type WebCheckIn = typeof WebCheckIn.Type

/** Step 1: the primary guest's photo ID, the image as base64 (JPEG or PNG, at most 5 MB). */
export const PhotoIdBody = Schema.Struct({
  idType: IdType,
  idNumber: Schema.String.check(Schema.isMaxLength(32)),
  image: Schema.String,
})
export type PhotoIdBody = typeof PhotoIdBody.Type

/** The path of the photo ID call, which alone may carry a body of several megabytes. */
export const PHOTO_ID_PATH = /^\/api\/v1\/booking\/web-checkin\/[^/]+\/id\/$/

/**
 * Web check-in for the signed-in member's own booking (ADR 088). Another member's booking answers
 * 404, as an unknown one does. Nothing is stored by a call that fails.
 */
export class WebCheckInApi extends HttpApiGroup.make("webCheckIn")
  .add(
    HttpApiEndpoint.get("status", "/api/v1/booking/web-checkin/:orderId/", {
      params: { orderId: OrderId },
      success: Data(WebCheckIn),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("photoId", "/api/v1/booking/web-checkin/:orderId/id/", {
      params: { orderId: OrderId },
      payload: PhotoIdBody,
      success: Data(WebCheckIn),
      error: [BadRequest, NotFound, Conflict, PayloadTooLarge, UnsupportedMediaType],
    }),
    HttpApiEndpoint.post("room", "/api/v1/booking/web-checkin/:orderId/room/", {
      params: { orderId: OrderId },
      payload: RoomPreferences,
      success: Data(WebCheckIn),
      error: [BadRequest, NotFound, Conflict],
    }),
  )
  .middleware(Authentication)
  .annotateMerge(
    OpenApi.annotations({
      title: "Web check-in",
      description: "A member's check-in before arrival: photo ID, then room preferences",
    }),
  ) {}
