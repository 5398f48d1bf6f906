import { type ReactNode, useEffect, useId, useRef } from "react"
import type { LoginInterruptBanner } from "#core/content/login-interrupt-banner.ts"
import buttons from "../../../components/ui/buttons.module.css"
import { CloseIcon } from "../../../components/ui/icons.tsx"
import { cx } from "../../../lib/class-names.ts"
import { useT } from "../../../lib/i18n.tsx"
import styles from "./login-interrupt.module.css"

interface LoginInterruptDialogProps {
  readonly open: boolean
  readonly banner: LoginInterruptBanner | null
  /** The close button, Escape, or the dialog closed by the page. */
  readonly onClose: () => void
  readonly onSignIn: () => void
  /**
   * Where a social one-tap sign-in goes (spec-checkout §2), above the phone/e-mail button. It
   * only has to sign the visitor in: the session then reads as signed in and the modal goes.
   */
  readonly social?: ReactNode
}

/**
 * spec-checkout §2 'Login-interrupt modal': the banner and the ways to sign in. A native modal
 * dialog, like the product's other modals: the browser makes the page behind it inert, traps
 * focus in it, closes it on Escape and gives focus back to where it was.
 */
export function LoginInterruptDialog({ open, banner, onClose, onSignIn, social }: LoginInterruptDialogProps) {
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
      // Present (closed) once the interrupt is listening to page views: browser tests wait for it.
      data-testid="login-interrupt"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-sub`}
      onClose={onClose}
    >
      {open && banner !== null ? (
        <>
          <button
            type="button"
            className={styles.close}
            aria-label={t("loginInterrupt.close")}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
          <div className={styles.banner}>
            <img className={styles.picture} src={banner.background_url} alt="" />
            <div className={styles.bannerText}>
              <p id={`${id}-sub`} className={styles.subHeading}>
                {banner.sub_heading}
              </p>
              <h2 id={`${id}-heading`} className={styles.heading}>
                {banner.heading}
              </h2>
            </div>
          </div>
          <div className={styles.actions}>
            {social}
            <button type="button" className={cx(buttons.primary, styles.signIn)} onClick={onSignIn}>
              {t("loginInterrupt.signIn")}
            </button>
            <p className={styles.note}>{t("loginInterrupt.noAccount")}</p>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
