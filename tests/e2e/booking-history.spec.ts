import type { Page, TestInfo } from "@playwright/test"
import { formatHistoryDate } from "#core/account/booking-display.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { FIXTURE_PASSWORD, memberFor } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { bookAsMember } from "./support/stays.ts"

/**
 * Booking history, one booking and cancelling by link (spec-checkout §2, §3, §4), at 375 px and
 * 1280 px. The booking is made through the API with the member's token, as checkout makes it:
 * itinerary, pay now, the gateway sandbox's payment, confirm. Each project books its own hotel.
 */

const HOTEL = { desktop: "1062", mobile: "1063" }
const SHOTS = "/tmp/history-shots"

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true })

test("a member sees a booking under Upcoming, opens it, cancels it by link, and finds it under Past", async ({
  I,
  page,
  request,
}, testInfo) => {
  const member = memberFor(testInfo, "signIn")
  const { booking, stay } = await bookAsMember(request, {
    email: member.email,
    hotelId: HOTEL[testInfo.project.name as keyof typeof HOTEL],
    checkin: addDays(dayInIndia(Date.now()), 50 + (testInfo.project.name === "mobile" ? 3 : 0)),
  })
  const hash = booking.cancellation!.hash

  await I.open("/login/")
  await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
  await I.accountMenu.click()
  await page.getByRole("link", { name: "Booking History" }).click()
  await expect(page).toHaveURL("/account/booking-history/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking history")

  const upcoming = page.getByRole("region", { name: "Upcoming" })
  const card = upcoming.locator(`[data-booking-id="${booking.id}"]`)
  await expect(card).toContainText(booking.hotel.name)
  await expect(card).toContainText(`${formatHistoryDate(stay.checkin)} – ${formatHistoryDate(stay.checkout)}`)
  await expect(card).toContainText("2 nights")
  await expect(card.locator("[data-status-colour]")).toHaveAttribute("data-status-colour", "primary")
  await expect(card.locator("[data-status-colour]")).toHaveText("Confirmed")
  await shot(page, testInfo, "1-history")

  await card.getByRole("link", { name: /View booking/ }).click()
  await expect(page).toHaveURL(`/account/booking-history/${booking.id}/`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(booking.hotel.name)
  await expect(page.getByTestId("price-breakup")).toBeVisible()
  await expect(page.getByRole("link", { name: "Get directions" })).toBeVisible()
  await shot(page, testInfo, "2-booking")

  await page.getByRole("link", { name: "Cancel this booking" }).click()
  await expect(page).toHaveURL(`/account/booking-history/c-${hash}/`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your booking")
  const charges = page.getByTestId("cancellation-charges")
  await expect(charges).toContainText("Cancellation charge")
  await expect(charges).toContainText("Refund")
  await page.getByRole("button", { name: "Cancel booking" }).click()
  await expect(page.getByText("Choose a reason for cancelling")).toBeVisible()
  await page.getByLabel("Why are you cancelling?").selectOption("Change of plans")
  await page.getByLabel(/Anything else/).fill("Our plans moved to next month.")
  await shot(page, testInfo, "3-cancellation")
  await page.getByRole("button", { name: "Cancel booking" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking cancelled")
  await expect(page.getByTestId("cancellation-outcome")).toContainText(
    `Your booking ${booking.id} is cancelled.`,
  )
  await shot(page, testInfo, "4-cancelled")

  await page.getByRole("link", { name: "Go to your bookings" }).click()
  const past = page.getByRole("region", { name: "Past" }).locator(`[data-booking-id="${booking.id}"]`)
  await expect(past.locator("[data-status-colour]")).toHaveAttribute("data-status-colour", "red")
  await expect(past.locator("[data-status-colour]")).toHaveText("Cancelled")
  await expect(upcoming.locator(`[data-booking-id="${booking.id}"]`)).toHaveCount(0)
  await shot(page, testInfo, "5-history-after")

  // The e-mail's short link, opened again: the server redirects, and the page says it is cancelled.
  const response = await page.request.get(`/c-${hash}/`, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  expect(response.headers().location).toBe(`/account/booking-history/c-${hash}/`)
  expect(response.headers()["x-robots-tag"]).toBe("noindex")
  const opened = await I.open(`/c-${hash}/`)
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex")
  await expect(page).toHaveURL(`/account/booking-history/c-${hash}/`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking cancelled")
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0)
  await shot(page, testInfo, "6-second-visit")
})

test("the booking history sends a signed-out visitor to sign in", async ({ I, page }) => {
  const response = await I.open("/account/booking-history/")
  expect(response?.headers()["x-robots-tag"]).toBe("noindex")
  await expect(page).toHaveURL("/login/?redirect=%2Faccount%2Fbooking-history%2F")
})
