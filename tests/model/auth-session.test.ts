import { describe, expect, it } from "vitest"
import { type Actor, createActor, fromPromise, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import type { LoginResult } from "#core/api/auth.ts"
import { ApiError } from "#core/services/api-client.ts"
import { authSessionMachine } from "#machines/auth-session.machine.ts"
import {
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  LOGIN_INTERRUPT_VIEWED_KEY,
  memoryStorage,
} from "#machines/auth-storage.ts"
import { settle } from "#machines/test-support/actors.ts"
import {
  type AuthSessionDriver,
  authSessionModel,
  events,
  modelEvents,
  states,
  TOKENS,
} from "./auth-session.model.ts"
import { leafStates, reachedStates } from "./reached.ts"

/** The browser tab: one storage that outlives reloads, and a session machine per page load. */
const headless = (): AuthSessionDriver => {
  const storage = memoryStorage()
  const clock = new SimulatedClock()
  const logouts: Array<{ readonly resolve: () => void; readonly reject: (e: unknown) => void }> = []
  let redirects: Array<string> = []
  const machine = authSessionMachine.provide({
    actors: {
      logout: fromPromise<{ readonly signed_out: boolean }, { readonly token: string }>(
        () =>
          new Promise((resolve, reject) =>
            logouts.push({ resolve: () => resolve({ signed_out: true }), reject }),
          ),
      ),
    },
  })
  const load = () => {
    const actor = createActor(machine, { clock, input: { storage } })
    actor.on("session.redirect", ({ to }) => redirects.push(to))
    return actor.start()
  }
  let actor: Actor<typeof machine> = load()
  const login = (firstName: string): LoginResult => ({
    id: "42",
    email: "asha@example.com",
    phone_number: "9876543210",
    first_name: firstName,
    last_name: "Rao",
    communication_type: "email",
    token: TOKENS.login,
  })
  const act = async (f: () => void) => {
    redirects = []
    f()
    await settle()
  }
  return {
    logIn: (firstName) => act(() => actor.send({ type: "session.signedIn", result: login(firstName) })),
    refreshToken: (token) => act(() => actor.send({ type: "session.tokenRefreshed", token })),
    updateProfile: (change) => act(() => actor.send({ type: "session.profileUpdated", change })),
    signOut: (page) => act(() => actor.send({ type: "session.signOut", pathname: page })),
    logoutAnswers: () => act(() => logouts.shift()!.resolve()),
    logoutFails: () =>
      act(() =>
        logouts
          .shift()!
          .reject(new ApiError({ status: 502, code: "x", message: "x", isNetworkError: false })),
      ),
    waitLogoutTimeout: () => act(() => clock.increment(10_000)),
    unauthorized: () => act(() => actor.send({ type: "session.unauthorized" })),
    reload: () =>
      act(() => {
        actor.stop()
        logouts.length = 0
        actor = load()
      }),
    closeLoginInterrupt: () => act(() => storage.setItem(LOGIN_INTERRUPT_VIEWED_KEY, String(Date.now()))),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const saved = storage.getItem(AUTH_USER_KEY)
      return {
        signedIn: snapshot.hasTag("signedIn"),
        signingOut: snapshot.hasTag("signingOut"),
        name: snapshot.context.user?.name ?? null,
        mobile: snapshot.context.user?.mobile ?? null,
        token: snapshot.context.token,
        savedToken: storage.getItem(AUTH_TOKEN_KEY),
        savedName: saved === null ? null : (JSON.parse(saved) as { name: string }).name,
        interruptViewed: storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY) !== null,
        redirects,
      }
    },
  }
}

const testModel = createTestModel(authSessionModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = testModel.getShortestPaths()
/**
 * A member who closed the login interrupt before logging in: only from there do logout and a 401
 * have a flag to clear (spec-checkout §4), so every state is walked again from that point.
 */
const [viewedThenLoggedIn] = testModel.getPathsFromEvents([
  { type: "interrupt.close" },
  { type: "login.answer", firstName: "Asha" },
])
const pathsAfterInterrupt = testModel.getShortestPaths({ fromState: viewedThenLoggedIn!.state })

describe("auth session, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(authSessionModel))
  })

  it("walks every Sign Out page and every way a sign-out ends", () => {
    const walked = (type: string) =>
      new Set(
        paths.flatMap((p) =>
          p.steps.filter((s) => s.event.type === type).map((s) => JSON.stringify(s.event)),
        ),
      )
    expect(walked("signOut.press").size).toBe(3)
    for (const end of ["logout.answer", "logout.fail", "clock.logoutTimeout"])
      expect(walked(end).size).toBe(1)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  for (const path of pathsAfterInterrupt) {
    it(`once the login interrupt was closed: ${path.description}`, async () => {
      const I = headless()
      const params = { events: events(I), states: states(I) }
      await viewedThenLoggedIn!.test(params)
      await path.test(params)
    })
  }
})
