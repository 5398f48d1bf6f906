import { expect, it } from "vitest"
import { matchRoute } from "#core/routes/match.ts"
import { listingPath, resolveListing } from "#core/search/listing-route.ts"
import { listingsWithHotels, MAX_URLS_PER_SITEMAP, sitemapPaths } from "#core/seo/sitemap.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { configFromEnv } from "#server/config.ts"
import { type Answer, call } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const catalogue = loadCatalogue()
const listingCount = listingsWithHotels(catalogue).length
const pathCount = sitemapPaths(catalogue).length
// testConfig keeps configFromEnv's origins (port 3000) while the server listens elsewhere: links
// must come from configuration, never from the Host a request names.
const origins = configFromEnv({}).publicOrigin

const LOC = String.raw`<url><loc>[^<>&]*(?:&(?:amp|lt|gt|quot|apos);[^<>&]*)*</loc></url>\n`
/** The whole grammar of a urlset we write: matching it means well-formed XML of the right shape. */
const URLSET = new RegExp(
  String.raw`^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http://www\.sitemaps\.org/schemas/sitemap/0\.9">\n(?:${LOC})*</urlset>\n$`,
)

const locs = (answer: Answer) => [...answer.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)

onEveryDatabase("sitemap.xml", (server) => {
  it("is one well-formed urlset, cacheable for an hour per Host", async () => {
    const answer = await call(server().url, "/sitemap.xml")
    expect(answer.status).toBe(200)
    expect(answer.headers["content-type"]).toMatch(/^application\/xml/)
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600")
    expect(answer.headers.vary).toBe("Host, Accept-Encoding") // ADR 076
    expect(answer.text).toMatch(URLSET)
  })

  it("lists /, /cities/, every listing with hotels and every hotel, once each", async () => {
    const urls = locs(await call(server().url, "/sitemap.xml"))
    // 11,011 with the fixture catalogue: far below the 50,000 that would need an index.
    expect(urls).toHaveLength(pathCount)
    expect(urls.length).toBeLessThan(MAX_URLS_PER_SITEMAP)
    expect(new Set(urls).size).toBe(urls.length)
    const paths = urls.map((u) => new URL(u).pathname)
    expect(paths.slice(0, 2)).toEqual(["/", "/cities/"])
    expect(paths.filter((p) => matchRoute(p)?.id === "hotelDetail")).toHaveLength(catalogue.hotels.length)
    expect(paths.filter((p) => matchRoute(p)?.route.def.screen === "listing")).toHaveLength(listingCount)
    expect(paths).toContain(listingPath({ kind: "city", city: "bengaluru" }))
  })

  it("writes absolute URLs on the channel's configured origin, not the request's Host", async () => {
    const website = locs(await call(server().url, "/sitemap.xml"))
    expect(website.every((u) => u.startsWith(`${origins.website}/`))).toBe(true)
    const gdc = locs(await call(server().url, "/sitemap.xml", { host: `gdc1.localhost:${server().port}` }))
    expect(gdc.every((u) => u.startsWith(`${origins.gdc}/`))).toBe(true)
    expect(gdc).toHaveLength(website.length)
  })

  it("lists listings the search API answers with hotels", async () => {
    const urls = locs(await call(server().url, "/sitemap.xml"))
    const listings = urls
      .map((u) => new URL(u).pathname)
      .filter((p) => matchRoute(p)?.route.def.screen === "listing")
    // A sample across the shapes; the unit tests check every listing against the matcher.
    for (const path of listings.filter((_, i) => i % 997 === 0)) {
      // As the listing page asks: its reading's slugs are the search's place parameters.
      const { kind: _, ...place } = resolveListing(path, catalogue)!
      const query = new URLSearchParams(place as Record<string, string>)
      const answer = await call(server().url, `/api/v5/search/?${query}`)
      expect(answer.status, path).toBe(200)
      expect((answer.json as { data: { result: unknown[] } }).data.result.length, path).toBeGreaterThan(0)
    }
  })

  it("has no numbered files while the URLs fit in one", async () => {
    const answer = await call(server().url, "/sitemap-1.xml")
    expect(answer.status).toBe(404)
    expect(answer.headers["content-type"]).toContain("text/plain")
  })
})
