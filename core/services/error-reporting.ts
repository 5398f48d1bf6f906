import { Cause, Context, Effect, FiberSet, Layer, Ref, Schedule } from "effect"
import type { ErrorReport, TelemetryProperties } from "../api/telemetry.ts"
import { boundProperties } from "../tracking/event.ts"
import { TELEMETRY_LIMITS } from "../tracking/limits.ts"
import { BookingApi } from "./api-client.ts"
import { AppClock } from "./clock.ts"
import { isTransient, TelemetrySettings } from "./tracking.ts"

const L = TELEMETRY_LIMITS

/** What the caller knows about where an error happened. */
export interface ReportContext {
  /** The page's address; defaults to `TelemetrySettings.currentUrl()`. */
  readonly url?: string
  /** Anything that helps to reproduce it (route, step, status); bounded like tracking properties. */
  readonly extra?: Readonly<Record<string, unknown>>
}

/** An error reduced to what a report keeps: plain, bounded data whatever was thrown. */
export interface NormalisedError {
  readonly name: string
  readonly message: string
  readonly stack?: string
  readonly url?: string
  readonly extra: TelemetryProperties
}

const text = (value: unknown): string => {
  if (typeof value === "string") return value
  try {
    const json = JSON.stringify(value)
    if (typeof json === "string") return json
  } catch {
    // Cycles and BigInts: the plain string form below is all there is.
  }
  return String(value)
}

/** Own scalar fields of an error object (status, code, _tag…): cheap, useful context for a report. */
const scalarFields = (error: object): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (key === "message" || key === "stack" || key === "name") continue
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[key] = value
  }
  return out
}

/**
 * Whatever was thrown or failed (an Error, a tagged error, an Effect Cause, a string, anything) as one
 * bounded shape, so a report never carries a megabyte of state or throws while being built.
 */
export const normaliseError = (error: unknown, context: ReportContext = {}): NormalisedError => {
  const thrown = Cause.isCause(error) ? Cause.squash(error) : error
  let name = "Error"
  let message: string
  let stack: string | undefined
  let fields: Record<string, unknown> = {}
  if (typeof thrown === "object" && thrown !== null) {
    const e = thrown as { name?: unknown; message?: unknown; stack?: unknown; _tag?: unknown }
    name =
      typeof e._tag === "string" ? e._tag : typeof e.name === "string" && e.name !== "" ? e.name : "NonError"
    message = typeof e.message === "string" ? e.message : text(thrown)
    stack = typeof e.stack === "string" ? e.stack : undefined
    fields = scalarFields(thrown)
  } else {
    name = typeof thrown === "string" ? "Error" : "NonError"
    message = text(thrown)
  }
  const url = context.url?.slice(0, L.urlChars)
  return {
    name: name.slice(0, L.errorNameChars) || "Error",
    message: message.slice(0, L.errorMessageChars),
    ...(stack === undefined ? {} : { stack: stack.slice(0, L.stackChars) }),
    ...(url === undefined || url === "" ? {} : { url }),
    extra: boundProperties({ ...fields, ...context.extra }),
  }
}

/**
 * The same error thrown again and again (a render loop, a failing poll) is one report per window:
 * same name, message and first stack frame.
 */
export const DEDUPE_WINDOW_MS = 10_000
/** Fingerprints remembered for de-duplication; the oldest are forgotten first. */
const DEDUPE_MEMORY = 100
/** Reports a memory sink keeps. */
const MEMORY_CAP = 1_000
const RETRY_DELAY = "2 seconds"

const fingerprint = (error: NormalisedError): string => {
  const frame = error.stack?.split("\n").find((line) => line.trim().startsWith("at ")) ?? ""
  return `${error.name}\u0000${error.message}\u0000${frame.trim()}`
}

export interface ErrorReporterShape {
  /** Never fails and never waits for the network: reporting must not add a second failure. */
  readonly report: (error: unknown, context?: ReportContext) => Effect.Effect<void>
}

