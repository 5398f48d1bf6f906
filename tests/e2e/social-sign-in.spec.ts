import { mkdirSync } from "node:fs"
import type { Page, TestInfo } from "@playwright/test"
import { dayInIndia } from "#core/dates/today.ts"
import { expect, test } from "./support/fixtures.ts"

/**
 * "Continue with Google" and "Continue with Facebook" (spec-checkout §1, §2; ADR 085) against the
 * server's sign-in sandbox: a popup of our own origin standing in for the provider's, whose
 * tokens the local issuer signs (the test server runs with test control).
 */

const SHOTS = "/tmp/social-shots"

/** A person the sandbox has never seen, so the first sign-in makes a new account. */
const newPerson = (testInfo: TestInfo) => {
  const id = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`
  return { name: "Meera Iyer", email: `social-${id}@example.com` }
}

/** Fills the sandbox window and presses one of its buttons. */
const inTheSandbox = async (popup: Page, person: { name: string; email: string } | null) => {
  await expect(popup.getByRole("heading", { name: "Sign in with Google" })).toBeVisible()
  if (person === null) {
    // Cancel closes its own window at once, so the click can lose its page before Playwright's
    // after-click checks finish; that error only counts when the window stayed open.
    await popup
      .getByRole("button", { name: "Cancel" })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    return
  }
  await popup.getByLabel("Name").fill(person.name)
  await popup.getByLabel("E-mail").fill(person.email)
  await popup.getByRole("button", { name: "Continue" }).click()
}

const continueWithGoogle = async (page: Page, scope = page.locator("body")) => {
  const popupOpened = page.waitForEvent("popup")
  await scope.getByRole("button", { name: "Continue with Google" }).click()
  return popupOpened
}

test.describe("social sign-in", () => {
  test("Google on /login/ signs a new person in and returns them to the page they came from", async ({
    I,
    page,
  }, testInfo) => {
    await I.open("/login/?redirect=%2Fcities%2F")
    await expect(page.getByRole("button", { name: "Continue with Facebook" })).toBeVisible()
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/login-${testInfo.project.name}.png`, fullPage: true })

    const person = newPerson(testInfo)
    const popup = await continueWithGoogle(page)
    await inTheSandbox(popup, person)
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(page).toHaveURL("/cities/")
    await I.seeSignedInAs(person.name)
  })

  test("Cancel in the provider's window leaves the visitor signed out, with no message", async ({
    I,
    page,
  }) => {
    await I.open("/login/")
    const popup = await continueWithGoogle(page)
    await inTheSandbox(popup, null)
    await expect.poll(() => popup.isClosed()).toBe(true)
    await expect(page.getByRole("button", { name: "Continue with Google" })).toBeEnabled()
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0)
    await expect(page).toHaveURL("/login/")
    await I.seeSignedOut()
  })

  test.describe("in the login interrupt", () => {
    test.use({ loginInterruptSeen: false })

    test("Google signs the visitor in and the dialog goes away", async ({ I, page }, testInfo) => {
      await page.clock.install({ time: new Date(`${dayInIndia(Date.now())}T12:00:00+05:30`) })
      await I.open("/cities/")
      await expect(page.getByTestId("login-interrupt")).toBeAttached()
      await page.clock.runFor(10_000)
      const dialog = page.getByRole("dialog", { name: /Members pay \d+% less/ })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole("button", { name: "Continue with Facebook" })).toBeVisible()
      mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: `${SHOTS}/login-interrupt-${testInfo.project.name}.png` })

      const person = newPerson(testInfo)
      const popup = await continueWithGoogle(page, dialog)
      await inTheSandbox(popup, person)
      await expect.poll(() => popup.isClosed()).toBe(true)
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL("/cities/")
      await I.seeSignedInAs(person.name)
    })
  })
})
