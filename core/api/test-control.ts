import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { NumericId } from "../catalogue/primitives.ts"
import { isCalendarDay } from "../dates/calendar-day.ts"
import { IsoInstant } from "../dates/instant.ts"
import { BookingStatus, OrderId } from "./checkout.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

export const ClockState = Schema.Struct({ now: Schema.String })

export const OutboxMessage = Schema.Struct({
  id: Schema.Int,
  kind: Schema.Literals(["sms", "email"]),
  recipient: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  created_at: Schema.String,
})
export type OutboxMessage = typeof OutboxMessage.Type

/** A night's rooms of one type: `available` = `capacity` − `booked`. */
export const InventoryNight = Schema.Struct({
  night: Schema.String,
  capacity: Schema.Int,
  booked: Schema.Int,
  available: Schema.Int,
})
export type InventoryNight = typeof InventoryNight.Type

/** A night's rate for one room before discounts and GST: the catalogue's base rate or an override. */
export const NightRate = Schema.Struct({
  night: Schema.String,
  rate_paise: Schema.Int,
  source: Schema.Literals(["base", "override"]),
})
export type NightRate = typeof NightRate.Type

/** The server's answer cache (ADR 076): how often a search or search-price answer came from it. */
export const AnswerCacheStats = Schema.Struct({
  hits: Schema.Int,
  misses: Schema.Int,
  entries: Schema.Int,
  bytes: Schema.Int,
  evictions: Schema.Int,
  listening: Schema.Boolean,
  subscriptions: Schema.Int,
  notifications: Schema.Int,
})
export type AnswerCacheStats = typeof AnswerCacheStats.Type

/** What one pass of the order reconciler did (ADR 078): paid orders it confirmed, lapsed holds it expired. */
export const ReconcilePass = Schema.Struct({ confirmed: Schema.Int, expired: Schema.Int })
export type ReconcilePass = typeof ReconcilePass.Type

/** A booking's status after test control finished its stay. */
export const CompletedStay = Schema.Struct({ order_id: OrderId, status: BookingStatus })
export type CompletedStay = typeof CompletedStay.Type

/** ₹10,00,000 a night: far above any room in the catalogue, and well inside a PostgreSQL integer. */
export const MAX_RATE_PAISE = 100_000_000

// The error shape puts the field name in front: "from: must be a calendar day as YYYY-MM-DD".
const Day = Schema.String.pipe(
  Schema.check(Schema.makeFilter((s: string) => isCalendarDay(s) || "must be a calendar day as YYYY-MM-DD")),
)
// Any room type code is accepted here: one the hotel does not have is a 404 that names the ones it has.
const RoomTypeParam = Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(40)))

/** Which rooms and which nights; `to` is the check-out day, so its own night is not included. */
const NightRange = {
  hotel_id: NumericId,
  room_type: RoomTypeParam,
  from: Day,
  to: Day,
}

/**
 * Served only when the server runs with TEST_CONTROL=1 (never in production): journeys and tests fix
 * and advance time, read the SMS and e-mail outbox, and set the rooms left and the nightly rate of a
 * room type (ADR 006), read the answer cache's counters (ADR 076), run the order reconciler's pass
 * at once rather than on its minute timer (ADR 078), and finish one booking's stay without moving the
 * clock (ADR 109). Otherwise every path answers 404.
 */
export class TestControlApi extends HttpApiGroup.make("testControl")
  .add(
    HttpApiEndpoint.get("getClock", "/api/test/clock", { success: Data(ClockState), error: NotFound }),
    HttpApiEndpoint.put("setClock", "/api/test/clock", {
      payload: Schema.Struct({ now: IsoInstant }),
      success: Data(ClockState),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.post("advanceClock", "/api/test/clock/advance", {
      payload: Schema.Struct({
        ms: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 3.2e10 }))),
      }),
      success: Data(ClockState),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.get("outbox", "/api/test/outbox", {
      query: { recipient: Schema.optionalKey(Schema.String) },
      success: Data(Schema.Array(OutboxMessage)),
      error: NotFound,
    }),
    HttpApiEndpoint.get("getInventory", "/api/test/inventory", {
      query: NightRange,
      success: Data(Schema.Array(InventoryNight)),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.put("setInventory", "/api/test/inventory", {
      payload: Schema.Struct({
        ...NightRange,
        available: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
      }),
      success: Data(Schema.Array(InventoryNight)),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.get("getRates", "/api/test/rates", {
      query: NightRange,
      success: Data(Schema.Array(NightRate)),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.put("setRates", "/api/test/rates", {
      payload: Schema.Struct({
        ...NightRange,
        rate_paise: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: MAX_RATE_PAISE }))),
      }),
      success: Data(Schema.Array(NightRate)),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.get("answerCache", "/api/test/answer-cache", {
      success: Data(AnswerCacheStats),
      error: NotFound,
    }),
    HttpApiEndpoint.post("reconcileOrders", "/api/test/reconcile", {
      success: Data(ReconcilePass),
      error: NotFound,
    }),
    HttpApiEndpoint.post("completeStay", "/api/test/stays/complete", {
      payload: Schema.Struct({ order_id: OrderId }),
      success: Data(CompletedStay),
      error: [NotFound, BadRequest],
    }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Test control", description: "Only with TEST_CONTROL=1" })) {}
