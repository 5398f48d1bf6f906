import { assign, emit, fromPromise, type SnapshotFrom, setup } from "xstate"
import type { LoginResult } from "#core/api/auth.ts"
import { type ProfileChange, type StoredUser, sessionOf, withProfile } from "#core/auth/stored-user.ts"
import { signOutDestination } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import { forgetSession, type KeyValueStorage, readSession, writeToken, writeUser } from "./auth-storage.ts"
import { notProvided } from "./lib/invoke.ts"

export interface AuthSessionContext {
  /** Where the session survives a reload: localStorage in the browser, memory in the CLI. */
  readonly storage: KeyValueStorage
  readonly user: StoredUser | null
  /** The bearer token every call carries (spec-checkout §7); null when signed out. */
  readonly token: string | null
  /** Where to send the member once a Sign Out has finished; null: stay on the page. */
  readonly afterSignOut: string | null
}

export type AuthSessionEvent =
  /** A login, sign-up, password reset or login OTP verification answered (spec-checkout §4). */
  | { readonly type: "session.signedIn"; readonly result: LoginResult }
  /** An answer carried a replacement token in the AUTH_TOKEN_HEADER header. */
  | { readonly type: "session.tokenRefreshed"; readonly token: string }
  | { readonly type: "session.profileUpdated"; readonly change: ProfileChange }
  /** Sign Out, from the page at `pathname` (spec-checkout §2 'Route guards'). */
  | { readonly type: "session.signOut"; readonly pathname: string }
  /** Any call answered 401 (spec-checkout §8). */
  | { readonly type: "session.unauthorized" }

/** Told to the host, which navigates: `actor.on("session.redirect", ({ to }) => navigate(to))`. */
export type AuthSessionEmitted = { readonly type: "session.redirect"; readonly to: string }

export type AuthSessionTag = "signedIn" | "signedOut" | "signingOut"

export interface AuthSessionInput {
  readonly storage: KeyValueStorage
}

export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    emitted: {} as AuthSessionEmitted,
    input: {} as AuthSessionInput,
    tags: {} as AuthSessionTag,
  },
  actors: {
    /** GET /api/v2/auth/logout/ with the session's token; the answer itself is not used. */
    logout: fromPromise<{ readonly signed_out: boolean }, { readonly token: string }>(notProvided("logout")),
  },
  /**
   * The spec signs out locally even when the logout call fails; a call that never answers counts
   * as failed after this long, so Sign Out cannot hang.
   */
  delays: { logoutTimeout: 10_000 },
  guards: {
    hasSession: ({ context }) => context.user !== null && context.token !== null,
    leavesPage: ({ context }) => context.afterSignOut !== null,
    isNewToken: ({ context, event }) =>
      event.type === "session.tokenRefreshed" && event.token !== "" && event.token !== context.token,
  },
  actions: {
    signIn: assign(({ event }) => (event.type === "session.signedIn" ? sessionOf(event.result) : {})),
    refreshToken: assign(({ event }) =>
      event.type === "session.tokenRefreshed" ? { token: event.token } : {},
    ),
    updateProfile: assign(({ context, event }) =>
      event.type === "session.profileUpdated" && context.user !== null
        ? { user: withProfile(context.user, event.change) }
        : {},
    ),
    rememberDestination: assign(({ event }) =>
      event.type === "session.signOut" ? { afterSignOut: signOutDestination(event.pathname) } : {},
    ),
    clearSession: assign({ user: null, token: null, afterSignOut: null }),
    saveUser: ({ context }) => {
      if (context.user !== null) writeUser(context.storage, context.user)
    },
    saveToken: ({ context }) => {
      if (context.token !== null) writeToken(context.storage, context.token)
    },
    forget: ({ context }) => forgetSession(context.storage),
    redirect: emit((_, to: string) => ({ type: "session.redirect" as const, to })),
  },
}).createMachine({
  id: "authSession",
  context: ({ input }) => {
    const saved = readSession(input.storage)
    return {
      storage: input.storage,
      user: saved?.user ?? null,
      token: saved?.token ?? null,
      afterSignOut: null,
    }
  },
  initial: "restoring",
  on: {
    // spec-checkout §4 and §8: any 401 unsets the session, clears the login-interrupt flag and
    // sends the visitor to /login/, whatever the machine was doing.
    "session.unauthorized": {
      target: ".signedOut",
      actions: ["clearSession", "forget", { type: "redirect", params: () => href("login") }],
    },
  },
  states: {
    restoring: { always: [{ guard: "hasSession", target: "signedIn" }, { target: "signedOut" }] },
    signedOut: {
      tags: ["signedOut"],
      on: { "session.signedIn": { target: "signedIn", actions: ["signIn", "saveUser", "saveToken"] } },
    },
    signedIn: {
      tags: ["signedIn"],
      on: {
        // Another account's answer (e.g. a login OTP verification in checkout) replaces this one.
        "session.signedIn": { actions: ["signIn", "saveUser", "saveToken"] },
        "session.tokenRefreshed": { guard: "isNewToken", actions: ["refreshToken", "saveToken"] },
        "session.profileUpdated": { actions: ["updateProfile", "saveUser"] },
        "session.signOut": { target: "signingOut", actions: "rememberDestination" },
      },
    },
    // Still signed in while the logout call runs: it needs the token the API client reads from here.
    signingOut: {
      tags: ["signedIn", "signingOut"],
      invoke: {
        src: "logout",
        input: ({ context }) => ({ token: context.token! }),
        onDone: "signedOutLocally",
        onError: "signedOutLocally",
      },
      after: { logoutTimeout: "signedOutLocally" },
    },
    // The redirect is read before the destination is cleared; it reaches the host only once the
    // snapshot is signed out (emitted events are deferred to the end of the step).
    signedOutLocally: {
      always: [
        {
          guard: "leavesPage",
          target: "signedOut",
          actions: [
            { type: "redirect", params: ({ context }) => context.afterSignOut! },
            "clearSession",
            "forget",
          ],
        },
        { target: "signedOut", actions: ["clearSession", "forget"] },
      ],
    },
  },
})

export type AuthSessionSnapshot = SnapshotFrom<typeof authSessionMachine>
