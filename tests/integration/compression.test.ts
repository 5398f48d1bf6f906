import { existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { PageRenderer } from "#server/render/page-renderer.ts"
import { clientAssetsDir } from "#server/render/ssr-entry.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { decoded, fetchRaw, type RawAnswer } from "./lib/raw-http.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"

const varies = (answer: RawAnswer) =>
  String(answer.headers.vary ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())

const catalogue = loadCatalogue({ baseDate: dayInIndia(TEST_NOW) })
const city = catalogue.cities.find((c) => catalogue.hotels.filter((h) => h.cityId === c.id).length >= 5)!
const checkin = addDays(dayInIndia(TEST_NOW), 20)
const searchPath = `/api/v5/search/?city=${city.slug}&checkin=${checkin}&checkout=${addDays(checkin, 2)}`

// A hashed asset of our own in the build's asset folder (removed afterwards), so the suite does not
// depend on a production build being present.
const assetName = `compression-test-${process.pid}.js`
const assetBody = `export const rooms = [${Array.from({ length: 400 }, (_, i) => `"room-${i}"`).join(",")}];\n`
// The folders this suite makes (when no build exists), innermost first, removed again if left empty.
const madeDirs = [clientAssetsDir, join(clientAssetsDir, ".."), join(clientAssetsDir, "..", "..")].filter(
  (dir) => !existsSync(dir),
)

describe("response compression", () => {
  let server: RunningServer
  const loaderAnswers: Array<{ encoding: string | null; parsed: boolean }> = []
  // A page as large as a real one, whose loader calls the API in process asking for gzip.
  const renderer = Layer.succeed(PageRenderer, async (page) => {
    const answer = await page.api.fetch(`${page.api.origin}${searchPath}`, {
      headers: { "accept-encoding": "gzip, br" },
    })
    const text = await answer.text()
    let parsed = true
    try {
      JSON.parse(text)
    } catch {
      parsed = false
    }
    loaderAnswers.push({ encoding: answer.headers.get("content-encoding"), parsed })
    return {
      status: 200,
      headers: { "cache-control": "public, max-age=300", vary: "Host" },
      body: `<!doctype html><main>${"<p>Rooms near you</p>".repeat(200)}</main>`,
    }
  })

  beforeAll(async () => {
    mkdirSync(clientAssetsDir, { recursive: true })
    writeFileSync(join(clientAssetsDir, assetName), assetBody)
    server = await startServer(testConfig({ kind: "memory" }), renderer)
  }, 120_000)
  afterAll(async () => {
    await server.close()
    rmSync(join(clientAssetsDir, assetName), { force: true })
    for (const dir of madeDirs) {
      try {
        rmdirSync(dir)
      } catch {
        // Something else (a build) put files there meanwhile: leave it.
      }
    }
  })

  it("answers gzip or br by the client's q-values, identity when it accepts neither", async () => {
    const identity = await fetchRaw(server.url, searchPath)
    expect(identity.status).toBe(200)
    expect(identity.headers["content-encoding"]).toBeUndefined()
    expect(varies(identity)).toContain("accept-encoding")
    expect(Number(identity.headers["content-length"])).toBe(identity.body.length)
    const cases: Array<[string, string | undefined]> = [
      ["gzip", "gzip"],
      ["br", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0", undefined],
      ["identity", undefined],
      ["*", "br"],
      ["*;q=0, gzip;q=0.2", "gzip"],
      ["deflate", undefined],
    ]
    for (const [accept, expected] of cases) {
      const answer = await fetchRaw(server.url, searchPath, { "accept-encoding": accept })
      expect(answer.status, accept).toBe(200)
      expect(answer.headers["content-encoding"], accept).toBe(expected)
      expect(varies(answer), accept).toContain("accept-encoding")
      expect(Number(answer.headers["content-length"]), accept).toBe(answer.body.length)
      expect(decoded(answer).equals(identity.body), accept).toBe(true)
      if (expected !== undefined) expect(answer.body.length, accept).toBeLessThan(identity.body.length / 4)
    }
  })

  it("leaves bodies under 1 KiB as they are, and says the answer varies anyway", async () => {
    const small = await fetchRaw(server.url, "/api/test/clock", { "accept-encoding": "gzip, br" })
    expect(small.status).toBe(200)
    expect(small.body.length).toBeLessThan(1024)
    expect(small.headers["content-encoding"]).toBeUndefined()
    expect(varies(small)).toContain("accept-encoding")
    expect(JSON.parse(small.body.toString("utf8"))).toHaveProperty("data.now")
  })

  it("sends no compressed body to HEAD", async () => {
    const head = await fetchRaw(server.url, "/", { "accept-encoding": "gzip, br" }, "HEAD")
    expect(head.status).toBe(200)
    expect(head.headers["content-encoding"]).toBeUndefined()
    expect(head.body.length).toBe(0)
  })

  it("compresses server-rendered pages, keeping their own Vary", async () => {
    const page = await fetchRaw(server.url, "/", { "accept-encoding": "br" })
    expect(page.status).toBe(200)
    expect(page.headers["content-encoding"]).toBe("br")
    expect(varies(page)).toEqual(["host", "accept-encoding"])
    expect(decoded(page).toString("utf8")).toContain("<p>Rooms near you</p>")
  })

  it("gives the pages' in-process API calls the identity body even when they ask for gzip", async () => {
    await fetchRaw(server.url, "/", { "accept-encoding": "gzip" })
    expect(loaderAnswers.length).toBeGreaterThan(0)
    expect(loaderAnswers.every((a) => a.encoding === null && a.parsed)).toBe(true)
  })

  it("compresses hashed assets with a weak validator that still revalidates, and never a range", async () => {
    const path = `/assets/${assetName}`
    const gz = await fetchRaw(server.url, path, { "accept-encoding": "gzip" })
    expect(gz.status).toBe(200)
    expect(gz.headers["content-type"]).toContain("javascript")
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length)
    expect(decoded(gz).toString("utf8")).toBe(assetBody)
    expect(String(gz.headers.etag)).toMatch(/^W\//)
    // Served again from the bytes kept in memory: the same bytes.
    const again = await fetchRaw(server.url, path, { "accept-encoding": "gzip" })
    expect(again.body.equals(gz.body)).toBe(true)
    const br = await fetchRaw(server.url, path, { "accept-encoding": "br" })
    expect(decoded(br).toString("utf8")).toBe(assetBody)
    const notModified = await fetchRaw(server.url, path, {
      "accept-encoding": "gzip",
      "if-none-match": String(gz.headers.etag),
    })
    expect(notModified.status).toBe(304)
    expect(notModified.headers["content-encoding"]).toBeUndefined()
    const range = await fetchRaw(server.url, path, { "accept-encoding": "gzip", range: "bytes=0-99" })
    expect(range.status).toBe(206)
    expect(range.headers["content-encoding"]).toBeUndefined()
    expect(range.body.toString("utf8")).toBe(assetBody.slice(0, 100))
    const plain = await fetchRaw(server.url, path)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString("utf8")).toBe(assetBody)
  })
})
