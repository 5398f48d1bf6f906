import { expect, type Locator, type Page } from "@playwright/test"

/**
 * A page model that reads like the traveller's actions: `I.typeLocation("kora")`,
 * `I.seeOption("Koramangala", "Locality")`. Locators use roles and visible names only, as a
 * screen-reader user would find things.
 */
export class Traveller {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
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

  async seeLocation(value: string) {
    await expect(this.locationInput).toHaveValue(value)
    await expect(this.locationInput).toHaveAttribute("aria-expanded", "false")
    await expect(this.suggestions).toBeHidden()
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
