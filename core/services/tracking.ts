import { Context, Duration, Effect, FiberHandle, FiberSet, Layer, Ref, Schedule, Semaphore } from "effect"
import type { TelemetryChannel, TelemetryProperties, TrackingEvent } from "../api/telemetry.ts"
import { browserBeacon } from "../tracking/beacon.ts"
import { trackedUserId, trackingEvent } from "../tracking/event.ts"
import { TELEMETRY_EVENTS_PATH, TELEMETRY_LIMITS } from "../tracking/limits.ts"
import {
  batchBody,
  FLUSH_DELAY_MS,
  inBatches,
  isTransientStatus,
  MAX_PENDING_EVENTS,
} from "../tracking/sending.ts"
import { ApiClientSettings, BookingApi, toApiError } from "./api-client.ts"
import { AppClock } from "./clock.ts"

/** What a host (browser, CLI, tests) tells the tracking and error-reporting clients about the visit. */
export class TelemetrySettings extends Context.Service<
  TelemetrySettings,
  {
    /** The anonymous A/B user id, read on every event (the same id the API client sends as a header). */
    readonly anonymousId: () => string
    /** website or gdc; it follows the host (ADR 005). */
    readonly channel: () => TelemetryChannel
    /** The page's address, for error reports; absent outside a browser. */
    readonly currentUrl?: () => string | undefined
  }
>()("booking/core/services/TelemetrySettings") {}

/** Names the specs fix, so every caller spells them the same way. */
export const TRACKING_EVENTS = {
  /** spec-checkout §8: a pay-now popup that fails is reported and tracked under this name. */
  razorpayPopupFailure: "Razorpay Popup Failure",
  /** spec-checkout §7: the data-layer transaction event. */
  transaction: "transaction",
} as const

/**
 * spec-checkout §7: the data-layer transaction carries order_id, order_value and currency INR.
 * Amounts are integer paise inside the product; analytics tools read major units next to a currency
 * code, so the value leaves in rupees here, at the edge (ADR 040).
 */
export const transactionProperties = (orderId: string, orderValuePaise: number): TelemetryProperties => ({
  order_id: orderId,
  order_value: Math.round(orderValuePaise) / 100,
  currency: "INR",
})

const L = TELEMETRY_LIMITS

type Properties = Readonly<Record<string, unknown>>

/** The events a `Tracking.layerMemory` has recorded, oldest first. */
export class TrackingMemory extends Context.Service<TrackingMemory, Ref.Ref<ReadonlyArray<TrackingEvent>>>()(
  "booking/core/services/TrackingMemory",
) {
  static readonly layer = Layer.effect(TrackingMemory, Ref.make<ReadonlyArray<TrackingEvent>>([]))
}

export interface TrackingShape {
  /** Marks the visitor as signed in: this and every later event carry `user_id` and `logged_in`. */
  readonly identify: (userId: string, traits?: Properties) => Effect.Effect<void>
  readonly track: (event: string, properties?: Properties) => Effect.Effect<void>
  readonly page: (name: string, properties?: Properties) => Effect.Effect<void>
  /** Sign-out or a 401 (spec-checkout §8): later events are anonymous again. */
  readonly reset: Effect.Effect<void>
  /** Sends whatever is buffered now; journeys call it before reading the sink. */
  readonly flush: Effect.Effect<void>
}

/**
 * Tracking (spec-checkout §7): identify, track and page calls. The product sends them to its own
 * sink instead of a third party (ADR 040); every event carries the anonymous A/B id, the signed-in
 * state, the channel and the time from AppClock. Tracking never fails and never slows the caller.
 */
export class Tracking extends Context.Service<Tracking, TrackingShape>()("booking/core/services/Tracking") {
  /** Keeps events in memory for tests and the in-process journey runner (read through `TrackingMemory`). */
  static readonly layerMemory: Layer.Layer<Tracking | TrackingMemory, never, AppClock | TelemetrySettings> =
    Layer.effect(
      Tracking,
      Effect.gen(function* () {
        const store = yield* TrackingMemory
        return yield* makeTracking((event) =>
          Ref.update(store, (events) => [...events, event].slice(-MEMORY_CAP)),
        )
      }),
    ).pipe(Layer.provideMerge(TrackingMemory.layer))

