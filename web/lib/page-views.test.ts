import { describe, expect, it } from "vitest"
import type { TrackingEvent } from "#core/api/telemetry.ts"
import { TELEMETRY_EVENTS_PATH } from "#core/tracking/limits.ts"
import { FLUSH_DELAY_MS, MAX_PENDING_EVENTS } from "#core/tracking/sending.ts"
import { createPageViews } from "./page-views.ts"

/** A browser whose timers, answers and hiding run when the test says. */
const fakeHost = (withBeacon = true) => {
  const timers: Array<{ run: () => void; ms: number }> = []
  const posted: Array<ReadonlyArray<TrackingEvent>> = []
  const beaconed: Array<{ url: string; events: ReadonlyArray<TrackingEvent> }> = []
  const hideListeners: Array<() => void> = []
  let status = 202
  let now = Date.parse("2026-12-01T04:30:00.000Z")
  const host = {
    now: () => now,
    anonymousId: () => "anon-1",
    channel: () => "website" as const,
    post: async (body: string) => {
      posted.push((JSON.parse(body) as { events: TrackingEvent[] }).events)
      return status
    },
    beacon: withBeacon
      ? {
          send: (url: string, body: string) =>
            void beaconed.push({ url, events: (JSON.parse(body) as { events: TrackingEvent[] }).events }),
          onHide: (f: () => void) => {
            hideListeners.push(f)
            return () => undefined
          },
        }
      : undefined,
    later: (run: () => void, ms: number) => void timers.push({ run, ms }),
  }
  return {
    host,
    posted,
    beaconed,
    timers,
    answer: (next: number) => {
      status = next
    },
    advance: (ms: number) => {
      now += ms
    },
    /** Runs the timers armed so far and lets their answers settle. */
    fire: async () => {
      for (const timer of timers.splice(0)) timer.run()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    hide: () => {
      for (const f of hideListeners) f()
    },
  }
}

const names = (events: ReadonlyArray<TrackingEvent>) => events.map((e) => e.name)

describe("page views (spec-checkout §7 'page' calls, ADR 114)", () => {
  it("sends a view as a page event of the visit, after the flush delay", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    views.page("/hotels-in-goa/")
    expect(browser.posted).toEqual([])
    expect(browser.timers.map((t) => t.ms)).toEqual([FLUSH_DELAY_MS])
    await browser.fire()
    expect(browser.posted).toEqual([
      [
        {
          kind: "page",
          name: "/hotels-in-goa/",
          properties: {},
          at: "2026-12-01T04:30:00.000Z",
          anonymous_id: "anon-1",
          logged_in: false,
          channel: "website",
        },
      ],
    ])
  })

  it("sends views made within the delay in one batch, stamped when each was made", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    views.page("/")
    browser.advance(400)
    views.page("/hotels-in-goa/")
    expect(browser.timers).toHaveLength(1)
    await browser.fire()
    expect(browser.posted).toHaveLength(1)
    expect(names(browser.posted[0]!)).toEqual(["/", "/hotels-in-goa/"])
    expect(browser.posted[0]![1]!.at).toBe("2026-12-01T04:30:00.400Z")
  })

  it("tells a member's views from anonymous ones", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    views.identify("42")
    views.page("/account/")
    views.identify(null)
    views.page("/")
    await browser.fire()
    const [member, anonymous] = browser.posted[0]!
    expect(member).toMatchObject({ user_id: "42", logged_in: true })
    expect(anonymous!.logged_in).toBe(false)
    expect(anonymous).not.toHaveProperty("user_id")
  })

  it("keeps views whose send found no server or a failing one, and sends them with the next", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    for (const status of [0, 503, 429]) {
      browser.answer(status)
      views.page(`/after-${status}/`)
      await browser.fire()
    }
    browser.answer(202)
    views.page("/last/")
    await browser.fire()
    expect(names(browser.posted.at(-1)!)).toEqual(["/after-0/", "/after-503/", "/after-429/", "/last/"])
    await browser.fire()
    expect(browser.posted).toHaveLength(4)
  })

  it("drops a batch the sink refused: sending it again would be refused again", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    browser.answer(400)
    views.page("/")
    await browser.fire()
    browser.answer(202)
    views.page("/next/")
    await browser.fire()
    expect(names(browser.posted.at(-1)!)).toEqual(["/next/"])
  })

  it("sends what is still waiting by beacon when the page is hidden, once", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    views.page("/")
    browser.hide()
    browser.hide()
    expect(browser.beaconed).toHaveLength(1)
    expect(browser.beaconed[0]!.url).toBe(TELEMETRY_EVENTS_PATH)
    expect(names(browser.beaconed[0]!.events)).toEqual(["/"])
    await browser.fire()
    expect(browser.posted).toEqual([])
  })

  it("keeps at most MAX_PENDING_EVENTS while sends fail, the newest, in batches of 50", async () => {
    const browser = fakeHost()
    const views = createPageViews(browser.host)
    browser.answer(0)
    for (let i = 0; i < MAX_PENDING_EVENTS + 20; i++) views.page(`/p${i}/`)
    await browser.fire()
    browser.answer(202)
    views.page("/last/")
    await browser.fire()
    const resent = browser.posted.slice(-Math.ceil(MAX_PENDING_EVENTS / 50))
    expect(resent.every((batch) => batch.length <= 50)).toBe(true)
    const sent = resent.flat()
    expect(sent).toHaveLength(MAX_PENDING_EVENTS)
    expect(sent.at(-1)!.name).toBe("/last/")
    expect(sent[0]!.name).toBe(`/p${20 + 1}/`)
  })

  it("without sendBeacon, views still leave by the timer", async () => {
    const browser = fakeHost(false)
    const views = createPageViews(browser.host)
    views.page("/")
    await browser.fire()
    expect(names(browser.posted.flat())).toEqual(["/"])
  })
})
