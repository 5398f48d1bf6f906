import { describe, expect, it } from "vitest"
import {
  interruptsOn,
  parseShows,
  pruneShows,
  recordShow,
  SHOW_WINDOW_MS,
  serializeShows,
  shouldInterrupt,
} from "./login-interrupt.ts"

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
/** 20 Nov 2026, 15:30 in India. */
const NOW = Date.parse("2026-11-20T10:00:00Z")

const visitor = { signedIn: false, viewed: false, shownAt: [], now: NOW }

describe("shouldInterrupt (spec-checkout §4, §9)", () => {
  it("asks a signed-out visitor who has never seen it", () => {
    expect(shouldInterrupt(visitor)).toBe(true)
  })

  it("never asks a member, nor a visitor who closed it", () => {
    expect(shouldInterrupt({ ...visitor, signedIn: true })).toBe(false)
    expect(shouldInterrupt({ ...visitor, viewed: true })).toBe(false)
  })

  it("shows at most 3 times on one day in India", () => {
    const twoToday = [NOW - 5 * HOUR, NOW - HOUR]
    expect(shouldInterrupt({ ...visitor, shownAt: twoToday })).toBe(true)
    expect(shouldInterrupt({ ...visitor, shownAt: [...twoToday, NOW - 1000] })).toBe(false)
  })

  it("counts the day in India, not in UTC", () => {
    // 00:15 on 21 Nov in India; the three shows were on the evening of 20 Nov there, although
    // all four instants fall on 20 Nov in UTC.
    const now = Date.parse("2026-11-20T18:45:00Z")
    const lastEvening = ["17:00", "17:40", "18:20"].map((t) => Date.parse(`2026-11-20T${t}:00Z`))
    expect(shouldInterrupt({ ...visitor, now, shownAt: lastEvening })).toBe(true)
    // Half an hour earlier it was still the 20th in India.
    expect(shouldInterrupt({ ...visitor, now: now - 30 * 60 * 1000, shownAt: lastEvening })).toBe(false)
  })

  it("shows at most 4 times in any 7 × 24 hours", () => {
    const fourDays = [1, 2, 3, 4].map((d) => NOW - d * DAY)
    expect(shouldInterrupt({ ...visitor, shownAt: fourDays })).toBe(false)
    expect(shouldInterrupt({ ...visitor, shownAt: fourDays.slice(1) })).toBe(true)
  })

  it("forgets a show exactly 7 × 24 hours old", () => {
    const shownAt = [NOW - SHOW_WINDOW_MS, NOW - 2 * DAY, NOW - 3 * DAY, NOW - 4 * DAY]
    expect(shouldInterrupt({ ...visitor, shownAt })).toBe(true)
    expect(shouldInterrupt({ ...visitor, shownAt, now: NOW - 1 })).toBe(false)
  })

  it("counts a show stamped in the future as a show now", () => {
    const ahead = [NOW + HOUR, NOW + 2 * HOUR, NOW + DAY]
    expect(shouldInterrupt({ ...visitor, shownAt: ahead })).toBe(false)
  })
})

describe("the stored history", () => {
  it("keeps the latest 4 shows inside the window, oldest first", () => {
    const shownAt = [NOW - 8 * DAY, NOW - HOUR, NOW - 3 * DAY, NOW - 2 * DAY, NOW - 4 * DAY, NOW - 5 * DAY]
    expect(pruneShows(shownAt, NOW)).toEqual([NOW - 4 * DAY, NOW - 3 * DAY, NOW - 2 * DAY, NOW - HOUR])
  })

  it("records a show at now", () => {
    expect(recordShow([NOW - 9 * DAY, NOW - HOUR], NOW)).toEqual([NOW - HOUR, NOW])
  })

  it("reads back what it writes and reads anything else as no shows", () => {
    expect(parseShows(serializeShows([NOW - HOUR, NOW]))).toEqual([NOW - HOUR, NOW])
    for (const text of [null, "", "nope", "{}", "42", '"x"'])
      expect(parseShows(text), String(text)).toEqual([])
    expect(parseShows(`[1, "2", null, -5, ${NOW}]`)).toEqual([1, NOW])
  })
})

describe("interruptsOn: the browsing pages only", () => {
  it.each([
    "/",
    "/cities/",
    "/hotels-in-bengaluru/",
    "/hotels-near-me/",
    "/hotels-in-bengaluru/treebo-trend-amber-12/",
    "/faq/",
    "/brands/itsy/",
  ])("%s", (path) => expect(interruptsOn(path)).toBe(true))

  it.each([
    "/login/",
    "/signup/",
    "/forgot-password/",
    "/itinerary/",
    "/payment-process/TRB-1/",
    "/confirmation/TRB-1/",
    "/account/booking-history/c-abc/",
    "/c-abc/",
    "/feedback/12/",
    "/terms/",
    "/no-such-page/",
  ])("not %s", (path) => expect(interruptsOn(path)).toBe(false))
})
