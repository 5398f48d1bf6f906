import type { Actor } from "xstate"
import { guardRedirect, REDIRECT_PARAM, safeReturnPath } from "#core/routes/guards.ts"
import { resolvePath } from "#core/routes/match.ts"
import type { AuthSessionEvent } from "#machines/auth-session.machine.ts"
import { type KeyValueStorage, memoryStorage } from "#machines/auth-storage.ts"
import { journeyActor } from "./actors.ts"
import { passwordResetLogic, sessionLogic, signInLogic, signUpLogic } from "./auth-actors.ts"
import type { Session } from "./session.ts"

/**
 * The sign-in side of a journey, headless (docs/decisions/033-journey-auth-steps.md): the one
 * auth-session actor the API client asks for the token and tells of 401s and new tokens, a tiny
 * navigation model (the route, its guards, the session's redirects), and the form of the page the
 * route shows. Everything runs on the journey's simulated clock and runtime.
 */

export type SessionActor = Actor<ReturnType<typeof sessionLogic>>

/** The form a page shows, by the route that shows it. */
export type PageForm =
  | { readonly kind: "signIn"; readonly actor: Actor<ReturnType<typeof signInLogic>> }
  | { readonly kind: "signUp"; readonly actor: Actor<ReturnType<typeof signUpLogic>> }
  | { readonly kind: "passwordReset"; readonly actor: Actor<ReturnType<typeof passwordResetLogic>> }

export interface AuthDriver {
  /** Path and query of the page the journey is on; it starts on the home page. */
  readonly route: () => string
  /** Goes to `path` as a link or the address bar would: guards apply, the page starts afresh. */
  readonly open: (path: string) => void
  /**
   * The browser's reload: every machine starts again, the session from what storage kept, and the
   * page's guard applies to the visitor it restores.
   */
  readonly reload: () => void
  /** Counts the pages opened: the same route opened again (or reloaded) is a new visit. */
  readonly visit: () => number
  /** The open page's form, or null for a page without one. */
  readonly form: () => PageForm | null
  readonly session: SessionActor
  /** The browser's localStorage, where the session keeps the user and token. */
  readonly storage: KeyValueStorage
  /** The token the session held last, kept after it signs out so a journey can try it again. */
  readonly lastToken: () => string | null
  /**
   * What the page does once a step's work has settled: a form that signed in hands its answer to
   * the session and leaves for the login link's `redirect`; a guard that no longer admits the
   * visitor (signed out on a member page) sends them on.
   */
  readonly update: () => void
  readonly stop: () => void
}

const HOME = "/"
/** A guard always ends at a page that admits the visitor; more hops than this is a loop. */
const MAX_REDIRECTS = 5

const queryOf = (route: string) => new URL(route, "http://site").searchParams

/** The form a route's page shows; other pages have none that a journey drives. */
const formAt = (session: Session, route: string): PageForm | null => {
  const resolved = resolvePath(new URL(route, "http://site").pathname)
  if (resolved.kind !== "route") return null
  const { clock } = session
  switch (resolved.match.id) {
    case "login":
      return { kind: "signIn", actor: journeyActor(signInLogic(session), { clock }).start() }
    case "signup":
      return { kind: "signUp", actor: journeyActor(signUpLogic(session), { clock }).start() }
    case "forgotPassword": {
      // The e-mailed link's `?token=` turns the page from asking for an e-mail to setting a password.
      const input = { token: queryOf(route).get("token") }
      return {
        kind: "passwordReset",
        actor: journeyActor(passwordResetLogic(session), { clock, input }).start(),
      }
    }
    default:
      return null
  }
}

export const startAuth = (session: Session): AuthDriver => {
  const storage = memoryStorage()
  const startSession = (): SessionActor =>
    journeyActor(sessionLogic(session), { clock: session.clock, input: { storage } })
  let actor = startSession()
  let route = HOME
  let form: PageForm | null = null
  let visits = 0
  let lastToken: string | null = null
  const signedIn = () => actor.getSnapshot().hasTag("signedIn")

  /** Where a visit to `to` ends: trailing-slash redirects and guards followed. */
  const landing = (to: string): string => {
    let at = to
    for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
      const url = new URL(at, "http://site")
      const resolved = resolvePath(url.pathname, url.search)
      const next =
        resolved.kind === "redirect"
          ? resolved.location
          : resolved.kind === "route"
            ? guardRedirect(resolved.match.route.def, signedIn(), url.pathname + url.search)
            : null
      if (next === null) return url.pathname + url.search
      at = next
    }
    throw new Error(`the route guards keep redirecting from ${to}`)
  }

  const open = (to: string) => {
    form?.actor.stop()
    route = landing(to)
    form = formAt(session, route)
    visits += 1
  }

  const send = (event: AuthSessionEvent) => actor.send(event)
  // The API client's hooks, wired as the browser host wires them (ADR 052 'Hosts').
  session.account.token = () => actor.getSnapshot().context.token
  session.account.unauthorized = () => send({ type: "session.unauthorized" })
  session.account.tokenRefreshed = (token) => send({ type: "session.tokenRefreshed", token })
  const watch = (started: SessionActor) => {
    started.on("session.redirect", ({ to }) => open(to))
    started.subscribe((snapshot) => {
      if (snapshot.context.token !== null) lastToken = snapshot.context.token
    })
    started.start()
  }
  watch(actor)

  return {
    route: () => route,
    open,
    reload: () => {
      actor.stop()
      actor = startSession()
      watch(actor)
      open(route)
    },
    visit: () => visits,
    form: () => form,
    get session() {
      return actor
    },
    storage,
    lastToken: () => lastToken,
    update: () => {
      const snapshot = form?.actor.getSnapshot()
      if (snapshot?.status === "done") {
        // As the sign-in pages do: back to the page the login link came from, else home.
        const back = safeReturnPath(queryOf(route).get(REDIRECT_PARAM))
        send({ type: "session.signedIn", result: snapshot.output })
        open(back)
        return
      }
      const settled = landing(route)
      if (settled !== route) open(settled)
    },
    stop: () => {
      form?.actor.stop()
      actor.stop()
    },
  }
}
