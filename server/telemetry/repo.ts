import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import type {
  ErrorReport,
  StoredErrorReport,
  StoredTrackingEvent,
  TelemetryProperties,
  TrackingEvent,
} from "#core/api/telemetry.ts"
import { AppClock } from "#core/services/clock.ts"

/** Rows a test-control read returns at most: the newest ones, oldest first. */
const READ_LIMIT = 1000

/**
 * PostgreSQL text and jsonb refuse NUL characters and lone UTF-16 surrogates (valid JSON, valid
 * JavaScript); left in, they would turn a visitor's odd input into a 500. They become U+FFFD.
 */
const clean = (text: string): string => text.toWellFormed().replaceAll("\u0000", "\uFFFD")

type Json = TelemetryProperties[string]

/** Depth is bounded by the API schema (TELEMETRY_LIMITS.propertiesDepth), so recursion is safe here. */
const cleanJson = (value: Json): Json => {
  if (typeof value === "string") return clean(value)
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map(cleanJson)
  return cleanObject(value as TelemetryProperties)
}

const cleanObject = (value: TelemetryProperties): TelemetryProperties =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), cleanJson(v)]))

const iso = (value: Date | string) => new Date(value).toISOString()

interface EventRow {
  readonly id: number | string
  readonly kind: TrackingEvent["kind"]
  readonly name: string
  readonly properties: TelemetryProperties
  readonly at: Date | string
  readonly anonymous_id: string
  readonly user_id: string | null
  readonly logged_in: boolean
  readonly channel: TrackingEvent["channel"]
  readonly created_at: Date | string
}

interface ErrorRow {
  readonly id: number | string
  readonly name: string
  readonly message: string
  readonly stack: string | null
  readonly url: string | null
  readonly at: Date | string
  readonly anonymous_id: string
  readonly extra: TelemetryProperties | null
  readonly created_at: Date | string
}

// bigserial ids arrive as strings from the PostgreSQL driver and as numbers from PGlite.
const toEvent = (row: EventRow): StoredTrackingEvent => ({
  id: Number(row.id),
  kind: row.kind,
  name: row.name,
  properties: row.properties,
  at: iso(row.at),
  anonymous_id: row.anonymous_id,
  ...(row.user_id === null ? {} : { user_id: row.user_id }),
  logged_in: row.logged_in,
  channel: row.channel,
  created_at: iso(row.created_at),
})

const toError = (row: ErrorRow): StoredErrorReport => ({
  id: Number(row.id),
  name: row.name,
  message: row.message,
  ...(row.stack === null ? {} : { stack: row.stack }),
  ...(row.url === null ? {} : { url: row.url }),
  at: iso(row.at),
  anonymous_id: row.anonymous_id,
  ...(row.extra === null ? {} : { extra: row.extra }),
  created_at: iso(row.created_at),
})

/**
 * The local sink behind the Tracking and ErrorReporter services (ADR 040): events and error reports
 * as the pages sent them, stamped with the server's AppClock.
 */
export class TelemetryRepo extends Context.Service<
  TelemetryRepo,
  {
    /** Stores a batch in one statement; answers how many were stored. */
    readonly recordEvents: (events: ReadonlyArray<TrackingEvent>) => Effect.Effect<number>
    readonly recordError: (report: ErrorReport) => Effect.Effect<StoredErrorReport>
    readonly listEvents: (anonymousId?: string) => Effect.Effect<ReadonlyArray<StoredTrackingEvent>>
    readonly listErrors: (anonymousId?: string) => Effect.Effect<ReadonlyArray<StoredErrorReport>>
  }
>()("booking/server/telemetry/TelemetryRepo") {
  static readonly layer = Layer.effect(
    TelemetryRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      return TelemetryRepo.of({
        recordEvents: Effect.fn("TelemetryRepo.recordEvents")(function* (
          events: ReadonlyArray<TrackingEvent>,
        ) {
          if (events.length === 0) return 0
          const createdAt = new Date(yield* clock.now)
          const rows = events.map((e) => ({
            kind: e.kind,
            name: clean(e.name),
            properties: JSON.stringify(cleanObject(e.properties)),
            at: new Date(e.at),
            anonymous_id: clean(e.anonymous_id),
            user_id: e.user_id === undefined ? null : clean(e.user_id),
            logged_in: e.logged_in,
            channel: e.channel,
            created_at: createdAt,
          }))
          yield* sql`INSERT INTO tracking_events ${sql.insert(rows as [(typeof rows)[number], ...typeof rows])}`.pipe(
            Effect.orDie,
          )
          return rows.length
        }),
        recordError: Effect.fn("TelemetryRepo.recordError")(function* (report: ErrorReport) {
          const createdAt = new Date(yield* clock.now)
          const rows = yield* sql<ErrorRow>`
            INSERT INTO error_reports (name, message, stack, url, at, anonymous_id, extra, created_at)
            VALUES (${clean(report.name)}, ${clean(report.message)},
                    ${report.stack === undefined ? null : clean(report.stack)},
                    ${report.url === undefined ? null : clean(report.url)}, ${new Date(report.at)},
                    ${clean(report.anonymous_id)},
                    ${report.extra === undefined ? null : JSON.stringify(cleanObject(report.extra))},
                    ${createdAt})
            RETURNING id, name, message, stack, url, at, anonymous_id, extra, created_at`.pipe(Effect.orDie)
          return toError(rows[0]!)
        }),
        listEvents: Effect.fn("TelemetryRepo.listEvents")(function* (anonymousId?: string) {
          const rows = yield* (
            anonymousId === undefined
              ? sql<EventRow>`SELECT * FROM (
                  SELECT id, kind, name, properties, at, anonymous_id, user_id, logged_in, channel, created_at
                  FROM tracking_events ORDER BY id DESC LIMIT ${READ_LIMIT}) newest ORDER BY id`
              : sql<EventRow>`SELECT * FROM (
                  SELECT id, kind, name, properties, at, anonymous_id, user_id, logged_in, channel, created_at
                  FROM tracking_events WHERE anonymous_id = ${anonymousId}
                  ORDER BY id DESC LIMIT ${READ_LIMIT}) newest ORDER BY id`
          ).pipe(Effect.orDie)
          return rows.map(toEvent)
        }),
        listErrors: Effect.fn("TelemetryRepo.listErrors")(function* (anonymousId?: string) {
          const rows = yield* (
            anonymousId === undefined
              ? sql<ErrorRow>`SELECT * FROM (
                  SELECT id, name, message, stack, url, at, anonymous_id, extra, created_at
                  FROM error_reports ORDER BY id DESC LIMIT ${READ_LIMIT}) newest ORDER BY id`
              : sql<ErrorRow>`SELECT * FROM (
                  SELECT id, name, message, stack, url, at, anonymous_id, extra, created_at
                  FROM error_reports WHERE anonymous_id = ${anonymousId}
                  ORDER BY id DESC LIMIT ${READ_LIMIT}) newest ORDER BY id`
          ).pipe(Effect.orDie)
          return rows.map(toError)
        }),
      })
    }),
  )
}
