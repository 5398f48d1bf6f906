import type { Page, TestInfo } from "@playwright/test"
import { expect, test } from "./support/fixtures.ts"
import { PUBLISHED_REVIEW, REVIEWER_NAME } from "./support/guest-words.ts"
import { completedStay } from "./support/stays.ts"

/**
 * Feedback after a stay (ADR 093) at 375 px and 1280 px: a stay booked through the API is checked
 * out by moving the server's clock; the post-stay e-mail's feedback link opens the form, which is
 * submitted and thanked for; its review link opens the review form.
 */

const HOTEL = { desktop: "1081", mobile: "1082" }
const SHOTS = "/tmp/feedback-shots"

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true })

test("a guest opens the feedback link, rates the stay, picks tags and sees the thanks page", async ({
  I,
  page,
  request,
}, testInfo) => {
  const { feedbackPath } = await completedStay(
    request,
    testInfo,
    HOTEL[testInfo.project.name as keyof typeof HOTEL],
  )
  await I.open(feedbackPath)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How was your stay?")
  await expect(page.getByTestId("feedback-booking")).toContainText(REVIEWER_NAME)

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
  const { reviewPath } = await completedStay(
    request,
    testInfo,
    HOTEL[testInfo.project.name as keyof typeof HOTEL],
  )
  await I.open(reviewPath)
  await expect(page.getByRole("button", { name: "Publish review" })).toBeVisible()
  await page.getByRole("radio", { name: "5 stars" }).click()
  await page.getByLabel("Your review").fill(PUBLISHED_REVIEW)
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
