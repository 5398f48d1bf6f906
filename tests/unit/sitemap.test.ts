import { describe, expect, it } from "vitest"
import { matchRoute } from "#core/routes/match.ts"
import { categoryBySlug } from "#core/search/categories.ts"
import { matchHotels } from "#core/search/hotel-match.ts"
import { type ListingQuery, listingPath, resolveListing } from "#core/search/listing-route.ts"
import { isSearchProblem, resolveSearch } from "#core/search/search-request.ts"
import {
  listingsWithHotels,
  sitemapDocument,
  sitemapPagePath,
  sitemapPaths,
  urlsetXml,
} from "#core/seo/sitemap.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"

const catalogue = loadCatalogue()
const listings = listingsWithHotels(catalogue)
const paths = sitemapPaths(catalogue)

/** The hotels the listing page shows: its slugs as the search API's place parameters. */
const hotelsOf = (query: ListingQuery) => {
  const { kind: _, ...place } = query
  const resolved = resolveSearch(place, catalogue)
  if (isSearchProblem(resolved)) throw new Error(`${listingPath(query)}: ${resolved.message}`)
  return matchHotels(catalogue, resolved.query)
}

describe("sitemap paths of the fixture catalogue", () => {
  it("lists each path once, under the protocol's 50,000 URLs per file", () => {
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths.length).toBeLessThan(50_000)
    expect(paths.slice(0, 2)).toEqual(["/", "/cities/"])
  })

  it("lists every listing shape of the route table", () => {
    const kinds = new Set(listings.map((l) => l.kind))
    expect([...kinds].sort()).toEqual(
      [
        "amenityCity",
        "categoryCity",
        "categoryLandmark",
        "categoryLocality",
        "city",
        "landmark",
        "locality",
      ].sort(),
    )
  })

  it("has every city, locality and landmark with a hotel, and no listing without one", () => {
    for (const query of listings) expect(hotelsOf(query).length, listingPath(query)).toBeGreaterThan(0)
    const cityCount = catalogue.cities.filter(
      (c) => hotelsOf({ kind: "city", city: c.slug }).length > 0,
    ).length
    expect(listings.filter((l) => l.kind === "city")).toHaveLength(cityCount)
    expect(cityCount).toBeGreaterThan(0)
    // ~10,000 listings, each matched as its page would: slower than a unit test usually is.
  }, 30_000)

  it("leaves out a category listing whose place has no hotel in that category", () => {
    // Some city lacks some category: the builder must skip exactly those.
    const listed = new Set(listings.map(listingPath))
    let skipped = 0
    for (const city of catalogue.cities.slice(0, 20)) {
      for (const slug of ["homestays", "premium-hotels", "pet-friendly-hotels"]) {
        if (categoryBySlug(catalogue, slug) === undefined) continue
        const query: ListingQuery = { kind: "categoryCity", category: slug, city: city.slug }
        const hasHotels = hotelsOf(query).length > 0
        expect(listed.has(listingPath(query)), listingPath(query)).toBe(hasHotels)
        if (!hasHotels) skipped++
      }
    }
    expect(skipped).toBeGreaterThan(0)
  })

  it("reads every listing path back to the listing it was made from", () => {
    for (const query of listings) {
      const path = listingPath(query)
      expect(resolveListing(path, catalogue), path).toEqual(query)
    }
  })

  it("lists every hotel page, each matching the hotel-detail route with its id", () => {
    const hotelPaths = paths.filter((p) => matchRoute(p)?.id === "hotelDetail")
    expect(hotelPaths).toHaveLength(catalogue.hotels.length)
    const ids = new Set(hotelPaths.map((p) => matchRoute(p)!.params.hotelId))
    expect(ids).toEqual(new Set(catalogue.hotels.map((h) => h.id)))
  })

  it("has only paths that are routes of the registry, ending in a slash", () => {
    for (const path of paths) {
      expect(path, path).toMatch(/^\/([a-z0-9-]+\/){0,2}$/)
      expect(matchRoute(path), path).not.toBeNull()
    }
  })
})

describe("sitemap documents", () => {
  const origin = "https://www.example.in"

  it("writes absolute URLs on the given origin, escaped for XML", () => {
    const xml = sitemapDocument(origin, ["/", "/hotels-in-goa/?a=1&b=2"], null)!
    expect(xml).toContain("<loc>https://www.example.in/</loc>")
    expect(xml).toContain("<loc>https://www.example.in/hotels-in-goa/?a=1&amp;b=2</loc>")
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
  })

  it("has no numbered pages while everything fits in one file", () => {
    expect(sitemapDocument(origin, ["/"], 1)).toBeNull()
  })

  it("splits into an index and numbered files past the per-file limit", () => {
    const many = Array.from({ length: 5 }, (_, i) => `/p${i}/`)
    const index = sitemapDocument(origin, many, null, 2)!
    expect(index).toContain("<sitemapindex")
    expect(index.match(/<sitemap>/g)).toHaveLength(3)
    expect(index).toContain(`<loc>${origin}${sitemapPagePath(3)}</loc>`)
    expect(sitemapDocument(origin, many, 1, 2)).toBe(urlsetXml([`${origin}/p0/`, `${origin}/p1/`]))
    expect(sitemapDocument(origin, many, 3, 2)).toBe(urlsetXml([`${origin}/p4/`]))
    expect(sitemapDocument(origin, many, 4, 2)).toBeNull()
    expect(sitemapDocument(origin, many, 0, 2)).toBeNull()
  })
})
