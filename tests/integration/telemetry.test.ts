import { afterEach, expect, it, vi } from "vitest"
import { call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const json = { "content-type": "application/json" }

const event = (overrides: Record<string, unknown> = {}) => ({
  kind: "track",
  name: "Razorpay Popup Failure",
  properties: { order_id: "order_1", order_value: 4999.5, currency: "INR", nested: { step: [1, 2] } },
  at: "2026-12-01T04:30:00.000Z",
  anonymous_id: "ab-telemetry-1",
  logged_in: false,
  channel: "website",
  ...overrides,
})

const postEvents = (url: string, body: unknown) =>
  call(url, "/api/v1/telemetry/events/", {
    method: "POST",
    headers: json,
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

onEveryDatabase("telemetry sinks", (server) => {
  const url = () => server().url

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("accepts a batch and test control returns it, stamped with the server's clock", async () => {
    const events = [
      event({ kind: "page", name: "home", properties: { path: "/" } }),
      event({ kind: "identify", name: "identify", user_id: "user-42", logged_in: true, properties: {} }),
      event({ user_id: "user-42", logged_in: true }),
    ]
    const posted = await postEvents(url(), { events })
    expect(posted.status).toBe(200)
    expect(posted.json).toEqual({ data: { accepted: 3 } })

    const read = await call(url(), "/api/test/telemetry/events?anonymous_id=ab-telemetry-1")
    expect(read.status).toBe(200)
    const stored = (read.json as { data: Array<Record<string, unknown>> }).data
    expect(stored.map(({ id: _id, created_at: _c, ...rest }) => rest)).toEqual(events)
    expect(stored.every((e) => e.created_at === "2026-12-01T04:30:00.000Z")).toBe(true)
    expect(stored.map((e) => e.id)).toEqual(
      [...stored.map((e) => e.id)].sort((a, b) => Number(a) - Number(b)),
    )
  })

  it("reads one visitor's events apart from another's", async () => {
    await postEvents(url(), { events: [event({ anonymous_id: "ab-telemetry-2", name: "only mine" })] })
    const read = await call(url(), "/api/test/telemetry/events?anonymous_id=ab-telemetry-2")
    expect((read.json as { data: Array<{ name: string }> }).data.map((e) => e.name)).toEqual(["only mine"])
  })

  it("stores an error report, logs one line for operators and returns it through test control", async () => {
    const lines: Array<string> = []
    // The server runs in this process, so its log lines pass through this process's stdout.
    const write = process.stdout.write.bind(process.stdout) as (...args: Array<unknown>) => boolean
    const capture = (...args: Array<unknown>) => {
      const [chunk] = args
      if (typeof chunk === "string" && chunk.includes('"client_error"')) {
        lines.push(chunk)
        return true
      }
      return write(...args)
    }
    vi.spyOn(process.stdout, "write").mockImplementation(capture as typeof process.stdout.write)
    const report = {
      name: "ChunkLoadError",
      message: "Loading chunk 7 failed",
      stack: "ChunkLoadError: Loading chunk 7 failed\n    at load (app.js:1:1)",
      url: "http://localhost:3000/hotels/",
      at: "2026-12-01T04:30:00.000Z",
      anonymous_id: "ab-telemetry-3",
      extra: { route: "hotel" },
    }
    const posted = await call(url(), "/api/v1/telemetry/errors/", {
      method: "POST",
      headers: json,
      body: JSON.stringify(report),
    })
    expect(posted.status).toBe(200)
    expect(posted.json).toEqual({ data: { accepted: 1 } })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "warn",
      event: "client_error",
      name: "ChunkLoadError",
      message: "Loading chunk 7 failed",
      anonymous_id: "ab-telemetry-3",
    })

    const read = await call(url(), "/api/test/telemetry/errors?anonymous_id=ab-telemetry-3")
    const stored = (read.json as { data: Array<Record<string, unknown>> }).data
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ ...report, created_at: "2026-12-01T04:30:00.000Z" })
  })

  it("keeps text PostgreSQL cannot store (NUL, lone surrogates) as replacement characters, not a 500", async () => {
    const odd = "a\u0000b\ud800c"
    const posted = await postEvents(url(), {
      events: [event({ anonymous_id: "ab-telemetry-4", name: odd, properties: { [odd]: odd } })],
    })
    expect(posted.status).toBe(200)
    const read = await call(url(), "/api/test/telemetry/events?anonymous_id=ab-telemetry-4")
    const [stored] = (read.json as { data: Array<{ name: string; properties: Record<string, string> }> }).data
    expect(stored!.name).toBe("a\uFFFDb\uFFFDc")
    expect(stored!.properties).toEqual({ "a\uFFFDb\uFFFDc": "a\uFFFDb\uFFFDc" })
  })

  const rejects = async (body: unknown, expected: RegExp) => {
    const before = (await call(url(), "/api/test/telemetry/events")).json as { data: unknown[] }
    const answer = await postEvents(url(), body)
    expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400)
    expect(firstErrorMessage(answer)).toMatch(expected)
    const after = (await call(url(), "/api/test/telemetry/events")).json as { data: unknown[] }
    expect(after.data.length).toBe(before.data.length)
  }

  it("rejects 51 events in one batch", async () => {
    await rejects({ events: Array.from({ length: 51 }, () => event()) }, /at most 50 events/)
  })

  it("rejects an empty batch", async () => {
    await rejects({ events: [] }, /at least 1 event/)
  })

  it("rejects a 10 kB name", async () => {
    await rejects({ events: [event({ name: "n".repeat(10_000) })] }, /name must be at most 100 characters/)
  })

  it("rejects properties that are not a JSON object", async () => {
    for (const properties of ["text", [1, 2], 7, null]) {
      await rejects({ events: [event({ properties })] }, /properties must be a JSON object/)
    }
  })

  it("rejects oversized or deeply nested properties", async () => {
    await rejects({ events: [event({ properties: { blob: "b".repeat(5000) } })] }, /at most 4096 characters/)
    await rejects({ events: [event({ properties: { a: { b: { c: { d: { e: 1 } } } } } })] }, /levels deep/)
    const many = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`k${i}`, i]))
    await rejects({ events: [event({ properties: many })] }, /at most 40 keys/)
  })

  it("rejects an unknown kind or channel and a malformed time", async () => {
    await rejects({ events: [event({ kind: "alias" })] }, /kind/)
    await rejects({ events: [event({ channel: "partner" })] }, /channel/)
    await rejects({ events: [event({ at: "yesterday" })] }, /ISO 8601/)
  })

  it("rejects malformed JSON", async () => {
    const answer = await postEvents(url(), '{"events": [')
    expect(answer.status).toBe(400)
    expect(firstErrorMessage(answer)).toMatch(/JSON/)
  })

  it("rejects an error report with an oversize stack or a missing message", async () => {
    const base = { name: "Error", message: "m", at: "2026-12-01T04:30:00.000Z", anonymous_id: "ab-x" }
    const tooLong = await call(url(), "/api/v1/telemetry/errors/", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ...base, stack: "s".repeat(9000) }),
    })
    expect(tooLong.status).toBe(400)
    expect(firstErrorMessage(tooLong)).toMatch(/stack must be at most 8000 characters/)
    const { message: _m, ...noMessage } = base
    const missing = await call(url(), "/api/v1/telemetry/errors/", {
      method: "POST",
      headers: json,
      body: JSON.stringify(noMessage),
    })
    expect(missing.status).toBe(400)
    expect(firstErrorMessage(missing)).toMatch(/message/)
  })

  it("documents the endpoints in the OpenAPI document", async () => {
    const doc = (await call(url(), "/api/openapi.json")).json as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/telemetry/events/", "/api/v1/telemetry/errors/"]),
    )
  })
})

onEveryDatabase(
  "telemetry reads are off without TEST_CONTROL=1",
  (server) => {
    it("answers 404 for the test-control reads, while the sinks still accept", async () => {
      expect((await call(server().url, "/api/test/telemetry/events")).status).toBe(404)
      expect((await call(server().url, "/api/test/telemetry/errors")).status).toBe(404)
      const posted = await postEvents(server().url, { events: [event()] })
      expect(posted.status).toBe(200)
    })
  },
  { testControl: false },
)
