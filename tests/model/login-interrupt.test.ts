import { describe, expect, it } from "vitest"
import { type Actor, createActor, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import { parseShows, SHOW_WINDOW_MS } from "#core/account/login-interrupt.ts"
import type { LoginInterruptBanner } from "#core/content/login-interrupt-banner.ts"
import { dayInIndia } from "#core/dates/today.ts"
import {
  forgetSession,
  LOGIN_INTERRUPT_SHOWN_KEY,
  LOGIN_INTERRUPT_VIEWED_KEY,
  memoryStorage,
} from "#machines/auth-storage.ts"
import { loginInterruptMachine } from "#machines/login-interrupt.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import {
  events,
  type LoginInterruptDriver,
  loginInterruptModel,
  PAGES,
  states,
} from "./login-interrupt.model.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

/** 20 Nov 2026, 15:30 in India: a day of browsing ends well before midnight there. */
const START = Date.parse("2026-11-20T10:00:00Z")
const DAY = 24 * 60 * 60 * 1000
const BANNER: LoginInterruptBanner = {
  key: "login_interrupt_banner",
  background_url: "/images/hotels/1-3.svg",
  sub_heading: "Sign in before you book",
  heading: "Members pay less",
}

const walked = walkedMachine()

/** A browser tab: one storage and clock across reloads, a machine per page load. */
const headless = (): LoginInterruptDriver => {
  const storage = memoryStorage()
  const clock = new SimulatedClock()
  const now = () => START + clock.now()
  const banners: Array<Call<void, LoginInterruptBanner>> = []
  const machine = loginInterruptMachine.provide({ actors: { loadBanner: controlled(banners) } })
  let signedIn = false
  let navigations: Array<string> = []
  let path: string = PAGES.browsing
  const load = () => {
    const actor = createActor(machine, { clock, input: { storage, now, signedIn }, inspect: walked.inspect })
    actor.on("interrupt.navigate", ({ to }) => navigations.push(to))
    return actor.start()
  }
  let actor: Actor<typeof machine> = load()
  const act = async (f: () => void) => {
    navigations = []
    f()
    await settle()
  }
  /** Requests still in flight: a request given up on is aborted, and forgotten here. */
  const pending = () => {
    const live = banners.filter((call) => !call.signal.aborted)
    banners.splice(0, banners.length, ...live)
    return banners
  }
  const inFlight = () => {
    expect(pending()).toHaveLength(1)
    return banners.shift()!
  }
  return {
    visit: (to) =>
      act(() => {
        path = to
        actor.send({ type: "page.view", path })
      }),
    reload: () =>
      act(() => {
        actor.stop()
        actor = load()
        path = PAGES.browsing
        actor.send({ type: "page.view", path })
      }),
    waitShowDelay: () => act(() => clock.increment(10_000)),
    bannerAnswers: () => act(() => inFlight().resolve(BANNER)),
    bannerFails: () => act(() => inFlight().reject(new Error("offline"))),
    waitBannerTimeout: () =>
      act(() => {
        const request = inFlight()
        clock.increment(8_000)
        expect(request.signal.aborted).toBe(true)
      }),
    close: () => act(() => actor.send({ type: "interrupt.close" })),
    closeInAnotherTab: () => act(() => storage.setItem(LOGIN_INTERRUPT_VIEWED_KEY, String(now()))),
    signInWithPhoneOrEmail: () => act(() => actor.send({ type: "interrupt.signIn" })),
    memberSignsIn: () =>
      act(() => {
        signedIn = true
        actor.send({ type: "session.change", signedIn })
      }),
    // What the auth session does on Sign Out (spec-checkout §4), then tells the page.
    memberSignsOut: () =>
      act(() => {
        forgetSession(storage)
        signedIn = false
        actor.send({ type: "session.change", signedIn })
      }),
    waitDays: (days) => act(() => clock.increment(days * DAY)),
    see: async () => {
      const shows = parseShows(storage.getItem(LOGIN_INTERRUPT_SHOWN_KEY))
      return {
        open: actor.getSnapshot().hasTag("open"),
        loadingBanner: pending().length > 0,
        viewedFlag: storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY) !== null,
        shownToday: shows.filter((t) => dayInIndia(t) === dayInIndia(now())).length,
        shownThisWeek: shows.filter((t) => t > now() - SHOW_WINDOW_MS).length,
        navigations,
      }
    },
  }
}

const testModel = createTestModel(loginInterruptModel, { filterEvents: (state, event) => state.can(event) })
const paths = testModel.getShortestPaths()
const show = [{ type: "clock.showDelay" }, { type: "banner.answer" }] as const
/** Walks the model cannot shorten: each takes a member's sign-out after shows already counted. */
const signOutPaths = [
  // spec-checkout §4: Sign Out clears the viewed flag, so the modal may come back, but the shows
  // before it still count towards 3 a day (ADR 087).
  testModel.getPathsFromEvents([
    { type: "page.reload" },
    ...show,
    { type: "page.reload" },
    ...show,
    { type: "modal.close" },
    { type: "member.signIn" },
    { type: "member.signOut" },
    { type: "page.reload" },
    ...show,
    { type: "page.reload" },
    { type: "clock.showDelay" },
  ]),
  // The member signs out on a page that already has the banner: it opens without a request.
  testModel.getPathsFromEvents([
    { type: "page.reload" },
    ...show,
    { type: "modal.close" },
    { type: "member.signIn" },
    { type: "page.browse" },
    { type: "member.signOut" },
    { type: "page.browse" },
    { type: "clock.showDelay" },
  ]),
].flat()

describe("login interrupt, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(loginInterruptModel))
  })

  it("reaches both limits: 3 shows in a day and 4 in a week", () => {
    const contexts = paths.map((p) => p.state.context)
    expect(contexts.some((c) => c.today === 3)).toBe(true)
    expect(contexts.some((c) => c.week === 4 && c.today < 3)).toBe(true)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("walks a sign-out after shows: the flag goes, the shows stay counted", () => {
    expect(signOutPaths).toHaveLength(2)
    expect(signOutPaths[0]!.state.context).toMatchObject({ today: 3, viewed: false, signedIn: false })
    expect(signOutPaths[0]!.state.value).toBe("idle")
    expect(signOutPaths[1]!.state.value).toBe("open")
  })

  for (const path of signOutPaths) {
    it(`after a sign-out: ${path.description}`, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("took every transition of the machine", () => {
    expect(walked.transitions()).toEqual(transitionsOf(loginInterruptMachine))
  })
})
