import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { HttpClient, type HttpClientRequest, HttpClientResponse } from "effect/http"
import { TestClock } from "effect/testing"
import { afterEach, vi } from "vitest"
import type { TrackingEvent } from "../api/telemetry.ts"
import { TELEMETRY_LIMITS } from "../tracking/limits.ts"
import { ApiClientSettings, BookingApi } from "./api-client.ts"
import { AppClock } from "./clock.ts"
import {
  TelemetrySettings,
  TRACKING_EVENTS,
  Tracking,
  TrackingMemory,
  transactionProperties,
} from "./tracking.ts"

const T0 = Date.parse("2026-12-01T04:30:00.000Z")

const settings = Layer.succeed(TelemetrySettings, { anonymousId: () => "ab-123", channel: () => "website" })
const memory = Tracking.layerMemory.pipe(Layer.provide([AppClock.layerControlled(T0), settings]))

const recorded = TrackingMemory.use(Ref.get)

describe("Tracking.layerMemory", () => {
  it.effect("stamps every event with the A/B id, the channel and AppClock's time", () =>
    Effect.gen(function* () {
      const tracking = yield* Tracking
      yield* tracking.page("home", { path: "/" })
      yield* tracking.track("search", { city: "Bengaluru" })
      assert.deepStrictEqual(yield* recorded, [
        {
          kind: "page",
          name: "home",
          properties: { path: "/" },
          at: "2026-12-01T04:30:00.000Z",
          anonymous_id: "ab-123",
          logged_in: false,
          channel: "website",
        },
        {
          kind: "track",
          name: "search",
          properties: { city: "Bengaluru" },
          at: "2026-12-01T04:30:00.000Z",
          anonymous_id: "ab-123",
          logged_in: false,
          channel: "website",
        },
      ])
    }).pipe(Effect.provide(memory)),
  )

  it.effect("shows signed-in versus anonymous: logged_in and user_id after identify, none after reset", () =>
    Effect.gen(function* () {
      const tracking = yield* Tracking
      yield* tracking.track("before")
      yield* tracking.identify("user-42", { tier: "gold" })
      yield* tracking.track("while signed in")
      yield* tracking.reset
      yield* tracking.track("after")
      const events = yield* recorded
      assert.deepStrictEqual(
        events.map((e) => [e.kind, e.name, e.logged_in, e.user_id]),
        [
          ["track", "before", false, undefined],
          ["identify", "identify", true, "user-42"],
          ["track", "while signed in", true, "user-42"],
          ["track", "after", false, undefined],
        ],
      )
      assert.deepStrictEqual(events[1]!.properties, { tier: "gold" })
    }).pipe(Effect.provide(memory)),
  )

  it.effect("reads the time on every event, so a moved clock shows", () =>
    Effect.gen(function* () {
      const tracking = yield* Tracking
      const clock = yield* AppClock
      yield* tracking.track("first")
      yield* Effect.orDie(clock.advance(90_000))
      yield* tracking.track("second")
      assert.deepStrictEqual(
        (yield* recorded).map((e) => e.at),
        ["2026-12-01T04:30:00.000Z", "2026-12-01T04:31:30.000Z"],
      )
    }).pipe(
      Effect.provide(
        Tracking.layerMemory.pipe(Layer.provideMerge(AppClock.layerControlled(T0)), Layer.provide(settings)),
      ),
    ),
  )

  it.effect("cuts names to 100 characters and never sends an empty one", () =>
    Effect.gen(function* () {
      const tracking = yield* Tracking
      yield* tracking.track("x".repeat(10_000))
      yield* tracking.page("   ")
      const [long, blank] = yield* recorded
      assert.strictEqual(long!.name.length, TELEMETRY_LIMITS.nameChars)
      assert.strictEqual(blank!.name, "page")
    }).pipe(Effect.provide(memory)),
  )
})

describe("transactionProperties", () => {
  it("carries order_id, order_value in rupees and currency INR (spec-checkout §7)", () => {
    assert.deepStrictEqual(transactionProperties("order_9", 1_234_550), {
      order_id: "order_9",
      order_value: 12_345.5,
      currency: "INR",
    })
    assert.strictEqual(TRACKING_EVENTS.razorpayPopupFailure, "Razorpay Popup Failure")
  })
})

/** A stand-in for the server: records every request and answers with the status `answer` picks. */
const fakeServer = (
  answer: (request: HttpClientRequest.HttpClientRequest, n: number) => number = () => 200,
) => {
  const requests: Array<{ url: string; body: { events: Array<TrackingEvent> } }> = []
  const client = HttpClient.make((request) =>
    Effect.sync(() => {
      const body = request.body
      const text = body._tag === "Uint8Array" ? new TextDecoder().decode(body.body) : ""
      requests.push({ url: request.url, body: JSON.parse(text) })
      const status = answer(request, requests.length)
      // The wire form of the contract's errors carries their tag, as the real server's do.
      const json =
        status === 200
          ? { data: { accepted: 1 } }
          : { _tag: "BadRequest", errors: [{ code: "x", message: "no" }] }
      return HttpClientResponse.fromWeb(
        request,
        new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json" } }),
      )
    }),
  )
  const layer = Tracking.layerHttp.pipe(
    Layer.provide(BookingApi.layer),
    Layer.provide([
      Layer.succeed(HttpClient.HttpClient, client),
      Layer.succeed(ApiClientSettings, {
        baseUrl: "http://sink.test",
        token: () => null,
        abUserId: () => "ab-123",
      }),
      AppClock.layerControlled(T0),
      settings,
    ]),
  )
  return { requests, layer, sizes: () => requests.map((r) => r.body.events.length) }
}

