import { href } from "./href.ts"
import { matchRoute } from "./match.ts"
import type { RouteDef } from "./registry.ts"

/** Query parameter of /login/ that carries the page to return to after signing in. */
export const REDIRECT_PARAM = "redirect"

/**
 * A return path from a query string, only when it stays on this site: a relative path that
 * starts with one slash. Anything else (`//evil.example`, `https://…`, `/\evil`) falls back to '/'.
 */
export const safeReturnPath = (value: string | null | undefined): string => {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/"
  // Browsers read a backslash as a slash, and drop tabs and newlines from URLs.
  if (value.includes("\\") || [...value].some((c) => c.charCodeAt(0) < 0x20)) return "/"
  return value
}

/** The sign-in link for a visitor now on `originPath` (path and query). */
export const loginHref = (originPath: string): string =>
  href("login", {}, { [REDIRECT_PARAM]: safeReturnPath(originPath) })

/** The page a sign-in or sign-up page at `originPath` (path and query) returns to: its `redirect`, or '/'. */
export const returnPathOf = (originPath: string): string => {
  const query = originPath.indexOf("?")
  return query === -1
    ? href("home")
    : safeReturnPath(new URLSearchParams(originPath.slice(query)).get(REDIRECT_PARAM))
}

/**
 * Where a visitor must go instead of `originPath`, or null to let them in
 * (spec-checkout §2 'Route guards': members-only to /login/ with the origin, then the route's own
 * check). Guests-only send a signed-in user to the page they came to sign in for (the `redirect`
 * the sign-in link carries), or to / without one: the same rule ends a successful sign-in, so the
 * page and its guard cannot race to two destinations.
 */
export const guardRedirect = (route: RouteDef, signedIn: boolean, originPath: string): string | null => {
  if (route.access === "member" && !signedIn) return loginHref(originPath)
  if (route.access === "guest" && signedIn) return returnPathOf(originPath)
  return route.check?.({ signedIn, originPath }) ?? null
}

/**
 * Where Sign Out takes a member on `pathname` (spec-checkout §2 'Route guards': on /rewards/ to
 * /?flow=rewards, on the profile page to /). Elsewhere they stay: null, and the page's own guard
 * then applies (a member-only page sends them to /login/).
 */
export const signOutDestination = (pathname: string): string | null => {
  const id = matchRoute(pathname)?.id
  if (id === "rewards") return href("home", {}, { flow: "rewards" })
  if (id === "profile") return href("home")
  return null
}
