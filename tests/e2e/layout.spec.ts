import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { galleryPages } from "../lib/gallery-pages.ts"
import { expect, test } from "./support/fixtures.ts"

/**
 * Every page of the screenshot gallery (tests/lib/gallery-pages.ts), at the project's width, is
 * laid out for that width (issue 12): nothing wider than the screen, no control lying over another,
 * every image reserving its box before it loads, all text at 4.5:1 contrast or more, and nothing
 * jumping once drawn.
 */

/** The elements reaching furthest past the right edge, unless an ancestor clips them. */
const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible"
    const clippedByAncestor = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (clips(p)) return true
      return false
    }
    return [...document.body.querySelectorAll("*")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > window.innerWidth + 1 && !clippedByAncestor(el))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} to ${Math.round(right)} px`,
      )
  })

/**
 * Pairs of visible controls whose boxes overlap by more than 2 px each way: joined controls share
 * a border (the date field's two halves overlap by their 1.5 px border). Not counted:
 * - a control inside another (a button inside a link's card is the page's own nesting);
 * - controls that are not visible (display or visibility hidden, zero size, or visually hidden
 *   for screen readers: 1 px and clipped), or inside a closed container (aria-hidden, inert);
 *   only the part of a control that its scrolling or clipping containers show is counted (a filter
 *   list scrolled under its sheet's Show button is out of sight there, not under the button);
 * - programmatic focus targets (tabindex="-1"): nobody clicks or tabs to them;
 * - controls in different layers. A layer is the nearest ancestor (or the control itself) that
 *   is fixed or sticky, in the top layer (a modal dialog, an open popover) or absolutely positioned
 *   with a z-index: such layers are drawn over the page on purpose (a popover over the form below
 *   it, a sticky bar over the list scrolling beneath it, a button laid over a photo).
 */
const overlappingControls = (page: Page) =>
  page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])'
    const layerOf = (el: Element): Element | null => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (style.position === "fixed" || style.position === "sticky") return e
        if (style.position === "absolute" && style.zIndex !== "auto") return e
        if (e.matches(":modal, :popover-open")) return e
      }
      return null
    }
    const visibleRect = (el: Element) => {
      let { left, top, right, bottom } = el.getBoundingClientRect()
      if (getComputedStyle(el).position === "fixed") return { left, top, right, bottom }
      for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (style.overflowX !== "visible" || style.overflowY !== "visible") {
          const clip = e.getBoundingClientRect()
          left = Math.max(left, clip.left)
          top = Math.max(top, clip.top)
          right = Math.min(right, clip.right)
          bottom = Math.min(bottom, clip.bottom)
        }
        // Nothing further out clips a fixed box.
        if (style.position === "fixed") break
      }
      return { left, top, right, bottom }
    }
    const shown = (el: HTMLElement) =>
      el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]')
    const name = (el: Element) => {
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)
      return `${el.tagName.toLowerCase()} "${text}"`
    }
    const controls = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(shown)
      .map((el) => ({ el, rect: visibleRect(el), layer: layerOf(el) }))
      .filter(({ rect }) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1)
    const pairs: string[] = []
    for (const [i, a] of controls.entries())
      for (const b of controls.slice(i + 1)) {
        if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue
        const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
        const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
        if (across > 2 && down > 2) pairs.push(`${name(a.el)} overlaps ${name(b.el)}`)
      }
    return pairs
  })

/**
 * Rendered images without both width and height attributes and without a CSS aspect-ratio: the
 * browser cannot reserve their box before they load, so the page jumps when they arrive.
 */
const imagesWithoutDimensions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("img")]
      .filter((img) => img.checkVisibility())
      .filter((img) => !(img.hasAttribute("width") && img.hasAttribute("height")))
      .filter((img) => getComputedStyle(img).aspectRatio === "auto")
      .map((img) => img.getAttribute("src") ?? img.outerHTML.slice(0, 80)),
  )

const lowContrastText = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze()
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(" ")}: ${n.any[0]?.message ?? v.help}`),
  )
}

/**
 * Issue 10's budget for cumulative layout shift on a page, as the browser scores it: content that
 * moves after it was drawn without the visitor asking (a skeleton swapped for a taller answer).
 */
const LAYOUT_SHIFT_BUDGET = 0.05

/** Sums the page's layout shifts from its first paint, leaving out those that follow input. */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number }
    record.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) record.layoutShift += entry.value
    }).observe({ type: "layout-shift", buffered: true })
  })

const layoutShift = async (page: Page) => {
  await page.waitForLoadState("networkidle")
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}

test.describe("every gallery page is laid out for its width", () => {
  for (const { name, path, prepare, logsFailedLoad } of galleryPages) {
    test(`${name} (${path})`, async ({ I, page, problems }) => {
      await recordLayoutShifts(page)
      await I.open(path)
      await prepare?.(page)
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }))
      expect
        .soft(
          width.page,
          `wider than the window; furthest right: ${(await overflowingElements(page)).join(", ")}`,
        )
        .toBeLessThanOrEqual(width.window)
      expect.soft(await overlappingControls(page), "overlapping controls").toEqual([])
      expect.soft(await imagesWithoutDimensions(page), "images without dimensions").toEqual([])
      expect.soft(await lowContrastText(page), "text below 4.5:1 contrast").toEqual([])
      expect.soft(await layoutShift(page), "cumulative layout shift").toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET)
      if (logsFailedLoad) problems.consoleErrors.length = 0
    })
  }
})

test("a slow search-widget chunk fills the room held for it under Change search", async ({ I, page }) => {
  await recordLayoutShifts(page)
  // Later than the half second after a click within which the browser forgives a shift.
  await page.route(/\/search-widget-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await I.open("/hotels-in-bengaluru/")
  await page.getByText("Change search").click()
  await expect(page.getByRole("main").getByRole("button", { name: "Search", exact: true })).toBeVisible()
  expect(await layoutShift(page)).toBeLessThanOrEqual(LAYOUT_SHIFT_BUDGET)
})
