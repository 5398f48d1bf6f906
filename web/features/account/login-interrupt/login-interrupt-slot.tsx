import { type ComponentType, lazy, Suspense } from "react"
import { useLocation } from "react-router"
import { useSession } from "../session.tsx"

/**
 * The login interrupt's module, loaded only for a signed-out visitor. A download that fails leaves
 * the page without the modal rather than sending it to the error page: the modal is an offer.
 */
const LoginInterrupt = lazy(
  (): Promise<{ default: ComponentType<{ readonly path: string; readonly found: boolean }> }> =>
    import("./login-interrupt.tsx").catch(() => ({ default: () => null })),
)

/**
 * Where the app shell mounts the login interrupt (spec-checkout §4: signed-out visitors only). The
 * session reads as unknown on the server and until hydration is over, so the cached HTML stays
 * anonymous and the module loads after the page is interactive (ADR 070, ADR 087). `found` is
 * false while the shell shows Not Found.
 */
export function LoginInterruptSlot({ found }: { readonly found: boolean }) {
  const { status } = useSession()
  const { pathname, search } = useLocation()
  if (status !== "signedOut") return null
  return (
    <Suspense fallback={null}>
      <LoginInterrupt path={pathname + search} found={found} />
    </Suspense>
  )
}
