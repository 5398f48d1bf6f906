import { FIXTURE_PASSWORD, freshPhone, memberFor, nationalPhone } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe("member-only pages", () => {
  test("/update-profile/ sends a signed-out visitor to sign in, and back after it", async ({
    I,
    page,
  }, testInfo) => {
    const member = memberFor(testInfo, "signIn")
    const response = await I.open("/update-profile/")
    // The server does not know the session: its page holds no part of the member's form.
    expect(response?.headers()["cache-control"]).toBe("no-store")
    expect(await response?.text()).not.toContain("First name")
    await expect(page).toHaveURL("/login/?redirect=%2Fupdate-profile%2F")
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/update-profile/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Update your profile")
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue(member.firstName)
    await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue(nationalPhone(member))
  })

  test("a session the server no longer knows ends at the first call, and signing in returns there", async ({
    I,
    page,
    problems,
  }, testInfo) => {
    await I.open("/")
    // What a session revoked elsewhere (a password reset, an expiry) leaves in the browser.
    await page.evaluate(() => {
      localStorage.setItem(
        "auth_user",
        JSON.stringify({ id: "1", email: "x@example.com", name: "X", mobile: "" }),
      )
      localStorage.setItem("auth_token", "no-longer-valid")
    })
    await I.open("/update-profile/")
    await expect(page).toHaveURL("/login/?redirect=%2Fupdate-profile%2F")
    await I.seeSignedOut()
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull()
    // spec-checkout §8: the 401s that ended it (the page's call and the club link's balance call)
    // are what this test asks for.
    await page.waitForLoadState("networkidle")
    expect(problems.consoleErrors.length).toBeGreaterThan(0)
    for (const error of problems.consoleErrors) expect(error).toContain("status of 401")
    problems.consoleErrors.length = 0
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL("/update-profile/")
  })
})

test.describe("updating the profile", () => {
  test("a new name, reached from My Profile, shows in the account menu; signing out there leads to sign in", async ({
    I,
    page,
  }, testInfo) => {
    const member = memberFor(testInfo, "editName")
    await I.open("/login/")
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await I.accountMenu.click()
    await page.getByRole("link", { name: "My Profile" }).click()
    await expect(page).toHaveURL("/account/profile/")
    // Name and mobile change on the editor, which asks for the OTP for a new number.
    await page.getByRole("link", { name: "Change name or mobile number" }).click()
    await expect(page).toHaveURL("/update-profile/")
    const lastName = page.getByRole("textbox", { name: "Last name" })
    await expect(lastName).toHaveValue(member.lastName)
    await lastName.fill("Rao")
    await page.getByRole("button", { name: "Save changes" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible()
    await expect(lastName).toHaveValue("Rao")
    await I.seeSignedInAs(`${member.firstName} Rao`)

    await I.signOut()
    await expect(page).toHaveURL("/login/?redirect=%2Fupdate-profile%2F")
    await I.seeSignedOut()
  })

  test("a new mobile number is saved with the code sent to it", async ({ I, page }, testInfo) => {
    const member = memberFor(testInfo, "changePhone")
    const phone = freshPhone()
    await I.open("/login/?redirect=%2Fupdate-profile%2F")
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await page.getByRole("textbox", { name: "Mobile number" }).fill(phone)
    await page.getByRole("button", { name: "Save changes" }).click()
    await expect(page.getByText(/We sent a 6-digit code to \+91/)).toBeVisible()
    const code = await I.readOtpFromOutbox(phone)
    await page.getByRole("textbox", { name: "6-digit code" }).fill(code)
    await page.getByRole("button", { name: "Verify and save" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Mobile number" })).toHaveValue(phone)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("auth_user") ?? "{}").mobile)).toBe(
      phone,
    )
  })
})
