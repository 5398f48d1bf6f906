import AxeBuilder from "@axe-core/playwright"
import type { Page, TestInfo } from "@playwright/test"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { freshPhone } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { expectVisibleFocus, tabTo } from "./support/focus.ts"

/**
 * Keyboard-only journeys (issue 12): every step below is a key press or typing, never a click, a
 * fill or a scripted focus, and every place focus lands shows a visible indicator.
 */

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null)

test.describe("keyboard-only journeys", () => {
  test("search: location by arrow keys, dates on the grid, rooms by steppers, then search", async ({
    I,
    page,
  }) => {
    await I.open("/")
    await tabTo(page, I.locationInput)
    await page.keyboard.type("kora")
    await I.seeOption("Koramangala")
    const options = I.suggestions.getByRole("option")
    await page.keyboard.press("ArrowDown")
    const firstId = await options.first().getAttribute("id")
    await expect(I.locationInput).toHaveAttribute("aria-activedescendant", firstId!)
    await expect(options.first()).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("ArrowDown")
    const secondId = await options.nth(1).getAttribute("id")
    await expect(I.locationInput).toHaveAttribute("aria-activedescendant", secondId!)
    await page.keyboard.press("ArrowUp")
    await expect(I.locationInput).toHaveAttribute("aria-activedescendant", firstId!)
    await expect(options.first()).toContainText("Koramangala")
    await page.keyboard.press("Enter")
    await expect(I.locationInput).toHaveValue("Koramangala, Bengaluru")

    // spec-search §4: a location without dates opens the calendar, with focus on a day of the grid.
    const calendar = page.getByRole("dialog", { name: "Choose your check-in and check-out dates" })
    await expect(calendar).toBeVisible()
    const focusedDay = calendar.locator("button:focus")
    await expect(focusedDay).toHaveCount(1)
    await expectVisibleFocus(page, "calendar day")
    const start = await focusedName(page)
    // A week on, then one day back: a day the grid offers whatever today is.
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    const checkin = (await focusedName(page))!
    expect(checkin).not.toBe(start)
    await expectVisibleFocus(page, "check-in day")
    await page.keyboard.press("Enter")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    const checkout = (await focusedName(page))!
    expect(checkout).not.toBe(checkin)
    await page.keyboard.press("Enter")
    // The second day closes the grid and hands focus back to the check-in half of the field.
    await expect(calendar).toBeHidden()
    const checkinButton = page.getByRole("button", { name: /^Check-in / })
    await expect(checkinButton).toBeFocused()
    await expectVisibleFocus(page, "check-in field after the grid closed")

    const rooms = page.getByRole("button", { name: /Room/ }).first()
    await tabTo(page, rooms)
    const before = (await rooms.textContent())!
    await page.keyboard.press("Enter")
    const popover = page.getByRole("dialog", { name: "Rooms" })
    await expect(popover).toBeVisible()
    await tabTo(page, page.getByRole("button", { name: "Add one (Adults, room 1)" }))
    await page.keyboard.press("Enter")
    await tabTo(page, page.getByRole("button", { name: "Add one (Kids, room 1)" }))
    await page.keyboard.press("Space")
    await tabTo(page, page.getByRole("button", { name: "Add Room" }))
    await page.keyboard.press("Enter")
    await expect(page.getByRole("row", { name: /Room 2/ })).toBeVisible()
    // Escape drops the draft and gives focus back to the trigger.
    await page.keyboard.press("Escape")
    await expect(popover).toBeHidden()
    await expect(rooms).toBeFocused()
    await expect(rooms).toHaveText(before)
    await expectVisibleFocus(page, "rooms trigger after Escape")

    await page.keyboard.press("Enter")
    await tabTo(page, page.getByRole("button", { name: "Add one (Adults, room 1)" }))
    await page.keyboard.press("Space")
    await tabTo(page, page.getByRole("button", { name: "Add Room" }))
    await page.keyboard.press("Enter")
    await tabTo(page, page.getByRole("button", { name: "Apply" }))
    await page.keyboard.press("Enter")
    await expect(popover).toBeHidden()
    await expect(rooms).toBeFocused()
    await expect(rooms).toHaveText("2 Rooms, 3 Guests")

    await tabTo(page, page.getByRole("button", { name: "Search", exact: true }))
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/search\/\?/)
    const query = new URL(page.url()).searchParams
    expect(query.get("q")).toBe("Koramangala, Bengaluru")
    expect(query.get("roomconfig")).toBe("2-0,1-0")
  })
})

const HOTEL_PATH = "/hotels-in-bengaluru/itsy-palm-international-mg-road-1044/"

