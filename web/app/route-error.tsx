import { useEffect } from "react"
import { isRouteErrorResponse, Link, useRouteError } from "react-router"
import { href } from "#core/routes/href.ts"
import { AlertIcon } from "../components/ui/icons.tsx"
import { reportError } from "../lib/browser-runtime.ts"
import { isChunkLoadError } from "../lib/chunk-error.ts"
import { useT } from "../lib/i18n.tsx"
import { NotFoundPage } from "./not-found-page.tsx"
import styles from "./status-page.module.css"

function ErrorMessage() {
  const t = useT()
  const error = useRouteError()
  useEffect(() => {
    // spec-search §8: rendering failures go to the error-reporting service.
    reportError(error, { boundary: "route" })
  }, [error])

  if (isChunkLoadError(error)) {
    return (
      <section className={styles.page} role="alert">
        <AlertIcon size={40} />
        <h1 className={styles.heading}>{t("error.heading")}</h1>
        <p className={styles.body}>{t("error.chunk.body")}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {t("error.chunk.reload")}
          </button>
        </div>
      </section>
    )
  }
  return (
    <section className={styles.page} role="alert">
      <AlertIcon size={40} />
      <h1 className={styles.heading}>{t("error.heading")}</h1>
      <p className={styles.body}>{t("error.body")}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {t("error.retry")}
        </button>
        <Link className={styles.secondary} to={href("home")} reloadDocument>
          {t("error.home")}
        </Link>
      </div>
    </section>
  )
}

/**
 * A page failed: the message shows inside the shell, header included. A loader that finds nothing
 * (an unknown place on a listing path) throws a 404 response: that is the Not Found page.
 */
export function ScreenErrorBoundary() {
  const error = useRouteError()
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorMessage />
}

/** The shell itself failed: the message stands alone. */
export function RootErrorBoundary() {
  return (
    <main id="main">
      <ErrorMessage />
    </main>
  )
}
