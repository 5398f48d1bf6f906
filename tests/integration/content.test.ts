import { Schema } from "effect"
import { expect, it } from "vitest"
import { SeoMetaBody } from "#core/api/content.ts"
import { LandingContent } from "#core/content/landing.ts"
import { matchHotels } from "#core/search/hotel-match.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

const catalogue = loadCatalogue()
const landing = (json: unknown) =>
  Schema.decodeUnknownSync(Schema.Struct({ data: LandingContent }))(json).data
const meta = (json: unknown) => Schema.decodeUnknownSync(Schema.Struct({ data: SeoMetaBody }))(json).data

/** What the city's listing shows: the search's own matcher over the fixture catalogue. */
const listedIn = (slug: string) => {
  const city = catalogue.cities.find((c) => c.slug === slug)!
  return matchHotels(catalogue, { area: { kind: "city", cityId: city.id }, from: city }).length
}

onEveryDatabase("landing content and SEO meta", (server) => {
  const get = (path: string, host?: string) => call(server().url, path, { host })

  it("returns only the asked blocks, from an indexed array or a comma list", async () => {
    const indexed = await get("/api/v1/contents/landing-page/?keys[0]=promises&keys[1]=offers")
    expect(indexed.status, indexed.text).toBe(200)
    expect(Object.keys(landing(indexed.json)).sort()).toEqual(["offers", "promises"])
    const comma = await get("/api/v1/contents/landing-page/?keys=cities,testimonials")
    expect(Object.keys(landing(comma.json)).sort()).toEqual(["cities", "testimonials"])
  })

  it("offers only what the price engine applies: the 5 % member discount and the non-refundable rate", async () => {
    const data = landing((await get("/api/v1/contents/landing-page/?keys=offers,awards,press_release")).json)
    expect(data.offers?.map((o) => [o.code, o.discount_percent])).toEqual([
      ["member_discount", 5],
      ["non_refundable_rate", 10],
    ])
    expect(data.awards).toEqual([])
    expect(data.press_release).toEqual([])
  })

  it("lists every city with hotels, with the count its listing shows and its listing path", async () => {
    const cities = landing((await get("/api/v1/contents/landing-page/?keys=cities")).json).cities!
    const withHotels = catalogue.cities.filter((c) => listedIn(c.slug) > 0)
    expect(cities).toHaveLength(withHotels.length)
    for (const city of cities) {
      expect(city.hotel_count, city.name).toBe(listedIn(city.slug))
      expect(city.path).toBe(`/hotels-in-${city.slug}/`)
    }
  })

  it("quotes five-star reviews from the reviews table as testimonials, one per city", async () => {
    const testimonials = landing((await get("/api/v1/contents/landing-page/?keys=testimonials")).json)
      .testimonials!
    expect(testimonials.length).toBeGreaterThan(0)
    expect(new Set(testimonials.map((t) => t.city)).size).toBe(testimonials.length)
    for (const t of testimonials) {
      expect(t.rating).toBe(5)
      expect(t.guest_name).toMatch(/^\S+( [A-Z]\.)?$|^Verified guest$/)
      expect(t.hotel_path).toMatch(new RegExp(`-${t.hotel_id}/$`))
    }
  })

  it("links landing groups to category listings that have hotels", async () => {
    const groups = landing((await get("/api/v1/contents/landing-page/?keys=banners")).json).banners!
    expect(new Set(groups.map((g) => g.group))).toEqual(
      new Set(["budget", "couple_friendly", "free_breakfast"]),
    )
    for (const g of groups) {
      expect(g.hotel_count).toBeGreaterThan(0)
      expect(g.path).toMatch(/^\/(budget|couple-friendly|free-breakfast)-hotels-in-[a-z-]+\/$/)
    }
  })

  it("answers 400 with the first error's message for an unknown block", async () => {
    const answer = await get("/api/v1/contents/landing-page/?keys=promises,jackpot")
    expect(answer.status).toBe(400)
    expect(firstErrorMessage(answer)).toBeTruthy()
  })

  it("describes a city listing with its real count, canonical URL on the channel's origin and breadcrumbs", async () => {
    const answer = await get("/api/v3/contents/meta/?city=bengaluru&review_count=3&is_amp=false")
    expect(answer.status, answer.text).toBe(200)
    const data = meta(answer.json)
    expect(data.place).toMatchObject({ type: "city", name: "Bengaluru", hotel_count: listedIn("bengaluru") })
    expect(data.title).toBe("Hotels in Bengaluru, Karnataka · Treebo Hotels")
    expect(data.description).toContain(`${listedIn("bengaluru")} hotels in Bengaluru`)
    expect(data.canonical_path).toBe("/hotels-in-bengaluru/")
    expect(data.canonical_url).toMatch(/^https?:\/\/[^/]+\/hotels-in-bengaluru\/$/)
    expect(data.breadcrumbs.map((b) => b.path)).toEqual(["/", "/cities/", "/hotels-in-bengaluru/"])
    expect(data.top_reviews.length).toBeLessThanOrEqual(3)
    expect(data.rating?.count).toBeGreaterThan(0)
  })

  it("describes a locality and a landmark listing", async () => {
    const locality = meta((await get("/api/v3/contents/meta/?city=bengaluru&locality=koramangala")).json)
    expect(locality.canonical_path).toBe("/hotels-in-koramangala-bengaluru/")
    expect(locality.top_reviews.length).toBeLessThanOrEqual(10)
    const landmark = catalogue.landmarks[0]!
    const near = meta((await get(`/api/v3/contents/meta/?landmark=${landmark.slug}`)).json)
    expect(near.place).toMatchObject({ type: "landmark", name: landmark.name })
    expect(near.canonical_path).toBe(`/hotels-near-${landmark.slug}/`)
    expect(near.breadcrumbs).toHaveLength(4)
  })

  it("describes the home page and /cities/ with the catalogue's totals", async () => {
    const home = meta((await get("/api/v3/contents/meta/")).json)
    expect(home).toMatchObject({ page: "home", canonical_path: "/", place: null, rating: null })
    const cities = meta((await get("/api/v3/contents/meta/?page=cities")).json)
    expect(cities.canonical_path).toBe("/cities/")
    const total = catalogue.cities.reduce((n, c) => n + listedIn(c.slug), 0)
    expect(cities.description).toContain(`${total} hotels`)
  })

  it("answers 404 for an unknown place and 400 for bad input, each with a message", async () => {
    const unknown = await get("/api/v3/contents/meta/?city=atlantis")
    expect(unknown.status).toBe(404)
    expect(firstErrorMessage(unknown)).toBe("No city with slug atlantis")
    for (const bad of ["?city=Bengaluru!", "?review_count=500", "?is_amp=yes", "?locality=koramangala"]) {
      const answer = await get(`/api/v3/contents/meta/${bad}`)
      expect(answer.status, bad).toBe(400)
      expect(firstErrorMessage(answer), bad).toBeTruthy()
    }
  })

  it("serves robots.txt as text: the API and personal pages disallowed, the channel's sitemap named", async () => {
    const robots = await get("/robots.txt")
    expect(robots.status).toBe(200)
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect(robots.text).toContain("User-agent: *\nAllow: /\n")
    for (const path of ["/api/", "/account/", "/itinerary/", "/login/", "/search/"]) {
      expect(robots.text).toContain(`Disallow: ${path}\n`)
    }
    expect(robots.text).toMatch(/\nSitemap: https?:\/\/[^/\s]+\/sitemap\.xml\n$/)
    const gdc = await get("/robots.txt", "gdc1.localhost")
    expect(gdc.text.match(/Sitemap: (.*)/)?.[1]).not.toBe(robots.text.match(/Sitemap: (.*)/)?.[1])
  })
})
