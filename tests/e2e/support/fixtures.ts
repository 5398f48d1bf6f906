import { test as base, expect } from "@playwright/test"
import { Traveller } from "./traveller.ts"

interface PageProblems {
  readonly consoleErrors: string[]
  readonly cspViolations: string[]
}

/**
 * `I` is the traveller's page model. Every test also fails on a console error, an uncaught page
 * error or a Content-Security-Policy violation (the CSP forbids inline scripts; the page must
 * not need any), unless the test empties `problems` for an error it expects.
 */
export const test = base.extend<{
  I: Traveller
  problems: PageProblems
  loginInterruptSeen: boolean
  seedLoginInterrupt: undefined
}>({
  /**
   * The login interrupt opens over browsing pages a few seconds after a page view (ADR 087) and
   * would cover other tests' pages, so every test starts as a visitor who closed it once. Tests of
   * the modal itself say `test.use({ loginInterruptSeen: false })`.
   */
  loginInterruptSeen: [true, { option: true }],
  seedLoginInterrupt: [
    async ({ page, loginInterruptSeen }, use) => {
      // Once per browser context: a sign-out later clears the flag as it should, and stays cleared.
      if (loginInterruptSeen)
        await page.addInitScript(() => {
          try {
            if (localStorage.getItem("test_interrupt_seeded") !== null) return
            localStorage.setItem("test_interrupt_seeded", "1")
            localStorage.setItem("login_interrupt_viewed", "0")
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        })
      await use(undefined)
    },
    { auto: true },
  ],
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { consoleErrors: [], cspViolations: [] }
      page.on("console", (message) => {
        if (message.type() === "error") problems.consoleErrors.push(message.text())
      })
      page.on("pageerror", (error) => problems.consoleErrors.push(`${error.name}: ${error.message}`))
      await page.exposeFunction("__reportCspViolation", (text: string) => problems.cspViolations.push(text))
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation
          report(`${event.violatedDirective} ${event.blockedURI}`)
        })
      })
      await use(problems)
      expect(problems.cspViolations, "CSP violations").toEqual([])
      expect(problems.consoleErrors, "console errors").toEqual([])
    },
    { auto: true },
  ],
  /**
   * Every test is a traveller on their own connection: the server trusts the loopback proxy
   * (TRUSTED_PROXIES in playwright.config.ts), so per-client limits count each test apart instead
   * of the whole run from 127.0.0.1.
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; this one has none.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "x-forwarded-for": clientAddressOf(`${testInfo.testId}:${testInfo.retry}`) })
  },
  I: async ({ page }, use) => {
    await use(new Traveller(page))
  },
})

/** An address in 198.18.0.0/15, the range set aside for test networks, drawn from the test's id. */
const clientAddressOf = (seed: string): string => {
  let hash = 2166136261
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 255}.${(hash >>> 16) & 255}`
}

export { expect }
