import { randomBytes } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import {
  idImageTypeOf,
  idNumberLast4,
  idNumberValid,
  MAX_ID_IMAGE_BYTES,
  WEB_CHECK_IN_STATUSES,
  webCheckInClosesAt,
  webCheckInOpensAt,
  webCheckInWindow,
} from "#core/account/web-check-in.ts"
import {
  BadRequest,
  Conflict,
  entry,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
} from "#core/api/errors.ts"
import type { PhotoIdBody, RoomPreferences, WebCheckIn } from "#core/api/web-check-in.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { type BookedOrder, bookingOfMember } from "./booking-repo.ts"

interface CheckInRow {
  readonly id_type: NonNullable<WebCheckIn["photoId"]>["type"]
  readonly id_last4: string
  readonly image_held: boolean
  readonly room: RoomPreferences | string | null
  readonly reference: string | null
}

type Failure = BadRequest | NotFound | Conflict | PayloadTooLarge | UnsupportedMediaType

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
// Crockford-like: no 0/O or 1/I to misread at a desk.
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

const newReference = () =>
  `WC${Array.from(randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`

const notFound = (orderId: string) =>
  new NotFound(entry("booking_not_found", `No booking with id ${orderId}`, "orderId"))

/**
 * Web check-in for a member's own booking (ADR 088): photo ID, then room preferences. Every write
 * is one statement or one transaction checked first, so a refused call stores nothing.
 */
export class WebCheckIns extends Context.Service<
  WebCheckIns,
  {
    readonly status: (userId: string, orderId: string) => Effect.Effect<WebCheckIn, NotFound>
    readonly photoId: (
      userId: string,
      orderId: string,
      body: PhotoIdBody,
    ) => Effect.Effect<WebCheckIn, Failure>
    readonly room: (
      userId: string,
      orderId: string,
      room: RoomPreferences,
    ) => Effect.Effect<WebCheckIn, NotFound | Conflict>
  }
