import type { Page } from "@playwright/test"
import { format } from "date-fns"
import { expect, test } from "./support/fixtures.ts"

/** The 10th and 12th of next month: always bookable, and shown by the two-month calendar. */
const nextMonthDay = (day: number) => {
  const now = new Date()
  return new Date(now.getFullYear(), now.getMonth() + 1, day)
}
const stayDay = (date: Date) => format(date, "yyyy-MM-dd")

/** A calendar day as the date field names its button ('Thursday 10 December 2026'). */
const calendarDay = (page: Page, date: Date) =>
  page
    .getByRole("dialog", { name: "Choose your check-in and check-out dates" })
    .getByRole("button", { name: new RegExp(`^(Today, )?${format(date, "EEEE d MMMM yyyy")}`) })

const roomsTrigger = (page: Page) => page.getByRole("button", { name: /Room/ }).first()

test.describe("home page search widget", () => {
  test("picking a place opens the picker; a range and rooms then search /search/ with the query", async ({
    I,
    page,
  }) => {
    await I.open("/")
    await I.typeLocation("kora")
    await I.pickWithMouse("Koramangala")
    // spec-search §4: a location chosen without complete dates opens the date picker.
    const calendar = page.getByRole("dialog", { name: "Choose your check-in and check-out dates" })
    await expect(calendar).toBeVisible()
    const checkin = nextMonthDay(10)
    const checkout = nextMonthDay(12)
    await calendarDay(page, checkin).click()
    await calendarDay(page, checkout).click()
    // spec-search §4: the second click sets the end and closes the picker; the view format is 'ddd, D MMM'.
    await expect(calendar).toBeHidden()
    await expect(
      page.getByRole("button", { name: `Check-in ${format(checkin, "EEE, d MMM")}` }),
    ).toBeVisible()

    await roomsTrigger(page).click()
    await page.getByRole("button", { name: "Add one (Adults, room 1)" }).click()
    await page.getByRole("button", { name: "Add Room" }).click()
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(roomsTrigger(page)).toHaveText("2 Rooms, 3 Guests")

    await page.getByRole("button", { name: "Search", exact: true }).click()
    await page.waitForURL(/\/search\/\?/)
    const query = new URL(page.url()).searchParams
    expect(query.get("q")).toBe("Koramangala, Bengaluru")
    expect(query.get("locality")).toBe("Koramangala")
    expect(query.get("city")).toBe("Bengaluru")
    expect(query.get("checkin")).toBe(stayDay(checkin))
    expect(query.get("checkout")).toBe(stayDay(checkout))
    expect(query.get("roomconfig")).toBe("2-0,1-0")
    expect(Number(query.get("lat"))).not.toBeNaN()
    expect(Number(query.get("lng"))).not.toBeNaN()
  })

  test("at 5 rooms Add Room is disabled and 'Want to book more rooms? Call us on' the number 'for best prices' shows", async ({
    I,
    page,
  }) => {
    await I.open("/")
    await roomsTrigger(page).click()
    const addRoom = page.getByRole("button", { name: "Add Room" })
    for (let i = 0; i < 4; i++) await addRoom.click()
    await expect(addRoom).toBeDisabled()
    const notice = page.getByRole("status").filter({ hasText: "Want to book more rooms?" })
    await expect(notice).toContainText(/Want to book more rooms\? Call us on \+91[\d ]+ for best prices/)
    await expect(page.getByRole("button", { name: "Remove room 5" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Remove room 1" })).toHaveCount(0)
  })

  test("searching with no location shows 'Please enter a location' and focuses the location field", async ({
    I,
    page,
  }) => {
    await I.open("/")
    const search = page.getByRole("button", { name: "Search", exact: true })
    await search.click()
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a location" })).toBeVisible()
    await expect(search).toHaveAccessibleDescription("Please enter a location")
    await expect(I.locationInput).toBeFocused()
  })
})
