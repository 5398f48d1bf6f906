import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { matchHotels } from "#core/search/hotel-match.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/** Server-rendered HTML of the content pages; needs `npm run build` (the test harness builds first). */
describe("server-rendered /cities/ and the landing content", () => {
  const catalogue = loadCatalogue()
  const listed = (slug: string) => {
    const city = catalogue.cities.find((c) => c.slug === slug)!
    return matchHotels(catalogue, { area: { kind: "city", cityId: city.id }, from: city }).length
  }
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it("renders /cities/ with every city by state, its real count and its listing link, cached for an hour", async () => {
    const page = await call(server.url, "/cities/")
    expect(page.status).toBe(200)
    expect(page.headers["cache-control"]).toBe("public, max-age=3600")
    expect(page.headers.vary).toBe("Host, Cookie, Accept-Encoding") // ADR 076, 094
    expect(page.text).toContain("<title>Hotels in every city we serve · Treebo Hotels</title>")
    expect(page.text).toMatch(/Karnataka<span[^>]*>\d+ cities<\/span>/)
    const bengaluru = new RegExp(
      `href="/hotels-in-bengaluru/"[^>]*>Bengaluru</a><span[^>]*>${listed("bengaluru")} hotels</span>`,
    )
    expect(page.text).toMatch(bengaluru)
    // The loader's data travels in the JSON element, so the browser hydrates without a second call.
    expect(page.text).toMatch(/<script type="application\/json" id="app-data">[^<]*"hotel_count"/)
  })

  it("answers /cities without the slash with a permanent redirect to /cities/", async () => {
    const page = await call(server.url, "/cities")
    expect(page.status).toBe(308)
    expect(page.headers.location).toBe("/cities/")
  })

  it("renders the landing content below the hero: popular cities, landing groups, offers and promises", async () => {
    const page = await call(server.url, "/")
    expect(page.status).toBe(200)
    expect(page.text).toContain("Popular cities")
    expect(page.text).toContain('href="/hotels-in-bengaluru/"')
    expect(page.text).toMatch(/href="\/budget-hotels-in-[a-z-]+\/"/)
    expect(page.text).toContain("Members save 5%")
    expect(page.text).toContain("The price you see is the price you pay")
    expect(page.text).toContain('href="/cities/"')
  })
})