/** Two nights for two adults, far from other suites' dates; one offset per test and project. */
const stayFor = (testInfo: TestInfo, offset: number) => {
  const checkin = addDays(
    dayInIndia(Date.now()),
    110 + offset * 3 + (testInfo.project.name === "mobile" ? 10 : 0),
  )
  return new URLSearchParams({ checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" })
}

test.describe("keyboard-only booking", () => {
  test("filters: Tab to a checkbox, Space toggles it and the list follows; the phone sheet closes on Escape", async ({
    I,
    page,
    isMobile,
  }) => {
    await I.open("/hotels-in-bengaluru/")
    const count = page.getByTestId("result-count")
    const all = (await count.textContent())!
    const panel = page.getByRole("complementary", { name: "Filters" })
    const filtersButton = page.getByRole("button", { name: "Filters", exact: true })
    if (isMobile) {
      await tabTo(page, filtersButton)
      await page.keyboard.press("Enter")
      await expect(panel).toBeVisible()
      // The sheet covers the page: focus starts on its title.
      await expect(panel.getByRole("heading", { name: "Filters" })).toBeFocused()
      await expectVisibleFocus(page, "the sheet's title")
    }
    const brand = panel.locator('fieldset[data-filter-group="brand"] label').first()
    const expected = Number(await brand.locator("span").last().textContent())
    const checkbox = brand.getByRole("checkbox")
    await tabTo(page, checkbox)
    await page.keyboard.press("Space")
    await expect(checkbox).toBeChecked()
    await expect(count).toHaveText(new RegExp(`^${expected} hotels?$`))
    await expect(page.locator("article[data-hotel-id]")).toHaveCount(expected)
    await expectVisibleFocus(page, "checked filter")
    await page.keyboard.press("Space")
    await expect(checkbox).not.toBeChecked()
    await expect(count).toHaveText(all)
    if (isMobile) {
      // Shift+Tab past the top of the sheet comes round to its last button, never behind the sheet.
      const show = panel.getByRole("button", { name: /^Show \d+ hotels$/ })
      for (let i = 0; i < 20 && !(await show.evaluate((e) => e === document.activeElement)); i++) {
        await page.keyboard.press("Shift+Tab")
        expect(await panel.evaluate((sheet) => sheet.contains(document.activeElement))).toBe(true)
      }
      await expect(show).toBeFocused()
      await page.keyboard.press("Tab")
      expect(await panel.evaluate((sheet) => sheet.contains(document.activeElement))).toBe(true)
      await page.keyboard.press("Escape")
      await expect(panel).toBeHidden()
      await expect(filtersButton).toBeFocused()
      await expectVisibleFocus(page, "Filters button after the sheet closed")
    }
  })

  test("hotel page: choose another room's plan and Book with the keyboard", async ({ I, page }, testInfo) => {
    await I.open(`${HOTEL_PATH}?${stayFor(testInfo, 0)}`)
    const book = page.getByTestId("book-link").first()
    await expect(book).toBeVisible()
    // The second room type's plans: a radio group of their own, reached by Tab, chosen by Space.
    const room = page
      .locator("article[data-room-type]")
      .filter({ has: page.getByRole("radio") })
      .nth(1)
    const roomType = await room.getAttribute("data-room-type")
    const firstPlan = room.getByRole("radio").first()
    await tabTo(page, firstPlan)
    await page.keyboard.press("Space")
    await expect(firstPlan).toBeChecked()
    const plans = await room.getByRole("radio").count()
    if (plans > 1) {
      await page.keyboard.press("ArrowDown")
      await expect(room.getByRole("radio").nth(1)).toBeChecked()
      await expect(room.getByRole("radio").nth(1)).toBeFocused()
      await expectVisibleFocus(page, "second rate plan")
    }
    const ratePlan = await room.locator("[data-rate-plan]:has(input:checked)").getAttribute("data-rate-plan")
    await expect(book).toHaveAttribute("href", new RegExp(`roomtype=${roomType}\\b.*rateplan=${ratePlan}\\b`))
    await tabTo(page, book)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/itinerary\/\?/)
    expect(new URL(page.url()).searchParams.get("roomtype")).toBe(roomType)
    await expect(page.getByTestId("checkout-total")).toBeVisible()
  })

  test("checkout as a guest: details typed, pay at hotel, the SMS code entered, booked", async ({
    I,
    page,
  }, testInfo) => {
    await I.open(`${HOTEL_PATH}?${stayFor(testInfo, 1)}`)
    const itinerary = await page.getByTestId("book-link").first().getAttribute("href")
    await I.open(itinerary!)
    await expect(page.getByTestId("checkout-total")).toBeVisible()

    await tabTo(page, page.getByRole("textbox", { name: "E-mail address" }))
    await page.keyboard.type("meera.iyer@example.com")
    await tabTo(page, page.getByRole("button", { name: "Continue as guest" }))
    await page.keyboard.press("Enter")
    await expect(page.getByText("Welcome Guest")).toBeVisible()
    // Each panel that opens takes focus to its heading, so the next Tab is inside it.
    await tabTo(page, page.getByRole("button", { name: "Continue" }))
    await page.keyboard.press("Enter")
    const mobile = freshPhone()
    await tabTo(page, page.getByRole("textbox", { name: "Full name" }))
    await page.keyboard.type("Meera Iyer")
    await tabTo(page, page.getByRole("textbox", { name: "Mobile number" }))
    await page.keyboard.type(mobile)
    await tabTo(page, page.getByRole("button", { name: "Continue" }))
    await page.keyboard.press("Enter")
    await expect(page.getByText(`Meera Iyer, +91 ${mobile}`)).toBeVisible()

    // The tabs are one stop: the arrow key moves to Pay Later and selects it.
    const payNow = page.getByRole("tab", { name: "Pay Now" })
    await tabTo(page, payNow)
    await page.keyboard.press("ArrowRight")
    const payLater = page.getByRole("tab", { name: "Pay Later" })
    await expect(payLater).toBeFocused()
    await expect(payLater).toHaveAttribute("aria-selected", "true")
    await expectVisibleFocus(page, "Pay Later tab")
    const send = page.getByRole("button", { name: `Send code to +91 ${mobile}` })
    await tabTo(page, send)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Enter the code" })
    await expect(dialog).toBeVisible()
    const code = dialog.getByRole("textbox", { name: "6-digit code" })
    await expect(code).toBeFocused()
    await expectVisibleFocus(page, "code field")
    await page.keyboard.type(await I.inbox.otpFor(mobile))
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/confirmation\/BK[A-Z0-9]+\/$/)
  })
})

