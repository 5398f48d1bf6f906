import type { Page, TestInfo } from "@playwright/test"
import { PAYMENT_MESSAGES } from "#core/checkout/payment-messages.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { FIXTURE_PASSWORD, freshPhone, memberFor } from "./support/accounts.ts"
import { expectAccessible } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { continueAsGuest, fillDetails } from "./support/itinerary.ts"
import {
  bookAsMember,
  bookAtHotel,
  completedStay,
  memberBookedForToday,
  NEW_MEMBER_PASSWORD,
} from "./support/stays.ts"

/**
 * The states of issue 12 that need a stay, a booking or a member (accessibility.spec.ts checks
 * every route as first seen): no serious or critical WCAG 2.2 AA violation at 375 px and 1280 px.
 * Bookings are made through the API; each project books hotels of its own, on nights no other
 * browser test books.
 */

const HOTEL_PATH = "/hotels-in-bengaluru/itsy-palm-international-mg-road-1044/"
/** Hotels no other browser test books: [desktop, mobile] per use. */
const HOTELS = {
  paid: ["1091", "1092"],
  today: ["1093", "1094"],
  atHotel: ["1095", "1096"],
  completed: ["1097", "1098"],
} as const

const hotelFor = (testInfo: TestInfo, use: keyof typeof HOTELS) =>
  HOTELS[use][testInfo.project.name === "mobile" ? 1 : 0]

/** A day `days` ahead, a different one per project. */
const dayAhead = (testInfo: TestInfo, days: number) =>
  addDays(dayInIndia(Date.now()), days + (testInfo.project.name === "mobile" ? 7 : 0))

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name })

// Each test makes its bookings and reads several states of several pages with axe: longer than
// one page's test.
test.slow()

test.describe("checkout states are accessible", () => {
  test("the itinerary: form errors, a refused coupon, and the pay-at-hotel code dialog with a wrong code", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    const checkin = dayAhead(testInfo, 120)
    const stay = { checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" }
    await I.open(
      `/itinerary/?${new URLSearchParams({ hotel_id: "1044", roomtype: "oak", rateplan: "rp", ...stay })}`,
    )
    await expect(page.getByTestId("checkout-total")).toBeVisible()
    await expectAccessible(page, "itinerary: a stay chosen")

    await page.getByRole("button", { name: "Continue as guest" }).click()
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    )
    await expectAccessible(page, "itinerary: e-mail error shown")

    const code = page.getByRole("textbox", { name: "Coupon code" })
    await code.fill("NOSUCHCODE")
    await page.getByRole("button", { name: "Apply", exact: true }).click()
    await expect(page.getByRole("status").filter({ hasText: /\w/ })).toBeVisible()
    await expectAccessible(page, "itinerary: coupon refused")
    // The browser logs the refused coupon call (400) itself.
    expect(problems.consoleErrors.every((error) => error.includes("status of 400"))).toBe(true)
    problems.consoleErrors.length = 0

    await continueAsGuest(page, "asha.rao@example.com")
    await page.getByRole("button", { name: "Continue" }).click()
    await page.getByRole("button", { name: "Continue" }).click()
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveAttribute("aria-invalid", "true")
    await expectAccessible(page, "itinerary: traveller details errors shown")

    const mobile = freshPhone()
    await fillDetails(page, "Asha Rao", mobile)
    await expectAccessible(page, "itinerary: payment panel")
    await page.getByRole("tab", { name: "Pay Later" }).click()
    await page.getByRole("button", { name: `Send code to +91 ${mobile}` }).click()
    const otp = dialog(page, "Enter the code")
    await expect(otp).toBeVisible()
    await expectAccessible(page, "itinerary: pay-at-hotel code dialog open")
    const right = await I.inbox.otpFor(mobile)
    await otp.getByRole("textbox", { name: "6-digit code" }).fill(right === "000000" ? "111111" : "000000")
    await otp.getByRole("button", { name: "Verify and book" }).click()
    await expect(otp.getByRole("alert").filter({ hasText: /\w/ })).toBeVisible()
    await expectAccessible(page, "itinerary: wrong code shown")
    expect(problems.consoleErrors.every((error) => /status of 4\d\d/.test(error))).toBe(true)
    problems.consoleErrors.length = 0
  })

  test("the payment page while processing and after a failure, and the confirmation", async ({
    page,
    request,
  }, testInfo) => {
    const { booking } = await bookAsMember(request, {
      email: memberFor(testInfo, "signIn").email,
      hotelId: hotelFor(testInfo, "paid"),
      checkin: dayAhead(testInfo, 60),
    })
    // The sandbox cannot hold or fail a paid order: the page is given the server's answer with the
    // status of the state under test. It polls for 50 s while pending, and leaves 5 s after a failure.
    let status = "pending"
    await page.route("**/api/v5/checkout/payment/status/**", async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: Record<string, unknown> }
      await route.fulfill({ response: answer, json: { data: { ...body.data, status } } })
    })
    await page.goto(`/payment-process/${booking.id}/`)
    await expect(page.getByRole("heading", { level: 1, name: PAYMENT_MESSAGES.processing })).toBeVisible()
    await expectAccessible(page, "payment: processing")

    // The failure's 5 s start when the page shows it, which on a slow machine can be before the
    // load event ends: the test looks from the first byte and scans only what the failure changed
    // (the rest of the page was scanned above), which takes a tenth of those 5 s here.
    status = "failure"
    await page.reload({ waitUntil: "commit" })
    await expect(page.getByRole("heading", { level: 1, name: PAYMENT_MESSAGES.failed })).toBeVisible({
      timeout: 15_000,
    })
    await expectAccessible(page, "payment: failed", "[data-testid=payment-process]")
    await page.unroute("**/api/v5/checkout/payment/status/**")

    await page.goto(`/confirmation/${booking.id}/`)
    await expect(page.getByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeVisible()
    await expectAccessible(page, "confirmation of a paid booking")
  })
})

