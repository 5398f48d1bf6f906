import { matchPattern, type ParamName } from "./pattern.ts"
import { isExcluded, type RegisteredRoute, type RouteId, registeredRoutes } from "./registry.ts"

export interface RouteMatch {
  readonly id: RouteId
  readonly route: RegisteredRoute
  /** Decoded parameter values, keyed by the pattern's names. */
  readonly params: Readonly<Record<string, string>>
}

/** No route of ours is longer; a longer path is Not Found before any matching work. */
export const MAX_PATH_LENGTH = 512

/**
 * Every reading of `pathname`, in registry priority order.
 *
 * Slugs contain hyphens, so `/hotels-in-new-delhi/` fits both a city (`new-delhi`) and a locality
 * in a city (`new` in `delhi`). Only the catalogue knows which places exist: the listing loader
 * tries these candidates in order and keeps the first whose slugs all resolve, else answers 404
 * (docs/decisions/011-route-registry-and-matching.md).
 */
export const matchCandidates = (pathname: string): RouteMatch[] =>
  pathname.length > MAX_PATH_LENGTH
    ? []
    : registeredRoutes.flatMap((route) =>
        matchPattern(route.pattern, pathname)
          .filter((params) =>
            Object.entries(params).every(([name, value]) => !isExcluded(route, name as ParamName, value)),
          )
          .map((params) => ({ id: route.id, route, params })),
      )

/** The preferred reading of an exact pathname (trailing slash included), or null. */
export const matchRoute = (pathname: string): RouteMatch | null => matchCandidates(pathname)[0] ?? null

export type PathResolution =
  | { readonly kind: "route"; readonly match: RouteMatch; readonly candidates: ReadonlyArray<RouteMatch> }
  /** The same path with a trailing slash is a route: answer with a permanent redirect there. */
  | { readonly kind: "redirect"; readonly location: string }
  | { readonly kind: "not-found" }

/**
 * Routes are exact and end with a slash (spec-checkout §2). A path that lacks only the slash is
 * redirected (308, query kept); anything else is Not Found
 * (docs/decisions/012-trailing-slash.md).
 */
export const resolvePath = (pathname: string, search = ""): PathResolution => {
  const candidates = matchCandidates(pathname)
  const [first] = candidates
  if (first !== undefined) return { kind: "route", match: first, candidates }
  if (!pathname.endsWith("/") && matchRoute(`${pathname}/`) !== null) {
    return { kind: "redirect", location: `${pathname}/${search}` }
  }
  return { kind: "not-found" }
}
