import { type RecentSearch, serializeRecentSearches } from "#core/search/recent-searches.ts"
import { expect, test } from "./support/fixtures.ts"

const PLACEHOLDERS = [
  "Where are you travelling?",
  "Explore from 120+ cities",
  "Find your spot from 800+ hotels",
]

const recent = (
  label: string,
  city: string,
  start: string,
  end: string,
  rooms: RecentSearch["rooms"],
): RecentSearch => ({
  label,
  type: "locality",
  place_id: `recent-${label.toLowerCase().replace(/\W+/g, "-")}`,
  source: "recent",
  area: { landmark: "", locality: label, city, state: "", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: null,
  is_recent_search: true,
  range: { start, end },
  rooms,
  saved_at: Date.now(),
})

test.describe("home page location field", () => {
  test("server-renders the home page and shows one of the rotating placeholders", async ({ I }) => {
    const response = await I.open("/")
    expect(response?.status()).toBe(200)
    expect(response?.headers()["cache-control"]).toBe("public, max-age=3600")
    const placeholder = await I.locationInput.getAttribute("placeholder")
    expect(PLACEHOLDERS).toContain(placeholder)
  })

  test("the placeholder rotates every 3 seconds", async ({ I }) => {
    await I.open("/")
    await expect(I.locationInput).toHaveAttribute("placeholder", PLACEHOLDERS[0]!)
    await expect(I.locationInput).toHaveAttribute("placeholder", PLACEHOLDERS[1]!, { timeout: 4500 })
  })

  test("the placeholder stays still for visitors who prefer reduced motion", async ({ I, page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await I.open("/")
    await page.clock.runFor(12_000)
    await expect(I.locationInput).toHaveAttribute("placeholder", PLACEHOLDERS[0]!)
  })

  test("typing 'kora' suggests Koramangala with its type tag", async ({ I }) => {
    await I.open("/")
    await I.typeLocation("kora")
    await I.seeOption("Koramangala", "Locality")
    await expect(I.locationInput).toHaveAttribute("aria-expanded", "true")
  })

  test("a suggestion can be picked with ArrowDown and Enter", async ({ I }) => {
    await I.open("/")
    await I.typeLocation("kora")
    await I.pickWithKeyboard("Koramangala")
    await I.seeLocation("Koramangala, Bengaluru")
  })

  test("a suggestion can be picked with the mouse", async ({ I }) => {
    await I.open("/")
    await I.typeLocation("kora")
    await I.pickWithMouse("Koramangala")
    await I.seeLocation("Koramangala, Bengaluru")
  })

  test("'zzzq' shows the disabled 'No Results Found', and choosing it clears the input", async ({ I }) => {
    await I.open("/")
    await I.typeLocation("zzzq")
    const none = await I.seeOption("No Results Found")
    await expect(none).toHaveAttribute("aria-disabled", "true")
    await I.seeOptions(1)
    // Playwright will not click an aria-disabled element by itself; a traveller can, and the spec
    // says that click clears the input (spec-search §8).
    await none.click({ force: true })
    await expect(I.locationInput).toHaveValue("")
    await expect(I.suggestions).toBeHidden()
  })

  test("focusing the empty field shows up to 3 recent searches from the cookie", async ({
    I,
    page,
    baseURL,
  }) => {
    const oneRoomTwoAdults: RecentSearch["rooms"] = [{ adults: 2, kids: 0 }]
    const entries = [
      recent("Koramangala", "Bengaluru", "2026-12-05", "2026-12-07", oneRoomTwoAdults),
      recent("Baga", "Goa", "2026-12-10", "2026-12-12", [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ]),
      recent("Bandra", "Mumbai", "2027-01-01", "2027-01-02", [{ adults: 1, kids: 0 }]),
      recent("Connaught Place", "New Delhi", "2027-01-03", "2027-01-04", oneRoomTwoAdults),
    ]
    await page.context().addCookies([
      {
        name: "recent_searches",
        value: serializeRecentSearches(entries),
        url: baseURL ?? "http://127.0.0.1",
      },
    ])
    await I.open("/")
    await I.focusLocation()
    await I.seeOptions(3)
    const first = await I.seeOption("Koramangala")
    await expect(first).toContainText("Recent")
    await expect(first).toContainText("1 Room, 2 Guests")
    await expect(first).toContainText("Sat, 5 Dec – Mon, 7 Dec")
    await expect(await I.seeOption("Baga")).toContainText("2 Rooms, 4 Guests")
    await I.seeOption("Bandra")
    await expect(I.option("Connaught Place")).toHaveCount(0)
  })

  test("an unknown path shows the Not Found page with status 404", async ({ I, page, problems }) => {
    const response = await I.open("/no-such-page/")
    expect(response?.status()).toBe(404)
    expect(response?.headers()["cache-control"]).toBe("no-store")
    // The browser logs the document's own 404, which is what this test asks for; nothing else may fail.
    const documentNotFound = "Failed to load resource: the server responded with a status of 404 (Not Found)"
    expect(problems.consoleErrors).toEqual([documentNotFound])
    problems.consoleErrors.length = 0
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page")
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
  })
})