  /**
   * Batches events to POST /api/v1/telemetry/events/ through the typed API client: a batch leaves
   * FLUSH_DELAY after its first event, or at once when it reaches the batch cap. A failed send is
   * retried once when the failure looks transient, then dropped. In a browser, whatever is still
   * buffered when the page is hidden leaves by `navigator.sendBeacon`.
   */
  static readonly layerHttp: Layer.Layer<
    Tracking,
    never,
    AppClock | TelemetrySettings | BookingApi | ApiClientSettings
  > = Layer.effect(
    Tracking,
    Effect.gen(function* () {
      const api = yield* BookingApi
      const apiSettings = yield* ApiClientSettings
      const pending = yield* Ref.make<ReadonlyArray<TrackingEvent>>([])
      const sendLock = yield* Semaphore.make(1)
      const timer = yield* FiberHandle.make<void, never>()
      const sends = yield* FiberSet.make<void, never>()

      const send = (events: ReadonlyArray<TrackingEvent>) =>
        api.telemetry
          .events({ payload: { events } })
          .pipe(
            Effect.retry({ times: 1, schedule: Schedule.spaced(RETRY_DELAY), while: isTransient }),
            Effect.ignore({ log: "Debug", message: "tracking batch dropped" }),
          )

      // One sender at a time keeps batches in order. `all` also sends a last, partial batch.
      const drain = (all: boolean) =>
        Semaphore.withPermits(
          sendLock,
          1,
        )(
          Effect.gen(function* () {
            while (true) {
              const batch = yield* Ref.modify(pending, (buffered) =>
                all || buffered.length >= L.eventsPerBatch
                  ? [buffered.slice(0, L.eventsPerBatch), buffered.slice(L.eventsPerBatch)]
                  : [[], buffered],
              )
              if (batch.length === 0) return
              yield* send(batch)
            }
          }),
        )

      const enqueue = Effect.fnUntraced(function* (event: TrackingEvent) {
        const size = yield* Ref.modify(pending, (buffered) => {
          // Offline for long: the oldest events go first, memory stays bounded.
          const next = [...buffered, event].slice(-MAX_PENDING_EVENTS)
          return [next.length, next]
        })
        // Full batches leave at once; the timer, armed by the first buffered event, takes the rest.
        if (size >= L.eventsPerBatch) yield* FiberSet.run(sends, drain(false))
        yield* FiberHandle.run(
          timer,
          Effect.sleep(FLUSH_DELAY).pipe(Effect.andThen(FiberSet.run(sends, drain(true))), Effect.asVoid),
          { onlyIfMissing: true },
        )
      })

      const beacon = browserBeacon()
      if (beacon !== undefined) {
        const url = `${apiSettings.baseUrl}${TELEMETRY_EVENTS_PATH}`
        const onHide = () => {
          const all = Effect.runSync(Ref.getAndSet(pending, []))
          for (const batch of inBatches(all)) beacon.send(url, batchBody(batch))
        }
        yield* Effect.acquireRelease(
          Effect.sync(() => beacon.onHide(onHide)),
          (stop) => Effect.sync(stop),
        )
      }

      // Closing the runtime (CLI exit, journey end) sends what is left, within a bound.
      yield* Effect.addFinalizer(() =>
        FiberHandle.clear(timer).pipe(
          Effect.andThen(drain(true)),
          Effect.timeout(SHUTDOWN_FLUSH),
          Effect.ignore,
        ),
      )

      const service = yield* makeTracking(enqueue)
      return Tracking.of({ ...service, flush: Effect.andThen(FiberHandle.clear(timer), drain(true)) })
    }),
  )
}

const FLUSH_DELAY = Duration.millis(FLUSH_DELAY_MS)
const RETRY_DELAY = "2 seconds"
const SHUTDOWN_FLUSH = "3 seconds"
/** Events a memory sink keeps; a long journey must not grow without bound. */
const MEMORY_CAP = 10_000

/** Worth one retry: no answer, an unreadable answer, a server failure or a throttle. */
export const isTransient = (error: unknown): boolean => {
  const { isNetworkError, status } = toApiError(error)
  return isNetworkError || isTransientStatus(status)
}

/** Builds the service over a sink; both layers share it, so memory and HTTP events look alike. */
const makeTracking = Effect.fnUntraced(function* (sink: (event: TrackingEvent) => Effect.Effect<void>) {
  const clock = yield* AppClock
  const settings = yield* TelemetrySettings
  const user = yield* Ref.make<string | undefined>(undefined)

  const emit = Effect.fnUntraced(function* (
    kind: TrackingEvent["kind"],
    name: string,
    properties: Properties | undefined,
  ) {
    const at = yield* clock.now
    const userId = yield* Ref.get(user)
    yield* sink(
      trackingEvent(kind, name, properties, {
        at,
        anonymousId: settings.anonymousId(),
        userId,
        channel: settings.channel(),
      }),
    )
  })

  return Tracking.of({
    identify: Effect.fn("Tracking.identify")(function* (userId: string, traits?: Properties) {
      const id = trackedUserId(userId)
      if (id === undefined) return
      yield* Ref.set(user, id)
      yield* emit("identify", "identify", traits)
    }),
    track: Effect.fn("Tracking.track")(function* (event: string, properties?: Properties) {
      yield* emit("track", event, properties)
    }),
    page: Effect.fn("Tracking.page")(function* (name: string, properties?: Properties) {
      yield* emit("page", name, properties)
    }),
    reset: Ref.set(user, undefined),
    flush: Effect.void,
  })
})
