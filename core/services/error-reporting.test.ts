import { assert, describe, it } from "@effect/vitest"
import { Cause, Effect, Layer, Ref } from "effect"
import { HttpClient, HttpClientResponse } from "effect/http"
import { TestClock } from "effect/testing"
import type { ErrorReport } from "../api/telemetry.ts"
import { TELEMETRY_LIMITS } from "../tracking/limits.ts"
import { ApiClientSettings, ApiError, BookingApi } from "./api-client.ts"
import { AppClock } from "./clock.ts"
import { DEDUPE_WINDOW_MS, ErrorReporter, ErrorReports, normaliseError } from "./error-reporting.ts"
import { TelemetrySettings } from "./tracking.ts"

const T0 = Date.parse("2026-12-01T04:30:00.000Z")

const settings = Layer.succeed(TelemetrySettings, {
  anonymousId: () => "ab-123",
  channel: () => "website",
  currentUrl: () => "http://localhost:3000/hotels/",
})
const memory = ErrorReporter.layerMemory.pipe(
  Layer.provideMerge(AppClock.layerControlled(T0)),
  Layer.provide(settings),
)
const reports = ErrorReports.use(Ref.get)

describe("normaliseError", () => {
  it("keeps an Error's name, message and stack", () => {
    const error = new TypeError("x is not a function")
    const n = normaliseError(error, { url: "http://localhost:3000/", extra: { route: "home" } })
    assert.strictEqual(n.name, "TypeError")
    assert.strictEqual(n.message, "x is not a function")
    assert.isTrue(n.stack?.includes("TypeError: x is not a function"))
    assert.strictEqual(n.url, "http://localhost:3000/")
    assert.deepStrictEqual(n.extra, { route: "home" })
  })

  it("names a tagged error by its tag and keeps its scalar fields as extra", () => {
    const n = normaliseError(
      new ApiError({ status: 503, code: "unavailable", message: "Service down", isNetworkError: false }),
    )
    assert.strictEqual(n.name, "ApiError")
    assert.strictEqual(n.message, "Service down")
    assert.deepStrictEqual(n.extra, {
      status: 503,
      code: "unavailable",
      isNetworkError: false,
      _tag: "ApiError",
    })
  })

  it("lets the caller's extra win over the error's own fields", () => {
    const error = Object.assign(new Error("no"), { step: "thrown" })
    assert.deepStrictEqual(normaliseError(error, { extra: { step: "given" } }).extra, { step: "given" })
  })

  it("turns strings, plain values and cycles into text", () => {
    assert.deepStrictEqual(normaliseError("chunk failed"), {
      name: "Error",
      message: "chunk failed",
      extra: {},
    })
    assert.deepStrictEqual(normaliseError(42), { name: "NonError", message: "42", extra: {} })
    assert.strictEqual(normaliseError({ reason: "popup closed" }).message, '{"reason":"popup closed"}')
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    assert.strictEqual(normaliseError(cyclic).message, "[object Object]")
    assert.strictEqual(normaliseError(null).message, "null")
    assert.strictEqual(normaliseError(undefined).message, "undefined")
  })

  it("reports the error inside an Effect Cause", () => {
    const n = normaliseError(Cause.fail(new RangeError("bad page")))
    assert.strictEqual(n.name, "RangeError")
    assert.strictEqual(n.message, "bad page")
  })

  it("truncates what could be huge", () => {
    const error = new Error("m".repeat(50_000))
    error.stack = "s".repeat(50_000)
    const n = normaliseError(error, { url: `http://x/${"u".repeat(5000)}` })
    assert.strictEqual(n.message.length, TELEMETRY_LIMITS.errorMessageChars)
    assert.strictEqual(n.stack?.length, TELEMETRY_LIMITS.stackChars)
    assert.strictEqual(n.url?.length, TELEMETRY_LIMITS.urlChars)
  })
})

