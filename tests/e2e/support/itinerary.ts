import { expect, type Page } from "@playwright/test"

/** The itinerary's first panel: goes on as a guest with `email`. */
export const continueAsGuest = async (page: Page, email: string) => {
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email)
  await page.getByRole("button", { name: "Continue as guest" }).click()
  await expect(page.getByText("Welcome Guest")).toBeVisible()
  await expect(page.getByText(`Booking confirmation will be sent to ${email}`)).toBeVisible()
}

/** The traveller panel: fills the name and mobile number and goes on to payment. */
export const fillDetails = async (page: Page, name: string, mobile: string) => {
  await page.getByRole("textbox", { name: "Full name" }).fill(name)
  await page.getByRole("textbox", { name: "Mobile number" }).fill(mobile)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText(`${name}, +91 ${mobile}`)).toBeVisible()
}
