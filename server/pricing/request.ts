import { Effect } from "effect"
import { BadRequest, entry } from "#core/api/errors.ts"
import { businessDay } from "#core/dates/business-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { stayProblem } from "#core/dates/stay-problem.ts"
import type { RoomGuests } from "#core/pricing/types.ts"
import { ADULTS_MAX, ADULTS_MIN, KIDS_MAX, KIDS_MIN, ROOMS_MAX } from "#core/search/room-config.ts"
import { AppClock } from "#core/services/clock.ts"

/**
 * The dates of a pricing call, checked against the business day (ADR 061): REST and GraphQL refuse
 * the same stays with the same messages (ADR 065).
 */
export const checkedStay = Effect.fnUntraced(function* (stay: Stay) {
  const today = businessDay(yield* (yield* AppClock).now)
  const problem = stayProblem(stay, today)
  if (problem !== undefined) {
    return yield* new BadRequest(entry("invalid_dates", problem.message, problem.field))
  }
  return stay
})

/** spec-search §5 and §9: 1-5 rooms of 1-5 adults and 0-5 kids. */
export const checkedRooms = (
  rooms: ReadonlyArray<RoomGuests>,
  field: string,
): Effect.Effect<ReadonlyArray<RoomGuests>, BadRequest> => {
  const within = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max
  return rooms.length >= 1 &&
    rooms.length <= ROOMS_MAX &&
    rooms.every((r) => within(r.adults, ADULTS_MIN, ADULTS_MAX) && within(r.kids, KIDS_MIN, KIDS_MAX))
    ? Effect.succeed(rooms)
    : Effect.fail(
        new BadRequest(
          entry(
            "invalid_occupancy",
            `${field}: 1 to ${ROOMS_MAX} rooms, each of ${ADULTS_MIN} to ${ADULTS_MAX} adults and ${KIDS_MIN} to ${KIDS_MAX} children`,
            field,
          ),
        ),
      )
}
