import type { Page, TestInfo } from "@playwright/test"
import { verhoeffDigit } from "#core/account/web-check-in.ts"
import { dataOf } from "./support/book-through-api.ts"
import { expect, test } from "./support/fixtures.ts"
import { memberBookedForToday, NEW_MEMBER_PASSWORD } from "./support/stays.ts"

/**
 * Web check-in (ADR 088) at 375 px and 1280 px: a new member's booking checking in today, made
 * through the API as checkout makes it, is checked in from its page: photo ID (a wrong Aadhaar
 * number refused first), room preferences, and the summary with its reference.
 */

const HOTEL = { desktop: "1071", mobile: "1072" }
const SHOTS = "/tmp/checkin-shots"
const AADHAAR = `49731234567${verhoeffDigit("49731234567")}`

/** A small JPEG by its first bytes, as a phone's camera would give. */
const idPhoto = () => {
  const bytes = Buffer.alloc(40_000, 9)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return { name: "aadhaar-front.jpg", mimeType: "image/jpeg", buffer: bytes }
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true })

test("a member checks in on the web on the check-in day: photo ID, room preferences, done", async ({
  I,
  page,
  request,
}, testInfo) => {
  const { email, orderId } = await memberBookedForToday(
    request,
    testInfo,
    HOTEL[testInfo.project.name as keyof typeof HOTEL],
  )
  const path = `/account/booking-history/${orderId}/web-check-in/`

  // The booking's own page offers it on the check-in day, by the browser's clock: keep it on the server's.
  const serverNow = await dataOf<{ now: string }>(await request.get("/api/test/clock"))
  await page.clock.install({ time: Date.parse(serverNow.now) })
  await I.open(`/login/?redirect=${encodeURIComponent(`/account/booking-history/${orderId}/`)}`)
  await I.signInWithEmail(email, NEW_MEMBER_PASSWORD)
  await page.getByRole("link", { name: "Web check-in" }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web check-in")
  await expect(page.getByRole("list", { name: "Steps" }).locator('[aria-current="step"]')).toHaveText(
    "1. Photo ID",
  )

  // Step 1: a number with a wrong check digit is refused before anything is sent.
  await page.getByRole("combobox", { name: "ID type" }).selectOption("aadhaar")
  const wrong = `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`
  await page.getByRole("textbox", { name: "ID number" }).fill(wrong)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("Enter the number as it is on the ID.")).toBeVisible()
  await expect(page.getByText("Add a photo of the ID.")).toBeVisible()
  await page.getByRole("textbox", { name: "ID number" }).fill(AADHAAR)
  await expect(page.getByText("Enter the number as it is on the ID.")).toBeHidden()
  await page.getByLabel("Photo of the ID").setInputFiles(idPhoto())
  await expect(page.getByText("Add a photo of the ID.")).toBeHidden()
  await expect(page.getByText(/only until your check-out time/)).toBeVisible()
  await shot(page, testInfo, "1-photo-id")
  await page.getByRole("button", { name: "Continue" }).click()

  // Step 2: preferences; the hotel assigns the room.
  await expect(page.getByText("they assign your room when you arrive")).toBeVisible()
  await page.getByRole("combobox", { name: "Floor" }).selectOption("high")
  await page.getByRole("checkbox", { name: "Near the lift" }).check()
  await page.getByLabel("Expected arrival time").fill("18:30")
  await shot(page, testInfo, "2-room")
  await page.getByRole("button", { name: "Complete check-in" }).click()

  const done = page.getByRole("region", { name: "Web check-in done" })
  await expect(done).toBeVisible()
  await expect(done).toContainText(/WC[A-Z2-9]{8}/)
  await expect(done).toContainText(`Aadhaar ending ${AADHAAR.slice(-4)}`)
  await expect(done).toContainText("Higher floor · Near the lift · Arriving around 18:30")
  await shot(page, testInfo, "3-complete")

  // Coming back shows the summary, not the forms.
  await page.reload()
  await expect(page.getByRole("region", { name: "Web check-in done" })).toBeVisible()
  const reference = (await done.textContent())?.match(/WC[A-Z2-9]{8}/)?.[0]
  // The booking's page says it is done, with the reference, and offers it no more.
  await page.goto(`/account/booking-history/${orderId}/`)
  await expect(page.getByText(`Web check-in done · reference ${reference}`)).toBeVisible()
  await expect(page.getByRole("link", { name: "Web check-in" })).toHaveCount(0)
})
