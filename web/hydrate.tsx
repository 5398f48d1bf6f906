import { StrictMode, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router"
import { RouterProvider } from "react-router/dom"
import { AppProviders } from "./app/app-providers.tsx"
import { createRouteTree } from "./app/route-tree.tsx"
import { createSessionSlot } from "./features/account/session.tsx"
import { reportError, startBrowserRuntime, trackPage } from "./lib/browser-runtime.ts"
import { captureCampaign } from "./lib/campaign-storage.ts"
import { readHydrationPayload } from "./lib/hydration-data.ts"
import { setBrowserChannel, setBrowserLocale } from "./lib/loader-env.ts"
import { preparePageLocale } from "./lib/page-locale.ts"

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

/**
 * Hydrates the server's HTML: loaded by the entry (entry-client.ts) once the page's main content
 * has painted.
 */
async function main(): Promise<void> {
  const payload = readHydrationPayload(document)
  startBrowserRuntime(payload.config.channel)
  setBrowserChannel(payload.config.channel)
  captureCampaign(window.location.search, Date.now())
  window.addEventListener("error", (event) => reportError(event.error ?? event.message))
  window.addEventListener("unhandledrejection", (event) => reportError(event.reason))
  const routes = createRouteTree()
  // The language's chunk and the page's modules load side by side; both are needed to hydrate.
  // If a page chunk fails here, hydrate anyway: the router retries it and shows the chunk-load fallback.
  const [locale] = await Promise.all([
    preparePageLocale(payload.config.locale),
    loadInitialRoutes(routes, window.location).catch(() => undefined),
  ])
  setBrowserLocale(locale)
  // A language that could not load leaves the server's HTML in it: render afresh in the default.
  const inRenderedLocale = locale === payload.config.locale
  const config = inRenderedLocale ? payload.config : { ...payload.config, locale }
  if (!inRenderedLocale) document.documentElement.lang = locale
  // Loaders wrote their texts in the rendered language: without it, they run again in the default.
  const router = createBrowserRouter(routes, inRenderedLocale ? { hydrationData: payload.router } : {})
  const session = createSessionSlot()
  const root = document.getElementById("root")
  if (root === null) throw new Error("#root is missing from the page")
  const app = (
    <StrictMode>
      <AppProviders config={config} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  // In a transition React hydrates in slices that yield to the browser: the server's HTML paints
  // first and no single task blocks input for the whole tree.
  startTransition(() => {
    if (inRenderedLocale) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
  // The session's module loads once hydration is under way, so the page does not wait for it
  // (docs/decisions/070-javascript-budget.md); neither it nor page views need Effect (ADR 114). The
  // stored session first: a returning member is identified before their first page view is tracked.
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
