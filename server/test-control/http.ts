import { Effect, Layer } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { BadRequest, entry, NotFound } from "#core/api/errors.ts"
import type { CompletedStay } from "#core/api/test-control.ts"
import { orderMessages } from "#core/checkout/orders.ts"
import { LATEST_INSTANT } from "#core/dates/iso-instant.ts"
import { AppClock } from "#core/services/clock.ts"
import { BookingLifecycle } from "../bookings/lifecycle.ts"
import { OrdersServices } from "../checkout/orders-http.ts"
import { reconcileOnce } from "../checkout/reconciler.ts"
import { AnswerCache } from "../http/answer-cache.ts"
import { type AvailabilityOutOfRange, Inventory, type RoomRangeError } from "../inventory/repo.ts"
import { Outbox } from "../outbox/repo.ts"

/** The inventory's own failures in the contract's shape, each naming the field to fix. */
const toApiError = (error: RoomRangeError | AvailabilityOutOfRange): NotFound | BadRequest => {
  switch (error._tag) {
    case "HotelNotFound":
      return new NotFound(entry("hotel_not_found", error.message, "hotel_id"))
    case "RoomTypeNotFound":
      return new NotFound(entry("room_type_not_found", error.message, "room_type"))
    case "InvalidNightRange":
      return new BadRequest(entry("invalid_night_range", error.message, error.field))
    case "AvailabilityOutOfRange":
      return new BadRequest(entry("invalid_available", error.message, "available"))
  }
}
const asApiError = Effect.mapError(toApiError)

const TestControlGroup = HttpApiBuilder.group(
  Api,
  "testControl",
  Effect.fn(function* (handlers) {
    const clock = yield* AppClock
    const outbox = yield* Outbox
    const inventory = yield* Inventory
    const answers = yield* AnswerCache
    // A journey moves the clock past a hold and needs the pass now, not on the next minute's timer.
    const reconcile = reconcileOnce.pipe(
      Effect.provide(yield* Effect.context<Effect.Services<typeof reconcileOnce>>()),
    )
    const lifecycle = yield* BookingLifecycle
    // Bookings follow a clock a test moves at once, not a minute later (ADR 086).
    const moveBookings = lifecycle.pass.pipe(
      Effect.catchDefect((defect) => Effect.logError("Moving bookings along their stays failed", defect)),
    )
    const clockState = Effect.map(clock.now, (t) => ({ now: new Date(t).toISOString() }))
    return handlers
      .handle("getClock", () => clockState)
      .handle("setClock", ({ payload }) =>
        clock
          .set(Date.parse(payload.now))
          .pipe(Effect.orDie, Effect.andThen(moveBookings), Effect.andThen(clockState)),
      )
      .handle("advanceClock", ({ payload }) =>
        Effect.flatMap(clock.now, (now) =>
          now + payload.ms > LATEST_INSTANT
            ? Effect.fail(
                new BadRequest(entry("clock_out_of_range", "ms would move the clock past 9999", "ms")),
              )
            : clock
                .advance(payload.ms)
                .pipe(Effect.orDie, Effect.andThen(moveBookings), Effect.andThen(clockState)),
        ),
      )
      .handle("outbox", ({ query }) => outbox.list(query.recipient))
      .handle("getInventory", ({ query: q }) =>
        inventory.nights(q.hotel_id, q.room_type, q.from, q.to).pipe(asApiError),
      )
      .handle("setInventory", ({ payload: p }) =>
        inventory.setAvailable(p.hotel_id, p.room_type, p.from, p.to, p.available).pipe(asApiError),
      )
      .handle("getRates", ({ query: q }) =>
        inventory.rates(q.hotel_id, q.room_type, q.from, q.to).pipe(asApiError),
      )
      .handle("setRates", ({ payload: p }) =>
        inventory.setRate(p.hotel_id, p.room_type, p.from, p.to, p.rate_paise).pipe(asApiError),
      )
      .handle("answerCache", () => answers.stats)
      .handle("reconcileOrders", () => reconcile)
      .handle("completeStay", ({ payload }) =>
        Effect.flatMap(
          lifecycle.completeStay(payload.order_id),
          (status): Effect.Effect<CompletedStay, NotFound | BadRequest> =>
            status === undefined
              ? Effect.fail(
                  new NotFound(
                    entry("order_not_found", orderMessages.notFound(payload.order_id), "order_id"),
                  ),
                )
              : status === "checked_out"
                ? Effect.succeed({ order_id: payload.order_id, status })
                : Effect.fail(
                    new BadRequest(
                      entry("stay_not_movable", `a ${status} booking has no stay to finish`, "order_id"),
                    ),
                  ),
        ),
      )
  }),
)

/** The reconciler's orders and gateway are the orders API's own: layers are shared by reference. */
export const TestControlHandlers = TestControlGroup.pipe(Layer.provide(OrdersServices))
