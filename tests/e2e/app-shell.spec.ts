import { FIXTURE_PASSWORD, memberFor } from "./support/accounts.ts"
import { expect, test } from "./support/fixtures.ts"

test.describe("app shell", () => {
  test("the hydration scripts load after the page and its main picture have painted", async ({ I, page }) => {
    await I.open("/hotels-in-bengaluru/itsy-palm-international-mg-road-1044/")
    const timings = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
      const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      const started = (part: string) =>
        resources.find((r) => r.name.includes(`/assets/${part}`) && r.name.endsWith(".js"))?.startTime
      return {
        firstPaint,
        heroLoaded: resources.find((r) => hero !== null && r.name === hero.src)?.responseEnd,
        entry: started("entry-client-"),
        vendor: started("vendor-"),
        hydrate: started("hydrate-"),
        preloadsInHtml: document.querySelectorAll('link[rel="modulepreload"][fetchpriority="low"]').length,
      }
    })
    expect(timings.preloadsInHtml).toBe(0)
    expect(timings.entry).toBeDefined()
    expect(timings.firstPaint).toBeDefined()
    expect(timings.heroLoaded).toBeDefined()
    expect(timings.vendor).toBeGreaterThan(timings.firstPaint!)
    expect(timings.vendor).toBeGreaterThan(timings.heroLoaded!)
    expect(timings.hydrate).toBeGreaterThan(timings.heroLoaded!)
  })

  test("'Sign In' carries the page the traveller is on", async ({ I, page, problems }) => {
    await I.open("/no-such-page/?from=mail")
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
      "href",
      "/login/?redirect=%2Fno-such-page%2F%3Ffrom%3Dmail",
    )
    problems.consoleErrors.length = 0 // the document's own 404
    await I.open("/")
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
      "href",
      "/login/?redirect=%2F",
    )
  })

  test("the support menu offers a chat link and the channel's phone number", async ({ I, page }) => {
    await I.open("/")
    const support = page.getByRole("button", { name: "Support" })
    await expect(support).toHaveAttribute("aria-expanded", "false")
    await support.click()
    await expect(support).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByRole("link", { name: "Chat with us" })).toBeVisible()
    const call = page.getByRole("link", { name: /Call us/ })
    await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/)
    await page.keyboard.press("Escape")
    await expect(call).toBeHidden()
    await expect(support).toBeFocused()
  })

  test("the distribution channel's host shows its own support number", async ({ I, page, baseURL }) => {
    const supportNumber = async () => {
      await page.getByRole("button", { name: "Support" }).click()
      return page.getByRole("link", { name: /Call us/ }).getAttribute("href")
    }
    await I.open("/")
    const website = await supportNumber()
    const gdc = new URL(baseURL ?? "http://127.0.0.1")
    gdc.hostname = "gdc1.localhost"
    await I.open(gdc.href)
    const channel = await supportNumber()
    expect(channel).toMatch(/^tel:\+91\d{10}$/)
    expect(channel).not.toBe(website)
  })

  test("'Our Brands' shows the four brand logos", async ({ I, page }, testInfo) => {
    test.skip(testInfo.project.name === "mobile", "the brands menu is a wide-screen affordance")
    await I.open("/")
    await page.getByRole("button", { name: "Our Brands" }).hover()
    for (const brand of ["Treebo", "Treebo Premium", "Itsy Hotels", "Medalio"]) {
      await expect(page.getByRole("img", { name: brand, exact: true })).toBeVisible()
    }
  })

  test("a page chunk that cannot be downloaded offers a reload, inside the shell", async ({
    I,
    page,
    problems,
  }) => {
    await page.route(/\/assets\/home-page-[^/]+\.js$/, (route) => route.abort())
    await I.open("/no-such-page/")
    await page.getByRole("link", { name: "Go to the home page" }).click()
    await expect(page.getByRole("heading", { name: "Sorry, something went wrong." })).toBeVisible()
    await expect(page.getByRole("link", { name: "Treebo Hotels home" })).toBeVisible()
    const reload = page.getByRole("button", { name: "Reload page" })
    await expect(reload).toBeVisible()
    // Expected here: the document's 404, the refused chunk and the boundary's report of it.
    expect(problems.consoleErrors.some((e) => /dynamically imported module|ERR_FAILED/.test(e))).toBe(true)
    problems.consoleErrors.length = 0

    // spec-search §8: the failure also reaches the error-reporting service.
    await expect
      .poll(async () => {
        const reports = (await (await page.request.get("/api/test/telemetry/errors")).json()) as {
          data: Array<{ message: string }>
        }
        return reports.data.some((r) => /dynamically imported module|Failed to fetch/.test(r.message))
      })
      .toBe(true)

    await page.unroute(/\/assets\/home-page-[^/]+\.js$/)
    await reload.click()
    await expect(I.locationInput).toBeVisible()
  })

  test("an anonymous visit's page view leaves without Effect; a member's carries their id (ADR 114)", async ({
    I,
    page,
  }, testInfo) => {
    const effectChunks: string[] = []
    page.on("request", (request) => {
      if (/\/assets\/effect-[^/]+\.js$/.test(request.url())) effectChunks.push(request.url())
    })
    await I.open("/hotels-in-bengaluru/")
    const anonymousId = await page.evaluate(() => localStorage.getItem("ab_user_id"))
    const pageViews = async () => {
      const events = (await (
        await page.request.get(`/api/test/telemetry/events?anonymous_id=${anonymousId}`)
      ).json()) as { data: Array<{ kind: string; name: string; user_id?: string }> }
      return events.data.filter((e) => e.kind === "page")
    }
    await expect.poll(async () => (await pageViews()).map((e) => e.name)).toEqual(["/hotels-in-bengaluru/"])
    // The session was restored as signed out (the interrupt listens only then) and the view sent;
    // nothing on the page has called the API.
    await expect(page.getByTestId("login-interrupt")).toBeAttached()
    expect(effectChunks).toEqual([])

    const member = memberFor(testInfo, "signIn")
    await I.open("/login/")
    await I.signInWithEmail(member.email, FIXTURE_PASSWORD)
    await I.open("/hotels-in-bengaluru/")
    const signedIn = await page.evaluate(() => JSON.parse(localStorage.getItem("auth_user") ?? "{}").id)
    await expect
      .poll(async () => (await pageViews()).filter((e) => e.user_id === signedIn).map((e) => e.name))
      .toContain("/hotels-in-bengaluru/")
  })

  test("keeps the campaign a visit arrived with and tracks each page view", async ({ I, page }) => {
    await I.open("/?utm_source=newsletter&utm_campaign=diwali")
    const stored = await page.evaluate(() => window.localStorage.getItem("campaign"))
    expect(JSON.parse(stored ?? "{}").values).toEqual({ utm_source: "newsletter", utm_campaign: "diwali" })
    // The anonymous id is made when the telemetry runtime loads, after hydration.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("ab_user_id"))).not.toBeNull()
    const anonymousId = await page.evaluate(() => window.localStorage.getItem("ab_user_id"))
    await expect
      .poll(async () => {
        const events = (await (
          await page.request.get(`/api/test/telemetry/events?anonymous_id=${anonymousId}`)
        ).json()) as { data: Array<{ kind: string; name: string }> }
        return events.data.filter((e) => e.kind === "page").map((e) => e.name)
      })
      .toContain("/")
  })
})
