import { Effect, Option, Schema } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { SqlClient } from "effect/sql"
import { Email } from "#core/api/auth.ts"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import { stayBookable } from "#core/notices/availability.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import { AppClock } from "#core/services/clock.ts"
import { storable } from "../accounts/http.ts"
import { optionalMember } from "../accounts/optional-member.ts"
import { Accounts } from "../accounts/repo.ts"
import { Sessions } from "../accounts/sessions.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { checkedRooms, checkedStay } from "../pricing/request.ts"
import { SearchPricing } from "../pricing/search-prices.ts"
import { limitPerClient } from "../rate-limit/per-client.ts"

/** Notify-me requests one client may make per hour. */
export const NOTIFY_LIMIT = 10
export const NOTIFY_WINDOW_SECONDS = 3600

const isEmail = Schema.is(Email)

/**
 * POST /api/v1/hotels/notify-hotel-availability/ (spec-search §7, ADR 073). A request is stored
 * whatever the rooms: waiting until the watch e-mails it, or, when the stay can be booked already,
 * stored as told at once (the answer is the notice) so the watch never e-mails it.
 */
export const AvailabilityNoticesHandlers = HttpApiBuilder.group(
  Api,
  "availabilityNotices",
  Effect.fn(function* (handlers) {
    const sql = yield* SqlClient.SqlClient
    const clock = yield* AppClock
    const catalogue = yield* HotelCatalogue
    const pricing = yield* SearchPricing
    const sessions = yield* Sessions
    const accounts = yield* Accounts

    /** The address to write to: the body's, else the signed-in member's; lower-cased. */
    const addressOf = (given: string | undefined, authorization: string | undefined) =>
      Effect.gen(function* () {
        if (given !== undefined && given.trim() !== "") {
          const email = (yield* storable("email", given.trim())).toLowerCase()
          if (!isEmail(email)) {
            return yield* new BadRequest(entry("invalid_email", "email: must be an e-mail address", "email"))
          }
          return email
        }
        const userId = yield* optionalMember(sessions, authorization)
        const account = userId === undefined ? undefined : yield* accounts.findById(userId)
        if (account?.email == null) {
          return yield* new BadRequest(
            entry(
              "email_required",
              "email: please give an e-mail address to be told when rooms free up",
              "email",
            ),
          )
        }
        return account.email
      })

    return handlers.handle("notifyAvailability", ({ payload, request }) =>
      Effect.gen(function* () {
        // Everything is checked before anything is counted or stored: bad input changes nothing.
        const stay = yield* checkedStay({ checkin: payload.checkin_date, checkout: payload.checkout_date })
        const rooms = yield* checkedRooms(parseRoomConfig(payload.room_config), "room_config")
        const hotel = catalogue.hotel(payload.hotel_id)
        if (hotel === undefined) {
          return yield* new NotFound(
            entry("hotel_not_found", `No hotel with id ${payload.hotel_id}`, "hotel_id"),
          )
        }
        const roomType = payload.room_type ?? null
        if (roomType !== null && !hotel.roomTypes.some((t) => t.code === roomType)) {
          return yield* new NotFound(
            entry(
              "room_type_not_found",
              `Hotel ${hotel.id} has no room type '${roomType}'; it has ${hotel.roomTypes.map((t) => t.code).join(", ")}`,
              "room_type",
            ),
          )
        }
        const email = yield* addressOf(payload.email, request.headers.authorization)
        const client = Option.getOrElse(request.remoteAddress, () => "unknown")
        yield* limitPerClient(
          `notify-availability:client:${client}`,
          NOTIFY_LIMIT,
          NOTIFY_WINDOW_SECONDS,
          (seconds) => `Too many notification requests. Please try again in ${seconds} seconds.`,
        )
        const left = yield* pricing.roomsLeft({ hotelIds: [hotel.id], stay, rooms })
        const available = stayBookable(left.get(hotel.id) ?? [], rooms.length, roomType)
        const now = new Date(yield* clock.now)
        // Asking again for the same stay while waiting is the same request, not a second e-mail.
        const [{ id }] = (yield* sql<{ id: number }>`
          INSERT INTO availability_notices
            (hotel_id, checkin, checkout, room_config, room_type, email, created_at, notified_at)
          VALUES (${hotel.id}, ${stay.checkin}::date, ${stay.checkout}::date, ${serialiseRoomConfig(rooms)},
                  ${roomType}, ${email}, ${now}, ${available ? now : null})
          ON CONFLICT (hotel_id, checkin, checkout, room_config, (coalesce(room_type, '')), email)
            WHERE notified_at IS NULL DO UPDATE SET email = EXCLUDED.email
          RETURNING id`.pipe(Effect.orDie)) as unknown as [{ id: number }]
        return available
          ? {
              id,
              status: "already_available" as const,
              message: `Rooms are available at ${hotel.name} for these dates: you can book now.`,
            }
          : {
              id,
              status: "waiting" as const,
              message: `We will e-mail ${email} once, as soon as rooms at ${hotel.name} free up for these dates.`,
            }
      }),
    )
  }),
)