/** Lets forked senders run after the test clock moved. */
const settle = Effect.forEach(Array.from({ length: 20 }), () => Effect.yieldNow, { discard: true })

const trackMany = (n: number) =>
  Tracking.use((tracking) =>
    Effect.forEach(
      Array.from({ length: n }, (_, i) => i),
      (i) => tracking.track(`event ${i}`),
      { discard: true },
    ),
  )

describe("Tracking.layerHttp", () => {
  it.effect("sends a batch one flush delay after its first event", () => {
    const server = fakeServer()
    return Effect.gen(function* () {
      yield* trackMany(3)
      yield* settle
      assert.deepStrictEqual(server.sizes(), [])
      yield* TestClock.adjust("999 millis")
      yield* settle
      assert.deepStrictEqual(server.sizes(), [])
      yield* TestClock.adjust("1 millis")
      yield* settle
      assert.deepStrictEqual(server.sizes(), [3])
      assert.strictEqual(server.requests[0]!.url, "http://sink.test/api/v1/telemetry/events/")
      assert.deepStrictEqual(
        server.requests[0]!.body.events.map((e) => e.name),
        ["event 0", "event 1", "event 2"],
      )
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("sends at once when a batch reaches 50 events, the rest after the delay", () => {
    const server = fakeServer()
    return Effect.gen(function* () {
      yield* trackMany(120)
      yield* settle
      assert.deepStrictEqual(server.sizes(), [50, 50])
      yield* TestClock.adjust("1 second")
      yield* settle
      assert.deepStrictEqual(server.sizes(), [50, 50, 20])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("retries a transient failure once, then drops the batch without failing the caller", () => {
    const server = fakeServer(() => 503)
    return Effect.gen(function* () {
      yield* trackMany(2)
      yield* TestClock.adjust("1 second")
      yield* settle
      assert.strictEqual(server.requests.length, 1)
      yield* TestClock.adjust("2 seconds")
      yield* settle
      assert.strictEqual(server.requests.length, 2)
      yield* TestClock.adjust("1 minute")
      yield* settle
      assert.strictEqual(server.requests.length, 2)
      // Tracking still works afterwards.
      yield* trackMany(1)
      yield* TestClock.adjust("1 second")
      yield* settle
      assert.strictEqual(server.requests.length, 3)
      // Let its retry finish too, so closing the layer does not wait on the test clock.
      yield* TestClock.adjust("2 seconds")
      yield* settle
      assert.strictEqual(server.requests.length, 4)
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("does not retry a refused batch (400): the same events would be refused again", () => {
    const server = fakeServer(() => 400)
    return Effect.gen(function* () {
      yield* trackMany(1)
      yield* TestClock.adjust("1 minute")
      yield* settle
      assert.strictEqual(server.requests.length, 1)
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("flush sends what is buffered without waiting for the delay", () => {
    const server = fakeServer()
    return Effect.gen(function* () {
      yield* trackMany(4)
      yield* (yield* Tracking).flush
      assert.deepStrictEqual(server.sizes(), [4])
      yield* TestClock.adjust("1 second")
      yield* settle
      assert.deepStrictEqual(server.sizes(), [4])
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("sends what is left when its runtime closes", () => {
    const server = fakeServer()
    return Effect.gen(function* () {
      yield* trackMany(5).pipe(Effect.provide(server.layer))
      assert.deepStrictEqual(server.sizes(), [5])
    })
  })
})

describe("Tracking.layerHttp in a browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.effect("hands the buffer to navigator.sendBeacon when the page is hidden", () => {
    const beacons: Array<{ url: string; blob: Blob }> = []
    const listeners = new Map<string, () => void>()
    const target = {
      addEventListener: (type: string, f: () => void) => listeners.set(type, f),
      removeEventListener: (type: string) => listeners.delete(type),
    }
    vi.stubGlobal("navigator", { sendBeacon: (url: string, blob: Blob) => beacons.push({ url, blob }) > 0 })
    vi.stubGlobal("addEventListener", target.addEventListener)
    vi.stubGlobal("removeEventListener", target.removeEventListener)
    vi.stubGlobal("document", { visibilityState: "visible", ...target })
    const server = fakeServer()
    return Effect.gen(function* () {
      yield* Effect.gen(function* () {
        yield* trackMany(3)
        listeners.get("pagehide")!()
        yield* TestClock.adjust("1 second")
        yield* settle
      }).pipe(Effect.provide(server.layer))
      assert.deepStrictEqual(server.sizes(), [])
      assert.strictEqual(beacons.length, 1)
      assert.strictEqual(beacons[0]!.url, "http://sink.test/api/v1/telemetry/events/")
      assert.strictEqual(beacons[0]!.blob.type, "application/json")
      const body = JSON.parse(yield* Effect.promise(() => beacons[0]!.blob.text()))
      assert.strictEqual(body.events.length, 3)
      // Closing the layer removed its listeners.
      assert.strictEqual(listeners.size, 0)
    })
  })
})
