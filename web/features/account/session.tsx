import { createContext, type ReactNode, use, useCallback, useSyncExternalStore } from "react"
import type { StoredUser } from "#core/auth/stored-user.ts"
import type { AuthSessionEvent, AuthSessionSnapshot } from "#machines/auth-session.machine.ts"
import type { SessionActor } from "./browser-session.ts"

const SessionContext = createContext<SessionActor | null>(null)

/** Holds the page's auth-session actor; the server render has none (its HTML is anonymous). */
export function SessionProvider({ session, children }: { session?: SessionActor; children: ReactNode }) {
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
  const actor = use(SessionContext)
  const subscribe = useCallback(
    (changed: () => void) => {
      if (actor === null) return ignore
      const subscription = actor.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    useCallback(() => actor?.getSnapshot() ?? null, [actor]),
    noSnapshot,
  )
  const send = useCallback((event: AuthSessionEvent) => actor?.send(event), [actor])
  if (snapshot === null) return { status: "unknown", user: null, signingOut: false, send }
  const signedIn = snapshot.hasTag("signedIn")
  return {
    status: signedIn ? "signedIn" : "signedOut",
    user: signedIn ? snapshot.context.user : null,
    signingOut: snapshot.hasTag("signingOut"),
    send,
  }
}
