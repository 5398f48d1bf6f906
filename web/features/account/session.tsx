import { createContext, type ReactNode, use, useCallback, useSyncExternalStore } from "react"
import type { StoredUser } from "#core/auth/stored-user.ts"
import type { AuthSessionEvent, AuthSessionSnapshot } from "#machines/auth-session.machine.ts"
import type { SessionActor } from "./browser-session.ts"

/**
 * Where the page's auth-session actor appears. The actor's module loads after hydration, so the
 * page does not wait for it (docs/decisions/070-javascript-budget.md); until then the session reads
 * as unknown, as it does while hydrating, and events wait for it.
 */
export interface SessionSlot {
  readonly subscribe: (changed: () => void) => () => void
  readonly getSnapshot: () => AuthSessionSnapshot | null
  readonly send: (event: AuthSessionEvent) => void
  /** Called once, with the started actor. */
  readonly attach: (actor: SessionActor) => void
}

export const createSessionSlot = (): SessionSlot => {
  let actor: SessionActor | null = null
  const waiting: AuthSessionEvent[] = []
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => actor?.getSnapshot() ?? null,
    send: (event) => (actor === null ? void waiting.push(event) : actor.send(event)),
    attach: (started) => {
      actor = started
      started.subscribe(changed)
      for (const event of waiting.splice(0)) started.send(event)
      changed()
    },
  }
}

const SessionContext = createContext<SessionSlot | null>(null)

/** Holds the page's session slot; the server render has none (its HTML is anonymous). */
export function SessionProvider({ session, children }: { session?: SessionSlot; children: ReactNode }) {
  return <SessionContext value={session ?? null}>{children}</SessionContext>
}

export interface SessionView {
  /**
   * 'unknown' on the server and while hydrating, whatever the browser has stored: the first render
   * must match the anonymous server markup. The stored session shows right after.
   */
  readonly status: "unknown" | "signedOut" | "signedIn"
  readonly user: StoredUser | null
  /** Sign Out's logout call is under way. */
  readonly signingOut: boolean
  /** Tells the session; never called during a server render, where there is no session. */
  readonly send: (event: AuthSessionEvent) => void
}

const noSnapshot = (): AuthSessionSnapshot | null => null
const ignore = () => undefined

/** Who is signed in, for rendering; see SessionView.status for the first render. */
export function useSession(): SessionView {
  const slot = use(SessionContext)
  const subscribe = useCallback((changed: () => void) => slot?.subscribe(changed) ?? ignore, [slot])
  const snapshot = useSyncExternalStore(subscribe, slot?.getSnapshot ?? noSnapshot, noSnapshot)
  const send = useCallback((event: AuthSessionEvent) => slot?.send(event), [slot])
  if (snapshot === null) return { status: "unknown", user: null, signingOut: false, send }
  const signedIn = snapshot.hasTag("signedIn")
  return {
    status: signedIn ? "signedIn" : "signedOut",
    user: signedIn ? snapshot.context.user : null,
    signingOut: snapshot.hasTag("signingOut"),
    send,
  }
}
