import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

const IsoInstant = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) => !Number.isNaN(Date.parse(s)) || "now must be an ISO 8601 date-time"),
  ),
)
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

/**
 * Served only when the server runs with TEST_CONTROL=1 (never in production): journeys and tests fix
 * and advance time and read the SMS and e-mail outbox. Otherwise every path answers 404.
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
  )
  .annotateMerge(OpenApi.annotations({ title: "Test control", description: "Only with TEST_CONTROL=1" })) {}
