import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"

/**
 * A model of the session as a member lives it (spec-checkout §2 'Route guards', §4
 * 'Authentication', §8 '401'), written from the spec apart from machines/auth-session.machine.ts.
 * The same `events` and `states` drive the headless driver (tests/model/auth-session.test.ts)
 * and, later, a Playwright page model: each implements `AuthSessionDriver`.
 */

/** Who logs in: Asha Rao, or an account whose first name is the 'Guest' placeholder. */
export type FirstName = "Asha" | "Guest"
/** Pages Sign Out is pressed on: the two the spec names, and any other. */
export type SignOutPage = "/rewards/" | "/account/profile/" | "/faq/"

export const TOKENS = { login: "token-1", refreshed: "token-2" } as const
/** The profile update the model makes: a new first name and mobile. */
export const PROFILE_CHANGE = { firstName: "Anu", lastName: "Rao", mobile: "9123456789" } as const
const NAMES: Readonly<Record<FirstName, string>> = { Asha: "Asha Rao", Guest: "Rao" }
/** spec-checkout §2: where Sign Out leads from each page; null: the member stays. */
const SIGN_OUT_TO: Readonly<Record<SignOutPage, string | null>> = {
  "/rewards/": "/?flow=rewards",
  "/account/profile/": "/",
  "/faq/": null,
}

export type ModelEvent =
  | { readonly type: "login.answer"; readonly firstName: FirstName }
  | { readonly type: "token.refresh" }
  | { readonly type: "profile.update" }
  | { readonly type: "signOut.press"; readonly page: SignOutPage }
  | { readonly type: "logout.answer" }
  | { readonly type: "logout.fail" }
  | { readonly type: "clock.logoutTimeout" }
  | { readonly type: "server.unauthorized" }
  | { readonly type: "page.reload" }
  | { readonly type: "interrupt.close" }

/** Events that carry data must be listed for the graph traversal. */
export const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "login.answer", firstName: "Asha" },
  { type: "login.answer", firstName: "Guest" },
  ...Object.keys(SIGN_OUT_TO).map((page) => ({ type: "signOut.press" as const, page: page as SignOutPage })),
]

interface ModelContext {
  readonly name: string | null
  readonly mobile: string | null
  readonly token: string | null
  /** The login-interrupt modal was closed, so its viewed flag is stored. */
  readonly interruptViewed: boolean
  /** Where the last event sent the visitor; null: nowhere. */
  readonly redirect: string | null
  /** Where Sign Out will lead once done. */
  readonly leavingTo: string | null
}

const signedOutContext = { name: null, mobile: null, token: null, interruptViewed: false, leavingTo: null }

export const authSessionModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    stay: assign({ redirect: null }),
    logIn: assign(({ event }) =>
      event.type === "login.answer"
        ? { name: NAMES[event.firstName], mobile: "9876543210", token: TOKENS.login, redirect: null }
        : {},
    ),
    refresh: assign({ token: TOKENS.refreshed, redirect: null }),
    update: assign({
      name: `${PROFILE_CHANGE.firstName} ${PROFILE_CHANGE.lastName}`,
      mobile: PROFILE_CHANGE.mobile,
      redirect: null,
    }),
    pressSignOut: assign(({ event }) =>
      event.type === "signOut.press" ? { leavingTo: SIGN_OUT_TO[event.page], redirect: null } : {},
    ),
    // spec-checkout §4: logout removes the auth data and clears the login-interrupt flag.
    signOut: assign(({ context }) => ({ ...signedOutContext, redirect: context.leavingTo })),
    // spec-checkout §8: a 401 does the same and goes to /login/.
    unauthorized: assign({ ...signedOutContext, redirect: "/login/" }),
    viewInterrupt: assign({ interruptViewed: true, redirect: null }),
    // A reload keeps what was saved; the logout call in flight is lost with the page.
    reload: assign({ redirect: null, leavingTo: null }),
  },
}).createMachine({
  id: "authSessionModel",
  context: { ...signedOutContext, redirect: null },
  initial: "signedOut",
  on: { "server.unauthorized": { target: ".signedOut", actions: "unauthorized" } },
  states: {
    signedOut: {
      on: {
        "login.answer": { target: "signedIn", actions: "logIn" },
        "interrupt.close": { actions: "viewInterrupt" },
        "page.reload": { target: "signedOut", actions: "reload" },
      },
    },
    signedIn: {
      on: {
        "token.refresh": { actions: "refresh" },
        "profile.update": { actions: "update" },
        "signOut.press": { target: "signingOut", actions: "pressSignOut" },
        "page.reload": { actions: "reload" },
      },
    },
    signingOut: {
      on: {
        "logout.answer": { target: "signedOut", actions: "signOut" },
        "logout.fail": { target: "signedOut", actions: "signOut" },
        "clock.logoutTimeout": { target: "signedOut", actions: "signOut" },
        "page.reload": { target: "signedIn", actions: "reload" },
      },
    },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof authSessionModel>

/** What the host and the visitor can observe of the session. */
export interface SeenSession {
  readonly signedIn: boolean
  readonly signingOut: boolean
  readonly name: string | null
  readonly mobile: string | null
  /** The token calls carry, and the one saved for the next visit. */
  readonly token: string | null
  readonly savedToken: string | null
  readonly savedName: string | null
  readonly interruptViewed: boolean
  /** Where the host was sent since the last event. */
  readonly redirects: ReadonlyArray<string>
}

export interface AuthSessionDriver {
  /** A login answer arrives for Asha Rao or for a 'Guest' account with last name Rao. */
  logIn(firstName: FirstName): Promise<void>
  refreshToken(token: string): Promise<void>
  updateProfile(change: typeof PROFILE_CHANGE): Promise<void>
  signOut(page: SignOutPage): Promise<void>
  logoutAnswers(): Promise<void>
  logoutFails(): Promise<void>
  /** Lets the logout call go unanswered past its time-out. */
  waitLogoutTimeout(): Promise<void>
  /** A call answers 401. */
  unauthorized(): Promise<void>
  reload(): Promise<void>
  closeLoginInterrupt(): Promise<void>
  see(): Promise<SeenSession>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

export const events = (I: AuthSessionDriver): NonNullable<Params["events"]> => ({
  "login.answer": ({ event }) => I.logIn((event as Extract<ModelEvent, { type: "login.answer" }>).firstName),
  "token.refresh": () => I.refreshToken(TOKENS.refreshed),
  "profile.update": () => I.updateProfile(PROFILE_CHANGE),
  "signOut.press": ({ event }) => I.signOut((event as Extract<ModelEvent, { type: "signOut.press" }>).page),
  "logout.answer": () => I.logoutAnswers(),
  "logout.fail": () => I.logoutFails(),
  "clock.logoutTimeout": () => I.waitLogoutTimeout(),
  "server.unauthorized": () => I.unauthorized(),
  "page.reload": () => I.reload(),
  "interrupt.close": () => I.closeLoginInterrupt(),
})

export const states = (I: AuthSessionDriver): NonNullable<Params["states"]> => {
  const seen = async (state: ModelSnapshot, signedIn: boolean, signingOut: boolean) => {
    const { context } = state
    expect(await I.see()).toEqual({
      signedIn,
      signingOut,
      name: context.name,
      mobile: context.mobile,
      token: context.token,
      savedToken: context.token,
      savedName: context.name,
      interruptViewed: context.interruptViewed,
      redirects: context.redirect === null ? [] : [context.redirect],
    })
  }
  return {
    signedOut: (state) => seen(state, false, false),
    signedIn: (state) => seen(state, true, false),
    signingOut: (state) => seen(state, true, true),
  }
}
