import { type ActorRefFrom, createActor } from "xstate"
import { loginHref } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import { authSessionMachine } from "#machines/auth-session.machine.ts"
import { AUTH_USER_KEY, type KeyValueStorage, memoryStorage } from "#machines/auth-storage.ts"
import { fromLoadedEffect } from "#machines/lib/from-effect.ts"
import { afterEffect } from "../../lib/after-effect.ts"
import { identifyUser } from "../../lib/browser-runtime.ts"
import { linkSession } from "../../lib/session-link.ts"

export type SessionActor = ActorRefFrom<typeof authSessionMachine>

/**
 * localStorage, or memory when the browser refuses it (storage disabled, some private modes throw
 * on the property itself): the session then lasts as long as the page.
 */
export const pageStorage = (): KeyValueStorage => {
  try {
    const storage = window.localStorage
    storage.getItem(AUTH_USER_KEY)
    return storage
  } catch {
    return memoryStorage()
  }
}

/**
 * Starts the page's one auth-session actor (docs/decisions/054-sign-in-pages.md): restored from
 * localStorage, the API client's token source, told of every 401 and replacement token, and the
 * one place that turns the machine's `session.redirect` into a navigation. The client entry imports
 * this module once hydration is under way. Restoring the session needs no Effect: the logout call
 * loads it when Sign Out runs (docs/decisions/114-page-start-without-effect.md).
 */
export const startBrowserSession = (navigate: (to: string) => void): SessionActor => {
  const machine = authSessionMachine.provide({
    actors: {
      logout: fromLoadedEffect(async () => {
        const [{ browserRuntime }, { logout }] = await afterEffect(() =>
          Promise.all([import("../../lib/effect-runtime.ts"), import("#core/services/sign-in-calls.ts")]),
        )
        return { runtime: browserRuntime(), program: logout }
      }),
    },
  })
  const actor = createActor(machine, { input: { storage: pageStorage() } })
  linkSession({
    token: () => actor.getSnapshot().context.token,
    unauthorized: () => actor.send({ type: "session.unauthorized" }),
    tokenRefreshed: (token) => actor.send({ type: "session.tokenRefreshed", token }),
  })
  // After a 401 the machine says '/login/' (spec-checkout §8); the page the member was on goes
  // along, so signing in again brings them back to it. A second 401 from a call already under way
  // (the club link's balance) finds the traveller on /login/ and keeps the page they came from.
  // Sign Out's own destination (spec-checkout §2: / from the profile page) goes after the render
  // of the signed-out session, whose route guard would otherwise send a member-only page to sign in.
  actor.on("session.redirect", ({ to }) =>
    to === href("login")
      ? window.location.pathname === href("login")
        ? undefined
        : navigate(loginHref(window.location.pathname + window.location.search))
      : setTimeout(() => navigate(to), 0),
  )
  // Tracking tells signed-in from anonymous visits (spec-search §7): identify on sign-in, reset on sign-out.
  let trackedUser: string | null = null
  actor.subscribe((snapshot) => {
    const userId = snapshot.context.user?.id ?? null
    if (userId === trackedUser) return
    trackedUser = userId
    identifyUser(userId)
  })
  return actor.start()
}
