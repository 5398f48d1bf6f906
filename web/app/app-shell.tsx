import { useEffect } from "react"
import { Outlet, useLocation, useMatches } from "react-router"
import { registeredRoute } from "#core/routes/registry.ts"
import { LoginInterruptSlot } from "../features/account/login-interrupt/login-interrupt-slot.tsx"
import { useT } from "../lib/i18n.tsx"
import { pageHeadOf } from "../lib/page-head.ts"
import styles from "./app-shell.module.css"
import { SiteHeader } from "./header/site-header.tsx"
import { LoadingBar } from "./loading-bar.tsx"
import { pageAttributes } from "./page-attributes.ts"
import { RouteGuard } from "./route-guard.tsx"
import { notFoundScreen, screens } from "./screens.ts"
import { SiteFooter } from "./site-footer.tsx"
import { ToastRegion } from "./toasts/toast-region.tsx"

/** Keeps the tab title right after client-side navigation (the server writes the first one). */
function useDocumentTitle(pathname: string) {
  const t = useT()
  // A page whose loader describes its head (listing pages) names itself.
  const headTitle = pageHeadOf(useMatches().map((m) => m.loaderData))?.title
  useEffect(() => {
    const { routeId } = pageAttributes(pathname)
    const screen =
      routeId === null ? notFoundScreen : (screens[registeredRoute(routeId).def.screen] ?? notFoundScreen)
    document.title = headTitle ?? t(screen.title)
  }, [pathname, t, headTitle])
}

/**
 * Marks the document once React has hydrated it: browser tests wait for it before typing, and
 * styles may use it to hold back controls that do nothing until then.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ""
  }, [])
}

export function AppShell() {
  const t = useT()
  const { pathname } = useLocation()
  const attributes = pageAttributes(pathname)
  useDocumentTitle(pathname)
  useHydratedMarker()
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t("shell.skipToContent")}
      </a>
      <LoadingBar />
      <SiteHeader
        variant={attributes.header}
        sticky={attributes.stickyHeader}
        navigation={attributes.navigation}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteGuard routeId={attributes.routeId}>
          <Outlet />
        </RouteGuard>
      </main>
      {attributes.footer ? <SiteFooter /> : null}
      <ToastRegion />
      <LoginInterruptSlot found={attributes.routeId !== null} />
    </div>
  )
}
