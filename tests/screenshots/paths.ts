import { join, resolve } from "node:path"

export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../test-results/screenshots")

/** The widths of the browser suite's projects (playwright.config.ts): mobile, then desktop. */
export const WIDTHS = [375, 1280] as const

export const screenshotPath = (name: string, width: number): string =>
  join(SCREENSHOT_DIR, `${name}-${width}.png`)