/** The reports an `ErrorReporter.layerMemory` has received, oldest first. */
export class ErrorReports extends Context.Service<ErrorReports, Ref.Ref<ReadonlyArray<ErrorReport>>>()(
  "booking/core/services/ErrorReports",
) {
  static readonly layer = Layer.effect(ErrorReports, Ref.make<ReadonlyArray<ErrorReport>>([]))
}

/**
 * Error reporting (spec-checkout §7 and §8: rendering failures, translation failures, pay-now popup
 * failures). Reports go to the product's own sink instead of a third party (ADR 040).
 */
export class ErrorReporter extends Context.Service<ErrorReporter, ErrorReporterShape>()(
  "booking/core/services/ErrorReporter",
) {
  /** Keeps reports in memory for tests and the in-process journey runner (read through `ErrorReports`). */
  static readonly layerMemory: Layer.Layer<
    ErrorReporter | ErrorReports,
    never,
    AppClock | TelemetrySettings
  > = Layer.effect(
    ErrorReporter,
    Effect.gen(function* () {
      const store = yield* ErrorReports
      return yield* makeReporter((report) =>
        Ref.update(store, (reports) => [...reports, report].slice(-MEMORY_CAP)),
      )
    }),
  ).pipe(Layer.provideMerge(ErrorReports.layer))

  /**
   * POST /api/v1/telemetry/errors/ through the typed API client, in the background; one retry when
   * the failure looks transient, then the report is dropped.
   */
  static readonly layerHttp: Layer.Layer<ErrorReporter, never, AppClock | TelemetrySettings | BookingApi> =
    Layer.effect(
      ErrorReporter,
      Effect.gen(function* () {
        const api = yield* BookingApi
        const sends = yield* FiberSet.make<void, never>()
        return yield* makeReporter((report) =>
          FiberSet.run(
            sends,
            api.telemetry
              .errors({ payload: report })
              .pipe(
                Effect.retry({ times: 1, schedule: Schedule.spaced(RETRY_DELAY), while: isTransient }),
                Effect.ignore({ log: "Debug", message: "error report dropped" }),
              ),
          ).pipe(Effect.asVoid),
        )
      }),
    )
}

const makeReporter = Effect.fnUntraced(function* (sink: (report: ErrorReport) => Effect.Effect<void>) {
  const clock = yield* AppClock
  const settings = yield* TelemetrySettings
  /** fingerprint → when it was last reported (AppClock epoch ms), oldest first. */
  const recent = yield* Ref.make<ReadonlyMap<string, number>>(new Map())

  const report = Effect.fn("ErrorReporter.report")(function* (error: unknown, context?: ReportContext) {
    const now = yield* clock.now
    const url = context?.url ?? settings.currentUrl?.()
    const normalised = normaliseError(error, url === undefined ? { ...context } : { ...context, url })
    const key = fingerprint(normalised)
    const fresh = yield* Ref.modify(recent, (seen): readonly [boolean, ReadonlyMap<string, number>] => {
      const last = seen.get(key)
      if (last !== undefined && now - last >= 0 && now - last < DEDUPE_WINDOW_MS) return [false, seen]
      const next = new Map(seen)
      next.delete(key)
      next.set(key, now)
      // Maps iterate in insertion order, so the first key is the one reported longest ago.
      if (next.size > DEDUPE_MEMORY) next.delete(next.keys().next().value!)
      return [true, next]
    })
    if (!fresh) return
    const extra = normalised.extra
    yield* sink({
      name: normalised.name,
      message: normalised.message,
      ...(normalised.stack === undefined ? {} : { stack: normalised.stack }),
      ...(normalised.url === undefined ? {} : { url: normalised.url }),
      at: new Date(now).toISOString(),
      anonymous_id: settings.anonymousId().trim().slice(0, L.idChars) || "unknown",
      ...(Object.keys(extra).length === 0 ? {} : { extra }),
    })
  })

  return ErrorReporter.of({
    // Building a report must never throw into the code that is already handling a failure.
    report: (error, context) => report(error, context).pipe(Effect.catchDefect(() => Effect.void)),
  })
})
