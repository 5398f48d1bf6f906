import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"

/**
 * Reduced motion (issue 12, WCAG 2.2.2 and 2.3.3). home-location, rewards and brand-carousel
 * already show each moving part standing still when the page opens with the preference set; these
 * tests cover the visitor who turns it on while the page is open, the slides' transitions, and the
 * hotel gallery, which never moves by itself. Time is the page's clock, run on by hand.
 */

const PLACEHOLDERS = [
  "Where are you travelling?",
  "Explore from 120+ cities",
  "Find your spot from 800+ hotels",
]

/** Stops the page's clock just after now, so every run below crosses exact turns of the timers. */
const holdClock = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)

const REDUCE = "(prefers-reduced-motion: reduce)"

/**
 * Turns the preference on and waits until the page has heard of it: its own listener runs after
 * the app's, so the app has stopped its timers before the clock runs on.
 */
const turnOnReducedMotion = async (page: Page) => {
  await page.evaluate((query) => {
    const heard = new Promise<void>((resolve) =>
      matchMedia(query).addEventListener("change", () => resolve(), { once: true }),
    )
    ;(window as unknown as { reducedMotionHeard: Promise<void> }).reducedMotionHeard = heard
  }, REDUCE)
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.evaluate(() => (window as unknown as { reducedMotionHeard: Promise<void> }).reducedMotionHeard)
}

test.describe("reduced motion turned on during a visit", () => {
  test.use({ reducedMotion: "no-preference" })

  test("the search placeholder stops rotating", async ({ I, page }) => {
    await page.clock.install()
    await I.open("/")
    await holdClock(page)
    const before = (await I.locationInput.getAttribute("placeholder"))!
    expect(PLACEHOLDERS).toContain(before)
    await page.clock.runFor(3_000)
    await expect(I.locationInput).not.toHaveAttribute("placeholder", before)
    const shown = (await I.locationInput.getAttribute("placeholder"))!

    await turnOnReducedMotion(page)
    await page.clock.runFor(12_000)
    await expect(I.locationInput).toHaveAttribute("placeholder", shown)
  })

  test("the loyalty page's carousel stops on the picture it shows", async ({ I, page }) => {
    await page.clock.install()
    await I.open("/terms/rewards-info/")
    await holdClock(page)
    const shown = page.getByTestId("rewards-carousel").locator("img[data-active=true]")
    const first = await shown.getAttribute("src")
    await page.clock.runFor(5_000)
    await expect(shown).not.toHaveAttribute("src", first!)
    const second = (await shown.getAttribute("src"))!

    await turnOnReducedMotion(page)
    await page.clock.runFor(15_000)
    await expect(shown).toHaveAttribute("src", second)
  })

  test("the brand page's hotel carousel stops, and its Pause button goes", async ({ I, page }) => {
    await page.clock.install()
    await I.open("/brands/treebo/")
    await page.mouse.move(0, 0)
    await holdClock(page)
    await page.clock.runFor(5_000)
    await expect(page.getByText("Hotels 3 to 4 of 8")).toBeVisible()
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible()

    await turnOnReducedMotion(page)
    await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0)
    await page.clock.runFor(15_000)
    await expect(page.getByText("Hotels 3 to 4 of 8")).toBeVisible()
  })
})

/** The computed transition duration of the brand carousel's track (the slides' row), in seconds. */
const trackTransitionSeconds = (page: Page) =>
  page
    .getByRole("region", { name: "Our hotels" })
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((slide) => Number.parseFloat(getComputedStyle(slide.parentElement!).transitionDuration))

test.describe("slides", () => {
  test("the brand carousel slides with a transition, and jumps without one for reduced motion", async ({
    I,
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await I.open("/brands/treebo/")
    expect(await trackTransitionSeconds(page)).toBeGreaterThan(0)
    await page.emulateMedia({ reducedMotion: "reduce" })
    expect(await trackTransitionSeconds(page)).toBe(0)
  })

  test("the hotel gallery's viewer never moves on by itself", async ({ I, page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await page.clock.install()
    await I.open("/hotels-in-bengaluru/itsy-palm-international-mg-road-1044/")
    await page.getByRole("button", { name: /^Open photo 1 of / }).click()
    const viewer = page.getByRole("dialog")
    await expect(viewer).toBeVisible()
    const counter = viewer.getByTestId("gallery-counter")
    await expect(counter).toHaveText(/^1 /)
    await page.clock.runFor(30_000)
    await expect(counter).toHaveText(/^1 /)
  })
})
