import { expect, type Locator, type Page } from "@playwright/test"

interface FocusReport {
  readonly element: string
  readonly outline: string
  readonly boxShadow: string
}

/**
 * Fails unless the element that has focus draws a focus indicator a sighted keyboard user can see
 * (issue 12, WCAG 2.4.7): an outline of some width, or a box-shadow ring, on document.activeElement
 * itself or on a box around it that a :focus-within rule rings.
 */
export const expectVisibleFocus = async (page: Page, step = "focus"): Promise<void> => {
  const report = await page.evaluate((): FocusReport | null => {
    const element = document.activeElement
    if (element === null || element === document.body) return null
    // Tab also stops on a player's own buttons, inside the browser's closed shadow tree: the
    // element then loses :focus and the browser draws its ring where the page cannot read it.
    if (element instanceof HTMLMediaElement && element.controls && !element.matches(":focus"))
      return { element: "the browser's media controls", outline: "drawn by the browser", boxShadow: "none" }
    const ring = (box: Element) => {
      const style = getComputedStyle(box)
      const outlineShown = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0
      return {
        outline: outlineShown ? `${style.outlineStyle} ${style.outlineWidth}` : "none",
        boxShadow: style.boxShadow,
      }
    }
    const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(
      element.getAttribute("aria-label") ??
      element.textContent ??
      ""
    )
      .trim()
      .slice(0, 40)}"`
    const own = ring(element)
    if (own.outline !== "none" || own.boxShadow !== "none") return { element: name, ...own }
    // A control drawn as part of a larger box (a card that is one link, a field with a prefix) may
    // ring the box instead: accepted only from a stylesheet rule that draws it for :focus-within.
    const focusWithinRules: CSSStyleRule[] = []
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.selectorText.includes(":focus-within")) {
          // cssText, not outlineStyle: a shorthand with var() leaves its longhands empty in the CSSOM.
          if (/outline|box-shadow/.test(rule.style.cssText)) focusWithinRules.push(rule)
        } else if (rule instanceof CSSGroupingRule) collect(rule.cssRules)
      }
    }
    for (const sheet of document.styleSheets) collect(sheet.cssRules)
    for (let box = element.parentElement, up = 0; box !== null && up < 4; box = box.parentElement, up++) {
      const drawn = ring(box)
      const fromFocus = focusWithinRules.some((rule) => box.matches(rule.selectorText))
      if (fromFocus && (drawn.outline !== "none" || drawn.boxShadow !== "none"))
        return { element: `${name} in ${box.tagName.toLowerCase()}.${box.className}`, ...drawn }
    }
    return { element: name, ...own }
  })
  expect(report, `${step}: something has focus`).not.toBeNull()
  expect(
    report!.outline !== "none" || report!.boxShadow !== "none",
    `${step}: ${report!.element} shows focus (outline ${report!.outline}, box-shadow ${report!.boxShadow})`,
  ).toBe(true)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the visible focus of every stop on
 * the way; fails after `limit` presses, so a control out of the tab order is reported as such.
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 }: { readonly backwards?: boolean; readonly limit?: number } = {},
): Promise<void> => {
  const key = backwards ? "Shift+Tab" : "Tab"
  for (let i = 0; i < limit; i++) {
    if (i > 0) await expectVisibleFocus(page, `${key} stop ${i}`)
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target, `reached within ${limit} presses of ${key}`).toBeFocused()
}
