import { dayInIndia } from "../dates/today.ts"
import { matchRoute } from "../routes/match.ts"
import type { ScreenId } from "../routes/registry.ts"

/**
 * When the login-interrupt modal may show (spec-checkout §4 'Login interrupt', §9;
 * docs/decisions/087-login-interrupt.md). A show is the instant the modal opened; the limits
 * count shows, whatever the visitor then did, so a visitor who reloads instead of closing it is
 * still asked at most 3 times a day.
 */

/** spec-checkout §9: 'max 4 per 7 days'. */
export const MAX_SHOWS_PER_WEEK = 4
/** spec-checkout §9: '3 per day'. */
export const MAX_SHOWS_PER_DAY = 3
/** 'The past 7 days' is a rolling window of 7 × 24 hours ending now (ADR 087). */
export const SHOW_WINDOW_MS = 7 * 24 * 60 * 60 * 1000

export interface InterruptCheck {
  readonly signedIn: boolean
  /** The visitor closed the modal before and the viewed flag is still stored. */
  readonly viewed: boolean
  /** Epoch ms of every earlier show, in any order. */
  readonly shownAt: ReadonlyArray<number>
  /** Epoch ms. */
  readonly now: number
}

/**
 * A show stamped later than now (the device clock was moved back) counts as a show now: a clock
 * change never buys extra interruptions.
 */
const showsInWindow = (shownAt: ReadonlyArray<number>, now: number): Array<number> =>
  shownAt.map((t) => Math.min(t, now)).filter((t) => t > now - SHOW_WINDOW_MS)

/**
 * spec-checkout §4: only to signed-out visitors without the viewed flag, after fewer than 4 shows
 * in the past 7 days and fewer than 3 today ('today' is the calendar day in India).
 */
export const shouldInterrupt = ({ signedIn, viewed, shownAt, now }: InterruptCheck): boolean => {
  if (signedIn || viewed) return false
  const recent = showsInWindow(shownAt, now)
  if (recent.length >= MAX_SHOWS_PER_WEEK) return false
  const today = dayInIndia(now)
  return recent.filter((t) => dayInIndia(t) === today).length < MAX_SHOWS_PER_DAY
}

/**
 * What is worth keeping at `now`: shows still inside the window, at most the latest 4. Any later
 * decision reads the same from it as from the whole history (tests/property/login-interrupt.test.ts),
 * so the stored list stays a few numbers long.
 */
export const pruneShows = (shownAt: ReadonlyArray<number>, now: number): Array<number> =>
  shownAt
    .filter((t) => t > now - SHOW_WINDOW_MS)
    .sort((a, b) => a - b)
    .slice(-MAX_SHOWS_PER_WEEK)

/** The history after a show at `now`. */
export const recordShow = (shownAt: ReadonlyArray<number>, now: number): Array<number> =>
  pruneShows([...shownAt, now], now)

/** The stored history: a JSON array of epoch ms. Anything unreadable counts as no shows. */
export const parseShows = (text: string | null): Array<number> => {
  if (text === null) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value)
      ? value.filter((t): t is number => typeof t === "number" && Number.isFinite(t) && t >= 0)
      : []
  } catch {
    return []
  }
}

export const serializeShows = (shownAt: ReadonlyArray<number>): string => JSON.stringify(shownAt)

/**
 * Pages where a traveller is browsing and signing in pays off (member prices on the next search).
 * Everything else is a task the modal would get in the way of: signing in itself, checkout,
 * payment and its confirmation, cancelling, feedback and reviews, account pages (members only),
 * the legal pages, and Not Found. A route added later stays free of the modal until listed here.
 */
const INTERRUPTIBLE_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  "home",
  "cities",
  "search-results",
  "listing",
  "hotel-detail",
  "brand",
  "campaign",
  "faq",
  "rewards-info",
])

/** Whether the page at `pathname` (no query) may be interrupted. */
export const interruptsOn = (pathname: string): boolean => {
  const screen = matchRoute(pathname)?.route.def.screen
  return screen !== undefined && INTERRUPTIBLE_SCREENS.has(screen)
}
