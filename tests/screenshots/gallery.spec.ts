import { expect, test } from "../e2e/support/fixtures.ts"
import { galleryPages } from "../lib/gallery-pages.ts"
import { screenshotPath } from "./paths.ts"

/** Full-page pictures of every gallery page, to be looked at (issue 12: every page looks finished). */
for (const { name, path, prepare, logsFailedLoad } of galleryPages) {
  test(`${name} (${path})`, async ({ I, page, problems }) => {
    await I.open(path)
    await prepare?.(page)
    // Lazy images below the fold load once the full-page capture scrolls them in; wait for them all.
    // Member pages send a signed-out visitor to sign in once the session is known: picture where they land.
    await page.waitForLoadState("networkidle")
    await page.evaluate(async () => {
      for (const img of document.images) img.loading = "eager"
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
      await document.fonts.ready
    })
    const width = page.viewportSize()?.width
    expect(width).toBeDefined()
    await page.screenshot({ path: screenshotPath(name, width!), fullPage: true, animations: "disabled" })
    if (logsFailedLoad) problems.consoleErrors.length = 0
  })
}
