import { useSelector } from "@xstate/react"
import { AlertIcon, CheckCircleIcon, CloseIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { useToastsActor } from "./toast-provider.tsx"
import styles from "./toast-region.module.css"

/**
 * Toasts at the bottom right (spec-search §4), each gone after 5 s or when dismissed. The region
 * is always in the page so screen readers announce toasts added to it.
 */
export function ToastRegion() {
  const t = useT()
  const actor = useToastsActor()
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts)
  return (
    <section className={styles.region} aria-label={t("toast.region")}>
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={cx(styles.toast, toast.kind === "error" ? styles.error : styles.success)}
            role={toast.kind === "error" ? "alert" : "status"}
          >
            {toast.kind === "error" ? (
              <AlertIcon className={styles.icon} />
            ) : (
              <CheckCircleIcon className={styles.icon} />
            )}
            <p className={styles.message}>{toast.message}</p>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t("toast.dismiss")}
              onClick={() => actor.send({ type: "toast.dismiss", id: toast.id })}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}
