import { expect } from "vitest"
import { and, assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of the login interrupt as a visitor meets it (spec-checkout §2 'Login-interrupt modal',
 * §4 'Login interrupt' and 'Authentication', §9 'max 4 per 7 days, 3 per day'), written from the
 * spec and ADR 087 apart from machines/login-interrupt.machine.ts. The same `events` and `states`
 * can drive a Playwright page model: each driver implements `LoginInterruptDriver`.
 *
 * Time moves in three ways: the page's delays, a day (24 hours, once between weeks, so every
 * show of the model stays inside the 7-day window until the clock moves on a week), and a week
 * (8 days, after which no show counts). Three shows on the first day and one on the next reach
 * the weekly limit on a day with shows to spare. A member only browses and signs out: nothing
 * shows to them whatever the clock does, and every state after the sign-out is one the visitor
 * reaches without signing in, so the walk stays a few hundred paths long.
 */

/** A browsing page the modal may open over, and a checkout page it never covers. */
export const PAGES = { browsing: "/hotels-in-goa/", task: "/itinerary/" } as const

export type ModelEvent =
  | { readonly type: "page.browse" }
  | { readonly type: "page.task" }
  | { readonly type: "page.reload" }
  | { readonly type: "clock.showDelay" }
  | { readonly type: "banner.answer" }
  | { readonly type: "banner.fail" }
  | { readonly type: "clock.bannerTimeout" }
  | { readonly type: "modal.close" }
  | { readonly type: "otherTab.close" }
  | { readonly type: "modal.signIn" }
  | { readonly type: "member.signIn" }
  | { readonly type: "member.signOut" }
  | { readonly type: "clock.nextDay" }
  | { readonly type: "clock.nextWeek" }

interface ModelContext {
  /** Shows on today's date in India. */
  readonly today: number
  /** Shows in the past 7 × 24 hours. */
  readonly week: number
  /** Days moved since the last week: 0 or 1. */
  readonly days: number
  /** The viewed flag is stored (set by a close, cleared by a sign-out). */
  readonly viewed: boolean
  readonly signedIn: boolean
  /** This page already has the banner: the next show needs no request. */
  readonly banner: boolean
  /** Where the last event sent the visitor; null: nowhere. */
  readonly navigatedTo: string | null
}

type Args = { readonly context: ModelContext }
const allowed = ({ context }: Args) =>
  !context.signedIn && !context.viewed && context.today < 3 && context.week < 4

