import type { Locator, Page, TestInfo } from "@playwright/test"
import type { User } from "#core/catalogue/people.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD, fullName, nationalPhone } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"
import type { Traveller } from "./support/traveller.ts"

/**
 * A signed-in member's checkout (spec-checkout §3 'Wallet', 'Traveller details'; §4 'Checkout
 * panels', 'Cart and payment'), at 375 px and 1280 px: welcomed by name, their details filled in,
 * their Treebo Club points applied by default for at most 20 % of the bill (docs/rewards.md
 * 'Spending'), taken off and put back, then paid now in the gateway's window through to the
 * confirmation. A member without points pays the whole total.
 *
 * akash.kapoor.18 holds ₹2,790 of points (fixtures/data/points.ts); both projects spend a fifth of
 * a one-night stay from it, which the balance covers twice over. farhan.mishra.19 and
 * rekha.agarwal.20 hold none.
 */

const HOTEL_PATH = "/hotels-in-bengaluru/itsy-orchid-nest-marathahalli-1037/"

const users = loadCatalogue({ baseDate: dayInIndia(Date.now()) }).users
const userWith = (email: string): User => {
  const user = users.find((each) => each.email === email)
  if (user === undefined) throw new Error(`No fixture user ${email}`)
  return user
}
const memberWithPoints = userWith("akash.kapoor.18@example.com")
/** One member without points per project, so neither project's bookings touch the other's. */
const memberWithoutPoints = (testInfo: TestInfo) =>
  userWith(
    testInfo.project.name === "mobile" ? "rekha.agarwal.20@example.com" : "farhan.mishra.19@example.com",
  )

/** One night for one adult, months away from the nights other browser tests book. */
const stayFor = (testInfo: TestInfo, offset: number) => {
  const checkin = addDays(
    dayInIndia(Date.now()),
    150 + offset + (testInfo.project.name === "mobile" ? 10 : 0),
  )
  return { checkin, checkout: addDays(checkin, 1), roomconfig: "1-0" }
}

/** Paise of an amount as the page shows it: '₹3,937.26' → 393726, '₹787' → 78700, '−₹5' → -500. */
const paiseOf = (text: string | null): number => {
  const shown = (text ?? "").trim()
  const amount = /₹([\d,]+)(?:\.(\d{2}))?/.exec(shown)
  if (amount === null) throw new Error(`No rupee amount in ${JSON.stringify(shown)}`)
  const paise = Number(amount[1]!.replace(/,/g, "")) * 100 + Number(amount[2] ?? "0")
  return /^[−-]/.test(shown) ? -paise : paise
}
const paiseIn = async (locator: Locator) => paiseOf(await locator.textContent())

/** The itinerary's price details, its points and the member's wallet, as a traveller reads them. */
class Itinerary {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  get priceDetails(): Locator {
    return this.page.getByRole("complementary", { name: "Price details" })
  }

  get total(): Locator {
    return this.page.getByTestId("checkout-total")
  }

  get payNow(): Locator {
    return this.page.getByTestId("checkout-pay-now")
  }

  /** The breakup's 'Treebo Club points' line, shown only while points pay part of the stay. */
  get pointsLine(): Locator {
    return this.priceDetails
      .locator("dl > div")
      .filter({ has: this.page.getByRole("term").filter({ hasText: /^Treebo Club points$/ }) })
      .getByRole("definition")
  }

  get wallet(): Locator {
    return this.priceDetails.getByRole("region", { name: "Treebo Club points" })
  }

  get usePoints(): Locator {
    return this.wallet.getByRole("checkbox", { name: "Use my points" })
  }

  panel(step: number, title: string): Locator {
    return this.page.getByRole("region", { name: `Step ${step}: ${title}` })
  }

  /** Nothing in the price details is being priced again. */
  async settled() {
    await expect(this.total).toBeVisible()
    await expect(this.priceDetails.locator('[aria-busy="true"]')).toHaveCount(0)
  }
}