describe("ErrorReporter.layerMemory", () => {
  it.effect("records a report with the A/B id, the page's address and AppClock's time", () =>
    Effect.gen(function* () {
      const reporter = yield* ErrorReporter
      yield* reporter.report(new Error("Razorpay popup failed to open"), { extra: { order_id: "order_1" } })
      const [report] = yield* reports
      assert.deepStrictEqual({ ...report!, stack: undefined } satisfies ErrorReport, {
        name: "Error",
        message: "Razorpay popup failed to open",
        stack: undefined,
        url: "http://localhost:3000/hotels/",
        at: "2026-12-01T04:30:00.000Z",
        anonymous_id: "ab-123",
        extra: { order_id: "order_1" },
      })
    }).pipe(Effect.provide(memory)),
  )

  it.effect("reports a burst of the same error once per window", () =>
    Effect.gen(function* () {
      const reporter = yield* ErrorReporter
      const clock = yield* AppClock
      // One site throws the same error repeatedly, as a render loop would.
      const fail = () => new Error("Cannot read properties of undefined")
      for (let i = 0; i < 25; i++) yield* reporter.report(fail())
      yield* reporter.report(new Error("another failure"))
      assert.strictEqual((yield* reports).length, 2)
      yield* Effect.orDie(clock.advance(DEDUPE_WINDOW_MS - 1))
      yield* reporter.report(fail())
      assert.strictEqual((yield* reports).length, 2)
      yield* Effect.orDie(clock.advance(1))
      yield* reporter.report(fail())
      assert.deepStrictEqual(
        (yield* reports).map((r) => r.message),
        ["Cannot read properties of undefined", "another failure", "Cannot read properties of undefined"],
      )
    }).pipe(Effect.provide(memory)),
  )

  it.effect("never fails, even when reading the error throws", () =>
    Effect.gen(function* () {
      const reporter = yield* ErrorReporter
      const hostile = {
        get message(): string {
          throw new Error("gotcha")
        },
      }
      yield* reporter.report(hostile)
      assert.deepStrictEqual(yield* reports, [])
    }).pipe(Effect.provide(memory)),
  )
})

describe("ErrorReporter.layerHttp", () => {
  const serverLayer = (answer: () => Effect.Effect<number>) => {
    const bodies: Array<ErrorReport> = []
    const client = HttpClient.make((request) =>
      Effect.gen(function* () {
        const body = request.body
        bodies.push(JSON.parse(body._tag === "Uint8Array" ? new TextDecoder().decode(body.body) : "null"))
        const status = yield* answer()
        return HttpClientResponse.fromWeb(
          request,
          new Response(JSON.stringify(status === 200 ? { data: { accepted: 1 } } : {}), {
            status,
            headers: { "content-type": "application/json" },
          }),
        )
      }),
    )
    const layer = ErrorReporter.layerHttp.pipe(
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
    return { bodies, layer }
  }

  const settle = Effect.forEach(Array.from({ length: 20 }), () => Effect.yieldNow, { discard: true })

  it.effect("posts the report in the background", () => {
    const server = serverLayer(() => Effect.succeed(200))
    return Effect.gen(function* () {
      yield* (yield* ErrorReporter).report(new Error("render failed"))
      yield* settle
      assert.strictEqual(server.bodies.length, 1)
      assert.strictEqual(server.bodies[0]!.message, "render failed")
      assert.strictEqual(server.bodies[0]!.anonymous_id, "ab-123")
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("returns before the network answers", () => {
    const server = serverLayer(() => Effect.never)
    return Effect.gen(function* () {
      yield* (yield* ErrorReporter).report(new Error("slow sink"))
      yield* settle
      assert.strictEqual(server.bodies.length, 1)
    }).pipe(Effect.provide(server.layer))
  })

  it.effect("retries a server failure once, then gives up quietly", () => {
    const server = serverLayer(() => Effect.succeed(500))
    return Effect.gen(function* () {
      yield* (yield* ErrorReporter).report(new Error("flaky"))
      yield* settle
      yield* TestClock.adjust("1 minute")
      yield* settle
      assert.strictEqual(server.bodies.length, 2)
    }).pipe(Effect.provide(server.layer))
  })
})
