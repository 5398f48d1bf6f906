import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "#server/start.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

/** /terms/, /policy/, /campaign/{campaignId}/ and the footer, server-rendered; needs `npm run build`. */
describe("server-rendered terms, privacy, campaign pages and the footer", () => {
  let server: RunningServer
  const page = (path: string) => call(server.url, path)
  const footerOf = (html: string) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>"))

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it("renders the terms with anchored headings and the product's cancellation and points rules", async () => {
    const answer = await page("/terms/")
    expect(answer.status).toBe(200)
    expect(answer.headers["cache-control"]).toBe("no-store")
    const html = answer.text
    expect(html).toContain("<title>Terms and conditions · Treebo Hotels</title>")
    expect(html).toMatch(/<h2 id="cancellation"[^>]*>Cancellation and refunds<a[^>]*href="#cancellation"/)
    expect(html).toContain('href="#rewards"')
    expect(html).toContain(
      "free cancellation up to 24 hours before check-in; after that, one night&#x27;s tariff is charged",
    )
    expect(html).toContain("100% of the booking amount is charged on cancellation")
    expect(html).toContain("Points can pay up to 20% of a booking")
    expect(html).toContain("5% up to ₹7,500, 18% above it")
  })

  it("renders the privacy policy with its retention rules", async () => {
    const answer = await page("/policy/")
    expect(answer.status).toBe(200)
    const html = answer.text
    expect(html).toContain("<title>Privacy policy · Treebo Hotels</title>")
    expect(html).toMatch(/<h2 id="retention"/)
    expect(html).toContain("Web check-in ID images are deleted at the check-out time (11:00 IST")
    expect(html).toContain("Digital Personal Data Protection Act, 2023")
  })

  it("shows the full footer: link columns, five social links, 1 mn+ installs, 4.6/5, QR code and store badges", async () => {
    const footer = footerOf((await page("/terms/")).text)
    for (const label of [
      "Travel Blog",
      "Coupons &amp; Offers",
      "About Us",
      "Contact Us",
      "Careers",
      "Technology Blog",
      "Treebo on LinkedIn",
      "Annual Return 2023-24",
      "Annual Return 2024-25",
    ]) {
      expect(footer).toContain(label)
    }
    expect(footer).toMatch(/href="\/terms\/"[^>]*>Terms &amp; Conditions</)
    expect(footer).toMatch(/href="\/policy\/"[^>]*>Privacy Policy</)
    expect(footer).toMatch(/href="\/security\/"[^>]*>Responsible Disclosure</)
    // The chat link is the channel's own (server/config.ts), as in the header's support menu.
    expect(footer).toMatch(/href="https:\/\/wa\.me\/918047180000"[^>]*>Contact Us/)
    const social = footer.match(/<a[^>]*aria-label="Treebo on [^"]+"[^>]*>/g) ?? []
    expect(social).toHaveLength(5)
    for (const link of social) expect(link).toContain('rel="noopener"')
    expect(footer).toContain("1 mn+ installs")
    expect(footer).toContain("4.6/5 rating")
    expect(footer).toMatch(/<img src="\/assets\/app-qr-[^"]+\.svg"[^>]*alt="QR code: get the Treebo app"/)
    expect(footer).toMatch(/href="https:\/\/play\.google\.com\/[^"]+"[^>]*rel="noopener"/)
    expect(footer).toMatch(/href="https:\/\/apps\.apple\.com\/[^"]+"[^>]*rel="noopener"/)
  })

  it("shows only the campaign's full-width mobile banner, cached for 6 hours, without the footer", async () => {
    const answer = await page("/campaign/101/")
    expect(answer.status).toBe(200)
    expect(answer.headers["cache-control"]).toBe("public, max-age=21600")
    const main = answer.text.slice(answer.text.indexOf('<main id="main"'), answer.text.indexOf("</main>"))
    expect(main).toMatch(
      /<img[^>]*src="\/images\/campaigns\/101-mobile\.svg"[^>]*alt="Monsoon getaways: members save 5% on every stay"/,
    )
    expect(main.match(/<img/g)).toHaveLength(1)
    expect(answer.text).not.toContain("<footer")
  })

  it("shows nothing for a campaign without a mobile banner, and Not Found for an unknown or malformed id", async () => {
    const empty = await page("/campaign/103/")
    expect(empty.status).toBe(200)
    const main = empty.text.slice(empty.text.indexOf('<main id="main"'), empty.text.indexOf("</main>"))
    expect(main).not.toContain("<img")
    expect((await page("/campaign/999/")).status).toBe(404)
    expect((await page("/campaign/abc/")).status).toBe(404)
  })
})
