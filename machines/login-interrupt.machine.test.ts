import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { LoginInterruptBanner } from "#core/content/login-interrupt-banner.ts"
import {
  type KeyValueStorage,
  LOGIN_INTERRUPT_SHOWN_KEY,
  LOGIN_INTERRUPT_VIEWED_KEY,
  memoryStorage,
} from "./auth-storage.ts"
import { loginInterruptMachine } from "./login-interrupt.machine.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

/** 20 Nov 2026, 15:30 in India. */
const START = Date.parse("2026-11-20T10:00:00Z")
const SHOW_DELAY = 10_000
const BANNER: LoginInterruptBanner = {
  key: "login_interrupt_banner",
  background_url: "/images/hotels/1-3.svg",
  sub_heading: "Sign in before you book",
  heading: "Members pay 5% less",
}

const start = (options: { storage?: KeyValueStorage; signedIn?: boolean } = {}) => {
  const clock = new SimulatedClock()
  const storage = options.storage ?? memoryStorage()
  const banners: Array<Call<void, LoginInterruptBanner>> = []
  const machine = loginInterruptMachine.provide({ actors: { loadBanner: controlled(banners) } })
  const actor = createActor(machine, {
    clock,
    input: { storage, now: () => START + clock.now(), signedIn: options.signedIn ?? false },
  })
  const navigations: Array<string> = []
  actor.on("interrupt.navigate", ({ to }) => navigations.push(to))
  actor.start()
  const state = () => actor.getSnapshot()
  const shows = () => JSON.parse(storage.getItem(LOGIN_INTERRUPT_SHOWN_KEY) ?? "[]") as Array<number>
  /** A page view, the delay, and the banner's answer when it is asked for. */
  const viewAndWait = async (path: string) => {
    actor.send({ type: "page.view", path })
    clock.increment(SHOW_DELAY)
    banners.shift()?.resolve(BANNER)
    await settle()
  }
  return { actor, clock, storage, banners, navigations, state, shows, viewAndWait }
}

describe("login interrupt: when it opens", () => {
  it("opens over a browsing page once the page has been on view for the delay", async () => {
    const { actor, clock, banners, state, shows } = start()
    actor.send({ type: "page.view", path: "/hotels-in-bengaluru/" })
    clock.increment(SHOW_DELAY - 1)
    expect(state().value).toBe("waiting")
    expect(banners).toHaveLength(0)
    clock.increment(1)
    expect(banners).toHaveLength(1)
    expect(state().hasTag("open")).toBe(false)
    banners[0]!.resolve(BANNER)
    await settle()
    expect(state().hasTag("open")).toBe(true)
    expect(state().context.banner).toEqual(BANNER)
    expect(shows()).toEqual([START + SHOW_DELAY])
  })

  it("starts the delay again on every page view", () => {
    const { actor, clock, state } = start()
    actor.send({ type: "page.view", path: "/" })
    clock.increment(SHOW_DELAY - 1000)
    actor.send({ type: "page.view", path: "/cities/" })
    clock.increment(SHOW_DELAY - 1000)
    expect(state().value).toBe("waiting")
    clock.increment(1000)
    expect(state().value).toBe("preparing")
  })

  it("never opens on sign-in, checkout or payment pages", () => {
    for (const path of [
      "/login/?redirect=%2F",
      "/signup/",
      "/itinerary/?hotel_id=1",
      "/confirmation/TRB-1/",
    ]) {
      const { actor, clock, state } = start()
      actor.send({ type: "page.view", path })
      clock.increment(SHOW_DELAY)
      expect(state().value, path).toBe("idle")
    }
  })

  it("never opens over a page that was not found", () => {
    const { actor, clock, state } = start()
    actor.send({ type: "page.view", path: "/faq/", found: false })
    clock.increment(SHOW_DELAY)
    expect(state().value).toBe("idle")
  })

  it("does not open when the visitor leaves for checkout during the delay", () => {
    const { actor, clock, state } = start()
    actor.send({ type: "page.view", path: "/hotels-in-goa/" })
    actor.send({ type: "page.view", path: "/itinerary/" })
    clock.increment(SHOW_DELAY)
    expect(state().value).toBe("idle")
  })

  it("never opens for a member, nor after a sign-in during the delay", () => {
    const member = start({ signedIn: true })
    member.actor.send({ type: "page.view", path: "/" })
    member.clock.increment(SHOW_DELAY)
    expect(member.state().value).toBe("idle")

    const visitor = start()
    visitor.actor.send({ type: "page.view", path: "/" })
    visitor.actor.send({ type: "session.change", signedIn: true })
    visitor.clock.increment(SHOW_DELAY)
    expect(visitor.state().value).toBe("idle")
  })

  it("does not open when the viewed flag is stored, or 3 shows were today", () => {
    const viewed = start({ storage: memoryStorage({ [LOGIN_INTERRUPT_VIEWED_KEY]: String(START - 1000) }) })
    viewed.actor.send({ type: "page.view", path: "/" })
    expect(viewed.state().value).toBe("idle")

    const today = JSON.stringify([START - 3_600_000, START - 1_800_000, START - 60_000])
    const busy = start({ storage: memoryStorage({ [LOGIN_INTERRUPT_SHOWN_KEY]: today }) })
    busy.actor.send({ type: "page.view", path: "/" })
    expect(busy.state().value).toBe("idle")
  })

  it("asks the rule again at the end of the delay: another tab may have closed it", () => {
    const { actor, clock, storage, state } = start()
    actor.send({ type: "page.view", path: "/" })
    storage.setItem(LOGIN_INTERRUPT_VIEWED_KEY, String(START))
    clock.increment(SHOW_DELAY)
    expect(state().value).toBe("idle")
  })

  it("does not open without its banner, and tries again on the next page view", async () => {
    const { actor, clock, banners, state, shows } = start()
    actor.send({ type: "page.view", path: "/" })
    clock.increment(SHOW_DELAY)
    banners.shift()!.reject(new Error("offline"))
    await settle()
    expect(state().value).toBe("idle")
    actor.send({ type: "page.view", path: "/cities/" })
    clock.increment(SHOW_DELAY)
    clock.increment(8_000)
    expect(state().value).toBe("idle")
    expect(banners).toHaveLength(1)
    expect(banners[0]!.signal.aborted).toBe(true)
    expect(shows()).toEqual([])
  })
})