/**
 * Opens the hotel for the stay and books its preselected room; answers the total the hotel page
 * showed. The page's HTML is anonymous (ADR 075): for a signed-in member, Book is pressed once the
 * page shows their own price instead of the HTML's.
 */
const bookFromHotel = async (I: Traveller, stay: ReturnType<typeof stayFor>, signedIn: boolean) => {
  const response = await I.open(`${HOTEL_PATH}?${new URLSearchParams(stay)}`)
  const total = I.page.getByTestId("summary-total")
  if (signedIn) {
    const anonymousTotal = /data-testid="summary-total"[^>]*>([^<]+)</.exec(
      (await response?.text()) ?? "",
    )?.[1]
    expect(anonymousTotal, "the hotel page's HTML shows a total").toBeDefined()
    await expect(total).not.toHaveText(anonymousTotal!)
  }
  const book = I.page.getByTestId("book-link").first()
  await expect(book).toBeVisible()
  const hotelTotal = await paiseIn(total)
  await book.click()
  await expect(I.page).toHaveURL(/\/itinerary\/\?/)
  await expect(I.page.getByTestId("checkout-total")).toBeVisible()
  return hotelTotal
}

/** Signing in checks the password with scrypt (server/accounts/passwords.ts): seconds on a busy machine. */
const SIGN_IN_MS = 15_000

const breakupLine = (page: Page, key: string) =>
  page.locator(`[data-testid="price-breakup"] [data-line="${key}"] dd`)