test.describe("a member's pages are accessible", () => {
  test("history, a booking, cancelling, web check-in, part payment and the profile's errors", async ({
    I,
    page,
    request,
  }, testInfo) => {
    const { email, orderId: today } = await memberBookedForToday(
      request,
      testInfo,
      hotelFor(testInfo, "today"),
    )
    const { booking: later } = await bookAsMember(request, {
      email,
      password: NEW_MEMBER_PASSWORD,
      hotelId: hotelFor(testInfo, "paid"),
      checkin: dayAhead(testInfo, 70),
    })
    const atHotel = await bookAtHotel(request, {
      email,
      password: NEW_MEMBER_PASSWORD,
      hotelId: hotelFor(testInfo, "atHotel"),
      checkin: dayAhead(testInfo, 80),
      mobile: freshPhone(),
    })

    await I.open("/login/?redirect=%2Faccount%2Fbooking-history%2F")
    await I.signInWithEmail(email, NEW_MEMBER_PASSWORD)
    await expect(page).toHaveURL("/account/booking-history/")
    const upcoming = page.getByRole("region", { name: "Upcoming" })
    await expect(upcoming.locator("[data-booking-id]")).toHaveCount(3)
    await expectAccessible(page, "booking history: upcoming bookings")

    await page.goto(`/account/booking-history/${later.id}/`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(later.hotel.name)
    await expectAccessible(page, "a booking's page")

    await page.getByRole("link", { name: "Cancel this booking" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel your booking")
    await expectAccessible(page, "cancellation: charges shown")
    await page.getByRole("button", { name: "Cancel booking" }).click()
    await expect(page.getByText("Choose a reason for cancelling")).toBeVisible()
    await expectAccessible(page, "cancellation: reason missing")
    await page.getByLabel("Why are you cancelling?").selectOption("Change of plans")
    await page.getByRole("button", { name: "Cancel booking" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking cancelled")
    await expectAccessible(page, "cancellation: done")

    await page.getByRole("link", { name: "Go to your bookings" }).click()
    const past = page.getByRole("region", { name: "Past" }).locator(`[data-booking-id="${later.id}"]`)
    await expect(past.locator("[data-status-colour]")).toHaveText("Cancelled")
    await expectAccessible(page, "booking history: upcoming and cancelled")

    const amount = formatRupees(atHotel.partPayAmount!)
    await page.goto(`/account/booking-history/${atHotel.id}/`)
    await expect(page.getByRole("region", { name: `Pay ${amount} in advance` })).toBeVisible()
    await expectAccessible(page, "a pay-at-hotel booking asking for an advance")
    await page.goto(`/account/booking-history/${atHotel.id}/part-pay/`)
    await expect(page.getByTestId("part-pay-amount")).toHaveText(amount)
    await expectAccessible(page, "part payment")

    await page.goto(`/account/booking-history/${today}/web-check-in/`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web check-in")
    await page.getByRole("button", { name: "Continue" }).click()
    await expect(page.getByText("Add a photo of the ID.")).toBeVisible()
    await expectAccessible(page, "web check-in: errors shown")

    await page.goto("/update-profile/")
    const firstName = page.getByRole("textbox", { name: "First name" })
    await firstName.fill("")
    await page.getByRole("textbox", { name: "Mobile number" }).fill("12")
    await page.getByRole("button", { name: "Save changes" }).click()
    await expect(firstName).toHaveAttribute("aria-invalid", "true")
    await expectAccessible(page, "update profile: errors shown")

    await page.goto("/account/profile/")
    await expect(page.getByRole("combobox", { name: "Title" })).toBeEnabled()
    await expectAccessible(page, "profile: loaded")
  })

  test("the rewards account with points", async ({ I, page }) => {
    // Holds ₹4,200 of points from three stays (fixtures/data/points.ts); no test spends them.
    await I.open("/login/?redirect=%2Faccount%2Frewards%2F")
    await I.signInWithEmail("zoya.malhotra.5@example.com", FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/account/rewards/")
    await expect(page.getByTestId("points-balance")).toHaveText("4,200 points")
    await expect(page.locator("[data-statement-id]").first()).toBeVisible()
    await expectAccessible(page, "account rewards with points")
  })
})

test.describe("hotel page states are accessible", () => {
  test("another rate plan chosen, the coupon refused, and the gallery open", async ({
    I,
    page,
  }, testInfo) => {
    const checkin = dayAhead(testInfo, 130)
    await I.open(
      `${HOTEL_PATH}?${new URLSearchParams({ checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" })}`,
    )
    const plans = page.locator('article[data-room-type="oak"] [data-rate-plan]')
    await expect(plans.nth(1)).toBeVisible()
    await plans.nth(1).locator("label").first().click()
    await expect(plans.nth(1).locator('input[type="radio"]')).toBeChecked()
    await expectAccessible(page, "hotel: another rate plan chosen")

    const summary = page.getByTestId("booking-summary")
    await summary.getByRole("button", { name: "Have a coupon?" }).click()
    const field = summary.getByRole("textbox", { name: "Coupon code" })
    await field.fill("nope99")
    await field.press("Enter")
    await expect(field).toHaveAttribute("aria-invalid", "true")
    await expectAccessible(page, "hotel: coupon refused")

    await page
      .getByRole("button", { name: /^Open photo 1 of/ })
      .first()
      .click()
    await expect(dialog(page, /Photos of Itsy Palm International/)).toBeVisible()
    await expectAccessible(page, "hotel: gallery open")
  })

  test("the reviews dialog open, and a question refused", async ({ I, page }) => {
    await I.open("/hotels-in-bengaluru/itsy-orchid-nest-marathahalli-1037/")
    await page.getByRole("button", { name: /^Read all \d+ reviews$/ }).click()
    const reviews = dialog(page, "Reviews of Itsy Orchid Nest")
    await expect(reviews.getByRole("listitem")).toHaveCount(10)
    await expectAccessible(page, "hotel: reviews dialog open")
    await page.keyboard.press("Escape")
    await expect(reviews).toBeHidden()

    await I.open("/hotels-in-bengaluru/itsy-tara-regency-jayanagar-1001/")
    const questions = page.locator("#questions")
    await expect(questions.getByTestId("questions-list").getByRole("listitem").first()).toBeVisible()
    await questions.getByLabel("Your question").fill("Short?")
    await questions.getByRole("button", { name: "Post question" }).click()
    await expect(questions.getByText("Write at least 10 characters")).toBeVisible()
    await expectAccessible(page, "hotel: questions with an error")
  })
})

test.describe("feedback and modals are accessible", () => {
  test("the feedback form with its error, the thanks page and the review form", async ({
    I,
    page,
    request,
  }, testInfo) => {
    const { feedbackPath, reviewPath } = await completedStay(
      request,
      testInfo,
      hotelFor(testInfo, "completed"),
    )
    await I.open(feedbackPath)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How was your stay?")
    await expectAccessible(page, "feedback form")
    await page.getByRole("button", { name: "Send feedback" }).click()
    await expect(page.getByRole("alert")).toHaveText("Please choose a rating from 1 to 5 stars.")
    await expectAccessible(page, "feedback: rating missing")
    await page.getByRole("radio", { name: "4 stars" }).click()
    await page
      .getByRole("group", { name: "What did you like?" })
      .getByRole("button", { name: "Friendly staff" })
      .click()
    await page.getByRole("button", { name: "Send feedback" }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your feedback")
    await expectAccessible(page, "feedback thanks")
    await page.getByRole("link", { name: "Change your feedback" }).click()
    await expect(page.getByRole("button", { name: "Friendly staff" })).toHaveAttribute("aria-pressed", "true")
    await expectAccessible(page, "feedback change")

    await I.open(reviewPath)
    await expect(page.getByRole("button", { name: "Publish review" })).toBeVisible()
    await expectAccessible(page, "review form of a guest")
  })

  test("near me without location access: the location-disabled dialog", async ({ I, page }) => {
    await I.open("/hotels-near-me/")
    await expect(dialog(page, "Location access is turned off")).toBeVisible()
    await expectAccessible(page, "near me: location-disabled dialog open")
  })

  test.describe("the login interrupt", () => {
    test.use({ loginInterruptSeen: false })

    test("open over the home page", async ({ I, page }) => {
      await page.clock.install({ time: new Date(`${dayInIndia(Date.now())}T12:00:00+05:30`) })
      await I.open("/")
      await expect(page.getByTestId("login-interrupt")).toBeAttached()
      await page.clock.runFor(10_000)
      await expect(dialog(page, /Members pay \d+% less/)).toBeVisible()
      await expectAccessible(page, "login interrupt open")
    })
  })
})
