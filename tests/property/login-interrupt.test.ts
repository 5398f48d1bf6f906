import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import {
  MAX_SHOWS_PER_DAY,
  MAX_SHOWS_PER_WEEK,
  pruneShows,
  recordShow,
  SHOW_WINDOW_MS,
  shouldInterrupt,
} from "#core/account/login-interrupt.ts"
import { dayInIndia } from "#core/dates/today.ts"

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const START = Date.parse("2026-11-20T00:00:00Z")

/**
 * Time between two page views: a few seconds of browsing, a break, or days away. Mixed so that
 * sequences pile views into one day, straddle India's midnight and span several weeks.
 */
const gap = fc.oneof(
  fc.integer({ min: 1000, max: 20 * MINUTE }),
  fc.integer({ min: HOUR, max: 30 * HOUR }),
  fc.integer({ min: DAY, max: 6 * DAY }),
)

/** Page-view instants in order. */
const pageViews = fc.array(gap, { minLength: 1, maxLength: 80 }).map((gaps) => {
  let at = START
  return gaps.map((g) => (at += g))
})

/** An arbitrary stored history, shows in any order, some stamped after "now". */
const history = fc.array(fc.integer({ min: START - 10 * DAY, max: START + 2 * DAY }), { maxLength: 12 })
const instant = fc.integer({ min: START - 2 * DAY, max: START + 12 * DAY })

/**
 * A visitor who never closes the modal (the worst case: the viewed flag never stops it), so only
 * the limits decide. Returns the instants it was shown.
 */
const browse = (views: ReadonlyArray<number>, keep: (shown: Array<number>, now: number) => Array<number>) => {
  let stored: Array<number> = []
  const shows: Array<number> = []
  for (const now of views) {
    if (!shouldInterrupt({ signedIn: false, viewed: false, shownAt: stored, now })) continue
    shows.push(now)
    stored = keep(stored, now)
  }
  return shows
}

describe("login interrupt limits (properties, spec-checkout §9)", () => {
  test.prop([pageViews])("never shows more than 3 times on one day in India", (views) => {
    const perDay = new Map<string, number>()
    for (const t of browse(views, recordShow)) perDay.set(dayInIndia(t), (perDay.get(dayInIndia(t)) ?? 0) + 1)
    for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(MAX_SHOWS_PER_DAY)
  })

  test.prop([pageViews])("never shows more than 4 times in any 7 × 24 hours", (views) => {
    const shows = browse(views, recordShow)
    // The busiest window starts at a show; every window [s, s + 7 days) is checked.
    for (const s of shows)
      expect(shows.filter((t) => t >= s && t < s + SHOW_WINDOW_MS).length).toBeLessThanOrEqual(
        MAX_SHOWS_PER_WEEK,
      )
  })

  test.prop([pageViews])("shows again once the limits allow it", (views) => {
    // Within the limits the rule says yes: the first page view always shows, and a page view
    // a full window after the last show always shows.
    const shows = browse(views, recordShow)
    expect(shows[0]).toBe(views[0])
    const last = shows.at(-1)!
    expect(
      shouldInterrupt({
        signedIn: false,
        viewed: false,
        shownAt: shows,
        now: last + SHOW_WINDOW_MS,
      }),
    ).toBe(true)
  })

  test.prop([history, instant])("never shows to a signed-in member", (shownAt, now) => {
    expect(shouldInterrupt({ signedIn: true, viewed: false, shownAt, now })).toBe(false)
  })

  test.prop([history, instant, fc.boolean()])(
    "never shows once the viewed flag is stored",
    (shownAt, now, signedIn) => {
      expect(shouldInterrupt({ signedIn, viewed: true, shownAt, now })).toBe(false)
    },
  )

  test.prop([history, instant, fc.integer({ min: 0, max: 10 * DAY })])(
    "pruning the history at one instant changes no decision from then on",
    (shownAt, prunedAt, later) => {
      const now = prunedAt + later
      const visit = { signedIn: false, viewed: false, now }
      expect(shouldInterrupt({ ...visit, shownAt: pruneShows(shownAt, prunedAt) })).toBe(
        shouldInterrupt({ ...visit, shownAt }),
      )
    },
  )

  test.prop([pageViews])("a pruned history shows the modal exactly when the whole one does", (views) => {
    expect(browse(views, recordShow)).toEqual(browse(views, (stored, now) => [...stored, now]))
  })

  test.prop([history, instant])("keeps at most 4 shows", (shownAt, now) => {
    expect(recordShow(shownAt, now).length).toBeLessThanOrEqual(MAX_SHOWS_PER_WEEK)
  })
})
