import { expect, it } from "vitest"
import { call } from "./lib/http.ts"
import { onEveryDatabase } from "./lib/server.ts"

/**
 * Listing and search pages rendered on the server (spec-search §2), checked against the API they
 * are built from. Needs `npm run build` first. TEST_NOW is 2026-12-01 10:00 IST, so the default
 * stay (ADR 067) is one night from 1 Dec, one room of one adult.
 */
const STAY = "checkin=2026-12-01&checkout=2026-12-02&roomconfig=1-0"

interface SearchAnswer {
  readonly data: { readonly result: ReadonlyArray<{ readonly id: string }> }
}
interface PricesAnswer {
  readonly data: {
    readonly prices: ReadonlyArray<{ readonly hotel_id: string; readonly perNightPrice: number }>
  }
}

/** The cards of a page in order: hotel id and the per-night price it shows (null when none). */
const cardsOf = (html: string) =>
  html
    .split('data-hotel-id="')
    .slice(1)
    .map((chunk) => {
      const card = chunk.slice(0, chunk.indexOf("</article>"))
      const paise = /data-per-night-paise="(\d+)"/.exec(card)?.[1]
      return {
        id: card.slice(0, card.indexOf('"')),
        perNightPaise: paise === undefined ? null : Number(paise),
      }
    })

onEveryDatabase("listing and search pages", (server) => {
  const json = async <A>(path: string): Promise<A> => {
    const answer = await call(server().url, path)
    expect(answer.status, path).toBe(200)
    return answer.json as A
  }

  /** What the page must list: the search API's hotels, priced ones cheapest first, then the rest. */
  const expected = async (place: string) => {
    const search = await json<SearchAnswer>(`/api/v5/search/?${place}&${STAY}`)
    const ids = search.data.result.map((h) => h.id)
    expect(ids.length, place).toBeGreaterThan(0)
    const prices = await json<PricesAnswer>(`/api/v6/pricing/hotels/?hotel_id=${ids.join(",")}&${STAY}`)
    const perNight = new Map(prices.data.prices.map((p) => [p.hotel_id, p.perNightPrice]))
    const priced = ids.filter((id) => perNight.has(id))
    // A stable sort keeps the search API's order among equal prices, as the page does (ADR 062).
    priced.sort((a, b) => perNight.get(a)! - perNight.get(b)!)
    return [...priced, ...ids.filter((id) => !perNight.has(id))].map((id) => ({
      id,
      perNightPaise: perNight.get(id) ?? null,
    }))
  }

  const hotelAmenity = async () => {
    const facilities = await json<{ data: ReadonlyArray<{ slug: string; kind: string; count: number }> }>(
      "/api/v1/facilities/?city=bengaluru",
    )
    const amenity = facilities.data.find((f) => f.kind === "hotel" && f.count > 0)
    expect(amenity).toBeDefined()
    return amenity!.slug
  }

  const landmark = "ksr-bengaluru-city-railway-station"
  const shapes: ReadonlyArray<readonly [string, () => Promise<readonly [string, string]>]> = [
    ["city", async () => ["/hotels-in-bengaluru/", "city=bengaluru"]],
    [
      "locality-city",
      async () => ["/hotels-in-koramangala-bengaluru/", "city=bengaluru&locality=koramangala"],
    ],
    [
      "city-with-amenity",
      async () => {
        const amenity = await hotelAmenity()
        return [`/hotels-in-bengaluru-with-${amenity}/`, `city=bengaluru&amenity=${amenity}`]
      },
    ],
    [
      "amenity-in-city",
      async () => {
        const amenity = await hotelAmenity()
        return [`/hotels-with-${amenity}-in-bengaluru/`, `city=bengaluru&amenity=${amenity}`]
      },
    ],
    [
      "category-in-city",
      async () => ["/budget-hotels-in-bengaluru/", "city=bengaluru&category=budget-hotels"],
    ],
    [
      "category-in-locality-city",
      async () => [
        "/couple-friendly-hotels-in-koramangala-bengaluru/",
        "city=bengaluru&locality=koramangala&category=couple-friendly-hotels",
      ],
    ],
    ["landmark", async () => [`/hotels-near-${landmark}/`, `landmark=${landmark}`]],
    [
      "category-near-landmark",
      async () => [`/budget-hotels-near-${landmark}/`, `landmark=${landmark}&category=budget-hotels`],
    ],
  ]

  for (const [shape, place] of shapes) {
    it(`renders the ${shape} listing with the API's hotels, cheapest first, cached for an hour`, async () => {
      const [path, query] = await place()
      const page = await call(server().url, path)
      expect(page.status).toBe(200)
      expect(page.headers["cache-control"]).toBe("public, max-age=3600")
      expect(cardsOf(page.text)).toEqual(await expected(query))
    }, 30_000)
  }

  it("gives a listing its title, canonical URL and JSON-LD (breadcrumbs and the hotel list)", async () => {
    const page = await call(server().url, "/hotels-in-bengaluru/")
    expect(page.text).toMatch(/<title>Hotels in Bengaluru, Karnataka[^<]*<\/title>/)
    expect(page.text).toMatch(/<link rel="canonical" href="[^"]+\/hotels-in-bengaluru\/">/)
    const blocks = [...page.text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type": string; itemListElement: ReadonlyArray<unknown> },
    )
    expect(blocks.map((b) => b["@type"])).toEqual(["BreadcrumbList", "ItemList"])
    expect(blocks[1]!.itemListElement).toHaveLength(cardsOf(page.text).length)
  })

  it("answers an unknown place with the Not Found page", async () => {
    const page = await call(server().url, "/hotels-in-atlantis/")
    expect(page.status).toBe(404)
    expect(page.headers["cache-control"]).toBe("no-store")
    expect(page.text).toContain("We couldn’t find that page")
  })

  it("renders /search/ without caching", async () => {
    const page = await call(server().url, `/search/?q=Bengaluru&city=Bengaluru&${STAY}`)
    expect(page.status).toBe(200)
    expect(page.headers["cache-control"]).toBe("no-store")
    expect(cardsOf(page.text)).toEqual(await expected("city=bengaluru"))
  }, 30_000)

  it("redirects a search for yesterday to corrected dates (spec-search §5)", async () => {
    const page = await call(server().url, "/search/?city=Bengaluru&checkin=2026-11-30&checkout=2026-11-30")
    expect(page.status).toBe(302)
    expect(page.headers["cache-control"]).toBe("no-store")
    expect(page.headers.location).toBe("/search/?city=Bengaluru&checkin=2026-12-01&checkout=2026-12-02")
  })
})
