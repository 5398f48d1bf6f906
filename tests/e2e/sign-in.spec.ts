import {
  FIXTURE_PASSWORD,
  freshPhone,
  fullName,
  guestFor,
  memberFor,
  nationalPhone,
} from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe("signing in", () => {
  test("by e-mail returns the member to the page the Sign In link came from", async ({
    I,
    page,
  }, testInfo) => {
    await I.open("/?from=e2e")
    await I.signInLink.click()
    await expect(page).toHaveURL("/login/?redirect=%2F%3Ffrom%3De2e")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/?from=e2e")
    await I.seeSignedInAs(fullName(memberFor(testInfo, "signIn")))
  })

  test("a wrong password shows the server's message and keeps the visitor signed out", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    await I.open("/login/")
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, "not the password")
    await expect(I.formError).toHaveText("The e-mail address or password is incorrect. Please try again.")
    await expect(page).toHaveURL("/login/")
    await I.seeSignedOut()
    // The browser logs the refused request itself; that 400 is what this test asks for.
    expect(problems.consoleErrors).toEqual([expect.stringContaining("status of 400")])
    problems.consoleErrors.length = 0
  })

  test("names the fields it cannot send, at the field, and moves focus to the first", async ({ I, page }) => {
    await I.open("/login/")
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    const email = page.getByRole("textbox", { name: "E-mail address" })
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute("aria-invalid", "true")
    await expect(email).toHaveAccessibleDescription("Enter your e-mail address")
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
      "Enter your password",
    )
  })

  test("by phone with the SMS code read from the outbox", async ({ I, page }, testInfo) => {
    const phone = nationalPhone(memberFor(testInfo, "signIn"))
    await I.open("/login/?redirect=%2F")
    await I.askForCodeOn(phone)
    await expect(page.getByText(/We sent a 6-digit code to \+91/)).toBeVisible()
    // spec-checkout §9: Resend waits 30 s; the server counted this first send of 6.
    await expect(page.getByRole("button", { name: /Resend code in \d+ s/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    )
    await expect(page.getByText("You can ask for 5 more codes.")).toBeVisible()
    await I.enterCode(await I.readOtpFromOutbox(phone))
    await expect(page).toHaveURL("/")
    await I.seeSignedInAs(fullName(memberFor(testInfo, "signIn")))
  })

  test("Sign Out returns the header to Sign In, and the old token stops working", async ({
    I,
    page,
  }, testInfo) => {
    await I.open("/login/")
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, FIXTURE_PASSWORD)
    await expect(I.accountMenu).toBeVisible()
    const token = await page.evaluate(() => window.localStorage.getItem("auth_token"))
    expect(token).toBeTruthy()
    await I.signOut()
    await I.seeSignedOut()
    expect(await page.evaluate(() => window.localStorage.getItem("auth_token"))).toBeNull()
    const profile = await page.request.get("/api/v1/profile/detail", {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(profile.status()).toBe(401)
  })

  test("a signed-in member keeps the session across reloads, and /login/ sends them on", async ({
    I,
    page,
  }, testInfo) => {
    await I.open("/login/")
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/")
    // A fresh server render is anonymous; the menu appears after hydration, without a mismatch
    // (the fixture fails the test on any console error).
    await I.open("/")
    await expect(I.accountMenu).toBeVisible()
    await I.open("/login/")
    await expect(page).toHaveURL("/")
    await expect(I.accountMenu).toBeVisible()
  })

  test("the My Account menu works from the keyboard", async ({ I, page }, testInfo) => {
    await I.open("/login/")
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, FIXTURE_PASSWORD)
    await I.accountMenu.focus()
    await page.keyboard.press("Enter")
    await expect(I.accountMenu).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: "My Profile" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(I.accountMenu).toHaveAttribute("aria-expanded", "false")
    await expect(I.accountMenu).toBeFocused()
  })

  test("Resend is offered 30 s after a code went out, and counts down the codes left", async ({
    I,
    page,
  }) => {
    const phone = freshPhone()
    await page.clock.install()
    await I.open("/login/")
    await I.askForCodeOn(phone)
    const resend = page.getByRole("button", { name: /^Resend code/ })
    await expect(resend).toHaveAttribute("aria-disabled", "true")
    await page.clock.fastForward(29_000)
    await expect(resend).toHaveAttribute("aria-disabled", "true")
    await page.clock.fastForward(1_500)
    await expect(resend).toHaveAccessibleName("Resend code")
    await expect(resend).toHaveAttribute("aria-disabled", "false")
    // The server keeps its own 30 s between sends (ADR 051), on its own clock.
    await page.request.post("/api/test/clock/advance", { data: { ms: 31_000 } })
    await resend.click()
    await expect(page.getByText("You can ask for 4 more codes.")).toBeVisible()
    await expect(resend).toHaveAttribute("aria-disabled", "true")
    await I.enterCode(await I.readOtpFromOutbox(phone, 2))
    await expect(I.accountMenu).toBeVisible()
  })
})

test.describe("signing up", () => {
  test("creates an account, signs it in and returns to the origin", async ({ I, page }) => {
    const phone = freshPhone()
    await I.open("/login/?redirect=%2F%3Ffrom%3Dsignup")
    await page.getByRole("link", { name: "Create an account" }).click()
    await expect(page).toHaveURL("/signup/?redirect=%2F%3Ffrom%3Dsignup")
    await page.getByRole("textbox", { name: "First name" }).fill("Meera")
    await page.getByRole("textbox", { name: "Last name" }).fill("Iyer")
    await page.getByRole("textbox", { name: "E-mail address" }).fill(`meera.${phone}@example.in`)
    await page.getByRole("textbox", { name: "Mobile number" }).fill(phone)
    await page.getByLabel("Password", { exact: true }).fill("a long enough secret")
    await page.getByRole("button", { name: "Create account" }).click()
    await expect(page).toHaveURL("/?from=signup")
    await I.seeSignedInAs("Meera Iyer")
  })
})

test.describe("forgetting the password", () => {
  test("the e-mailed link sets a new password that signs in", async ({ I, page }, testInfo) => {
    // Guests have no password until they set one this way (docs/fixtures.md).
    const guest = guestFor(testInfo)
    await I.open("/login/")
    await page.getByRole("link", { name: "Forgot password?" }).click()
    // /login/ has an "E-mail address" field too: wait until the lazy page has replaced it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?")
    await page.getByRole("textbox", { name: "E-mail address" }).fill(guest.email)
    await page.getByRole("button", { name: "Send reset link" }).click()
    await expect(page.getByRole("status")).toContainText(`If an account uses ${guest.email}`)

    await I.open(await I.inbox.resetLinkFor(guest.email))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password")
    await page.getByLabel("New password", { exact: true }).fill("my new password 1")
    await page.getByRole("button", { name: "Save and sign in" }).click()
    await expect(page).toHaveURL("/")
    await I.seeSignedInAs(fullName(guest))

    await I.signOut()
    await I.seeSignedOut()
    await I.open("/login/")
    await I.signInWithEmail(guest.email, "my new password 1")
    await expect(I.accountMenu).toBeVisible()
  })
})
