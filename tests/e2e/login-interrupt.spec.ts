import { mkdirSync } from "node:fs"
import type { Locator, Page } from "@playwright/test"
import { dayInIndia } from "#core/dates/today.ts"
import { FIXTURE_PASSWORD, memberFor } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"

/**
 * The login interrupt (spec-checkout §2, §4, §9; docs/decisions/087-login-interrupt.md). The
 * page's 10-second delay and the days between visits run on Playwright's clock, which the
 * browser's Date and timers read; the server keeps its own time.
 */

const SHOW_DELAY_MS = 10_000
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const SHOTS = "/tmp/interrupt-shots"

/** Noon in India on the server's day, so that the pages the server renders agree on "today". */
const noonToday = () => new Date(`${dayInIndia(Date.now())}T12:00:00+05:30`)

test.use({ loginInterruptSeen: false })

class Interrupt {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog", { name: /Members pay \d+% less/ })
  }

  /** Opens a page; the interrupt is listening once its (closed) dialog is in the page. */
  async open(path: string) {
    await this.page.goto(path)
    await this.ready()
  }

  async reload() {
    await this.page.reload()
    await this.ready()
  }

  async ready() {
    await expect(this.page.locator("html[data-hydrated]")).toBeAttached()
    await expect(this.page.getByTestId("login-interrupt")).toBeAttached()
  }

  /** Lets the page be on view for the delay: the modal opens then, not a second earlier. */
  async seeItAfterTheDelay() {
    await this.page.clock.runFor(SHOW_DELAY_MS - 1_000)
    await expect(this.dialog).toBeHidden()
    await this.page.clock.runFor(1_000)
    await expect(this.dialog).toBeVisible()
  }

  /** Half a minute on the page, and no modal. */
  async seeNothingFor30Seconds() {
    await this.page.clock.runFor(30_000)
    await expect(this.dialog).toBeHidden()
  }

  async storedShows(): Promise<number> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem("login_interrupt_shown") ?? "[]").length)
  }

  async viewedFlag(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem("login_interrupt_viewed"))
  }
}

test.describe("login interrupt", () => {
  test("a new visitor sees it after 10 s on a page, closes it, and it does not come back", async ({
    page,
    I,
  }, testInfo) => {
    const interrupt = new Interrupt(page)
    await page.clock.install({ time: noonToday() })
    await interrupt.open("/")
    await I.seeSignedOut()
    await interrupt.seeItAfterTheDelay()
    // The content's picture: decoration (no name), and really there.
    await expect(interrupt.dialog.getByRole("img")).toHaveCount(0)
    await expect
      .poll(() => interrupt.dialog.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await expect(interrupt.dialog.getByText("Sign in before you book")).toBeVisible()
    await expect(interrupt.dialog.getByRole("button", { name: "Sign in with Phone/Email" })).toBeVisible()
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/login-interrupt-${testInfo.project.name}.png` })
    expect(await interrupt.storedShows()).toBe(1)

    await interrupt.dialog.getByRole("button", { name: "Close" }).click()
    await expect(interrupt.dialog).toBeHidden()
    expect(await interrupt.viewedFlag()).not.toBeNull()

    await interrupt.open("/hotels-in-bengaluru/")
    await interrupt.seeNothingFor30Seconds()
    await interrupt.reload()
    await interrupt.seeNothingFor30Seconds()
  })

  test("Escape closes it too, and gives focus back", async ({ page, I }) => {
    const interrupt = new Interrupt(page)
    await page.clock.install({ time: noonToday() })
    await interrupt.open("/cities/")
    await I.signInLink.focus()
    await interrupt.seeItAfterTheDelay()
    expect(await interrupt.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press("Escape")
    await expect(interrupt.dialog).toBeHidden()
    await expect(I.signInLink).toBeFocused()
    expect(await interrupt.viewedFlag()).not.toBeNull()
  })

  test("'Sign in with Phone/Email' goes to /login/ with the page to come back to", async ({ page }) => {
    const interrupt = new Interrupt(page)
    await page.clock.install({ time: noonToday() })
    await interrupt.open("/hotels-in-bengaluru/")
    await interrupt.seeItAfterTheDelay()
    await interrupt.dialog.getByRole("button", { name: "Sign in with Phone/Email" }).click()
    await expect(page).toHaveURL("/login/?redirect=%2Fhotels-in-bengaluru%2F")
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
    await expect(interrupt.dialog).toBeHidden()
    // Not a close: the flag stays unset, and the limits count the show.
    expect(await interrupt.viewedFlag()).toBeNull()
    expect(await interrupt.storedShows()).toBe(1)
  })

  test("a signed-in member never sees it, nor downloads it", async ({ page, I }, testInfo) => {
    const interrupt = new Interrupt(page)
    const downloads: Array<string> = []
    page.on("request", (request) => {
      if (/\/assets\/login-interrupt-[^/]*\.js$/.test(request.url())) downloads.push(request.url())
    })
    await page.clock.install({ time: noonToday() })
    await I.open("/login/")
    await I.signInWithEmail(memberFor(testInfo, "signIn").email, FIXTURE_PASSWORD)
    await expect(I.accountMenu).toBeVisible()
    // Signed out on /login/, the visitor had it; a member opening the site does not.
    downloads.length = 0
    await I.open("/")
    await expect(I.accountMenu).toBeVisible()
    await interrupt.seeNothingFor30Seconds()
    await expect(page.getByTestId("login-interrupt")).toHaveCount(0)
    expect(downloads).toEqual([])
  })

  test("at most 3 times a day and 4 in 7 days, counted when shown", async ({ page }) => {
    const interrupt = new Interrupt(page)
    await page.clock.install({ time: noonToday() })
    // A visitor who never closes it and reloads instead: each show counts.
    await interrupt.open("/")
    await interrupt.seeItAfterTheDelay()
    for (const nth of [2, 3]) {
      await interrupt.reload()
      await interrupt.seeItAfterTheDelay()
      expect(await interrupt.storedShows()).toBe(nth)
    }
    await interrupt.reload()
    await interrupt.seeNothingFor30Seconds()

    // The next day in India: a fourth show, the last one of the 7 days.
    await page.clock.fastForward(DAY)
    await interrupt.reload()
    await interrupt.seeItAfterTheDelay()
    await page.clock.fastForward(DAY)
    await interrupt.reload()
    await interrupt.seeNothingFor30Seconds()

    // 7 × 24 hours after the first day's shows, only the fourth still counts.
    await page.clock.fastForward(5 * DAY + HOUR)
    await interrupt.reload()
    await interrupt.seeItAfterTheDelay()
  })
})
