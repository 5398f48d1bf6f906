import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/** Server-rendered brand pages (spec-checkout §2 'Brand pages', ADR 091); needs `npm run build`. */
describe("server-rendered brand pages", () => {
  let server: RunningServer
  const page = (path: string) => call(server.url, path)
  const count = (pattern: RegExp, text: string) => text.match(new RegExp(pattern, "g"))?.length ?? 0

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it("renders the main brand: hero with Book Now to /, story, perks, amenities, offers and the spec's statistics", async () => {
    const answer = await page("/brands/treebo/")
    expect(answer.status).toBe(200)
    expect(answer.headers["cache-control"]).toBe("no-store") // the route table gives no cache
    const html = answer.text
    expect(html).toContain("<title>Treebo · Treebo Hotels</title>")
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Book Now<\/a>/)
    expect(html).toContain("Our story")
    for (const perk of [
      "Pay later",
      "Free cancellation up to 24 hours prior",
      "Best prices",
      "Reward points",
    ]) {
      expect(html).toContain(`>${perk}</h3>`)
    }
    expect(html).toMatch(/>120\+<\/strong> cities</)
    expect(html).toMatch(/>1,000\+<\/strong> hotels</)
    expect(html).toMatch(/>25,000\+<\/strong> rooms</)
    expect(html).toContain("Free Wi-Fi")
    expect(html).toContain("Members save 5%")
  })

  it("shows a carousel of the brand's hotels, two in view, with their own pictures and pages", async () => {
    const html = (await page("/brands/treebo/")).text
    expect(html).toContain('aria-roledescription="carousel"')
    expect(count(/aria-roledescription="slide"/, html)).toBe(8)
    expect(count(/data-shown="true"/, html)).toBe(2)
    expect(html).toContain("Hotels 1 to 2 of 8")
    expect(html).toMatch(/<img[^>]*src="\/images\/hotels\/\d+-\d+\.svg"/)
    expect(html).toMatch(/href="\/hotels-in-[a-z-]+\/treebo-[a-z0-9-]+-\d+\/"/)
    // Destinations lead to the city listings.
    expect(html).toContain("Destinations")
    expect(html).toMatch(/href="\/hotels-in-[a-z-]+\/"[^>]*>.*?\d+ hotels/)
  })

  it("links to the other brands and hides the footer", async () => {
    const html = (await page("/brands/treebo/")).text
    // The header's brand menu links every brand too: look in the page's own content.
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"))
    for (const other of ["/brands/itsy/", "/brands/medalio/", "/brands/treebo-premium/"]) {
      expect(main).toContain(`href="${other}"`)
    }
    expect(main).not.toContain('href="/brands/treebo/"')
    expect(html).not.toContain("<footer")
  })

  it("gives the budget brand (Itsy Hotels) its own claims", async () => {
    const html = (await page("/brands/itsy/")).text
    expect(html).toMatch(/>20\+<\/strong> cities</)
    expect(html).toMatch(/>200\+<\/strong> hotels</)
    expect(html).toMatch(/>5,000\+<\/strong> rooms</)
    expect(html).not.toContain("<footer")
  })

  it("counts Medalio's cities, hotels and rooms from the catalogue", async () => {
    const medalio = loadCatalogue().hotels.filter((h) => h.brandCode === "medalio")
    const rooms = medalio.reduce((n, h) => n + h.roomTypes.reduce((m, r) => m + r.roomCount, 0), 0)
    const html = (await page("/brands/medalio/")).text
    expect(html).toContain(`>${new Set(medalio.map((h) => h.cityId)).size}</strong> cities<`)
    expect(html).toContain(`>${medalio.length}</strong> hotels<`)
    expect(html).toContain(`>${rooms.toLocaleString("en-IN")}</strong> rooms<`)
    expect(html).not.toContain("<footer")
  })

  it("lists two premium hotels and two blog links opening in a new tab, with the footer", async () => {
    const answer = await page("/brands/treebo-premium/")
    expect(answer.status).toBe(200)
    const html = answer.text
    expect(count(/href="\/hotels-in-[a-z-]+\/treebo-premium-[a-z0-9-]+-\d+\/"/, html)).toBe(2)
    expect(
      count(/<a[^>]*href="https:\/\/www\.treebo\.com\/blog\/[^"]+"[^>]*target="_blank" rel="noopener"/, html),
    ).toBe(2)
    expect(html).not.toContain("Free cancellation up to 24 hours prior") // Premium cancels free up to 5 days
    expect(html).toContain("<footer")
  })

  it("answers the brand API with 400 for a brand that has no page", async () => {
    const answer = await page("/api/v1/brands/super-saver/")
    expect(answer.status).toBe(400)
    expect((answer.json as { errors: Array<{ message: string }> }).errors[0]!.message).toEqual(
      expect.any(String),
    )
  })
})
