import type { RouteObject } from "react-router"
import { type RouteId, registeredRoute, routes } from "#core/routes/registry.ts"
import { AppShell } from "./app-shell.tsx"
import { RootErrorBoundary, ScreenErrorBoundary } from "./route-error.tsx"
import { notFoundScreen, screens } from "./screens.ts"

/**
 * React Router's path for a registry route. Its matcher knows only whole-segment parameters,
 * so a served route must use those; listing and hotel paths (`hotels-in-{city}`) will be served
 * through one `/:slug/` route whose loader picks the reading with core's matchCandidates
 * (docs/decisions/011-route-registry-and-matching.md).
 */
const routerPath = (id: RouteId): string => {
  const path = registeredRoute(id).def.path
  const converted = path.replace(/\/\{(\w+)\}(?=\/)/g, "/:$1")
  if (converted.includes("{"))
    throw new Error(`Route ${id} (${path}) needs a custom matcher before it can be served`)
  return converted
}

const screenRoute = (id: RouteId): RouteObject => {
  const screen = screens[registeredRoute(id).def.screen]!
  const path = routerPath(id)
  return path === "/" ? { id, index: true, lazy: screen.load } : { id, path, lazy: screen.load }
}

/**
 * Every listing shape (`/hotels-in-{city}/`, `/{category}-near-{landmark}/`, …) through one
 * whole-segment route: its loader picks the path's reading against the catalogue and answers 404
 * for an unknown place (ADR 011). React Router ranks it after every fixed path.
 */
const listingRoute = (): RouteObject[] => {
  const screen = screens.listing
  return screen === undefined ? [] : [{ id: "listing", path: "/:slug/", lazy: screen.load }]
}

/**
 * /hotels-in-{city}/{hotelSlug}-{hotelId}/ through one two-segment route: its loader reads the
 * path with core's matchRoute, answers 404 for an unknown hotel and redirects a wrong slug or city
 * to the hotel's own path (ADR 075).
 */
const hotelRoute = (): RouteObject[] => {
  const screen = screens["hotel-detail"]
  return screen === undefined ? [] : [{ id: "hotelDetail", path: "/:city/:hotel/", lazy: screen.load }]
}

/**
 * /tripadvisor/reviews-{hotelId}/ through one segment under /tripadvisor/: its loader reads the
 * path with core's matchRoute and answers 404 for any other segment (ADR 093).
 */
const collectReviewRoute = (): RouteObject[] => {
  const screen = screens["collect-review"]
  return screen === undefined
    ? []
    : [{ id: "collectReview", path: "/tripadvisor/:review/", lazy: screen.load }]
}

/**
 * The route objects shared by the server render and the browser. Pages sit under a pathless
 * route with its own error boundary, so a failing page still shows the header around the error.
 */
export const createRouteTree = (): RouteObject[] => [
  {
    id: "root",
    path: "/",
    Component: AppShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: "screens",
        ErrorBoundary: ScreenErrorBoundary,
        children: [
          ...(Object.keys(routes) as RouteId[])
            // The cancellation page shares the booking's path (c-{hash} is part of a segment);
            // the server redirects /c-{hash}/ before any route runs (web/entry-server.tsx).
            .filter(
              (id) =>
                ![
                  "listing",
                  "hotel-detail",
                  "cancellation",
                  "cancellation-redirect",
                  "collect-review",
                ].includes(registeredRoute(id).def.screen),
            )
            .map(screenRoute),
          ...hotelRoute(),
          ...collectReviewRoute(),
          ...listingRoute(),
          { id: "notFound", path: "*", lazy: notFoundScreen.load },
        ],
      },
    ],
  },
]