describe("login interrupt: once open", () => {
  it("closing stores when it was closed as the viewed flag; it does not come back", async () => {
    const { actor, clock, storage, state, viewAndWait } = start()
    await viewAndWait("/")
    clock.increment(5000)
    actor.send({ type: "interrupt.close" })
    expect(state().value).toBe("idle")
    expect(storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY)).toBe(String(START + SHOW_DELAY + 5000))
    await viewAndWait("/cities/")
    expect(state().value).toBe("idle")
  })

  it("'Sign in with Phone/Email' goes to /login/ with the page as the origin", async () => {
    const { actor, storage, navigations, state, viewAndWait } = start()
    await viewAndWait("/hotels-in-goa/?checkin=2026-12-01&checkout=2026-12-02")
    actor.send({ type: "interrupt.signIn" })
    expect(navigations).toEqual([
      `/login/?redirect=${encodeURIComponent("/hotels-in-goa/?checkin=2026-12-01&checkout=2026-12-02")}`,
    ])
    expect(state().value).toBe("idle")
    expect(storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY)).toBeNull()
  })

  it("loads the banner once and opens at most 3 times a day", async () => {
    const { actor, banners, state, shows, viewAndWait } = start()
    for (const path of ["/", "/cities/", "/faq/"]) {
      await viewAndWait(path)
      expect(state().hasTag("open"), path).toBe(true)
      actor.send({ type: "page.view", path: "/signup/" })
    }
    expect(banners).toHaveLength(0)
    expect(shows()).toHaveLength(3)
    await viewAndWait("/")
    expect(state().value).toBe("idle")
  })

  it("goes when the visitor goes back to a page it may not cover, or signs in", async () => {
    const back = start()
    await back.viewAndWait("/")
    back.actor.send({ type: "page.view", path: "/hotels-in-goa/" })
    expect(back.state().hasTag("open")).toBe(true)
    back.actor.send({ type: "page.view", path: "/itinerary/" })
    expect(back.state().value).toBe("idle")

    const social = start()
    await social.viewAndWait("/")
    social.actor.send({ type: "session.change", signedIn: true })
    expect(social.state().value).toBe("idle")
    expect(social.storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY)).toBeNull()
  })
})
