import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import type { InventoryNight, NightRate } from "#core/api/test-control.ts"
import { nightRangeProblem, nightsOf } from "#core/dates/nights.ts"
import { AvailabilityWatch } from "../notices/watch.ts"
import { type StaysInventory, stayKey } from "./stays.ts"

export class HotelNotFound extends Schema.TaggedError<HotelNotFound>()("HotelNotFound", {
  hotelId: Schema.String,
}) {
  override get message() {
    return `No hotel with id ${this.hotelId}`
  }
}

export class RoomTypeNotFound extends Schema.TaggedError<RoomTypeNotFound>()("RoomTypeNotFound", {
  hotelId: Schema.String,
  roomType: Schema.String,
  offered: Schema.Array(Schema.String),
}) {
  override get message() {
    return `Hotel ${this.hotelId} has no room type '${this.roomType}'; it has ${this.offered.join(", ")}`
  }
}

export class InvalidNightRange extends Schema.TaggedError<InvalidNightRange>()("InvalidNightRange", {
  field: Schema.Literals(["from", "to"]),
  reason: Schema.String,
}) {
  override get message() {
    return this.reason
  }
}

export class AvailabilityOutOfRange extends Schema.TaggedError<AvailabilityOutOfRange>()(
  "AvailabilityOutOfRange",
  { available: Schema.Finite, capacity: Schema.Int, roomType: Schema.String },
) {
  override get message() {
    return `available must be between 0 and ${this.capacity} (the ${this.roomType} rooms of this hotel); got ${this.available}`
  }
}

/** Why a range of one hotel's rooms cannot be read or written. */
export type RoomRangeError = HotelNotFound | RoomTypeNotFound | InvalidNightRange

interface RoomTypeRow {
  readonly code: string
  readonly room_count: number
  readonly base_rate_paise: number
}

interface NightRow {
  readonly night: string
  readonly booked: number
  readonly capacity: number
}

interface RateRow {
  readonly night: string
  readonly rate_paise: number
}

interface StayRow {
  readonly hotel_id: string
  readonly room_type: string
  readonly night: string
  readonly booked: number | null
  readonly capacity: number | null
  readonly rate_paise: number | null
}

/** A checked request: the room type exists and the range holds 1 to MAX_NIGHTS nights. */
interface Target {
  readonly hotelId: string
  readonly roomType: RoomTypeRow
  readonly from: string
  readonly to: string
  readonly nights: ReadonlyArray<string>
}

/**
 * Rooms left and nightly rates per hotel × room type × night (DESIGN.md 'No overbooking'). A night
 * has a `room_nights` row only once something is booked or set; without one, nothing is booked and
 * the room type's whole room count is free. Rates fall back to the catalogue's base rate the same way.
 * The pricing engine and availability read through this service; test control writes through it.
 */
export class Inventory extends Context.Service<
  Inventory,
  {
    readonly nights: (
      hotelId: string,
      roomType: string,
      from: string,
      to: string,
    ) => Effect.Effect<ReadonlyArray<InventoryNight>, RoomRangeError>
    /** Sets the rooms left on every night of the range, whatever was booked before. */
    readonly setAvailable: (
      hotelId: string,
      roomType: string,
      from: string,
      to: string,
      available: number,
    ) => Effect.Effect<ReadonlyArray<InventoryNight>, RoomRangeError | AvailabilityOutOfRange>
    /**
     * Every room type's bookings and overrides for many catalogue hotels over one range, in one
     * statement: search prices read ~200 hotels per call and must not pay a round trip per hotel.
     * Sparse, like the tables: room counts and base rates come from the catalogue the caller holds.
     */
    readonly stays: (
      hotelIds: ReadonlyArray<string>,
      from: string,
      to: string,
    ) => Effect.Effect<StaysInventory, InvalidNightRange>
    readonly rates: (
      hotelId: string,
      roomType: string,
      from: string,
      to: string,
    ) => Effect.Effect<ReadonlyArray<NightRate>, RoomRangeError>
    /**
     * Overrides the base rate on every night of the range. `ratePaise` is a whole number from 1 to
     * MAX_RATE_PAISE: the contract refuses anything else before it gets here.
     */
    readonly setRate: (
      hotelId: string,
      roomType: string,
      from: string,
      to: string,
      ratePaise: number,
    ) => Effect.Effect<ReadonlyArray<NightRate>, RoomRangeError>
  }