test.describe("a member's checkout", () => {
  test("is prefilled, takes the member's points by default and off and on, and pays the rest now", async ({
    I,
    page,
  }, testInfo) => {
    // The whole journey, from signing in to the confirmation, in one test.
    test.slow()
    const member = memberWithPoints
    // The processing page waits 5 s before the confirmation; that wait runs on Playwright's clock.
    await page.clock.install()
    await I.open("/login/")
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await expect(I.accountMenu).toBeVisible({ timeout: SIGN_IN_MS })
    const hotelTotal = await bookFromHotel(I, stayFor(testInfo, 0), true)

    const itinerary = new Itinerary(page)
    // spec-checkout §4: a signed-in member is welcomed by name and starts on the rate plan.
    const contact = itinerary.panel(1, "Contact")
    await expect(contact).toContainText(`Welcome ${fullName(member)}`)
    await expect(contact.getByRole("link", { name: "Sign in" })).toHaveCount(0)
    await expect(contact.getByRole("button", { name: "Continue as guest" })).toHaveCount(0)

    // spec-checkout §4 'Cart and payment': the wallet is applied by default.
    await expect(itinerary.usePoints).toBeChecked()
    await expect(itinerary.pointsLine).toBeVisible()
    await itinerary.settled()
    const totalPaise = await paiseIn(itinerary.total)
    const pointsPaise = -(await paiseIn(itinerary.pointsLine))
    const payablePaise = await paiseIn(itinerary.payNow)
    // DESIGN.md 'Total price transparency': the member's price on the hotel page is the total here.
    expect(totalPaise).toBe(hotelTotal)
    await expect(page.getByText("The price has changed")).toHaveCount(0)
    // docs/rewards.md 'Spending': points pay a fifth of the bill, to the paisa, within the balance.
    expect(pointsPaise).toBe(Math.floor((totalPaise * 20) / 100))
    expect(pointsPaise).toBeLessThanOrEqual(await paiseIn(itinerary.wallet.getByText(/^Balance ₹/)))
    expect(payablePaise).toBe(totalPaise - pointsPaise)
    expect(paiseOf(await itinerary.wallet.getByText(/paid with points$/).textContent())).toBe(pointsPaise)
    await page.screenshot({
      path: testInfo.outputPath(`itinerary-points-${testInfo.project.name}.png`),
      fullPage: true,
    })

    // The box follows the wallet as the server priced it: it changes once the cart is priced again.
    await itinerary.usePoints.click()
    await expect(itinerary.usePoints).not.toBeChecked()
    await expect(itinerary.pointsLine).toHaveCount(0)
    await expect(itinerary.wallet.getByText(/paid with points$/)).toHaveCount(0)
    await itinerary.settled()
    await expect.poll(() => paiseIn(itinerary.payNow)).toBe(payablePaise + pointsPaise)
    expect(await paiseIn(itinerary.total)).toBe(totalPaise)

    await itinerary.usePoints.click()
    await expect(itinerary.usePoints).toBeChecked()
    await expect(itinerary.pointsLine).toBeVisible()
    await itinerary.settled()
    await expect.poll(() => paiseIn(itinerary.payNow)).toBe(payablePaise)
    expect(-(await paiseIn(itinerary.pointsLine))).toBe(pointsPaise)
    expect(await paiseIn(itinerary.total)).toBe(totalPaise)

    // spec-checkout §3 'Traveller details': the member's own name, +91 mobile and e-mail.
    await itinerary.panel(2, "Rate plan").getByRole("button", { name: "Continue" }).click()
    const details = itinerary.panel(3, "Traveller details")
    await expect(details.getByRole("textbox", { name: "Full name" })).toHaveValue(fullName(member))
    await expect(details.getByRole("combobox", { name: "Country code" })).toHaveValue("+91")
    await expect(details.getByRole("textbox", { name: "Mobile number" })).toHaveValue(nationalPhone(member))
    await expect(details.getByRole("textbox", { name: "E-mail address" })).toHaveValue(member.email)
    await details.getByRole("button", { name: "Continue" }).click()
    await expect(details).toContainText(`${fullName(member)}, +91 ${nationalPhone(member)}`)

    const pay = page.getByRole("button", { name: /^Pay ₹/ })
    await expect(pay).toBeEnabled()
    expect(await paiseIn(pay)).toBe(payablePaise)
    await pay.click()
    await page.frameLocator('iframe[title="Payment"]').getByRole("button", { name: /^Pay/ }).click()
    await expect(page).toHaveURL(/\/payment-process\/BK[A-Z0-9]+\/$/)
    // spec-checkout §4 'Payment processing page': the outcome is known, the page goes on after 5 s.
    await expect(page.getByTestId("payment-process")).toHaveAttribute("aria-busy", "false")
    await page.clock.fastForward(5_000)
    await expect(page).toHaveURL(/\/confirmation\/BK[A-Z0-9]+\/$/)

    await expect(page.getByRole("heading", { level: 1, name: "Your booking is confirmed" })).toBeVisible()
    await expect(page.getByTestId("payment-status")).toHaveText("Paid")
    await expect(page.getByRole("main").getByText(member.email)).toBeVisible()
    await expect(page.getByRole("main").getByText(fullName(member))).toBeVisible()
    expect(await paiseIn(breakupLine(page, "total"))).toBe(totalPaise)
    await expect(page.locator('[data-testid="price-breakup"] [data-line="points"] dt')).toHaveText(
      "Paid with Treebo points",
    )
    expect(await paiseIn(breakupLine(page, "points"))).toBe(-pointsPaise)
    expect(await paiseIn(breakupLine(page, "paidNow"))).toBe(-payablePaise)
    await expect(breakupLine(page, "balance")).toHaveCount(0)
    await page.screenshot({
      path: testInfo.outputPath(`confirmation-points-${testInfo.project.name}.png`),
      fullPage: true,
    })
  })

  test("a member without points signs in from checkout, gets the member price and pays the whole total", async ({
    I,
    page,
  }, testInfo) => {
    const member = memberWithoutPoints(testInfo)
    const guestTotal = await bookFromHotel(I, stayFor(testInfo, 1), false)
    const itinerary = new Itinerary(page)
    const memberDiscount = itinerary.priceDetails.getByRole("term").filter({ hasText: /^Member discount$/ })
    await expect(itinerary.wallet).toHaveCount(0)
    await expect(memberDiscount).toHaveCount(0)
    const contact = itinerary.panel(1, "Contact")
    await contact.getByRole("link", { name: "Sign in" }).click()
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fitinerary%2F/)
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await expect(page).toHaveURL(/\/itinerary\/\?/, { timeout: SIGN_IN_MS })
    await expect(contact).toContainText(`Welcome ${fullName(member)}`)

    // spec-checkout §4: signing in prices the cart again for the member, wallet applied.
    await expect(memberDiscount).toBeVisible()
    await expect(itinerary.wallet).toBeVisible()
    await itinerary.settled()
    // The member price is a saving the breakup lists, not a change since the hotel page.
    await expect(page.getByText("The price has changed")).toHaveCount(0)
    const totalPaise = await paiseIn(itinerary.total)
    expect(totalPaise).toBeLessThan(guestTotal)
    // With nothing in the wallet, nothing is paid with points: the whole total is paid now.
    expect(await paiseIn(itinerary.wallet.getByText(/^Balance ₹/))).toBe(0)
    await expect(itinerary.wallet.getByText(/paid with points$/)).toHaveCount(0)
    // No switch over an empty wallet: it says how points are earned instead.
    await expect(itinerary.usePoints).toHaveCount(0)
    await expect(itinerary.wallet).toContainText("No points yet")
    await expect(itinerary.pointsLine).toHaveCount(0)
    expect(await paiseIn(itinerary.payNow)).toBe(totalPaise)

    await itinerary.panel(2, "Rate plan").getByRole("button", { name: "Continue" }).click()
    const details = itinerary.panel(3, "Traveller details")
    await expect(details.getByRole("textbox", { name: "Full name" })).toHaveValue(fullName(member))
    await expect(details.getByRole("textbox", { name: "Mobile number" })).toHaveValue(nationalPhone(member))
    await expect(details.getByRole("textbox", { name: "E-mail address" })).toHaveValue(member.email)
    await details.getByRole("button", { name: "Continue" }).click()
    expect(await paiseIn(page.getByRole("button", { name: /^Pay ₹/ }))).toBe(totalPaise)
    await page.screenshot({
      path: testInfo.outputPath(`itinerary-no-points-${testInfo.project.name}.png`),
      fullPage: true,
    })
  })

  test("a signed-in member who opens an itinerary link anew gets the server's anonymous cart priced for them", async ({
    I,
    page,
  }, testInfo) => {
    const member = memberWithPoints
    await I.open("/login/")
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await expect(I.accountMenu).toBeVisible({ timeout: SIGN_IN_MS })
    const response = await I.open(
      `/itinerary/?${new URLSearchParams({ hotel_id: "1037", ...stayFor(testInfo, 2) })}`,
    )
    // The server's render is anonymous (ADR 112): its HTML holds a guest's cart and price.
    const html = (await response?.text()) ?? ""
    const htmlTotal = /data-testid="checkout-total"[^>]*>([^<]+)</.exec(html)?.[1]
    expect(htmlTotal, "the itinerary's HTML shows a total").toBeDefined()
    expect(html).not.toContain(">Member discount<")

    // Once the page knows the session, the same cart is priced for the member, points applied.
    const itinerary = new Itinerary(page)
    await expect(itinerary.panel(1, "Contact")).toContainText(`Welcome ${fullName(member)}`)
    await expect(
      itinerary.priceDetails.getByRole("term").filter({ hasText: /^Member discount$/ }),
    ).toBeVisible()
    await expect(itinerary.usePoints).toBeChecked()
    await itinerary.settled()
    const totalPaise = await paiseIn(itinerary.total)
    expect(totalPaise).toBeLessThan(paiseOf(htmlTotal!))
    expect(await paiseIn(itinerary.payNow)).toBe(totalPaise - Math.floor((totalPaise * 20) / 100))
  })
})
