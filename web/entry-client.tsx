import "./styles/tokens.css"
import "./styles/base.css"
import { StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router"
import { RouterProvider } from "react-router/dom"
import { AppProviders } from "./app/app-providers.tsx"
import { createRouteTree } from "./app/route-tree.tsx"
import { createSessionSlot } from "./features/account/session.tsx"
import { reportError, startBrowserRuntime, trackPage } from "./lib/browser-runtime.ts"
import { captureCampaign } from "./lib/campaign-storage.ts"
import { readHydrationPayload } from "./lib/hydration-data.ts"
import { setBrowserChannel } from "./lib/loader-env.ts"

/**
 * Loads the lazy page modules the server rendered before hydrating: React Router would otherwise
 * render nothing for them at first and the markup would not match the server's.
 */
async function loadInitialRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

async function main(): Promise<void> {
  const payload = readHydrationPayload(document)
  startBrowserRuntime(payload.config.channel)
  setBrowserChannel(payload.config.channel)
  captureCampaign(window.location.search, Date.now())
  window.addEventListener("error", (event) => reportError(event.error ?? event.message))
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason))
  const routes = createRouteTree()
  // If a chunk fails here, hydrate anyway: the router retries it and shows the chunk-load fallback.
  await loadInitialRoutes(routes, window.location).catch(() => undefined)
  const router = createBrowserRouter(routes, { hydrationData: payload.router })
  const session = createSessionSlot()
  const root = document.getElementById("root")
  if (root === null) throw new Error("#root is missing from the page")
  hydrateRoot(
    root,
    <StrictMode>
      <AppProviders config={payload.config} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  // What needs Effect loads once hydration is under way, so the page does not wait for its chunk
  // (docs/decisions/070-javascript-budget.md). The stored session first: a returning member is
  // identified before their first page view is tracked, as when it all loaded up front.
  const sessionStarted = import("./features/account/browser-session.ts").then(
    ({ startBrowserSession }) => session.attach(startBrowserSession((to) => void router.navigate(to))),
    reportError,
  )
  const track = (path: string) => void sessionStarted.then(() => trackPage(path))
  track(window.location.pathname)
  let tracked = router.state.location.key
  router.subscribe((state) => {
    if (state.navigation.state === "idle" && state.location.key !== tracked) {
      tracked = state.location.key
      track(state.location.pathname)
    }
  })
}

void main()
