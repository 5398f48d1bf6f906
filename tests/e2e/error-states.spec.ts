import type { Route, TestInfo } from "@playwright/test"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { FIXTURE_PASSWORD, freshPhone, memberFor } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import type { Traveller } from "./support/traveller.ts"

/**
 * The error states a traveller can meet (issue 12, docs/error-states.md), at 375 px and 1280 px:
 * what the page shows when the API is down or slow, when a session ends mid-checkout, when a code
 * or a payment fails, on a host the site does not serve, when a page fails to render, on a search
 * URL with past dates and on an itinerary link without a stay.
 */

const ITINERARY_CALL = /\/api\/v8\/checkout\/itinerary\//

/** An itinerary link for one night, on nights the other suites do not use. */
const itineraryPath = (
  testInfo: TestInfo,
  offset: number,
  room: Record<string, string> = { hotel_id: "1037" },
) => {
  const checkin = addDays(dayInIndia(Date.now()), 70 + offset + (testInfo.project.name === "mobile" ? 10 : 0))
  const query = new URLSearchParams({
    ...room,
    checkin,
    checkout: addDays(checkin, 1),
    roomconfig: "1-0",
  })
  return `/itinerary/?${query}`
}

const HOTEL_1037_PATH = "/hotels-in-bengaluru/itsy-orchid-nest-marathahalli-1037/"

/**
 * Books the stay of `itineraryPath(testInfo, offset)` from its hotel page: the itinerary opened by
 * Book is a navigation in the browser, where the page opens the cart itself (a first visit's cart
 * is opened by the server, ADR 112).
 */
const bookFromHotelPage = async (I: Traveller, testInfo: TestInfo, offset: number) => {
  const stay = new URL(itineraryPath(testInfo, offset), "http://x").searchParams
  stay.delete("hotel_id")
  await I.open(`${HOTEL_1037_PATH}?${stay}`)
  await I.page.getByTestId("book-link").first().click()
  await expect(I.page).toHaveURL(/\/itinerary\/\?/)
}

/** The browser logs each refused call itself; a test that expects them checks and clears them. */
const expectOnlyRefusals = (errors: string[], status: number) => {
  expect(errors.length).toBeGreaterThan(0)
  for (const error of errors) expect(error).toContain(`status of ${status}`)
  errors.length = 0
}

