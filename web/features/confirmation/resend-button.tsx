import { useState } from "react"
import { useToasts } from "../../app/toasts/toast-provider.tsx"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { resendConfirmation } from "./confirmation-machines.ts"
import styles from "./confirmation-page.module.css"

/** POST resendemail with the booking's own address; the outcome shows as a toast (spec-checkout §4 'Toasts'). */
export function ResendButton({ orderId, email }: { readonly orderId: string; readonly email: string }) {
  const t = useT()
  const toasts = useToasts()
  const [sending, setSending] = useState(false)
  const resend = async () => {
    setSending(true)
    const outcome = await resendConfirmation(orderId, email)
    setSending(false)
    if (outcome.sent) toasts.success(t("confirmation.resend.sent", { email }))
    else toasts.error(outcome.message ?? t("confirmation.resend.failed"))
  }
  return (
    <button
      type="button"
      className={cx(buttons.secondary, styles.resend)}
      disabled={sending}
      aria-busy={sending}
      onClick={() => void resend()}
    >
      {sending ? t("confirmation.resending") : t("confirmation.resend")}
    </button>
  )
}
