import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"

/** WCAG 2.2 AA and everything below it, as axe-core tags its rules. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * Runs axe-core over the page as it is now and fails on any serious or critical violation (issue 12:
 * WCAG 2.2 AA), naming each rule, its help text and the elements it found, so the report says what
 * to fix. Minor and moderate findings are left to review. `within` (a CSS selector) limits the scan to one part, for a
 * state that stays only seconds and changes nothing else.
 */
export const expectAccessible = async (page: Page, state: string, within?: string): Promise<void> => {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA)
  const results = await (within ? builder.include(within) : builder).analyze()
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(" ")}: ${n.any[0]?.message ?? v.help}`),
    )
  expect(blocking, `axe violations in ${state}`).toEqual([])
}
