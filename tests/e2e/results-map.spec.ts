import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"

const countOf = async (page: Page) =>
  Number(((await page.getByTestId("result-count").textContent()) ?? "").split(" ")[0])

const openMap = async (page: Page) => {
  await page.getByRole("button", { name: "Show map" }).click()
  const map = page.getByRole("region", { name: "Hotels on the map" })
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible()
  return map
}

test.describe("the results map", () => {
  test("Leaflet is downloaded only when the traveller opens the map", async ({ I, page }) => {
    const fetched: Array<string> = []
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname))
    const response = await I.open("/hotels-in-bengaluru/")
    expect(await response!.text()).not.toMatch(/leaflet/i)
    await page.waitForLoadState("networkidle")
    expect(fetched.filter((path) => /leaflet/i.test(path))).toEqual([])

    const map = await openMap(page)
    expect(fetched).toContainEqual(expect.stringMatching(/^\/assets\/leaflet-map-[\w-]+\.js$/))
    expect(fetched).toContainEqual(expect.stringMatching(/^\/assets\/leaflet-map-[\w-]+\.css$/))
    // The base layer is the product's own (ADR 068): drawn tiles, loaded under the page's CSP.
    const tiles = map.locator("img.leaflet-tile-loaded")
    await expect(tiles.first()).toBeVisible()
    const sources = await tiles.evaluateAll((images) => images.map((image) => image.getAttribute("src")))
    for (const src of sources) expect(src).toMatch(/^\/map-tiles\/\d+\/\d+\/\d+\.svg$/)
  })

  test("every hotel is a marker; a priced one shows the card's per-night price", async ({ I, page }) => {
    await I.open("/hotels-in-bengaluru/")
    const total = await countOf(page)
    const map = await openMap(page)
    await expect(map.locator(".leaflet-marker-icon a")).toHaveCount(total)
    const pill = map.getByRole("link", { name: /per night$/ }).first()
    await expect(pill).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`results-map-${test.info().project.name}.png`) })
    const href = (await pill.getAttribute("href"))!
    const id = /-(\d+)\/\?/.exec(href)?.[1]
    const cardPaise = await page
      .locator(`article[data-hotel-id="${id}"] [data-per-night-paise]`)
      .getAttribute("data-per-night-paise")
    const pillRupees = Number((await pill.textContent())!.replace(/[₹,]/g, ""))
    expect(pillRupees).toBe(Number(cardPaise) / 100)
  })

  test("a marker is a link: Enter on it opens the hotel's page for the same stay", async ({ I, page }) => {
    await I.open("/hotels-in-bengaluru/")
    const map = await openMap(page)
    const pill = map.getByRole("link", { name: /per night$/ }).first()
    await expect(pill).toBeVisible()
    const href = (await pill.getAttribute("href"))!
    expect(href).toMatch(/^\/hotels-in-bengaluru\/[a-z0-9-]+-\d+\/\?checkin=\d{4}-\d{2}-\d{2}&checkout=/)
    await pill.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(href)
  })

  test("dragging the map from a marker moves the map and does not open the hotel", async ({ I, page }) => {
    await I.open("/hotels-in-bengaluru/")
    const map = await openMap(page)
    const pill = map.getByRole("link", { name: /per night$/ }).first()
    await expect(pill).toBeVisible()
    const from = (await pill.boundingBox())!
    const listing = page.url()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 120, from.y + from.height / 2 + 40, { steps: 8 })
    await page.mouse.up()
    await expect.poll(async () => (await pill.boundingBox())!.x).toBeGreaterThan(from.x + 100)
    expect(page.url()).toBe(listing)
  })
})
