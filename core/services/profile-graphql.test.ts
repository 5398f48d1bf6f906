import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Ref } from "effect"
import { HttpClient, HttpClientResponse } from "effect/http"
import type { AuthUser } from "../api/auth.ts"
import { ApiClientSettings, type ApiError, BookingApi } from "./api-client.ts"
import { AppClock } from "./clock.ts"
import { ErrorReporter, ErrorReports } from "./error-reporting.ts"
import { PROFILE_OPERATIONS, requestProfileOtp, updateProfile } from "./profile-graphql.ts"
import { TelemetrySettings } from "./tracking.ts"

const asha: AuthUser = {
  id: "42",
  email: "asha@example.com",
  phone_number: "9876543210",
  first_name: "Asha",
  last_name: "Rao",
  communication_type: "email",
}

const fieldError = (message: string, code: string, path: string) => ({
  message,
  locations: [{ line: 1, column: 12 }],
  path: [path],
  extensions: { code },
})

/** A server that answers every request with `status` and `body`, and records what it was sent. */
const serverAnswering = (status: number, body: unknown) => {
  const sent: Array<unknown> = []
  let signedOut = 0
  const client = HttpClient.make((request) => {
    const payload = request.body
    sent.push(JSON.parse(payload._tag === "Uint8Array" ? new TextDecoder().decode(payload.body) : "null"))
    return Effect.succeed(
      HttpClientResponse.fromWeb(
        request,
        new Response(typeof body === "string" ? body : JSON.stringify(body), {
          status,
          headers: { "content-type": typeof body === "string" ? "text/html" : "application/json" },
        }),
      ),
    )
  })
  const layer = BookingApi.layer.pipe(
    Layer.provide([
      Layer.succeed(HttpClient.HttpClient, client),
      Layer.succeed(ApiClientSettings, {
        baseUrl: "http://api.test",
        token: () => "token-1",
        abUserId: () => "ab-1",
        session: {
          unauthorized: () => {
            signedOut += 1
          },
          tokenRefreshed: () => undefined,
        },
      }),
    ]),
  )
  return { sent, layer, signedOut: () => signedOut }
}

const failure = <A>(effect: Effect.Effect<A, ApiError, BookingApi>, layer: Layer.Layer<BookingApi>) =>
  Effect.flip(effect).pipe(Effect.provide(layer))

describe("profile GraphQL operations", () => {
  it.effect("send the document, its name and only the variables that have a value", () => {
    const server = serverAnswering(200, { data: { updateProfile: asha } })
    return Effect.gen(function* () {
      const user = yield* updateProfile({ first_name: "Asha", last_name: "Rao" }).pipe(
        Effect.provide(server.layer),
      )
      assert.deepStrictEqual(user, asha)
      assert.deepStrictEqual(server.sent, [
        {
          query: PROFILE_OPERATIONS.UpdateProfile,
          operationName: "UpdateProfile",
          variables: { first_name: "Asha", last_name: "Rao" },
        },
      ])
    })
  })

  it.effect("show a field error's text after the operation-name prefix, keeping any colon in it", () => {
    const message = "first_name: must not contain control characters"
    const server = serverAnswering(200, {
      data: null,
      errors: [fieldError(message, "invalid_payload", "updateProfile")],
    })
    return Effect.gen(function* () {
      const error = yield* failure(updateProfile({ first_name: "A\u0007" }), server.layer)
      assert.include(error, { status: 200, code: "invalid_payload", message, isNetworkError: false })
    })
  })

  it.effect("keep 401 on the error, and the client's 401 rule signs the member out", () => {
    const server = serverAnswering(401, {
      data: null,
      errors: [fieldError("Your session has ended.", "unauthorized", "updateProfileOtp")],
    })
    return Effect.gen(function* () {
      const error = yield* failure(requestProfileOtp("9123456789"), server.layer)
      assert.include(error, { status: 401, code: "unauthorized", message: "Your session has ended." })
      assert.strictEqual(server.signedOut(), 1)
    })
  })

  it.effect("keep 429 on the error, as the OTP machine expects of a rate limit", () => {
    const server = serverAnswering(429, {
      data: null,
      errors: [
        {
          ...fieldError("Please wait 30 seconds.", "otp_resend_wait", "updateProfileOtp"),
          extensions: { code: "otp_resend_wait", retry_after: 30 },
        },
      ],
    })
    return Effect.gen(function* () {
      const error = yield* failure(requestProfileOtp("9123456789"), server.layer)
      assert.include(error, { status: 429, code: "otp_resend_wait", message: "Please wait 30 seconds." })
    })
  })

  it.effect("map a request error (400) with its code", () => {
    const server = serverAnswering(400, {
      errors: [{ message: 'Cannot query field "x".', extensions: { code: "graphql_validation_failed" } }],
    })
    return Effect.gen(function* () {
      const error = yield* failure(updateProfile({ first_name: "Asha" }), server.layer)
      assert.include(error, { status: 400, code: "graphql_validation_failed" })
    })
  })

  it.effect("report data that is not what the operation selects as an unexpected answer", () => {
    const server = serverAnswering(200, { data: { updateProfile: { id: "42" } } })
    return Effect.gen(function* () {
      const error = yield* failure(updateProfile({ first_name: "Asha" }), server.layer)
      assert.include(error, { status: 200, code: "UnexpectedAnswer", isNetworkError: true })
    })
  })

  it.effect("report a non-JSON answer with its status (spec-checkout §8)", () => {
    const server = serverAnswering(502, "<html>Bad gateway</html>")
    return Effect.gen(function* () {
      const error = yield* failure(updateProfile({ first_name: "Asha" }), server.layer)
      assert.include(error, { status: 502, isNetworkError: true })
    })
  })

  it.effect("log the prefixed messages through the host's ErrorReporter", () => {
    const server = serverAnswering(200, {
      data: null,
      errors: [fieldError("The code is not right.", "otp_invalid", "updateProfile")],
    })
    const reporter = ErrorReporter.layerMemory.pipe(
      Layer.provideMerge(AppClock.layerControlled(Date.parse("2026-12-01T04:30:00Z"))),
      Layer.provide(
        Layer.succeed(TelemetrySettings, { anonymousId: () => "ab-1", channel: () => "website" }),
      ),
    )
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        updateProfile({ first_name: "Asha", phone_number: "9123456789", verification_code: "000000" }),
      )
      assert.strictEqual(error.message, "The code is not right.")
      const reports = yield* Ref.get(yield* ErrorReports)
      assert.strictEqual(reports.length, 1)
      assert.strictEqual(reports[0]!.message, "UpdateProfile: The code is not right.")
      assert.deepStrictEqual(reports[0]!.extra, {
        operation: "UpdateProfile",
        status: 200,
        code: "otp_invalid",
      })
    }).pipe(Effect.provide(Layer.merge(server.layer, reporter)))
  })
})
