import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { ApiError } from "#core/services/api-client.ts"
import { authSessionMachine } from "./auth-session.machine.ts"
import {
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  type KeyValueStorage,
  LOGIN_INTERRUPT_VIEWED_KEY,
  memoryStorage,
} from "./auth-storage.ts"
import { asha } from "./test-support/accounts.ts"
import { settle } from "./test-support/actors.ts"

const SAVED_USER = JSON.stringify({
  id: "42",
  email: "asha@example.com",
  name: "Asha Rao",
  mobile: "9876543210",
})

interface LogoutCall {
  readonly token: string
  readonly resolve: () => void
  readonly reject: (error: unknown) => void
}

const start = (storage: KeyValueStorage = memoryStorage()) => {
  const clock = new SimulatedClock()
  const logouts: Array<LogoutCall> = []
  const machine = authSessionMachine.provide({
    actors: {
      logout: fromPromise<{ readonly signed_out: boolean }, { readonly token: string }>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            logouts.push({ token: input.token, resolve: () => resolve({ signed_out: true }), reject }),
          ),
      ),
    },
  })
  const actor = createActor(machine, { clock, input: { storage } })
  /** Each redirect with whether the session was already signed out when the host heard of it. */
  const redirects: Array<{ readonly to: string; readonly signedOut: boolean }> = []
  actor.on("session.redirect", ({ to }) =>
    redirects.push({ to, signedOut: actor.getSnapshot().hasTag("signedOut") }),
  )
  actor.start()
  const state = () => actor.getSnapshot()
  return { actor, clock, storage, logouts, redirects, state }
}

const signedIn = () => {
  const session = start()
  session.actor.send({ type: "session.signedIn", result: asha })
  return session
}

describe("auth session: signing in", () => {
  it("starts signed out when nothing is saved", () => {
    const { state } = start()
    expect(state().hasTag("signedOut")).toBe(true)
    expect(state().context).toMatchObject({ user: null, token: null })
  })

  it("is signed in after a login answer, with the user and token stored locally", () => {
    const { state, storage } = signedIn()
    expect(state().hasTag("signedIn")).toBe(true)
    expect(state().context.user).toEqual({
      id: "42",
      email: "asha@example.com",
      name: "Asha Rao",
      mobile: "9876543210",
    })
    expect(state().context.token).toBe("token-1")
    expect(JSON.parse(storage.getItem(AUTH_USER_KEY)!)).toEqual(state().context.user)
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe("token-1")
  })

  it("stores a 'Guest' first name as no first name", () => {
    const { actor, state } = start()
    actor.send({ type: "session.signedIn", result: { ...asha, first_name: "Guest", last_name: "" } })
    expect(state().context.user?.name).toBe("")
  })

  it("restores the saved session after a reload", () => {
    const storage = memoryStorage({ [AUTH_USER_KEY]: SAVED_USER, [AUTH_TOKEN_KEY]: "token-1" })
    const { state } = start(storage)
    expect(state().hasTag("signedIn")).toBe(true)
    expect(state().context).toMatchObject({ token: "token-1", user: { name: "Asha Rao" } })
  })

  it("reads a token without a user, or a user it cannot read, as signed out", () => {
    expect(
      start(memoryStorage({ [AUTH_TOKEN_KEY]: "token-1" }))
        .state()
        .hasTag("signedOut"),
    ).toBe(true)
    const garbled = memoryStorage({ [AUTH_USER_KEY]: "{not json", [AUTH_TOKEN_KEY]: "token-1" })
    expect(start(garbled).state().hasTag("signedOut")).toBe(true)
  })

  it("keeps the session for this page when storage refuses writes", () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => {},
    }
    const { actor, state } = start(full)
    actor.send({ type: "session.signedIn", result: asha })
    expect(state().context.token).toBe("token-1")
  })
})