>()("booking/server/bookings/WebCheckIns") {
  static readonly layer = Layer.effect(
    WebCheckIns,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const catalogue = yield* HotelCatalogue

      const rowOf = (orderId: string) =>
        Effect.map(
          sql<CheckInRow>`SELECT id_type, id_last4, id_image IS NOT NULL AS image_held, room, reference
            FROM web_check_ins WHERE order_id = ${orderId}`,
          (rows) => rows[0],
        )

      const viewOf = (order: BookedOrder, row: CheckInRow | undefined, now: number): WebCheckIn => {
        const room = row?.room == null ? null : typeof row.room === "string" ? JSON.parse(row.room) : row.room
        return {
          orderId: order.orderId,
          hotelName: catalogue.hotel(order.hotelId)?.name ?? "",
          checkIn: order.checkin,
          checkOut: order.checkout,
          window: webCheckInWindow(order, now),
          opensAt: new Date(webCheckInOpensAt(order.checkin)).toISOString(),
          closesAt: new Date(webCheckInClosesAt(order.checkout)).toISOString(),
          step: row === undefined ? "photo_id" : row.reference === null ? "room" : "complete",
          photoId:
            row === undefined
              ? null
              : { type: row.id_type, numberLast4: row.id_last4, imageHeld: Boolean(row.image_held) },
          room,
          reference: row?.reference ?? null,
        }
      }

      /** The member's booking, or 404 for an unknown id and for someone else's. */
      const owned = (userId: string, orderId: string) =>
        Effect.flatMap(
          bookingOfMember(userId, orderId).pipe(
            Effect.provideService(SqlClient.SqlClient, sql),
            Effect.orDie,
          ),
          (order) => (order === undefined ? Effect.fail(notFound(orderId)) : Effect.succeed(order)),
        )

      /** The booking, if web check-in may change it now. */
      const writable = Effect.fnUntraced(function* (userId: string, orderId: string) {
        const order = yield* owned(userId, orderId)
        const now = yield* clock.now
        if (!(WEB_CHECK_IN_STATUSES as ReadonlyArray<string>).includes(order.status)) {
          return yield* new Conflict(entry("not_checkable", "This booking can no longer be checked in."))
        }
        const window = webCheckInWindow(order, now)
        if (window === "not_yet_open") {
          return yield* new Conflict(
            entry("not_yet_open", "Web check-in opens at midnight on your check-in day."),
          )
        }
        if (window === "closed") {
          return yield* new Conflict(entry("closed", "Web check-in has closed for this stay."))
        }
        const row = yield* rowOf(orderId).pipe(Effect.orDie)
        if (row?.reference != null) {
          return yield* new Conflict(entry("already_checked_in", "Web check-in is already complete."))
        }
        return { order, row, now }
      })

      const status = Effect.fn("WebCheckIns.status")(function* (userId: string, orderId: string) {
        const order = yield* owned(userId, orderId)
        const row = yield* rowOf(orderId).pipe(Effect.orDie)
        return viewOf(order, row, yield* clock.now)
      })

      const photoId = Effect.fn("WebCheckIns.photoId")(function* (
        userId: string,
        orderId: string,
        body: PhotoIdBody,
      ) {
        // Input first: a malformed request is refused the same whatever the booking.
        if (!idNumberValid(body.idType, body.idNumber)) {
          return yield* new BadRequest(
            entry("invalid_id_number", "Enter the number as it is on the ID.", "idNumber"),
          )
        }
        if (body.image.length % 4 !== 0 || !BASE64.test(body.image)) {
          return yield* new BadRequest(entry("invalid_image", "The image could not be read.", "image"))
        }
        const bytes = Buffer.from(body.image, "base64")
        if (bytes.length > MAX_ID_IMAGE_BYTES) {
          return yield* new PayloadTooLarge(
            entry("image_too_large", "The image must be 5 MB or smaller.", "image"),
          )
        }
        const imageType = idImageTypeOf(bytes)
        if (imageType === undefined) {
          return yield* new UnsupportedMediaType(
            entry("not_an_image", "Upload a JPEG or PNG photo of the ID.", "image"),
          )
        }
        const { order, now } = yield* writable(userId, orderId)
        const purgeAt = new Date(webCheckInClosesAt(order.checkout))
        const last4 = idNumberLast4(body.idNumber)
        yield* sql`INSERT INTO web_check_ins (order_id, id_type, id_last4, id_image, id_image_type, id_given_at, purge_at)
          VALUES (${orderId}, ${body.idType}, ${last4}, ${bytes}, ${imageType}, ${new Date(now)}, ${purgeAt})
          ON CONFLICT (order_id) DO UPDATE SET id_type = EXCLUDED.id_type, id_last4 = EXCLUDED.id_last4,
            id_image = EXCLUDED.id_image, id_image_type = EXCLUDED.id_image_type,
            id_given_at = EXCLUDED.id_given_at, image_purged_at = NULL
          WHERE web_check_ins.reference IS NULL`.pipe(Effect.orDie)
        return viewOf(order, yield* rowOf(orderId).pipe(Effect.orDie), now)
      })

      const room = Effect.fn("WebCheckIns.room")(function* (
        userId: string,
        orderId: string,
        prefs: RoomPreferences,
      ) {
        const { order, row, now } = yield* writable(userId, orderId)
        if (row === undefined) {
          return yield* new Conflict(entry("photo_id_first", "Add a photo ID first."))
        }
        yield* sql`UPDATE web_check_ins SET room = ${JSON.stringify(prefs)}::jsonb,
            reference = ${newReference()}, completed_at = ${new Date(now)}
          WHERE order_id = ${orderId} AND reference IS NULL`.pipe(Effect.orDie)
        return viewOf(order, yield* rowOf(orderId).pipe(Effect.orDie), now)
      })

      return WebCheckIns.of({ status, photoId, room })
    }),
  )
}

/**
 * Deletes the ID images no stay needs any more (docs/privacy.md): from the stay's check-out time,
 * and at once for a booking cancelled or reported a no-show. Returns how many were deleted.
 */
export const purgeIdImages = (now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ order_id: string }>`UPDATE web_check_ins w
      SET id_image = NULL, id_image_type = NULL, image_purged_at = ${new Date(now)}
      WHERE w.id_image IS NOT NULL AND (w.purge_at <= ${new Date(now)} OR EXISTS (
        SELECT 1 FROM orders o WHERE o.order_id = w.order_id AND o.status IN ('cancelled', 'noshow', 'checked_out')))
      RETURNING w.order_id`
    return rows.length
  })
