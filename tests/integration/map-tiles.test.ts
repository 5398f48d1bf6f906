import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { tileContaining } from "#core/maps/mercator.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { onEveryDatabase, testConfig } from "./lib/server.ts"

const bengaluru = loadCatalogue().cities.find((c) => c.slug === "bengaluru")!
const tilePath = (z: number) => {
  const { x, y } = tileContaining(bengaluru.lat, bengaluru.lng, z)
  return `/map-tiles/${z}/${x}/${y}.svg`
}

onEveryDatabase("map tiles", (server) => {
  it("draws a tile as SVG with the catalogue's city names, cacheable for a day", async () => {
    const answer = await call(server().url, tilePath(10))
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toContain("image/svg+xml")
    expect(answer.headers["cache-control"]).toBe("public, max-age=86400")
    expect(answer.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/)
    expect(answer.text).toContain(">Bengaluru</text>")
  })

  it("answers HEAD for a tile with its headers and no body, and 404 for no tile", async () => {
    const head = await call(server().url, tilePath(10), { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers["content-type"]).toContain("image/svg+xml")
    expect(head.text).toBe("")
    expect((await call(server().url, "/map-tiles/1/0", { method: "HEAD" })).status).toBe(404)
  })

  it("draws the same bytes every time, and names neighbourhoods only close in", async () => {
    const [first, second] = [await call(server().url, tilePath(12)), await call(server().url, tilePath(12))]
    expect(first.text).toBe(second.text)
    expect(first.text).toMatch(/font-style="italic"[^>]*>[^<]+<\/text>/)
    expect((await call(server().url, tilePath(6))).text).not.toContain('font-style="italic"')
  })

  it("answers a plain 404, never an error page or a 5xx, for a path that names no tile", async () => {
    for (const path of [
      "/map-tiles/19/0/0.svg",
      "/map-tiles/2/4/0.svg",
      "/map-tiles/2/0/4.svg",
      "/map-tiles/01/0/0.svg",
      "/map-tiles/1/0/0.png",
      "/map-tiles/a/b/c.svg",
      "/map-tiles/-1/0/0.svg",
      "/map-tiles/1/0/0/0.svg",
      "/map-tiles/1/0",
      "/map-tiles/",
      `/map-tiles/${"9".repeat(400)}/0/0.svg`,
    ]) {
      const answer = await call(server().url, path)
      expect(answer.status, path).toBe(404)
      expect(answer.headers["content-type"], path).toContain("text/plain")
      expect(answer.headers["cache-control"], path).toBe("no-store")
    }
    expect((await call(server().url, tilePath(3), { method: "POST" })).status).toBe(404)
  })

  it("lets pages load images from the product itself only, when no tile server is configured", async () => {
    const csp = String((await call(server().url, tilePath(3))).headers["content-security-policy"])
    expect(csp).toContain("img-src 'self' data:;")
  })
})

describe("a configured tile server", () => {
  let running: RunningServer | undefined
  beforeAll(async () => {
    running = await startServer(
      testConfig(
        { kind: "memory" },
        {
          mapTiles: {
            url: "https://{s}.tiles.example.net/{z}/{x}/{y}.png",
            attribution: "© Example Maps contributors",
          },
        },
      ),
    )
  }, 120_000)
  afterAll(() => running?.close())

  it("is allowed as an image source, subdomains included, and nothing more", async () => {
    const csp = String((await call(running!.url, "/map-tiles/0/0/0.svg")).headers["content-security-policy"])
    expect(csp).toContain("img-src 'self' data: https://*.tiles.example.net;")
    expect(csp).toContain("connect-src 'self';")
  })

  it("is handed to the page's map through the hydration data", async () => {
    const page = await call(running!.url, "/")
    expect(page.status).toBe(200)
    const data = /<script type="application\/json" id="app-data">(.*?)<\/script>/s.exec(page.text)?.[1]
    expect(JSON.parse(data!).config.mapTiles).toEqual({
      url: "https://{s}.tiles.example.net/{z}/{x}/{y}.png",
      attribution: "© Example Maps contributors",
    })
  })
})
