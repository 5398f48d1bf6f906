import { matchRoute } from "#core/routes/match.ts"
import type { HeaderVariant, RouteId } from "#core/routes/registry.ts"

/** How the shell looks around a page, from the route registry (spec-checkout §2). */
export interface PageAttributes {
  readonly routeId: RouteId | null
  readonly header: HeaderVariant
  readonly stickyHeader: boolean
  readonly footer: boolean
  readonly navigation: boolean
}

/** Around Not Found: the plain shell. */
const plain: PageAttributes = {
  routeId: null,
  header: "full",
  stickyHeader: false,
  footer: true,
  navigation: true,
}

export const pageAttributes = (pathname: string): PageAttributes => {
  const match = matchRoute(pathname)
  if (match === null) return plain
  const { header, stickyHeader, footer, navigation } = match.route.def
  return { routeId: match.id, header, stickyHeader, footer, navigation }
}
