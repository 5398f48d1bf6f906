import type { Page, TestInfo } from "@playwright/test"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { FIXTURE_PASSWORD, memberFor } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import { bookAtHotel } from "./support/stays.ts"

/**
 * Paying a long pay-at-hotel stay's first night in advance (ADR 095), at 375 px and 1280 px: the
 * booking is made through the API as checkout makes it (itinerary, OTP, pay at hotel); the member
 * then pays the advance from the booking page in the gateway sandbox's window.
 */

const HOTEL = { desktop: "1074", mobile: "1075" }
const SHOTS = "/tmp/part-pay-shots"

/** A mobile number of this project's own, so the two projects' OTP throttles never meet. */
const mobileFor = (testInfo: TestInfo) => (testInfo.project.name === "mobile" ? "9845077002" : "9845077001")

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true })

test("pays the first night of a long pay-at-hotel stay in advance from the booking page", async ({
  I,
  page,
  request,
}, testInfo) => {
  const member = memberFor(testInfo, "signIn")
  const booking = await bookAtHotel(request, {
    email: member.email,
    hotelId: HOTEL[testInfo.project.name as keyof typeof HOTEL],
    checkin: addDays(dayInIndia(Date.now()), 40 + (testInfo.project.name === "mobile" ? 4 : 0)),
    mobile: mobileFor(testInfo),
  })
  expect(booking.partPayAmount).not.toBeNull()
  const amount = formatRupees(booking.partPayAmount!)

  await I.open("/login/")
  await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
  await expect(I.accountMenu).toBeVisible()
  await page.goto("/account/booking-history/")
  const card = page.locator(`[data-booking-id="${booking.id}"]`)
  await expect(card.getByRole("link", { name: `Pay ${amount} in advance` })).toBeVisible()
  await page.goto(`/account/booking-history/${booking.id}/`)
  const ask = page.getByRole("region", { name: `Pay ${amount} in advance` })
  await expect(ask).toBeVisible()
  await shot(page, testInfo, "1-booking-asks")

  await ask.getByRole("link", { name: `Pay ${amount}` }).click()
  await expect(page).toHaveURL(`/account/booking-history/${booking.id}/part-pay/`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay in advance")
  await expect(page.getByTestId("part-pay-amount")).toHaveText(amount)
  await shot(page, testInfo, "2-part-pay")

  await page.getByRole("button", { name: `Pay ${amount}` }).click()
  const gateway = page.frameLocator('iframe[title="Payment"]')
  await gateway.getByRole("button", { name: /^Pay/ }).click()
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible()
  await expect(page.getByRole("status")).toContainText(`${amount} is paid in advance`)
  await shot(page, testInfo, "3-paid")

  await page.getByRole("link", { name: "Back to your booking" }).click()
  // Points spent at checkout count as paid too (ADR 084).
  const paidSoFar = formatRupees(booking.amountPaid + booking.partPayAmount!)
  await expect(page.getByText(`Paid ${paidSoFar} so far · the rest at the hotel`)).toBeVisible()
  await expect(page.getByRole("region", { name: /in advance$/ })).toHaveCount(0)
  await shot(page, testInfo, "4-booking-paid")
})
