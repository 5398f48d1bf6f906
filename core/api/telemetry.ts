import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { IsoInstant } from "../dates/instant.ts"
import {
  jsonExcess,
  TELEMETRY_ERRORS_PATH,
  TELEMETRY_EVENTS_PATH,
  TELEMETRY_LIMITS,
} from "../tracking/limits.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

const L = TELEMETRY_LIMITS

const bounded = (label: string, max: number) =>
  Schema.String.pipe(
    Schema.check(Schema.isMaxLength(max, { message: `${label} must be at most ${max} characters` })),
  )

const nonEmptyBounded = (label: string, max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: `${label} must not be empty` }),
      Schema.isMaxLength(max, { message: `${label} must be at most ${max} characters` }),
    ),
  )

const boundedJsonObject = (label: string) =>
  Schema.JsonObject.annotate({ message: `${label} must be a JSON object` }).pipe(
    Schema.check(
      Schema.isMaxProperties(L.propertyKeys, { message: `${label} may have at most ${L.propertyKeys} keys` }),
      Schema.makeFilter((o: Schema.JsonObject) => {
        const longKey = Object.keys(o).find((k) => k.length > L.propertyKeyChars)
        if (longKey !== undefined) return `${label} keys must be at most ${L.propertyKeyChars} characters`
        const excess = jsonExcess(o, L.propertiesChars, L.propertiesDepth)
        return excess === undefined || `${label} ${excess}`
      }),
    ),
  )

/** A JSON object of bounded size: what a tracking event or an error report may carry. */
export const TelemetryProperties = boundedJsonObject("properties")
export type TelemetryProperties = typeof TelemetryProperties.Type

export const TelemetryChannel = Schema.Literals(["website", "gdc"])
export type TelemetryChannel = typeof TelemetryChannel.Type

export const TrackingKind = Schema.Literals(["identify", "track", "page"])
export type TrackingKind = typeof TrackingKind.Type

/**
 * One tracking call as the page saw it (spec-checkout §7 'Tracking'; spec-search §6: signed-in
 * versus anonymous is visible through `logged_in` and `user_id`).
 */
export const TrackingEvent = Schema.Struct({
  kind: TrackingKind,
  name: nonEmptyBounded("name", L.nameChars),
  properties: TelemetryProperties,
  /** ISO 8601 instant from the page's AppClock. */
  at: IsoInstant,
  /** The anonymous A/B user id the API client also sends as a header. */
  anonymous_id: nonEmptyBounded("anonymous_id", L.idChars),
  user_id: Schema.optionalKey(nonEmptyBounded("user_id", L.idChars)),
  logged_in: Schema.Boolean,
  channel: TelemetryChannel,
})
export type TrackingEvent = typeof TrackingEvent.Type

export const TrackingBatch = Schema.Struct({
  events: Schema.Array(TrackingEvent).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "events must hold at least 1 event" }),
      Schema.isMaxLength(L.eventsPerBatch, {
        message: `events must hold at most ${L.eventsPerBatch} events`,
      }),
    ),
  ),
})
export type TrackingBatch = typeof TrackingBatch.Type

/** One error as the page's error reporter normalised it. */
export const ErrorReport = Schema.Struct({
  name: nonEmptyBounded("name", L.errorNameChars),
  message: bounded("message", L.errorMessageChars),
  stack: Schema.optionalKey(bounded("stack", L.stackChars)),
  url: Schema.optionalKey(bounded("url", L.urlChars)),
  at: IsoInstant,
  anonymous_id: nonEmptyBounded("anonymous_id", L.idChars),
  extra: Schema.optionalKey(boundedJsonObject("extra")),
})
export type ErrorReport = typeof ErrorReport.Type

export const Accepted = Schema.Struct({ accepted: Schema.Int })

export const StoredTrackingEvent = Schema.Struct({
  ...TrackingEvent.fields,
  id: Schema.Int,
  /** When the server stored it, from the server's AppClock. */
  created_at: Schema.String,
})
export type StoredTrackingEvent = typeof StoredTrackingEvent.Type

export const StoredErrorReport = Schema.Struct({
  ...ErrorReport.fields,
  id: Schema.Int,
  created_at: Schema.String,
})
export type StoredErrorReport = typeof StoredErrorReport.Type

const ReadQuery = { anonymous_id: Schema.optionalKey(bounded("anonymous_id", L.idChars)) }

/**
 * The local sinks that stand in for the third-party tracking and error-reporting services
 * (ADR 040), and, with TEST_CONTROL=1 only, read access for journeys and tests (404 otherwise).
 */
export class TelemetryApi extends HttpApiGroup.make("telemetry")
  .add(
    HttpApiEndpoint.post("events", TELEMETRY_EVENTS_PATH, {
      payload: TrackingBatch,
      success: Data(Accepted),
      error: BadRequest,
    }),
    HttpApiEndpoint.post("errors", TELEMETRY_ERRORS_PATH, {
      payload: ErrorReport,
      success: Data(Accepted),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("testEvents", "/api/test/telemetry/events", {
      query: ReadQuery,
      success: Data(Schema.Array(StoredTrackingEvent)),
      error: [NotFound, BadRequest],
    }),
    HttpApiEndpoint.get("testErrors", "/api/test/telemetry/errors", {
      query: ReadQuery,
      success: Data(Schema.Array(StoredErrorReport)),
      error: [NotFound, BadRequest],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Telemetry",
      description: "Local tracking and error-reporting sinks; the /api/test reads need TEST_CONTROL=1",
    }),
  ) {}
