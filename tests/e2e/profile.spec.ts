import type { Page, TestInfo } from "@playwright/test"
import { FIXTURE_PASSWORD, memberFor, nationalPhone } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/**
 * /account/profile/ (spec-checkout §2, §3 'Constants of the profile', §4 'WhatsApp opt-in'; ADR
 * 089) at 375 px and 1280 px: the member sets title, gender, language and a preference, saves,
 * reloads and sees them; moves the WhatsApp toggle; and Sign Out from the page lands on /.
 */

const SHOTS = "/tmp/profile-shots"

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true })

test("a member edits their profile details and WhatsApp updates, then signs out to the home page", async ({
  I,
  page,
}, testInfo) => {
  const member = memberFor(testInfo, "profileDetails")
  await I.open("/login/")
  await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
  await I.accountMenu.click()
  await page.getByRole("link", { name: "My Profile" }).click()
  await expect(page).toHaveURL("/account/profile/")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Profile")
  // Member only and never indexed (the registry's `indexed: false`).
  const served = await page.request.get("/account/profile/")
  expect(served.headers()["x-robots-tag"]).toBe("noindex")

  const contact = page.getByRole("region", { name: "Contact details" })
  await expect(contact).toContainText(member.email)
  await expect(contact).toContainText(`+91 ${nationalPhone(member)}`)
  await expect(contact.getByRole("link", { name: "Change name or mobile number" })).toHaveAttribute(
    "href",
    "/update-profile/",
  )

  const title = page.getByRole("combobox", { name: "Title" })
  const gender = page.getByRole("combobox", { name: "Gender" })
  const language = page.getByRole("combobox", { name: "Preferred language" })
  const spa = page.getByRole("checkbox", { name: "Spa" })
  const whatsapp = page.getByRole("switch", { name: /Booking updates on WhatsApp/ })
  await expect(title).toBeEnabled()
  await shot(page, testInfo, "1-loaded")

  await title.selectOption("Dr.")
  await gender.selectOption("female")
  await language.selectOption("en-IN")
  await spa.check()
  await page.getByRole("textbox", { name: "Note for Spa (optional)" }).fill("Evening slots, please")
  const wasOptedIn = await whatsapp.isChecked()
  await whatsapp.setChecked(!wasOptedIn)
  await page.getByRole("button", { name: "Save changes" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible()
  await shot(page, testInfo, "2-saved")

  await page.reload()
  await expect(title).toHaveValue("Dr.")
  await expect(gender).toHaveValue("female")
  await expect(language).toHaveValue("en-IN")
  await expect(spa).toBeChecked()
  await expect(page.getByRole("textbox", { name: "Note for Spa (optional)" })).toHaveValue(
    "Evening slots, please",
  )
  await expect(whatsapp).toBeChecked({ checked: !wasOptedIn })

  // Back as it was, so a rerun starts from the same place.
  await whatsapp.setChecked(wasOptedIn)
  await spa.uncheck()
  await title.selectOption("")
  await page.getByRole("button", { name: "Save changes" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible()
  await page.reload()
  await expect(whatsapp).toBeChecked({ checked: wasOptedIn })
  await expect(title).toHaveValue("")

  // spec-checkout §2: Sign Out on the profile page goes to /.
  await I.signOut()
  await expect(page).toHaveURL("/")
  await I.seeSignedOut()
})
