import type { APIRequestContext, Page, TestInfo } from "@playwright/test"
import { checkOutAt } from "#core/account/booking-lifecycle.ts"
import type { LoginResult } from "#core/api/auth.ts"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { bookThroughApi, dataOf } from "./support/book-through-api.ts"
import { expect, test } from "./support/fixtures.ts"

/**
 * Feedback after a stay (ADR 093) at 375 px and 1280 px: a stay booked through the API is checked
 * out by moving the server's clock; the post-stay e-mail's feedback link opens the form, which is
 * submitted and thanked for; its review link opens the review form.
 */

const HOTEL = { desktop: "1081", mobile: "1082" }
const SHOTS = "/tmp/feedback-shots"

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true })

/** A member's stay, over: the links of its post-stay e-mail, as paths. */
const completedStay = async (request: APIRequestContext, testInfo: TestInfo) => {
  const n = `${Date.now()}${testInfo.project.name === "mobile" ? 1 : 2}`
  const email = `feedback.${n}@example.com`
  const login = await dataOf<LoginResult>(
    await request.post("/api/v2/auth/register/", {
      data: {
        first_name: "Anita",
        last_name: "Desai",
        email,
        phone_number: `8${n.slice(-9)}`,
        password: "a long enough password",
      },
    }),
  )
  const now = await dataOf<{ now: string }>(await request.get("/api/test/clock"))
  const checkin = addDays(dayInIndia(Date.parse(now.now)), 1)
  const stay = { checkin, checkout: addDays(checkin, 1), roomconfig: "1-0" }
  const hotelId = HOTEL[testInfo.project.name as keyof typeof HOTEL]
  await bookThroughApi(request, { token: login.token, hotelId, stay, name: "Anita Desai", email })
  await dataOf(
    await request.put("/api/test/clock", {
      data: { now: new Date(checkOutAt(stay.checkout) + 3_600_000).toISOString() },
    }),
  )
  // The suite shares one server: its clock goes back to where it was, the stay stays checked out.
  await dataOf(await request.put("/api/test/clock", { data: { now: now.now } }))
  const mails = await dataOf<Array<OutboxMessage>>(
    await request.get(`/api/test/outbox?recipient=${encodeURIComponent(email)}`),
  )
  const body = mails.find((m) => m.subject.startsWith("How was your stay"))!.body
  return {
    feedbackPath: /(\/feedback\/[a-z2-7]{26}\/)/.exec(body)![1]!,
    reviewPath: /(\/tripadvisor\/reviews-\d+\/\?token=\S+)/.exec(body)![1]!,
  }
}

test("a guest opens the feedback link, rates the stay, picks tags and sees the thanks page", async ({
  I,
  page,
  request,
}, testInfo) => {
  const { feedbackPath } = await completedStay(request, testInfo)
  await I.open(feedbackPath)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How was your stay?")
  await expect(page.getByTestId("feedback-booking")).toContainText("Anita Desai")

  // Stars first: a send without them is refused on the page.
  await page.getByRole("button", { name: "Send feedback" }).click()
  await expect(page.getByRole("alert")).toHaveText("Please choose a rating from 1 to 5 stars.")
  await page.getByRole("radio", { name: "4 stars" }).click()
  await expect(page.getByRole("radio", { name: "4 stars" })).toHaveAttribute("aria-checked", "true")
  await page
    .getByRole("group", { name: "What did you like?" })
    .getByRole("button", { name: "Friendly staff" })
    .click()
  await page
    .getByRole("group", { name: "What could be better?" })
    .getByRole("button", { name: "Wi-Fi" })
    .click()
  await page.getByLabel("Anything else you would like to tell us?").fill("The Wi-Fi dropped in the evenings.")
  await shot(page, testInfo, "feedback-form")
  await page.getByRole("button", { name: "Send feedback" }).click()

  await expect(page).toHaveURL(`${feedbackPath}thanks/`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your feedback")
  await expect(page.getByText("You rated your stay 4 out of 5.")).toBeVisible()
  await shot(page, testInfo, "feedback-thanks")

  // The change page opens with the answers given.
  await page.getByRole("link", { name: "Change your feedback" }).click()
  await expect(page.getByRole("button", { name: "Wi-Fi" })).toHaveAttribute("aria-pressed", "true")
})

test("the review link recognises the guest; without it the page says who may review", async ({
  I,
  page,
  request,
}, testInfo) => {
  const { reviewPath } = await completedStay(request, testInfo)
  await I.open(reviewPath)
  await expect(page.getByRole("button", { name: "Publish review" })).toBeVisible()
  await page.getByRole("radio", { name: "5 stars" }).click()
  await page.getByLabel("Your review").fill("Clean rooms and a calm street at night.")
  await shot(page, testInfo, "review-form")
  await page.getByRole("button", { name: "Publish review" }).click()
  await expect(page).toHaveURL("/tripadvisor/thank-you/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your review")

  await I.open(reviewPath.replace(/\?.*$/, ""))
  await expect(page.getByTestId("review-refused")).toContainText(
    "Only guests with a completed stay at this hotel can review it.",
  )
  await shot(page, testInfo, "review-refused")
})
