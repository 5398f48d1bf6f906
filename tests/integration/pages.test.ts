import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PageRenderer } from "#server/render/page-renderer.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

describe("server-rendered pages", () => {
  let server: RunningServer
  const seen: Array<{ channel: string; phone: string }> = []
  const failing = Layer.succeed(PageRenderer, async (request) => {
    seen.push({ channel: request.channel, phone: request.support.supportPhone })
    if (request.url.startsWith("/broken/")) throw new Error("render exploded")
    return {
      status: 200,
      headers: { "cache-control": "public, max-age=3600", vary: "Host" },
      body: "<p>ok</p>",
    }
  })

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }), failing)
  }, 120_000)
  afterAll(() => server.close())

  it("shows 'Sorry, something went wrong.' with status 500 when rendering fails", async () => {
    const page = await call(server.url, "/broken/")
    expect(page.status).toBe(500)
    expect(page.headers["content-type"]).toContain("text/html")
    expect(page.headers["cache-control"]).toBe("no-store")
    expect(page.text).toContain("Sorry, something went wrong.")
    expect(page.text).not.toContain("render exploded")
  })

  it("passes the page's cache headers through and the channel's support contact in", async () => {
    const page = await call(server.url, "/", { host: "gdc1.localhost" })
    expect(page.status).toBe(200)
    expect(page.headers["cache-control"]).toBe("public, max-age=3600")
    expect(page.headers.vary).toBe("Host, Accept-Encoding") // ADR 076
    const website = await call(server.url, "/")
    expect(website.status).toBe(200)
    const gdc = seen.find((s) => s.channel === "gdc")
    const main = seen.find((s) => s.channel === "website")
    expect(gdc?.phone).toBeTruthy()
    expect(gdc?.phone).not.toBe(main?.phone)
  })
})