describe("auth session: while signed in", () => {
  it("replaces the token when an answer carries a new one, in memory and in storage", () => {
    const { actor, state, storage } = signedIn()
    actor.send({ type: "session.tokenRefreshed", token: "token-2" })
    expect(state().context.token).toBe("token-2")
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBe("token-2")
    expect(state().can({ type: "session.tokenRefreshed", token: "" })).toBe(false)
    expect(state().can({ type: "session.tokenRefreshed", token: "token-2" })).toBe(false)
  })

  it("takes no token while signed out", () => {
    const { state } = start()
    expect(state().can({ type: "session.tokenRefreshed", token: "token-2" })).toBe(false)
  })

  it("saves the name (first plus last, 'Guest' as empty) and mobile of a profile update", () => {
    const { actor, state, storage } = signedIn()
    actor.send({
      type: "session.profileUpdated",
      change: { firstName: "Guest", lastName: "Rao", mobile: "9123456789" },
    })
    expect(state().context.user).toMatchObject({
      name: "Rao",
      mobile: "9123456789",
      email: "asha@example.com",
    })
    expect(JSON.parse(storage.getItem(AUTH_USER_KEY)!)).toMatchObject({ name: "Rao", mobile: "9123456789" })
  })
})

describe("auth session: signing out", () => {
  it("calls logout with the token, then removes the auth data and the login-interrupt flag", async () => {
    const { actor, state, storage, logouts } = signedIn()
    storage.setItem(LOGIN_INTERRUPT_VIEWED_KEY, "1")
    actor.send({ type: "session.signOut", pathname: "/faq/" })
    expect(state().hasTag("signingOut")).toBe(true)
    expect(state().context.token).toBe("token-1")
    expect(logouts.map((l) => l.token)).toEqual(["token-1"])
    logouts[0]!.resolve()
    await settle()
    expect(state().hasTag("signedOut")).toBe(true)
    expect(state().context).toMatchObject({ user: null, token: null })
    for (const key of [AUTH_USER_KEY, AUTH_TOKEN_KEY, LOGIN_INTERRUPT_VIEWED_KEY]) {
      expect(storage.getItem(key)).toBeNull()
    }
  })

  it("signs out locally even when the logout call fails", async () => {
    const { actor, state, logouts } = signedIn()
    actor.send({ type: "session.signOut", pathname: "/faq/" })
    logouts[0]!.reject(new ApiError({ status: 0, code: "NetworkError", message: "x", isNetworkError: true }))
    await settle()
    expect(state().hasTag("signedOut")).toBe(true)
  })

  it("signs out locally when the logout call has not answered after 10 s", () => {
    const { actor, clock, state } = signedIn()
    actor.send({ type: "session.signOut", pathname: "/faq/" })
    clock.increment(9_999)
    expect(state().hasTag("signingOut")).toBe(true)
    clock.increment(1)
    expect(state().hasTag("signedOut")).toBe(true)
  })

  it("goes to /?flow=rewards from /rewards/, to / from the profile page, and stays elsewhere", async () => {
    for (const [pathname, expected] of [
      ["/rewards/", [{ to: "/?flow=rewards", signedOut: true }]],
      ["/account/profile/", [{ to: "/", signedOut: true }]],
      ["/faq/", []],
    ] as const) {
      const { actor, logouts, redirects } = signedIn()
      actor.send({ type: "session.signOut", pathname })
      expect(redirects).toEqual([])
      logouts[0]!.resolve()
      await settle()
      expect(redirects).toEqual(expected)
    }
  })
})

describe("auth session: a 401 answer", () => {
  it("unsets the session, clears the login-interrupt flag and sends the visitor to /login/", () => {
    const { actor, state, storage, redirects } = signedIn()
    storage.setItem(LOGIN_INTERRUPT_VIEWED_KEY, "1")
    actor.send({ type: "session.unauthorized" })
    expect(state().hasTag("signedOut")).toBe(true)
    expect(storage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(storage.getItem(LOGIN_INTERRUPT_VIEWED_KEY)).toBeNull()
    expect(redirects).toEqual([{ to: "/login/", signedOut: true }])
  })

  it("wins over a sign-out in progress, whose late answer then changes nothing", async () => {
    const { actor, state, logouts, redirects } = signedIn()
    actor.send({ type: "session.signOut", pathname: "/rewards/" })
    actor.send({ type: "session.unauthorized" })
    logouts[0]!.resolve()
    await settle()
    expect(state().hasTag("signedOut")).toBe(true)
    expect(redirects.map((r) => r.to)).toEqual(["/login/"])
  })

  it("also sends a signed-out visitor to /login/", () => {
    const { actor, redirects } = start()
    actor.send({ type: "session.unauthorized" })
    expect(redirects.map((r) => r.to)).toEqual(["/login/"])
  })
})