/**
 * Every button and link must say what it does to a screen reader (WCAG 4.1.2, 2.4.4): axe-core's
 * rules for unnamed buttons, links and button-like inputs, whatever their impact, over the main
 * pages and the widgets that open over them.
 */
const expectEveryControlNamed = async (page: Page, state: string) => {
  const results = await new AxeBuilder({ page })
    .withRules(["button-name", "link-name", "input-button-name", "aria-command-name"])
    .analyze()
  const unnamed = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html.slice(0, 120)}`))
  expect(unnamed, `controls without a name on ${state}`).toEqual([])
}

test.describe("screen-reader names", () => {
  test("no button or link without a name on the home, listing, hotel and itinerary pages", async ({
    I,
    page,
    isMobile,
  }, testInfo) => {
    // Four pages and seven axe runs.
    test.slow()
    await I.open("/")
    await expectEveryControlNamed(page, "home")
    await page.getByRole("button", { name: /Room/ }).first().click()
    // The steppers' buttons are − and + on screen; their names say which count they change.
    for (const name of [
      "Remove one (Adults, room 1)",
      "Add one (Adults, room 1)",
      "Remove one (Kids, room 1)",
      "Add one (Kids, room 1)",
    ])
      await expect(page.getByRole("button", { name, exact: true })).toBeVisible()
    await page.getByRole("button", { name: "Add Room" }).click()
    await expect(page.getByRole("button", { name: "Remove room 2", exact: true })).toBeVisible()
    await expectEveryControlNamed(page, "home: rooms popover")

    await I.open("/hotels-in-bengaluru/")
    await expectEveryControlNamed(page, "listing")
    await page.getByRole("button", { name: "Show map" }).click()
    await expect(page.getByRole("region", { name: /map/i })).toBeVisible()
    await expectEveryControlNamed(page, "listing: map shown")
    if (isMobile) {
      await page.getByRole("button", { name: "Filters", exact: true }).click()
      await expectEveryControlNamed(page, "listing: filters sheet")
    }

    await I.open(`${HOTEL_PATH}?${stayFor(testInfo, 2)}`)
    await expectEveryControlNamed(page, "hotel")
    await expect(page.getByRole("img", { name: /^Map: where / })).toBeVisible()
    await page.getByRole("button", { name: /^Open photo 1 of / }).click()
    const viewer = page.getByRole("dialog")
    for (const name of ["Close photos", "Previous photo", "Next photo"])
      await expect(viewer.getByRole("button", { name, exact: true })).toBeVisible()
    await expectEveryControlNamed(page, "hotel: photo viewer")
    await page.keyboard.press("Escape")

    const itinerary = await page.getByTestId("book-link").first().getAttribute("href")
    await I.open(itinerary!)
    await expect(page.getByTestId("checkout-total")).toBeVisible()
    await expectEveryControlNamed(page, "itinerary")
  })
})
