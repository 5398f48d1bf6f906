import { expect, it } from "vitest"
import { call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

onEveryDatabase("HTTP edge: hosts, headers, errors, test control", (server) => {
  const url = () => server().url

  it("refuses an unknown Host with 'Invalid Host'", async () => {
    const page = await call(url(), "/", { host: "evil.example" })
    expect(page.status).toBe(400)
    expect(page.text).toContain("Invalid Host")
    const api = await call(url(), "/api/v1/search/autocomplete/?search_string=kora", { host: "evil.example" })
    expect(api.status).toBe(400)
    expect(firstErrorMessage(api)).toBe("Invalid Host")
  })

  it("accepts the main hosts on any port and the gdc hosts", async () => {
    for (const host of [
      "localhost:1234",
      "127.0.0.1",
      "[::1]:3000",
      "gdc1.localhost:3000",
      "GDC2.localhost",
    ]) {
      const answer = await call(url(), "/api/v1/search/autocomplete/?search_string=kora", { host })
      expect(answer.status, host).toBe(200)
    }
  })

  it("sends the security headers on every answer", async () => {
    for (const path of ["/api/v1/search/autocomplete/?search_string=kora", "/api/nope", "/"]) {
      const answer = await call(url(), path)
      expect(answer.headers["content-security-policy"], path).toContain("script-src 'self'")
      expect(answer.headers["content-security-policy"], path).toContain("frame-ancestors 'none'")
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff")
      expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin")
      expect(answer.headers["strict-transport-security"], path).toBeDefined()
    }
  })

  it("answers paths and methods no route serves with security headers and a body, not an empty 404", async () => {
    const page = await call(url(), "/", { method: "POST" })
    expect(page.status).toBe(404)
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'")
    expect(page.text).toBe("Not Found")
    const api = await call(url(), "/api/v1/search/autocomp%E0lete/")
    expect(api.status).toBe(404)
    expect(api.headers["x-content-type-options"]).toBe("nosniff")
    expect(firstErrorMessage(api)).toBe("Not Found")
  })

  it("answers unknown API paths with 404 in the error shape", async () => {
    const answer = await call(url(), "/api/v9/nothing-here/", { method: "POST", body: "{}" })
    expect(answer.status).toBe(404)
    expect(firstErrorMessage(answer)).toContain("/api/v9/nothing-here/")
  })

  it("refuses a body over 64 KiB with 413 before reading it whole", async () => {
    const answer = await call(url(), "/api/test/clock", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: "2026-12-24T06:30:00.000Z", padding: "x".repeat(70 * 1024) }),
    })
    expect(answer.status).toBe(413)
    expect(firstErrorMessage(answer)).toMatch(/64 KiB/)
  })

  it("serves the OpenAPI document of the contract", async () => {
    const answer = await call(url(), "/api/openapi.json")
    expect(answer.status).toBe(200)
    const doc = answer.json as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toMatch(/^3\.1/)
    expect(Object.keys(doc.paths)).toContain("/api/v1/search/autocomplete/")
  })

  it("fixes and advances the clock through test control", async () => {
    const set = await call(url(), "/api/test/clock", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: "2026-12-24T06:30:00.000Z" }),
    })
    expect(set.json).toEqual({ data: { now: "2026-12-24T06:30:00.000Z" } })
    const advanced = await call(url(), "/api/test/clock/advance", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ms: 90_000 }),
    })
    expect(advanced.json).toEqual({ data: { now: "2026-12-24T06:31:30.000Z" } })
  })

  it("answers bad test-control input with 4xx and leaves the clock alone", async () => {
    const before = (await call(url(), "/api/test/clock")).json
    const bad = [
      { body: JSON.stringify({ now: "yesterday-ish" }), type: "application/json" },
      { body: "{not json", type: "application/json" },
      { body: "now=2026-01-01", type: "text/plain" },
      { body: JSON.stringify({ now: 12 }), type: "application/json" },
      // Loose forms a Date would read in the server's own zone, or as a year.
      { body: JSON.stringify({ now: "2026-12-01T10:00" }), type: "application/json" },
      { body: JSON.stringify({ now: "1" }), type: "application/json" },
    ]
    for (const { body, type } of bad) {
      const answer = await call(url(), "/api/test/clock", {
        method: "PUT",
        headers: { "content-type": type },
        body,
      })
      expect(answer.status, body).toBeGreaterThanOrEqual(400)
      expect(answer.status, body).toBeLessThan(500)
      expect(firstErrorMessage(answer), body).toBeTruthy()
    }
    const negative = await call(url(), "/api/test/clock/advance", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ms: -5 }),
    })
    expect(negative.status).toBe(400)

    expect((await call(url(), "/api/test/clock")).json).toEqual(before)
  })

  it("refuses to advance the clock past the year 9999 instead of failing with a 500", async () => {
    const json = { "content-type": "application/json" }
    await call(url(), "/api/test/clock", {
      method: "PUT",
      headers: json,
      body: JSON.stringify({ now: "9999-12-01T00:00:00Z" }),
    })
    const answer = await call(url(), "/api/test/clock/advance", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ms: 3.2e10 }),
    })
    expect(answer.status).toBe(400)
    expect(firstErrorMessage(answer)).toMatch(/9999/)
    expect((await call(url(), "/api/test/clock")).json).toEqual({ data: { now: "9999-12-01T00:00:00.000Z" } })
  })

  it("reads the outbox through test control", async () => {
    const answer = await call(url(), "/api/test/outbox")
    expect(answer.status).toBe(200)
    expect((answer.json as { data: unknown[] }).data).toEqual([])
  })
})

onEveryDatabase(
  "test control is off without TEST_CONTROL=1",
  (server) => {
    it("answers 404 for every test-control path", async () => {
      expect((await call(server().url, "/api/test/clock")).status).toBe(404)
      expect((await call(server().url, "/api/test/outbox")).status).toBe(404)
      const put = await call(server().url, "/api/test/clock", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ now: "2026-12-24T06:30:00.000Z" }),
      })
      expect(put.status).toBe(404)
      const bad = await call(server().url, "/api/test/clock", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ now: "not a time" }),
      })
      expect(bad.status).toBe(404)
      expect((await call(server().url, "/api/test/inventory?hotel_id=abc")).status).toBe(404)
    })
  },
  { testControl: false },
)