>()("booking/server/inventory/Inventory") {
  static readonly layer = Layer.effect(
    Inventory,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const watch = yield* AvailabilityWatch

      const target = Effect.fn("Inventory.target")(function* (
        hotelId: string,
        roomType: string,
        from: string,
        to: string,
      ) {
        const problem = nightRangeProblem(from, to)
        if (problem !== undefined) {
          return yield* new InvalidNightRange({ field: problem.field, reason: problem.message })
        }
        // Room counts and base rates live in the catalogue record; every hotel has at least one
        // room type, so no rows means no such hotel.
        const types = yield* sql<RoomTypeRow>`
          SELECT rt->>'code' AS code, (rt->>'roomCount')::int AS room_count,
                 (rt->>'baseRatePaise')::int AS base_rate_paise
          FROM hotels, jsonb_array_elements(hotels.detail->'roomTypes') AS rt
          WHERE hotels.id = ${hotelId}`.pipe(Effect.orDie)
        if (types.length === 0) return yield* new HotelNotFound({ hotelId })
        const type = types.find((t) => t.code === roomType)
        if (type === undefined) {
          return yield* new RoomTypeNotFound({ hotelId, roomType, offered: types.map((t) => t.code) })
        }
        return { hotelId, roomType: type, from, to, nights: nightsOf(from, to) } satisfies Target
      })

      const readNights = (t: Target) =>
        Effect.gen(function* () {
          const rows = yield* sql<NightRow>`
            SELECT to_char(night, 'YYYY-MM-DD') AS night, booked, capacity FROM room_nights
            WHERE hotel_id = ${t.hotelId} AND room_type = ${t.roomType.code}
              AND night >= ${t.from}::date AND night < ${t.to}::date`.pipe(Effect.orDie)
          const byNight = new Map(rows.map((row) => [row.night, row]))
          return t.nights.map((night): InventoryNight => {
            const row = byNight.get(night)
            const capacity = row?.capacity ?? t.roomType.room_count
            const booked = row?.booked ?? 0
            return { night, capacity, booked, available: capacity - booked }
          })
        })

      const readRates = (t: Target) =>
        Effect.gen(function* () {
          const rows = yield* sql<RateRow>`
            SELECT to_char(night, 'YYYY-MM-DD') AS night, rate_paise FROM rate_overrides
            WHERE hotel_id = ${t.hotelId} AND room_type = ${t.roomType.code}
              AND night >= ${t.from}::date AND night < ${t.to}::date`.pipe(Effect.orDie)
          const byNight = new Map(rows.map((row) => [row.night, row.rate_paise]))
          return t.nights.map((night): NightRate => {
            const override = byNight.get(night)
            return override === undefined
              ? { night, rate_paise: t.roomType.base_rate_paise, source: "base" }
              : { night, rate_paise: override, source: "override" }
          })
        })

      const stays = Effect.fn("Inventory.stays")(function* (
        hotelIds: ReadonlyArray<string>,
        from: string,
        to: string,
      ) {
        const problem = nightRangeProblem(from, to)
        if (problem !== undefined) {
          return yield* new InvalidNightRange({ field: problem.field, reason: problem.message })
        }
        const rooms = new Map<string, { booked: number; capacity: number }>()
        const ratesPaise = new Map<string, number>()
        if (hotelIds.length === 0) return { rooms, ratesPaise } satisfies StaysInventory
        // The ids as one text instead of two IN lists of ~200 parameters each: binding those cost
        // more than reading the rows (PGlite). Hotel ids are digits, so a comma splits them.
        const ids = hotelIds.join(",")
        const rows = yield* sql<StayRow>`
          SELECT hotel_id, room_type, to_char(night, 'YYYY-MM-DD') AS night, booked, capacity,
                 NULL::int AS rate_paise
          FROM room_nights WHERE hotel_id = ANY(string_to_array(${ids}, ','))
            AND night >= ${from}::date AND night < ${to}::date
          UNION ALL
          SELECT hotel_id, room_type, to_char(night, 'YYYY-MM-DD'), NULL, NULL, rate_paise
          FROM rate_overrides WHERE hotel_id = ANY(string_to_array(${ids}, ','))
            AND night >= ${from}::date AND night < ${to}::date`.pipe(Effect.orDie)
        for (const row of rows) {
          const key = stayKey(row.hotel_id, row.room_type, row.night)
          if (row.rate_paise !== null) ratesPaise.set(key, row.rate_paise)
          else rooms.set(key, { booked: row.booked ?? 0, capacity: row.capacity ?? 0 })
        }
        return { rooms, ratesPaise } satisfies StaysInventory
      })

      return {
        stays,
        nights: Effect.fn("Inventory.nights")(function* (
          hotelId: string,
          roomType: string,
          from: string,
          to: string,
        ) {
          return yield* readNights(yield* target(hotelId, roomType, from, to))
        }),
        setAvailable: Effect.fn("Inventory.setAvailable")(function* (
          hotelId: string,
          roomType: string,
          from: string,
          to: string,
          available: number,
        ) {
          const t = yield* target(hotelId, roomType, from, to)
          // Rows copy their capacity from the room count, so checking against it covers every night;
          // the table's CHECK stays the last word.
          const capacity = t.roomType.room_count
          if (!Number.isInteger(available) || available < 0 || available > capacity) {
            return yield* new AvailabilityOutOfRange({ available, capacity, roomType: t.roomType.code })
          }
          // One statement for the whole range, so a failure leaves every night as it was.
          yield* sql`
            INSERT INTO room_nights (hotel_id, room_type, night, booked, capacity)
            SELECT ${t.hotelId}::text, ${t.roomType.code}::text, ${t.from}::date + i,
                   ${capacity - available}::int, ${capacity}::int
            FROM generate_series(0, ${t.nights.length - 1}::int) AS i
            ON CONFLICT (hotel_id, room_type, night)
            DO UPDATE SET booked = room_nights.capacity - ${available}::int`.pipe(Effect.orDie)
          // Rooms may have freed up: waiting notify-me requests of the hotel are told (ADR 073).
          yield* watch.check(t.hotelId)
          return yield* readNights(t)
        }),
        rates: Effect.fn("Inventory.rates")(function* (
          hotelId: string,
          roomType: string,
          from: string,
          to: string,
        ) {
          return yield* readRates(yield* target(hotelId, roomType, from, to))
        }),
        setRate: Effect.fn("Inventory.setRate")(function* (
          hotelId: string,
          roomType: string,
          from: string,
          to: string,
          ratePaise: number,
        ) {
          const t = yield* target(hotelId, roomType, from, to)
          yield* sql`
            INSERT INTO rate_overrides (hotel_id, room_type, night, rate_paise)
            SELECT ${t.hotelId}::text, ${t.roomType.code}::text, ${t.from}::date + i, ${ratePaise}::int
            FROM generate_series(0, ${t.nights.length - 1}::int) AS i
            ON CONFLICT (hotel_id, room_type, night)
            DO UPDATE SET rate_paise = EXCLUDED.rate_paise`.pipe(Effect.orDie)
          return yield* readRates(t)
        }),
      }
    }),
  ).pipe(Layer.provide(AvailabilityWatch.layer))
}
