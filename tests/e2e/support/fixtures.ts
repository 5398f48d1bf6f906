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
export const test = base.extend<{ I: Traveller; problems: PageProblems }>({
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
  I: async ({ page }, use) => {
    await use(new Traveller(page))
  },
})

export { expect }
