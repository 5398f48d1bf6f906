import { expect, test } from "./support/fixtures.ts"

/** spec-checkout §2 'Brand pages': a hotel carousel with 2 slides shown, scrolling 2; §9: autoplay 5 s. */
test.describe("brand page hotel carousel", () => {
  const slides = (page: import("@playwright/test").Page) =>
    page.getByRole("region", { name: "Our hotels" }).locator('[aria-roledescription="slide"]')

  /** The slides whose whole width lies inside the carousel's own window, by position. */
  const inWindow = (page: import("@playwright/test").Page) =>
    slides(page).evaluateAll((items) => {
      const frame = items[0]!.parentElement!.parentElement!.getBoundingClientRect()
      return items.flatMap((item, i) => {
        const box = item.getBoundingClientRect()
        return box.left >= frame.left - 1 && box.right <= frame.right + 1 ? [i] : []
      })
    })

  const expectInView = async (page: import("@playwright/test").Page, shown: ReadonlyArray<number>) => {
    await expect(slides(page)).toHaveCount(8)
    await expect.poll(() => inWindow(page)).toEqual(shown)
  }

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" })

    test("shows two hotels; Next and Previous move by two", async ({ I, page }) => {
      await I.open("/brands/treebo/")
      const carousel = page.getByRole("region", { name: "Our hotels" })
      await carousel.scrollIntoViewIfNeeded()
      await expectInView(page, [0, 1])
      await expect(carousel.getByText("Hotels 1 to 2 of 8")).toBeVisible()
      await expect(page.getByRole("button", { name: "Previous hotels" })).toBeDisabled()

      await page.getByRole("button", { name: "Next hotels" }).click()
      await expectInView(page, [2, 3])
      await expect(carousel.getByText("Hotels 3 to 4 of 8")).toBeVisible()
      // Slides out of view are out of the tab order and hidden from assistive technology.
      await expect(slides(page).nth(0)).toHaveAttribute("aria-hidden", "true")
      await expect(slides(page).nth(0).getByRole("link", { includeHidden: true })).toHaveAttribute(
        "tabindex",
        "-1",
      )

      await page.getByRole("button", { name: "Previous hotels" }).click()
      await expectInView(page, [0, 1])
    })

    test("the arrow keys move by two and stop at the last two", async ({ I, page }) => {
      await I.open("/brands/itsy/")
      const next = page.getByRole("button", { name: "Next hotels" })
      await next.focus()
      for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight")
      await expectInView(page, [6, 7])
      await expect(next).toBeDisabled()
      await page.keyboard.press("ArrowLeft")
      await expectInView(page, [4, 5])
    })

    test("does not move by itself", async ({ I, page }) => {
      await page.clock.install()
      await I.open("/brands/treebo/")
      await page.clock.runFor(12_000)
      await expect(page.getByText("Hotels 1 to 2 of 8")).toBeVisible()
      await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0)
    })
  })

  test("moves on by two every 5 seconds, and Pause stops it", async ({ I, page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" })
    await page.clock.install()
    await I.open("/brands/treebo/")
    await page.mouse.move(0, 0)
    await page.clock.runFor(5_000)
    await expect(page.getByText("Hotels 3 to 4 of 8")).toBeVisible()
    await page.getByRole("button", { name: "Pause" }).click()
    await page.mouse.move(0, 0)
    await page.getByRole("button", { name: "Play" }).blur()
    await page.clock.runFor(15_000)
    await expect(page.getByText("Hotels 3 to 4 of 8")).toBeVisible()
  })
})
