import { useEffect, useId, useRef } from "react"
import buttons from "../../components/ui/buttons.module.css"
import { CrosshairIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./search-widget.module.css"

/**
 * spec-search §2 and §8: the modal about disabled location access, shown when geolocation fails
 * on a near-me search. A native modal dialog: it traps focus, closes on Escape and restores
 * focus by itself.
 */
export function LocationDisabledDialog({
  open,
  onClose,
}: {
  readonly open: boolean
  readonly onClose: () => void
}) {
  const t = useT()
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
    >
      <CrosshairIcon size={28} className={styles.dialogIcon} />
      <h2 id={`${id}-heading`} className={styles.dialogHeading}>
        {t("search.locationDisabled.heading")}
      </h2>
      <p id={`${id}-body`} className={styles.dialogBody}>
        {t("search.locationDisabled.body")}
      </p>
      <button type="button" className={cx(buttons.primary, styles.dialogClose)} onClick={onClose}>
        {t("search.locationDisabled.close")}
      </button>
    </dialog>
  )
}
