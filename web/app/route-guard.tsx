import type { ReactNode } from "react"
import { Navigate, useLocation } from "react-router"
import { guardRedirect } from "#core/routes/guards.ts"
import { type RouteId, registeredRoute } from "#core/routes/registry.ts"
import { useSession } from "../features/account/session.tsx"
import { useT } from "../lib/i18n.tsx"
import styles from "./route-guard.module.css"

/** Holds a page's place while its guard cannot decide yet or is sending the visitor elsewhere. */
function GuardPending() {
  const t = useT()
  return (
    <div className={styles.pending} role="status" aria-busy="true">
      <span className="visually-hidden">{t("guard.checking")}</span>
    </div>
  )
}

/**
 * Applies the registry's route guards (spec-checkout §2) before the page renders, so a guarded page
 * never shows to the wrong visitor. The server and the hydrating render do not know the session:
 * member-only pages render a placeholder there, other pages render as they are, and the guard
 * decides once the stored session is read, right after hydration (docs/decisions/054-sign-in-pages.md).
 */
export function RouteGuard({ routeId, children }: { routeId: RouteId | null; children: ReactNode }) {
  const { pathname, search } = useLocation()
  const { status } = useSession()
  if (routeId === null) return children
  const route = registeredRoute(routeId).def
  if (status === "unknown") return route.access === "member" ? <GuardPending /> : children
  const destination = guardRedirect(route, status === "signedIn", pathname + search)
  if (destination === null) return children
  return (
    <>
      <Navigate to={destination} replace />
      <GuardPending />
    </>
  )
}