export const loginInterruptModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    allowed,
    hasBanner: ({ context }) => context.banner,
    signedOut: ({ context }) => !context.signedIn,
    signedIn: ({ context }) => context.signedIn,
    dayLeft: ({ context }) => context.days === 0,
    // Another tab's close is walked from a fresh start only: with shows counted it leads to the
    // states a close in this tab reaches.
    noShows: ({ context }) => context.week === 0,
  },
  actions: {
    still: assign({ navigatedTo: null }),
    show: assign(({ context }) => ({ today: context.today + 1, week: context.week + 1, banner: true })),
    close: assign({ viewed: true, navigatedTo: null }),
    toSignIn: assign({ navigatedTo: `/login/?redirect=${encodeURIComponent(PAGES.browsing)}` }),
    signIn: assign({ signedIn: true, navigatedTo: null }),
    // spec-checkout §4: signing out clears the viewed flag; the shows stay counted (ADR 087).
    signOut: assign({ signedIn: false, viewed: false, navigatedTo: null }),
    reload: assign({ banner: false, navigatedTo: null }),
    nextDay: assign(({ context }) => ({ today: 0, days: context.days + 1, navigatedTo: null })),
    nextWeek: assign({ today: 0, week: 0, days: 0, navigatedTo: null }),
  },
}).createMachine({
  id: "loginInterruptModel",
  context: {
    today: 0,
    week: 0,
    days: 0,
    viewed: false,
    signedIn: false,
    banner: false,
    navigatedTo: null,
  },
  initial: "idle",
  on: {
    "page.task": { target: ".idle", actions: "still" },
    // The browsing page loads anew (a reload, or a new tab): a new page, with its first page view.
    "page.reload": [
      { guard: "allowed", target: ".waiting", actions: "reload" },
      { guard: "signedOut", target: ".idle", actions: "reload" },
    ],
    "member.signIn": { guard: "signedOut", target: ".idle", actions: "signIn" },
  },
  states: {
    idle: {
      on: {
        "page.browse": [{ guard: "allowed", target: "waiting", actions: "still" }, { actions: "still" }],
        "member.signOut": { guard: "signedIn", actions: "signOut" },
        "otherTab.close": { guard: and(["allowed", "noShows"]), actions: "close" },
        "clock.nextDay": { guard: and(["signedOut", "dayLeft"]), actions: "nextDay" },
        "clock.nextWeek": { guard: "signedOut", actions: "nextWeek" },
      },
    },
    waiting: {
      on: {
        "page.browse": [
          { guard: "allowed", target: "waiting", reenter: true, actions: "still" },
          { target: "idle", actions: "still" },
        ],
        // The modal, shown in another tab, was closed there during the delay.
        "otherTab.close": { guard: and(["allowed", "noShows"]), actions: "close" },
        "clock.showDelay": [
          { guard: and(["allowed", "hasBanner"]), target: "open", actions: ["still", "show"] },
          { guard: "allowed", target: "loading", actions: "still" },
          { target: "idle", actions: "still" },
        ],
      },
    },
    loading: {
      on: {
        "page.browse": { actions: "still" },
        "banner.answer": { target: "open", actions: ["still", "show"] },
        "banner.fail": { target: "idle", actions: "still" },
        "clock.bannerTimeout": { target: "idle", actions: "still" },
      },
    },
    open: {
      on: {
        "page.browse": { actions: "still" },
        "modal.close": { target: "idle", actions: "close" },
        "modal.signIn": { target: "idle", actions: "toSignIn" },
      },
    },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof loginInterruptModel>

/** What the visitor, and the storage they keep, show of the interrupt. */
export interface SeenInterrupt {
  readonly open: boolean
  /** The banner's request is in flight. */
  readonly loadingBanner: boolean
  readonly viewedFlag: boolean
  /** Stored shows on today's date in India, and in the past 7 × 24 hours. */
  readonly shownToday: number
  readonly shownThisWeek: number
  /** Where the host was sent since the last event. */
  readonly navigations: ReadonlyArray<string>
}

export interface LoginInterruptDriver {
  visit(path: string): Promise<void>
  /** Loads the browsing page anew: a reload, or the site opened in a new tab. */
  reload(): Promise<void>
  waitShowDelay(): Promise<void>
  bannerAnswers(): Promise<void>
  bannerFails(): Promise<void>
  waitBannerTimeout(): Promise<void>
  close(): Promise<void>
  /** The viewed flag is stored by a close in another tab of the same browser. */
  closeInAnotherTab(): Promise<void>
  signInWithPhoneOrEmail(): Promise<void>
  /** The visitor becomes a member (a sign-in elsewhere on the page), or signs out again. */
  memberSignsIn(): Promise<void>
  memberSignsOut(): Promise<void>
  waitDays(days: number): Promise<void>
  see(): Promise<SeenInterrupt>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: LoginInterruptDriver): NonNullable<Params["events"]> => ({
  "page.browse": () => I.visit(PAGES.browsing),
  "page.task": () => I.visit(PAGES.task),
  "page.reload": () => I.reload(),
  "clock.showDelay": () => I.waitShowDelay(),
  "banner.answer": () => I.bannerAnswers(),
  "banner.fail": () => I.bannerFails(),
  "clock.bannerTimeout": () => I.waitBannerTimeout(),
  "modal.close": () => I.close(),
  "otherTab.close": () => I.closeInAnotherTab(),
  "modal.signIn": () => I.signInWithPhoneOrEmail(),
  "member.signIn": () => I.memberSignsIn(),
  "member.signOut": () => I.memberSignsOut(),
  "clock.nextDay": () => I.waitDays(1),
  "clock.nextWeek": () => I.waitDays(8),
})

export const states = (I: LoginInterruptDriver): NonNullable<Params["states"]> => {
  const seen = async (state: ModelSnapshot, open: boolean, loadingBanner: boolean) => {
    const { context } = state
    expect(await I.see()).toEqual({
      open,
      loadingBanner,
      viewedFlag: context.viewed,
      shownToday: context.today,
      shownThisWeek: context.week,
      navigations: context.navigatedTo === null ? [] : [context.navigatedTo],
    })
  }
  return {
    idle: (state) => seen(state, false, false),
    waiting: (state) => seen(state, false, false),
    loading: (state) => seen(state, false, true),
    open: (state) => seen(state, true, false),
  }
}
