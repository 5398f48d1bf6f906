import { and, assign, emit, fromPromise, type SnapshotFrom, setup } from "xstate"
import {
  interruptsOn,
  parseShows,
  recordShow,
  serializeShows,
  shouldInterrupt,
} from "#core/account/login-interrupt.ts"
import type { LoginInterruptBanner } from "#core/content/login-interrupt-banner.ts"
import { loginHref } from "#core/routes/guards.ts"
import {
  type KeyValueStorage,
  readLoginInterrupt,
  writeLoginInterruptShown,
  writeLoginInterruptViewed,
} from "./auth-storage.ts"
import { notProvided } from "./lib/invoke.ts"

export interface LoginInterruptInput {
  /** Where the viewed flag and the shows are kept: localStorage in the browser. */
  readonly storage: KeyValueStorage
  /** Epoch ms; the rule's "now" and the instant a show or a close is stored. */
  readonly now: () => number
  readonly signedIn: boolean
}

export interface LoginInterruptContext extends LoginInterruptInput {
  /** The page on view, path and query; null before the first page view. */
  readonly path: string | null
  /** Loaded once, at the first show, and kept for the next. */
  readonly banner: LoginInterruptBanner | null
}

export type LoginInterruptEvent =
  /**
   * The visitor arrived on a page, the first one or after a navigation; `path` includes the query.
   * `found: false` when the page shown is Not Found (a route not served yet, an unknown path):
   * there is nothing to browse under the modal.
   */
  | { readonly type: "page.view"; readonly path: string; readonly found?: boolean }
  | { readonly type: "session.change"; readonly signedIn: boolean }
  /** The close button or Escape (spec-checkout §4 'Closing records the time and sets the viewed flag'). */
  | { readonly type: "interrupt.close" }
  /** 'Sign in with Phone/Email' (spec-checkout §2). */
  | { readonly type: "interrupt.signIn" }

/** Told to the host, which navigates. */
export type LoginInterruptEmitted = { readonly type: "interrupt.navigate"; readonly to: string }

export type LoginInterruptTag = "open"

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0]!

export const loginInterruptMachine = setup({
  types: {
    context: {} as LoginInterruptContext,
    events: {} as LoginInterruptEvent,
    emitted: {} as LoginInterruptEmitted,
    input: {} as LoginInterruptInput,
    tags: {} as LoginInterruptTag,
  },
  actors: {
    /** GET /api/v1/contents/?key=login_interrupt_banner. */
    loadBanner: fromPromise<LoginInterruptBanner, void>(notProvided("loadBanner")),
  },
  delays: {
    /** How long a page is on view before the modal may open over it (ADR 087). */
    showDelay: 10_000,
    /** A banner that has not come by then is given up on for this page view. */
    bannerTimeout: 8_000,
  },
  guards: {
    onInterruptiblePage: ({ event }) =>
      event.type === "page.view" && event.found !== false && interruptsOn(pathnameOf(event.path)),
    /** spec-checkout §4 and §9, from what storage holds now. */
    allowed: ({ context }) => {
      const stored = readLoginInterrupt(context.storage)
      return shouldInterrupt({
        signedIn: context.signedIn,
        viewed: stored.viewed,
        shownAt: parseShows(stored.shown),
        now: context.now(),
      })
    },
    hasBanner: ({ context }) => context.banner !== null,
    signsIn: ({ event }) => event.type === "session.change" && event.signedIn,
  },
  actions: {
    keepPath: assign(({ event }) => (event.type === "page.view" ? { path: event.path } : {})),
    keepSession: assign(({ event }) => (event.type === "session.change" ? { signedIn: event.signedIn } : {})),
    keepBanner: assign((_, banner: LoginInterruptBanner) => ({ banner })),
    recordShow: ({ context }) => {
      const now = context.now()
      const shown = recordShow(parseShows(readLoginInterrupt(context.storage).shown), now)
      writeLoginInterruptShown(context.storage, serializeShows(shown))
    },
    markViewed: ({ context }) => writeLoginInterruptViewed(context.storage, context.now()),
    // The origin goes along as /login/ reads it, so signing in comes back to this page.
    toSignIn: emit(({ context }) => ({
      type: "interrupt.navigate" as const,
      to: loginHref(context.path ?? "/"),
    })),
  },
}).createMachine({
  id: "loginInterrupt",
  context: ({ input }) => ({ ...input, path: null, banner: null }),
  initial: "idle",
  on: {
    // A member never sees it (spec-checkout §4): signing in, e.g. with a social one-tap, ends it.
    "session.change": [
      { guard: "signsIn", target: ".idle", actions: "keepSession" },
      { actions: "keepSession" },
    ],
  },
  states: {
    idle: {
      on: {
        "page.view": [
          { guard: and(["onInterruptiblePage", "allowed"]), target: "waiting", actions: "keepPath" },
          { actions: "keepPath" },
        ],
      },
    },
    // Each page view starts the delay again: the modal opens over a page the visitor has looked
    // at. The rule is asked again when it ends, since another tab may have shown or closed it.
    waiting: {
      after: { showDelay: [{ guard: "allowed", target: "preparing" }, { target: "idle" }] },
      on: {
        "page.view": [
          {
            guard: and(["onInterruptiblePage", "allowed"]),
            target: "waiting",
            reenter: true,
            actions: "keepPath",
          },
          { target: "idle", actions: "keepPath" },
        ],
      },
    },
    // Without its banner the modal does not open; the next page view tries again.
    preparing: {
      always: { guard: "hasBanner", target: "open" },
      invoke: {
        src: "loadBanner",
        onDone: { target: "open", actions: { type: "keepBanner", params: ({ event }) => event.output } },
        onError: "idle",
      },
      after: { bannerTimeout: "idle" },
      on: {
        "page.view": [
          { guard: "onInterruptiblePage", actions: "keepPath" },
          { target: "idle", actions: "keepPath" },
        ],
      },
    },
    open: {
      tags: ["open"],
      entry: "recordShow",
      on: {
        "interrupt.close": { target: "idle", actions: "markViewed" },
        // Not a close: the viewed flag stays unset, and the limits still count this show.
        "interrupt.signIn": { target: "idle", actions: "toSignIn" },
        // The browser's Back under the modal: it stays over a browsing page, and goes otherwise.
        "page.view": [
          { guard: "onInterruptiblePage", actions: "keepPath" },
          { target: "idle", actions: "keepPath" },
        ],
      },
    },
  },
})

export type LoginInterruptSnapshot = SnapshotFrom<typeof loginInterruptMachine>
