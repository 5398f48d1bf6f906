import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { policyContributors } from "#core/content/policy-contributors.ts"
import { taRatingThreshold } from "#core/content/ta-rating-threshold.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { hotelPath } from "#core/routes/slug.ts"
import { DEFAULT_SEED, loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { providerListing } from "#fixtures/generate/third-party-reviews.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { TEST_NOW, testConfig } from "./lib/server.ts"

const catalogue = loadCatalogue()
const pathOf = (hotelId: string) => {
  const hotel = catalogue.hotels.find((h) => h.id === hotelId)!
  return hotelPath({
    id: hotel.id,
    name: hotel.name,
    city: catalogue.cities.find((c) => c.id === hotel.cityId)!.name,
    locality: catalogue.localities.find((l) => l.id === hotel.localityId)!.name,
  })
}

/** Server-rendered /faq/, /security/ and the hotel page's special rate; needs `npm run build`. */
describe("server-rendered content pages", () => {
  let server: RunningServer
  const get = (path: string) => call(server.url, path)

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it("renders /faq/ cached for an hour: sections as buttons, the first open with its first answer shown", async () => {
    const page = await get("/faq/")
    expect(page.status).toBe(200)
    expect(page.headers["cache-control"]).toBe("public, max-age=3600")
    expect(page.text).toContain("<title>Frequently asked questions · Treebo Hotels</title>")
    expect(page.text).toContain('<h1 id="faq-heading"')
    // Section headings are buttons that say whether they are open and which panel they open.
    expect(page.text).toMatch(
      /<button[^>]*id="faq-booking-button"[^>]*aria-expanded="true"[^>]*aria-controls="faq-booking-panel"/,
    )
    expect(page.text).toMatch(
      /<button[^>]*id="faq-payment-button"[^>]*aria-expanded="false"[^>]*aria-controls="faq-payment-panel"/,
    )
    expect(page.text).toMatch(/<section id="faq-payment-panel"[^>]*hidden=""/)
    expect(page.text).not.toMatch(/<section id="faq-booking-panel"[^>]*hidden/)
    // The first answer shows; the others are in the page, hidden.
    expect(page.text).toMatch(
      /aria-expanded="true" aria-controls="faq-booking-answer-0"[^>]*>What are the check-in/,
    )
    expect(page.text).toMatch(
      /<div id="faq-booking-answer-0"[^>]*data-testid="faq-answer"><p>Check-in is from 12 pm/,
    )
    expect(page.text).toMatch(/<div id="faq-booking-answer-1"[^>]*hidden=""/)
    expect(page.text).toContain("Free cancellation up to 24 hours before check-in")
    expect(page.text).toContain('"@type":"FAQPage"')
  })

  it("renders /security/ cached for an hour with every part the spec lists and the contributors", async () => {
    const page = await get("/security/")
    expect(page.status).toBe(200)
    expect(page.headers["cache-control"]).toBe("public, max-age=3600")
    expect(page.text).toContain("<title>Responsible disclosure policy · Treebo Hotels</title>")
    for (const part of [
      "scope",
      "exclusions",
      "unwanted-data",
      "reporting",
      "commitments",
      "compensation",
      "contributors",
    ]) {
      expect(page.text, part).toMatch(new RegExp(`<section[^>]*aria-labelledby="security-${part}"`))
    }
    expect(page.text).toContain("Personal data: do not open")
    expect(page.text).toContain("Card data: never send us")
    expect(page.text).toContain('href="mailto:security@treebo.com"')
    expect(page.text).toContain("We do not pay for reports")
    for (const person of policyContributors.contributors) {
      expect(page.text).toContain(person.name)
      expect(page.text).toContain(`href="${person.profile_url}"`)
      expect(page.text).toContain(`>${person.handle}</a>`)
    }
  })

  describe("the hotel page's special rate", () => {
    const path = pathOf("1008")
    const setClock = (iso: string) =>
      call(server.url, "/api/test/clock", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ now: iso }),
      })
    const specialRate = /data-testid="special-rate">New Year&#x27;s Eve gala dinner/

    it("is not shown before its window (1 December)", async () => {
      const page = await get(`${path}?checkin=2027-02-10&checkout=2027-02-11`)
      expect(page.status, page.text.slice(0, 200)).toBe(200)
      expect(page.text).not.toMatch(specialRate)
    })

    it("is shown on New Year's Eve and New Year's Day in India, and gone on 2 January", async () => {
      expect((await setClock("2026-12-31T10:00:00+05:30")).status).toBe(200)
      expect((await get(`${path}?checkin=2027-02-11&checkout=2027-02-12`)).text).toMatch(specialRate)
      // 23:59 on 1 January in India is 18:29 UTC: still New Year's Day there.
      expect((await setClock("2027-01-01T18:29:00Z")).status).toBe(200)
      expect((await get(`${path}?checkin=2027-02-12&checkout=2027-02-13`)).text).toMatch(specialRate)
      expect((await setClock("2027-01-01T18:31:00Z")).status).toBe(200)
      expect((await get(`${path}?checkin=2027-02-13&checkout=2027-02-14`)).text).not.toMatch(specialRate)
    })
  })

  it("shows a third-party rating only at or above the content's threshold", async () => {
    // The page shows the block of hotels in the provider's contracted programme.
    const listing = (id: string) => {
      const found = providerListing(DEFAULT_SEED, id, dayInIndia(TEST_NOW))
      return found?.programme === "jcr" ? found : null
    }
    const { threshold } = taRatingThreshold
    const low = catalogue.hotels.find((h) => (listing(h.id)?.rating ?? threshold) < threshold)!
    const high = catalogue.hotels.find((h) => (listing(h.id)?.rating ?? 0) >= threshold)!
    const block = async (hotelId: string) => {
      const html = (await get(`${pathOf(hotelId)}?checkin=2027-03-01&checkout=2027-03-02`)).text
      const start = html.indexOf('data-testid="third-party"')
      expect(start, hotelId).toBeGreaterThan(0)
      return html.slice(start, html.indexOf("</section>", start))
    }
    expect(await block(high.id)).toContain(`${listing(high.id)!.rating.toFixed(1)}/5`)
    expect(await block(low.id)).not.toMatch(/\d\.\d\/5/)
  })
})
