import { expect, type Locator, type Page } from "@playwright/test"
import { Inbox } from "./member.ts"

/**
 * A page model that reads like the traveller's actions: `I.typeLocation("kora")`,
 * `I.seeOption("Koramangala", "Locality")`. Locators use roles and visible names only, as a
 * screen-reader user would find things.
 */
export class Traveller {
  readonly page: Page
  readonly inbox: Inbox

  constructor(page: Page) {
    this.page = page
    this.inbox = new Inbox(page)
  }

  get locationInput(): Locator {
    return this.page.getByRole("combobox", { name: "Location" })
  }

  get suggestions(): Locator {
    return this.page.getByRole("listbox", { name: "Suggestions" })
  }

  option(label: string): Locator {
    return this.suggestions.getByRole("option", { name: new RegExp(`^${escapeRegExp(label)}\\b`) })
  }

  /** Opens a page and waits until React has hydrated it, so typing reaches the machines. */
  async open(path: string) {
    const response = await this.page.goto(path)
    await expect(this.page.locator("html[data-hydrated]")).toBeAttached()
    return response
  }

  async typeLocation(text: string) {
    await this.locationInput.click()
    await this.locationInput.fill(text)
  }

  async focusLocation() {
    await this.locationInput.focus()
  }

  async seeOption(label: string, tag?: string) {
    const option = this.option(label)
    await expect(option).toBeVisible()
    if (tag !== undefined) await expect(option).toContainText(tag)
    return option
  }

  async seeOptions(count: number) {
    await expect(this.suggestions.getByRole("option")).toHaveCount(count)
  }

  /** Moves down the list with the arrow key until `label` is highlighted, then presses Enter. */
  async pickWithKeyboard(label: string) {
    const option = await this.seeOption(label)
    const total = await this.suggestions.getByRole("option").count()
    for (let i = 0; i < total; i++) {
      await this.locationInput.press("ArrowDown")
      if ((await option.getAttribute("aria-selected")) === "true") break
    }
    await expect(option).toHaveAttribute("aria-selected", "true")
    await expect(this.locationInput).toHaveAttribute(
      "aria-activedescendant",
      (await option.getAttribute("id"))!,
    )
    await this.locationInput.press("Enter")
  }

  async pickWithMouse(label: string) {
    await (await this.seeOption(label)).click()
  }

  // Signing in, out and up (web/features/account).

  get signInLink(): Locator {
    return this.page.getByRole("link", { name: "Sign In", exact: true })
  }

  get accountMenu(): Locator {
    return this.page.getByRole("button", { name: "My Account" })
  }

  /** The form's announced failure (role=alert), e.g. the server's message. */
  get formError(): Locator {
    return this.page.getByRole("alert").filter({ hasText: /\S/ })
  }

  async signInWithEmail(email: string, password: string) {
    await this.page.getByRole("textbox", { name: "E-mail address" }).fill(email)
    await this.page.getByLabel("Password", { exact: true }).fill(password)
    await this.page.getByRole("button", { name: "Sign in", exact: true }).click()
  }

  async askForCodeOn(phone: string) {
    await this.page.getByRole("radio", { name: "Mobile number" }).check()
    await this.page.getByRole("textbox", { name: "Mobile number" }).fill(phone)
    await this.page.getByRole("button", { name: "Send code" }).click()
  }

  async readOtpFromOutbox(phone: string, nth = 1): Promise<string> {
    return this.inbox.otpFor(phone, nth)
  }

  async enterCode(code: string) {
    await this.page.getByRole("textbox", { name: "6-digit code" }).fill(code)
    await this.page.getByRole("button", { name: "Verify and sign in" }).click()
  }

  async seeSignedInAs(name: string) {
    await expect(this.accountMenu).toBeVisible()
    await expect(this.signInLink).toBeHidden()
    await this.accountMenu.click()
    await expect(this.page.getByText(name, { exact: true })).toBeVisible()
    await this.page.keyboard.press("Escape")
  }

  async seeSignedOut() {
    await expect(this.signInLink).toBeVisible()
    await expect(this.accountMenu).toBeHidden()
  }

  async signOut() {
    await this.accountMenu.click()
    await this.page.getByRole("button", { name: "Sign Out" }).click()
  }

  async seeLocation(value: string) {
    await expect(this.locationInput).toHaveValue(value)
    await expect(this.locationInput).toHaveAttribute("aria-expanded", "false")
    await expect(this.suggestions).toBeHidden()
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
