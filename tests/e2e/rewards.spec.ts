import { FIXTURE_PASSWORD } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/** Holds ₹4,200 of points from three stays and has spent none (docs/rewards.md 'Fixture wallets'). */
const ZOYA = "zoya.malhotra.5@example.com"

test.describe("the rewards pages", () => {
  test("a member sees the balance, the tier and the statement; Sign Out on /rewards/ goes to /?flow=rewards", async ({
    I,
    page,
  }) => {
    await I.open("/login/?redirect=%2Faccount%2Frewards%2F")
    await I.signInWithEmail(ZOYA, FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/account/rewards/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Treebo Club points")
    await expect(page.getByTestId("points-balance")).toHaveText("4,200 points")
    await expect(page.getByText("Silver member")).toBeVisible()
    const lines = page.locator("[data-statement-id]")
    await expect(lines).toHaveCount(3)
    await expect(lines.first()).toContainText(/Points for a completed stay/)
    await expect(lines.first()).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}/)
    await expect(lines.first().getByText("Active")).toBeVisible()

    await I.open("/rewards/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Treebo Club")
    await expect(page.getByText(/pay up to 20% of the bill/)).toBeVisible()
    await expect(page.getByText(/5% of what you pay/)).toBeVisible()
    await I.signOut()
    await expect(page).toHaveURL("/?flow=rewards")
    await I.seeSignedOut()
  })

  test("the loyalty page shows the ladder with greyed-out features and a carousel with arrows", async ({
    I,
    page,
  }) => {
    const response = await I.open("/terms/rewards-info/")
    expect(response?.headers()["cache-control"]).toBe("public, max-age=3600")
    const silver = page.locator('[data-tier="silver"]')
    const upgrade = silver.getByRole("listitem").filter({ hasText: "Free Room Upgrades*" })
    await expect(upgrade).toContainText("(Not included)")
    await expect(upgrade).toHaveCSS("text-decoration-line", "line-through")
    const cancellation = silver.getByRole("listitem").filter({ hasText: "Free Cancellation" })
    await expect(cancellation).not.toContainText("Not included")
    await expect(page.locator('[data-tier="platinum"]').getByText("Free Room Upgrades*")).toBeVisible()
    await expect(
      page.getByText(
        "Subject to availability, booking during non-blackout dates, and other terms & conditions apply.",
      ),
    ).toBeVisible()

    const carousel = page.getByTestId("rewards-carousel")
    const shown = carousel.locator("img[data-active=true]")
    await expect(shown).toHaveAttribute("src", "/images/rewards/club-hero-1.svg")
    await carousel.getByRole("button", { name: "Next picture" }).click()
    await expect(shown).toHaveAttribute("src", "/images/rewards/club-hero-2.svg")
    await carousel.getByRole("button", { name: "Previous picture" }).click()
    await expect(shown).toHaveAttribute("src", "/images/rewards/club-hero-1.svg")

    await page.getByText("How many points can I use on a booking?").click()
    await expect(page.getByText(/Points pay up to 20% of the bill/)).toBeVisible()
  })

  test("the carousel offers no arrows for a single picture", async ({ I, page }) => {
    // Reached from the rewards landing, so the page's loader fetches the content in the browser.
    await page.route("**/api/v1/reward/loyalty-page/", async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: { heading_banner: { carousel_images: string[] } } }
      body.data.heading_banner.carousel_images = body.data.heading_banner.carousel_images.slice(0, 1)
      await route.fulfill({ response: answer, json: body })
    })
    await I.open("/login/?redirect=%2Frewards%2F")
    await I.signInWithEmail(ZOYA, FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/rewards/")
    await page.getByRole("link", { name: "About Treebo Club: tiers and terms" }).click()
    await expect(page).toHaveURL("/terms/rewards-info/")
    const carousel = page.getByTestId("rewards-carousel")
    await expect(carousel.locator("img")).toHaveCount(1)
    await expect(carousel.getByRole("button")).toHaveCount(0)
  })

  test("the gdc channel hides the club: no link, and the member pages say it is not available", async ({
    I,
    page,
    baseURL,
  }) => {
    const gdc = new URL("/login/?redirect=%2Faccount%2Frewards%2F", baseURL ?? "http://127.0.0.1")
    gdc.hostname = "gdc1.localhost"
    await I.open(gdc.href)
    await expect(page.getByRole("link", { name: "About Treebo Club" })).toHaveCount(0)
    await I.signInWithEmail(ZOYA, FIXTURE_PASSWORD)
    await expect(page).toHaveURL(/\/account\/rewards\/$/)
    await expect(page.getByText("The Treebo Club is not available on this channel.")).toBeVisible()
    await expect(page.getByTestId("points-balance")).toHaveCount(0)
    await expect(page.getByRole("link", { name: "My Treebo Club" })).toHaveCount(0)
    await I.accountMenu.click()
    await expect(page.getByRole("link", { name: "My Profile" })).toBeVisible()
    await expect(page.getByRole("link", { name: "My Treebo Club" })).toHaveCount(0)
  })

  test("a signed-in member's navigation leads to My Treebo Club", async ({ I, page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "narrow screens reach the club from 'My Account'")
    await I.open("/login/")
    await expect(page.getByRole("link", { name: "About Treebo Club" })).toHaveAttribute(
      "href",
      "/terms/rewards-info/",
    )
    await I.signInWithEmail(ZOYA, FIXTURE_PASSWORD)
    const mine = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Treebo Club" })
    await expect(mine).toHaveAttribute("href", "/rewards/")
    await expect(page.getByRole("link", { name: "About Treebo Club" })).toHaveCount(0)
    await mine.click()
    await expect(page).toHaveURL("/rewards/")
  })

  test("the carousel moves on every 5 seconds, and stands still for reduced motion", async ({ I, page }) => {
    await page.clock.install()
    await I.open("/terms/rewards-info/")
    // Stopped, so every 5 s run crosses exactly one turn of the carousel.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    const shown = page.getByTestId("rewards-carousel").locator("img[data-active=true]")
    const first = await shown.getAttribute("src")
    const other =
      first === "/images/rewards/club-hero-1.svg"
        ? "/images/rewards/club-hero-2.svg"
        : "/images/rewards/club-hero-1.svg"
    await page.clock.runFor(5_000)
    await expect(shown).toHaveAttribute("src", other)
    await page.clock.runFor(5_000)
    await expect(shown).toHaveAttribute("src", first!)

    await page.emulateMedia({ reducedMotion: "reduce" })
    // A paused clock holds animation frames too, and a page hydrates only once a frame has
    // painted its main content (docs/decisions/111-hydrate-after-main-content.md).
    await page.clock.resume()
    await I.open("/terms/rewards-info/")
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
    await page.clock.runFor(15_000)
    await expect(shown).toHaveAttribute("src", "/images/rewards/club-hero-1.svg")
  })
})
