import { defineConfig } from "@playwright/test"
import base from "./playwright.config.ts"

/**
 * `npm run screenshots`: the gallery of every page at both widths (tests/lib/gallery-pages.ts),
 * with the browser suite's own server, browser and projects. Its spec lives outside tests/e2e,
 * so `npm test` does not take the pictures.
 */
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  outputDir: "test-results/screenshots-run",
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/screenshots/gallery-index.ts",
})
