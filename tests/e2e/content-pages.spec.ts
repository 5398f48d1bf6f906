import { mkdirSync } from "node:fs"
import { expect, test } from "./support/fixtures.ts"

/** /faq/ and /security/ (spec-checkout §2; docs/decisions/090-content-keys-and-pages.md). */

const SHOTS = "/tmp/content-page-shots"

test.describe("FAQ page", () => {
  // Both tests wait for hydration: before it the buttons are markup without their machine.
  test("opens one section at a time and shows the selected question's answer", async ({ I, page }, info) => {
    await I.open("/faq/")
    const booking = page.getByRole("button", { name: /^Booking/ })
    const payment = page.getByRole("button", { name: /^Payment/ })
    await expect(booking).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText("Check-in is from 12 pm")).toBeVisible()

    await page.getByRole("button", { name: "Do I need an account to book?" }).click()
    await expect(page.getByText("No. You can book as a guest")).toBeVisible()
    await expect(page.getByText("Check-in is from 12 pm")).toBeHidden()

    await payment.click()
    await expect(payment).toHaveAttribute("aria-expanded", "true")
    await expect(booking).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByRole("button", { name: "How can I pay?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    await expect(page.getByText("Pay now by card, UPI or net banking")).toBeVisible()
    await expect(page.getByRole("button", { name: "Do I need an account to book?" })).toBeHidden()
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/faq-${info.project.name}.png`, fullPage: true })
  })

  test("works from the keyboard", async ({ I, page }) => {
    await I.open("/faq/")
    const rewards = page.getByRole("button", { name: /^Treebo Club rewards/ })
    await rewards.focus()
    await page.keyboard.press("Enter")
    await expect(rewards).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Space")
    await expect(page.getByRole("button", { name: "How do I earn points?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    )
    await expect(page.getByText(/earn 5% of the money paid for a stay/)).toBeVisible()
    await rewards.press("Enter")
    await expect(rewards).toHaveAttribute("aria-expanded", "false")
  })
})

test("the responsible disclosure page lists its parts and the contributors", async ({ page }, info) => {
  await page.goto("/security/")
  for (const heading of [
    "Scope",
    "Exclusions",
    "Data we do not want",
    "Reporting",
    "Our commitments",
    "No compensation",
    "Contributors",
  ]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible()
  }
  await expect(page.getByRole("link", { name: "@meeranair" })).toHaveAttribute(
    "href",
    "https://github.com/meeranair",
  )
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/security-${info.project.name}.png`, fullPage: true })
})
