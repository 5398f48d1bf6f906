import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type { Hotel } from "#core/catalogue/hotel.ts"
import { businessDay } from "#core/dates/business-day.ts"
import { nightsOf } from "#core/dates/nights.ts"
import { stayBookable } from "#core/notices/availability.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { AppClock } from "#core/services/clock.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { type StaysInventory, stayKey } from "../inventory/stays.ts"
import { Email } from "../outbox/email.ts"
import { Outbox } from "../outbox/repo.ts"
import { fittingRoomTypes } from "../pricing/room-stays.ts"
import { hotelPageOf } from "../reviews/hotel-page.ts"
import { ServerSettings } from "../settings.ts"

interface WaitingRow {
  readonly id: number
  readonly checkin: string
  readonly checkout: string
  readonly room_config: string
  readonly room_type: string | null
  readonly email: string
}

interface NightRow {
  readonly room_type: string
  readonly night: string
  readonly booked: number
  readonly capacity: number
}

/** A notice request, as stored. */
export interface NoticeStay {
  readonly checkin: string
  readonly checkout: string
  readonly roomConfig: string
  readonly roomType: string | null
}

/** Whether the stay can be booked now, by the inventory read for the hotel (no rates needed). */
export const noticeBookable = (hotel: Hotel, stay: NoticeStay, inventory: StaysInventory): boolean => {
  const rooms = parseRoomConfig(stay.roomConfig)
  const fitting = fittingRoomTypes(hotel, rooms, nightsOf(stay.checkin, stay.checkout), inventory)
  return stayBookable(
    fitting.map((t) => ({ roomType: t.roomType.code, roomsLeft: t.roomsLeft })),
    rooms.length,
    stay.roomType,
  )
}

/**
 * Notify me (spec-search §7, ADR 073). `check` is called by every inventory write that can free
 * rooms of a hotel (Inventory's write path): each waiting request of that hotel whose whole stay
 * now has enough rooms gets one e-mail and is marked notified. Claiming is a conditional UPDATE
 * (`notified_at IS NULL`) in the same transaction as the e-mail's outbox row, so two frees, or two
 * processes checking at once, never e-mail a request twice: the second waits for the first's row
 * locks and then finds the request already notified.
 */
export class AvailabilityWatch extends Context.Service<
  AvailabilityWatch,
  {
    /** How many requests were notified by this check. */
    readonly check: (hotelId: string) => Effect.Effect<number>
  }
>()("booking/server/notices/AvailabilityWatch") {
  static readonly layerNoDeps = Layer.effect(
    AvailabilityWatch,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const email = yield* Email
      const catalogue = yield* HotelCatalogue
      const settings = yield* ServerSettings

      const message = (hotel: Hotel, row: WaitingRow) => {
        const query = new URLSearchParams({
          checkin: row.checkin,
          checkout: row.checkout,
          roomconfig: row.room_config,
        })
        const link = new URL(`${hotelPageOf(catalogue.view, hotel)}?${query}`, settings.publicOrigin.website)
        const rooms = parseRoomConfig(row.room_config).length
        return {
          to: row.email,
          subject: `Rooms are available at ${hotel.name}`,
          text: [
            `Good news: ${rooms === 1 ? "a room is" : `${rooms} rooms are`} available again at ${hotel.name} for your stay from ${row.checkin} to ${row.checkout}${row.room_type === null ? "" : ` (${row.room_type})`}.`,
            "",
            `Book now: ${link.href}`,
            "",
            "Rooms can go quickly. This is the only e-mail we send for this request.",
          ].join("\n"),
        }
      }

      return AvailabilityWatch.of({
        check: Effect.fn("AvailabilityWatch.check")(function* (hotelId: string) {
          const hotel = catalogue.hotel(hotelId)
          if (hotel === undefined) return 0
          const today = businessDay(yield* clock.now)
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              // A stay that has begun can no longer be booked: its request just stays unanswered.
              const waiting = yield* sql<WaitingRow>`
                SELECT id, to_char(checkin, 'YYYY-MM-DD') AS checkin, to_char(checkout, 'YYYY-MM-DD') AS checkout,
                       room_config, room_type, email
                FROM availability_notices
                WHERE hotel_id = ${hotelId} AND notified_at IS NULL AND checkin >= ${today}::date
                ORDER BY id`
              if (waiting.length === 0) return 0
              const from = waiting.map((w) => w.checkin).sort()[0]!
              const to = waiting
                .map((w) => w.checkout)
                .sort()
                .at(-1)!
              const nights = yield* sql<NightRow>`
                SELECT room_type, to_char(night, 'YYYY-MM-DD') AS night, booked, capacity FROM room_nights
                WHERE hotel_id = ${hotelId} AND night >= ${from}::date AND night < ${to}::date`
              const inventory: StaysInventory = {
                rooms: new Map(nights.map((n) => [stayKey(hotelId, n.room_type, n.night), n])),
                ratesPaise: new Map(),
              }
              const bookable = waiting.filter((row) =>
                noticeBookable(
                  hotel,
                  {
                    checkin: row.checkin,
                    checkout: row.checkout,
                    roomConfig: row.room_config,
                    roomType: row.room_type,
                  },
                  inventory,
                ),
              )
              if (bookable.length === 0) return 0
              const now = new Date(yield* clock.now)
              const claimed = yield* sql<{ id: number }>`
                UPDATE availability_notices SET notified_at = ${now}
                WHERE id = ANY(string_to_array(${bookable.map((b) => b.id).join(",")}, ',')::int[])
                  AND notified_at IS NULL
                RETURNING id`
              const ids = new Set(claimed.map((c) => c.id))
              const toSend = bookable.filter((row) => ids.has(row.id))
              yield* Effect.forEach(toSend, (row) => email.send(message(hotel, row)), { discard: true })
              return toSend.length
            }),
          )
        }, Effect.orDie),
      })
    }),
  )

  /**
   * With its own e-mail and catalogue layers (the same instances as the server's: layers are
   * memoised by reference), so the inventory that calls it needs nothing more than before.
   */
  static readonly layer = AvailabilityWatch.layerNoDeps.pipe(
    Layer.provide([HotelCatalogue.layer, Email.layer.pipe(Layer.provide(Outbox.layer))]),
  )
}