test.describe("error states", () => {
  test("an itinerary link without a stay says none is chosen and links to search, not the API's message", async ({
    I,
    page,
    problems,
  }) => {
    await I.open("/itinerary/")
    const alert = page.getByRole("alert").filter({ hasText: "No stay chosen yet" })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText("Choose a hotel, your dates and your rooms, then book them here.")
    // The API keeps its message for developers; the traveller never reads it.
    const api = await page.request.get("/api/v8/checkout/itinerary/")
    expect(api.status()).toBe(400)
    const message = ((await api.json()) as { errors: Array<{ message: string }> }).errors[0]!.message
    expect(message).toBe("hotel_id: give the hotel and stay to start a cart, or the bid of one")
    await expect(page.getByText(message)).toHaveCount(0)
    await expect(page.getByText(/hotel_id/)).toHaveCount(0)
    // Trying again would ask the same question; choosing a stay is the way on.
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0)
    expectOnlyRefusals(problems.consoleErrors, 400)

    await alert.getByRole("link", { name: "Find a hotel" }).click()
    await expect(page).toHaveURL("/")
    await expect(I.locationInput).toBeVisible()
  })

  test("with the API unreachable the itinerary opened from the hotel page says the booking could not load, and Try again loads it", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    await page.route(ITINERARY_CALL, (route) => route.abort("internetdisconnected"))
    await bookFromHotelPage(I, testInfo, 0)
    const alert = page.getByRole("alert").filter({ hasText: "We could not load this booking" })
    await expect(alert).toBeVisible()
    await expect(page.getByTestId("checkout-total")).toHaveCount(0)
    expect(problems.consoleErrors.every((e) => /ERR_INTERNET_DISCONNECTED/.test(e))).toBe(true)
    problems.consoleErrors.length = 0

    await page.unroute(ITINERARY_CALL)
    await alert.getByRole("button", { name: "Try again" }).click()
    await expect(page.getByTestId("checkout-total")).toBeVisible()
    await expect(alert).toHaveCount(0)
  })

  test("on a slow connection the itinerary opened from the hotel page says it is loading until the cart comes, then settles", async ({
    I,
    page,
  }, testInfo) => {
    // The answer is held until the loading state has been seen, so no timing decides the test.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = false
    await page.route(ITINERARY_CALL, async (route: Route) => {
      asked = true
      await held
      await route.continue()
    })
    await bookFromHotelPage(I, testInfo, 1)
    const loading = page.getByText("Loading your booking…")
    await expect(loading).toBeVisible()
    await expect(loading).toHaveAttribute("aria-busy", "true")
    await expect.poll(() => asked).toBe(true)
    const heading = page.getByRole("heading", { level: 1, name: "Review and book" })
    const before = await heading.boundingBox()

    release()
    await expect(page.getByTestId("checkout-total")).toBeVisible()
    await expect(loading).toHaveCount(0)
    // The page's heading stays where it was, and the loaded page fits the screen's width.
    expect(await heading.boundingBox()).toEqual(before)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })

  test("a session that ends mid-checkout signs the member out at the next checkout call; signing in returns to the stay", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    const member = memberFor(testInfo, "signIn")
    const itinerary = itineraryPath(testInfo, 2)
    await I.open(`/login/?redirect=${encodeURIComponent(itinerary)}`)
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL(itinerary)
    await expect(page.getByTestId("checkout-total")).toBeVisible()

    // What a password reset or an expiry elsewhere does to this browser's session.
    const token = await page.evaluate(() => localStorage.getItem("auth_token"))
    expect(token).not.toBeNull()
    const revoked = await page.request.get("/api/v2/auth/logout/", {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(revoked.ok()).toBe(true)

    // The cart answers 401 rather than pricing the lapsed member as a guest (ADR 105).
    await page.reload()
    await expect(page).toHaveURL(`/login/?redirect=${encodeURIComponent(itinerary)}`)
    await I.seeSignedOut()
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull()
    await page.waitForLoadState("networkidle")
    expectOnlyRefusals(problems.consoleErrors, 401)

    // Signing in again goes back to the same stay.
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL(itinerary)
    await expect(page.getByTestId("checkout-total")).toBeVisible()
  })

  test("a wrong pay-at-hotel code is refused in the code modal, which stays open for the right one", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    // A refundable plan, which may be paid at the hotel.
    await I.open(itineraryPath(testInfo, 3, { hotel_id: "1044", roomtype: "oak", rateplan: "rp" }))
    await expect(page.getByTestId("checkout-total")).toBeVisible()
    await page.getByRole("textbox", { name: "E-mail address" }).fill("otp.errors@example.com")
    await page.getByRole("button", { name: "Continue as guest" }).click()
    await page.getByRole("button", { name: "Continue" }).click()
    // A number of this run's own, so no other test's codes or limits meet it.
    const mobile = freshPhone()
    await page.getByRole("textbox", { name: "Full name" }).fill("Otp Errors")
    await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile)
    await page.getByRole("button", { name: "Continue" }).click()
    await page.getByRole("tab", { name: "Pay Later" }).click()
    await page.getByRole("button", { name: `Send code to +91 ${mobile}` }).click()
    const dialog = page.getByRole("dialog", { name: "Enter the code" })
    await expect(dialog).toBeVisible()
    const code = await I.inbox.otpFor(mobile)
    const wrong = [...code].map((digit) => String((Number(digit) + 1) % 10)).join("")
    await dialog.getByRole("textbox", { name: "6-digit code" }).fill(wrong)
    await dialog.getByRole("button", { name: "Verify and book" }).click()
    await expect(dialog.getByText("The code is not correct. Check the SMS and try again.")).toBeVisible()
    await expect(page).toHaveURL(/\/itinerary\//)
    expectOnlyRefusals(problems.consoleErrors, 400)

    await dialog.getByRole("textbox", { name: "6-digit code" }).fill(code)
    await dialog.getByRole("button", { name: "Verify and book" }).click()
    await expect(page).toHaveURL(/\/confirmation\/BK[A-Z0-9]+\/$/)
  })

  test("a payment that fails in the gateway's window says nothing was booked, keeps the stay and is tracked", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    const itinerary = itineraryPath(testInfo, 4)
    await I.open(itinerary)
    await expect(page.getByTestId("checkout-total")).toBeVisible()
    await page.getByRole("textbox", { name: "E-mail address" }).fill("pay.errors@example.com")
    await page.getByRole("button", { name: "Continue as guest" }).click()
    await page.getByRole("button", { name: "Continue" }).click()
    await page.getByRole("textbox", { name: "Full name" }).fill("Pay Errors")
    await page.getByRole("textbox", { name: "Mobile number" }).fill("9876501234")
    await page.getByRole("button", { name: "Continue" }).click()
    const pay = page.getByRole("button", { name: /^Pay ₹/ })
    await pay.click()
    // As the real gateway does, its window stays open after a failed attempt until it is closed.
    const gateway = page.frameLocator('iframe[title="Payment"]')
    await gateway.getByRole("button", { name: "Fail payment" }).click()
    await expect(gateway.getByText("Payment failed")).toBeVisible()
    await gateway.getByRole("button", { name: "Close the payment window" }).click()

    await expect(
      page.getByText("Your payment did not go through, so the booking is not made. Please try again."),
    ).toBeVisible()
    await expect(page).toHaveURL(itinerary)
    await expect(pay).toBeEnabled()
    // spec-checkout §8: the failed window is tracked as 'Razorpay Popup Failure'.
    const anonymousId = await page.evaluate(() => window.localStorage.getItem("ab_user_id"))
    await expect
      .poll(async () => {
        const events = (await (
          await page.request.get(`/api/test/telemetry/events?anonymous_id=${anonymousId}`)
        ).json()) as { data: Array<{ name: string }> }
        return events.data.map((e) => e.name)
      })
      .toContain("Razorpay Popup Failure")
    problems.consoleErrors.length = 0
  })

  test("a host the site does not serve is refused with 'Invalid Host'", async ({
    page,
    baseURL,
    problems,
  }) => {
    const elsewhere = new URL(baseURL ?? "http://127.0.0.1")
    elsewhere.hostname = "elsewhere.localhost"
    const response = await page.goto(elsewhere.href)
    expect(response?.status()).toBe(400)
    await expect(page.locator("body")).toHaveText("Invalid Host")
    // Its API refuses the same way, in the API's error shape.
    const api = await page.evaluate(async () => {
      const answer = await fetch("/api/v2/auth/logout/")
      return { status: answer.status, body: (await answer.json()) as { errors: Array<{ code: string }> } }
    })
    expect(api.status).toBe(400)
    expect(api.body.errors[0]!.code).toBe("invalid_host")
    expectOnlyRefusals(problems.consoleErrors, 400)
  })

  test("a page that fails to render says 'Sorry, something went wrong.', reports it and offers Try again", async ({
    I,
    page,
    problems,
  }) => {
    // The home page's code arrives but throws as it runs: a rendering failure, not a lost chunk.
    const homeChunk = /\/assets\/home-page-[^/]+\.js$/
    await page.route(homeChunk, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'throw new Error("home page render failed")',
      }),
    )
    await I.open("/no-such-page/")
    await page.getByRole("link", { name: "Go to the home page" }).click()
    const alert = page.getByRole("alert").filter({ hasText: "Sorry, something went wrong." })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText("Please try again in a moment.")
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible()
    // Not the lost-chunk fallback, and the shell stays around the message.
    await expect(page.getByRole("button", { name: "Reload page" })).toHaveCount(0)
    await expect(page.getByRole("link", { name: "Treebo Hotels home" })).toBeVisible()
    await expect
      .poll(async () => {
        const reports = (await (await page.request.get("/api/test/telemetry/errors")).json()) as {
          data: Array<{ message: string }>
        }
        return reports.data.some((r) => r.message.includes("home page render failed"))
      })
      .toBe(true)
    // Expected: the 404 of the unknown page the test started on.
    expectOnlyRefusals(problems.consoleErrors, 404)

    await page.unroute(homeChunk)
    await alert.getByRole("button", { name: "Try again" }).click()
    await expect(I.locationInput).toBeVisible()
  })

  test("a search URL with dates in the past is redirected to corrected dates", async ({ I, page }) => {
    await I.open("/search/?q=Bengaluru&city=Bengaluru&checkin=2020-01-01&checkout=2020-01-01&roomconfig=1-0")
    const url = new URL(page.url())
    const checkin = url.searchParams.get("checkin") ?? ""
    // Today in India, or yesterday before the business day turns over (spec-search §9).
    expect([dayInIndia(Date.now()), addDays(dayInIndia(Date.now()), -1)]).toContain(checkin)
    expect(url.searchParams.get("checkout")).toBe(addDays(checkin, 1))
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bengaluru")
  })
})
