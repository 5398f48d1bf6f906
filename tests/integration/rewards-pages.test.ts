import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LoyaltyPageInfo } from "#core/content/loyalty-page.ts"
import { type RunningServer, startServer } from "#server/start.ts"
import { dataOf } from "./lib/auth.ts"
import { call } from "./lib/http.ts"
import { testConfig } from "./lib/server.ts"

const FEATURES = [
  "Welcome Rewards",
  "Instant Rewards",
  "Tier Rewards",
  "Free Nights (up to ₹2000)",
  "Free Cancellation",
  "Free Early Check-in*",
  "Free Late Check-out*",
  "Free Room Upgrades*",
]

/** The loyalty page and its content; the HTML needs `npm run build` (the test harness builds first). */
describe("the loyalty information page and the club's content", () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer(testConfig({ kind: "memory" }))
  }, 120_000)
  afterAll(() => server.close())

  it("serves the loyalty content to anyone, with the programme's real percentages", async () => {
    const answer = await call(server.url, "/api/v1/reward/loyalty-page/")
    expect(answer.status, answer.text).toBe(200)
    const info = dataOf<LoyaltyPageInfo>(answer)
    expect(Object.keys(info.loyalty_ladder.memberships)).toEqual(["silver", "gold", "platinum"])
    expect(info.loyalty_ladder.reward_point_valuation_text).toBe("1 point = ₹1")
    expect(info.redemption_steps.join(" ")).toContain("20% of the bill")
    expect(
      info.faq_sections
        .flatMap((s) => s.qna_list)
        .map((q) => q.answer)
        .join(" "),
    ).toContain("5% of what you paid")
  })

  it("serves the pictures the content points at from our own origin, and nothing else there", async () => {
    const answer = await call(server.url, "/api/v1/reward/loyalty-page/")
    const info = dataOf<LoyaltyPageInfo>(answer)
    const pictures = [
      info.heading_banner.logo,
      ...info.heading_banner.carousel_images,
      ...Object.values(info.image_urls),
    ]
    for (const path of pictures) {
      const picture = await call(server.url, path)
      expect(picture.status, path).toBe(200)
      expect(picture.headers["content-type"]).toContain("image/svg+xml")
    }
    expect((await call(server.url, "/images/rewards/nothing.svg")).status).toBe(404)
  })

  it("renders /terms/rewards-info/ with the hero, three cards, the footnote, FAQ, app and T&C links, cached an hour", async () => {
    const page = await call(server.url, "/terms/rewards-info/")
    expect(page.status).toBe(200)
    expect(page.headers["cache-control"]).toBe("public, max-age=3600")
    const html = page.text
    expect(html).toContain('src="/images/rewards/club-logo.svg"')
    // Two carousel pictures: both arrows are offered.
    expect(html).toContain('aria-label="Previous picture"')
    expect(html).toContain('aria-label="Next picture"')
    for (const tier of ["silver", "gold", "platinum"]) expect(html).toContain(`data-tier="${tier}"`)
    for (const feature of FEATURES) {
      expect(html.split(`>${feature}<`).length - 1, feature).toBeGreaterThanOrEqual(3)
    }
    expect(html).toContain("Priority Helpdesk")
    // Inapplicable features are announced, not only greyed out.
    expect(html).toContain("(<!-- -->Not included<!-- -->)")
    expect(html).toContain(
      "Subject to availability, booking during non-blackout dates, and other terms &amp; conditions apply.",
    )
    expect(html).toContain("Frequently asked questions")
    expect(html).toMatch(/<details[^>]*><summary>How do I earn points\?<\/summary>/)
    expect(html).toContain('href="https://play.google.com/store/apps/details?id=com.treebo.starscream"')
    expect(html).toContain('href="https://apps.apple.com/in/app/treebo-hotels/id1086165430"')
    expect(html).toMatch(/href="\/terms\/"[^>]*>Terms &amp; Conditions</)
  })

  it("links visitors to the club from the navigation on the website, never on gdc", async () => {
    const website = await call(server.url, "/terms/rewards-info/")
    expect(website.text).toMatch(/href="\/terms\/rewards-info\/"[^>]*>About Treebo Club</)
    const port = new URL(server.url).port
    const gdc = await call(server.url, "/", { host: `gdc1.localhost:${port}` })
    expect(gdc.status).toBe(200)
    expect(gdc.text).not.toContain("About Treebo Club")
  })
})
