import type { Page } from "@playwright/test"
import { format, parseISO } from "date-fns"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { expect, test } from "./support/fixtures.ts"

/** The hotels listed, in order, with the per-night price each shows (paise), null when none. */
const cards = (page: Page) =>
  page.locator("article[data-hotel-id]").evaluateAll((articles) =>
    articles.map((article) => {
      const price = article.querySelector("[data-per-night-paise]")?.getAttribute("data-per-night-paise")
      return { id: article.getAttribute("data-hotel-id")!, paise: price == null ? null : Number(price) }
    }),
  )

const countOf = async (page: Page) =>
  Number(((await page.getByTestId("result-count").textContent()) ?? "").split(" ")[0])

/** On phones the filters live in a sheet opened by the Filters button. */
const openFilters = async (page: Page, isMobile: boolean) => {
  if (isMobile) await page.getByRole("button", { name: "Filters", exact: true }).click()
  const panel = page.getByRole("complementary", { name: "Filters" })
  await expect(panel).toBeVisible()
  return panel
}

test.describe("results and listing pages", () => {
  test("a city listing: filter, sort and open a hotel", async ({ I, page, isMobile }, testInfo) => {
    const response = await I.open("/hotels-in-bengaluru/")
    expect(response?.status()).toBe(200)
    expect(response?.headers()["cache-control"]).toBe("public, max-age=3600")
    await expect(page.getByRole("heading", { level: 1, name: "Hotels in Bengaluru" })).toBeVisible()
    const all = await cards(page)
    expect(all.length).toBe(await countOf(page))
    await page.screenshot({ path: testInfo.outputPath(`listing-${testInfo.project.name}.png`) })
    await page.getByText("Change search").click()
    await expect(page.getByRole("main").getByRole("button", { name: "Search", exact: true })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`modify-${testInfo.project.name}.png`) })

    // Default order: price low to high, priced hotels first (spec-search §4).
    const prices = all.flatMap((c) => (c.paise === null ? [] : [c.paise]))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    const panel = await openFilters(page, isMobile)
    if (isMobile) await page.screenshot({ path: testInfo.outputPath(`filters-${testInfo.project.name}.png`) })
    const brand = panel.locator('fieldset[data-filter-group="brand"] label').first()
    const expected = Number(await brand.locator("span").last().textContent())
    await brand.click()
    await expect(brand.getByRole("checkbox")).toBeChecked()
    if (isMobile) await panel.getByRole("button", { name: /^Show \d+ hotels?$/ }).click()
    await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`^${expected} hotels?$`))
    expect((await cards(page)).length).toBe(expected)

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" })
    const dearFirst = (await cards(page)).flatMap((c) => (c.paise === null ? [] : [c.paise]))
    expect(dearFirst).toEqual([...dearFirst].sort((a, b) => b - a))

    // The card's price is its hotel's cheapest room type and rate plan (ADR 065): the card says
    // when that plan cannot be cancelled, and its link opens the hotel page on that room and plan.
    const first = page.locator("article[data-hotel-id]").first()
    const id = await first.getAttribute("data-hotel-id")
    const price = first.locator("[data-per-night-paise]")
    const roomType = await price.getAttribute("data-room-type")
    const ratePlan = await price.getAttribute("data-rate-plan")
    const perNightPaise = Number(await price.getAttribute("data-per-night-paise"))
    expect(roomType).toMatch(/^[a-z]+$/)
    expect(ratePlan).toMatch(/^n?rp$/)
    await expect(price.getByText("Non-refundable", { exact: true })).toHaveCount(ratePlan === "nrp" ? 1 : 0)
    await first.getByRole("heading", { level: 2 }).getByRole("link").click()
    await expect(page).toHaveURL(
      new RegExp(
        `/hotels-in-bengaluru/[a-z0-9-]+-${id}/\\?checkin=\\d{4}-\\d{2}-\\d{2}&checkout=\\d{4}-\\d{2}-\\d{2}&roomconfig=1-0&roomtype=${roomType}&rateplan=${ratePlan}$`,
      ),
    )
    // The price clicked is the price selected: that room's plan is checked, at the card's per-night price.
    const plan = page.locator(`article[data-room-type="${roomType}"] [data-rate-plan="${ratePlan}"]`)
    await expect(plan.locator('input[type="radio"]')).toBeChecked()
    await expect(plan.getByText(formatRupees(perNightPaise), { exact: true })).toBeVisible()
    const book = new URL((await page.getByTestId("book-link").getAttribute("href"))!, "http://x")
    expect(book.searchParams.get("roomtype")).toBe(roomType)
    expect(book.searchParams.get("rateplan")).toBe(ratePlan)
  })

  test("Change search starts from the listing's place, dates and rooms; searching again keeps the place", async ({
    I,
    page,
  }) => {
    const checkin = addDays(dayInIndia(Date.now()), 30)
    const checkout = addDays(checkin, 2)
    await I.open(`/hotels-in-koramangala-bengaluru/?checkin=${checkin}&checkout=${checkout}&roomconfig=2-0`)
    const listed = await countOf(page)
    await page.getByText("Change search").click()
    const main = page.getByRole("main")
    await expect(main.getByRole("combobox", { name: "Location" })).toHaveValue("Koramangala")
    const dayView = (day: string) => format(parseISO(day), "EEE, d MMM")
    await expect(main.getByRole("button", { name: `Check-in ${dayView(checkin)}` })).toBeVisible()
    await expect(main.getByRole("button", { name: `Check-out ${dayView(checkout)}` })).toBeVisible()
    const rooms = main.getByRole("button", { name: /Room/ }).first()
    await expect(rooms).toHaveText("1 Room, 2 Guests")

    // Only the party changes; the place and the dates go along as they were.
    await rooms.click()
    await page.getByRole("button", { name: "Add one (Adults, room 1)" }).click()
    await page.getByRole("button", { name: "Apply", exact: true }).click()
    await main.getByRole("button", { name: "Search", exact: true }).click()
    await page.waitForURL(/\/search\/\?/)
    const query = new URL(page.url()).searchParams
    expect(Object.fromEntries(query)).toMatchObject({
      q: "Koramangala",
      locality: "koramangala",
      city: "bengaluru",
      checkin,
      checkout,
      roomconfig: "3-0",
    })
    await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`^${listed} hotels?$`))
  })

  test("clearing all filters brings every hotel back", async ({ I, page, isMobile }) => {
    await I.open("/hotels-in-bengaluru/")
    const total = await countOf(page)
    const panel = await openFilters(page, isMobile)
    await panel.locator('fieldset[data-filter-group="ratings"] label').first().click()
    await panel.getByRole("button", { name: "Clear all" }).click()
    if (isMobile) await panel.getByRole("button", { name: /^Show \d+ hotels?$/ }).click()
    await expect(page.getByTestId("result-count")).toHaveText(`${total} hotels`)
  })

  test("an unknown city is Not Found", async ({ I, page, problems }) => {
    const response = await I.open("/hotels-in-atlantis/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: "We couldn’t find that page" })).toBeVisible()
    // The browser logs the 404 document itself as a failed resource.
    problems.consoleErrors.length = 0
  })

  test.describe("near me, location allowed", () => {
    test.use({ geolocation: { latitude: 12.9352, longitude: 77.6245 }, permissions: ["geolocation"] })

    test("finds hotels around the traveller and loads their prices", async ({ I, page }) => {
      const response = await I.open("/hotels-near-me/")
      expect(response?.headers()["cache-control"]).toBe("no-store")
      await expect(page.locator("article[data-hotel-id]").first()).toBeVisible()
      await expect(page.locator("[data-per-night-paise]").first()).toBeVisible()
      await expect(
        page.getByRole("combobox", { name: "Sort by" }).locator("option", { hasText: "Distance" }),
      ).toHaveCount(1)
    })
  })

  test("near me without location access shows the location-disabled modal, then the message", async ({
    I,
    page,
  }) => {
    await I.open("/hotels-near-me/")
    const dialog = page.getByRole("dialog", { name: "Location access is turned off" })
    await expect(dialog).toBeVisible()
    await dialog.getByRole("button", { name: "OK, got it" }).click()
    await expect(page.getByRole("alert")).toContainText("Location access is turned off")
  })

  test("moving the map keeps only the hotels inside it; closing the map brings them back", async ({
    I,
    page,
    isMobile,
  }, testInfo) => {
    await I.open("/hotels-in-bengaluru/")
    const total = await countOf(page)
    await page.getByRole("button", { name: "Show map" }).click()
    const map = page.getByTestId("results-map")
    await expect(map.locator(".leaflet-marker-icon")).not.toHaveCount(0)
    // Zooming in twice narrows the view around the hotels' centre (dragging could land on a marker link).
    await map.getByRole("button", { name: "Zoom in" }).click()
    await map.getByRole("button", { name: "Zoom in" }).click()
    await expect.poll(() => countOf(page)).toBeLessThan(total)
    await page.screenshot({ path: testInfo.outputPath(`map-${testInfo.project.name}.png`) })
    if (!isMobile) await expect(page.getByRole("button", { name: "Show hotels everywhere" })).toBeVisible()
    await page.getByRole("button", { name: "Hide map" }).click()
    await expect(page.getByTestId("result-count")).toHaveText(`${total} hotels`)
  })
})
