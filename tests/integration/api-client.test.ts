import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import { Effect, Layer } from "effect"
import { FetchHttpClient } from "effect/http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "#core/api/contract.ts"
import { ApiClientSettings, type ApiError, BookingApi, callApi } from "#core/services/api-client.ts"
import { verifyLoginCode } from "#core/services/sign-in-calls.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { testConfig } from "./lib/server.ts"

/** What the session hooks heard, in order. */
type Heard = Array<"unauthorized" | { readonly refreshed: string }>

const clientFor = (baseUrl: string, token: string | null = null, heard?: Heard) =>
  BookingApi.layer.pipe(
    Layer.provide([
      FetchHttpClient.layer,
      Layer.succeed(ApiClientSettings, {
        baseUrl,
        token: () => token,
        abUserId: () => "ab-123",
        session:
          heard === undefined
            ? undefined
            : {
                unauthorized: () => heard.push("unauthorized"),
                tokenRefreshed: (refreshed) => heard.push({ refreshed }),
              },
      }),
    ]),
  )

const autocomplete = (search_string: string) =>
  callApi((api) => api.search.autocomplete({ query: { search_string } }))

const run = <A>(
  baseUrl: string,
  effect: Effect.Effect<A, ApiError, BookingApi>,
  token: string | null = null,
) => Effect.runPromise(Effect.provide(effect, clientFor(baseUrl, token)))

const failureOf = <A>(baseUrl: string, effect: Effect.Effect<A, ApiError, BookingApi>) =>
  Effect.runPromise(Effect.provide(Effect.flip(effect), clientFor(baseUrl)))

/** A stand-in origin answering whatever a test needs, recording the headers it was sent. */
const fakeOrigin = (answer: {
  status: number
  type: string
  body: string
  headers?: Record<string, string>
}) => {
  const seen: Array<IncomingHttpHeaders> = []
  const bodies: Array<string> = []
  const server: Server = createServer((req, res) => {
    seen.push(req.headers)
    let body = ""
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString()
    })
    req.on("end", () => bodies.push(body))
    res.writeHead(answer.status, { "content-type": answer.type, ...answer.headers })
    res.end(answer.body)
  })
  return new Promise<{ url: string; seen: typeof seen; bodies: typeof bodies; close: () => void }>(
    (resolve) =>
      server.listen(0, "127.0.0.1", () => {
        const address = server.address() as { port: number }
        resolve({ url: `http://127.0.0.1:${address.port}`, seen, bodies, close: () => server.close() })
      }),
  )
}

describe("the API client every host uses", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it("returns the data field of a success", async () => {
    const suggestions = await run(server.url, autocomplete("kora"))
    expect(suggestions.some((s) => s.label.startsWith("Koramangala"))).toBe(true)
  })

  it("builds a group's part of the client when it is first used, once, and offers every group", async () => {
    const api = await Effect.runPromise(
      Effect.provide(
        Effect.gen(function* () {
          return yield* BookingApi
        }),
        clientFor(server.url),
      ),
    )
    const built = (group: string) => Object.getOwnPropertyDescriptor(api, group)?.get === undefined
    expect(Object.keys(api)).toEqual(Object.keys(Api.groups))
    expect(Object.keys(api).filter(built)).toEqual([])
    const search = api.search
    expect(Object.keys(api).filter(built)).toEqual(["search"])
    expect(api.search).toBe(search)
    const suggestions = await Effect.runPromise(search.autocomplete({ query: { search_string: "kora" } }))
    expect(suggestions.some((s) => s.label.startsWith("Koramangala"))).toBe(true)
  })

  it("reads the message from the first error entry, with the status", async () => {
    const error = await failureOf(
      server.url,
      callApi((api) => api.search.places({ query: { place_id: "city:atlantis" } })),
    )
    expect(error).toMatchObject({ status: 404, isNetworkError: false, code: "place_not_found" })
    expect(error.message).toBe("No place with id city:atlantis")
  })

  it("refuses input the contract rejects before sending it, as the server's 400 would", async () => {
    const origin = await fakeOrigin({ status: 200, type: "application/json", body: '{"data":[]}' })
    const error = await failureOf(origin.url, autocomplete("x".repeat(101)))
    origin.close()
    expect(error).toMatchObject({ status: 400, isNetworkError: false })
    expect(error.message).toMatch(/at most 100 characters/)
    expect(origin.seen).toHaveLength(0)
  })

  it("flags a network failure with status 0", async () => {
    const closed = await fakeOrigin({ status: 200, type: "application/json", body: "{}" })
    closed.close()
    const error = await failureOf(closed.url, autocomplete("kora"))
    expect(error).toMatchObject({ isNetworkError: true, status: 0 })
  })

  it("flags an answer that is not JSON, keeping its status", async () => {
    const proxy = await fakeOrigin({ status: 502, type: "text/html", body: "<h1>Bad Gateway</h1>" })
    const error = await failureOf(proxy.url, autocomplete("kora"))
    proxy.close()
    expect(error).toMatchObject({ isNetworkError: true, status: 502 })
  })

  it("sends the bearer token and the anonymous A/B id on every call", async () => {
    const origin = await fakeOrigin({ status: 200, type: "application/json", body: '{"data":[]}' })
    await run(origin.url, autocomplete("kora"), "token-1")
    await run(origin.url, autocomplete("goa"))
    origin.close()
    expect(origin.seen[0]).toMatchObject({ authorization: "Bearer token-1", "x-ab-user-id": "ab-123" })
    expect(origin.seen[1]!["x-ab-user-id"]).toBe("ab-123")
    expect(origin.seen[1]!.authorization).toBeUndefined()
  })

  it("tells the host about a 401, whatever the call, and about a replacement token", async () => {
    const heard: Heard = []
    const expired = await Effect.runPromise(
      Effect.provide(
        Effect.flip(callApi((api) => api.profile.profileDetail())),
        clientFor(server.url, "no-such-token", heard),
      ),
    )
    expect(expired.status).toBe(401)
    expect(heard).toEqual(["unauthorized"])

    const origin = await fakeOrigin({
      status: 200,
      type: "application/json",
      body: '{"data":[]}',
      headers: { "x-auth-token": "fresh-token" },
    })
    await Effect.runPromise(Effect.provide(autocomplete("kora"), clientFor(origin.url, "old-token", heard)))
    origin.close()
    expect(heard).toEqual(["unauthorized", { refreshed: "fresh-token" }])
  })

  it("verifies a login code sending only the non-empty values (spec-checkout §5)", async () => {
    const signedIn = JSON.stringify({
      data: {
        id: "7",
        email: "",
        phone_number: "9876543210",
        first_name: "Guest",
        last_name: "",
        communication_type: "sms",
        token: "t",
      },
    })
    const origin = await fakeOrigin({ status: 200, type: "application/json", body: signedIn })
    await run(origin.url, verifyLoginCode({ phoneNumber: "9876543210", code: "123456", email: "  " }))
    await run(
      origin.url,
      verifyLoginCode({ phoneNumber: "9876543210", code: "123456", email: "asha@example.in" }),
    )
    const blank = await failureOf(origin.url, verifyLoginCode({ phoneNumber: "9876543210", code: " " }))
    origin.close()
    expect(origin.bodies.map((b) => JSON.parse(b))).toEqual([
      { phone_number: "9876543210", verification_code: "123456" },
      { phone_number: "9876543210", verification_code: "123456", email: "asha@example.in" },
    ])
    expect(blank).toMatchObject({ status: 400, message: "verification_code is required" })
  })
})
