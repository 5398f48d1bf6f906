import "altcha/external"
import "altcha/altcha.css"
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker"
import { createElement, useEffect, useRef, useState } from "react"
import { CAPTCHA_CHALLENGE_PATH } from "#core/api/captcha.ts"
import { useT } from "../../lib/i18n.tsx"
import { verifyCaptcha } from "./checkout-calls.ts"
import styles from "./itinerary-page.module.css"

// The external build neither injects styles nor builds workers from blob: URLs, both of which the
// site's CSP (script-src and style-src 'self') refuses: the stylesheet and the worker are our own files.
const registry = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha
registry.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker())

/**
 * The ALTCHA widget (ADR 079): it fetches a challenge from our server and solves it in a worker;
 * the solved payload is verified with captchaVerifyV2, whose token pay at hotel sends as
 * recaptcha_user_token. A refused payload shows the server's message and resets the widget.
 */
export function Captcha({ onToken }: { readonly onToken: (token: string | null) => void }) {
  const t = useT()
  const widget = useRef<HTMLElement>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const element = widget.current
    if (element === null) return
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ readonly payload: string }>).detail.payload
      setError(null)
      verifyCaptcha(payload, new AbortController().signal).then(
        (token) => onToken(token),
        (failure: { readonly message?: string }) => {
          setError(failure.message ?? t("checkout.pay.captchaIntro"))
          onToken(null)
          ;(element as HTMLElement & { reset?: () => void }).reset?.()
        },
      )
    }
    element.addEventListener("verified", verified)
    return () => element.removeEventListener("verified", verified)
  }, [onToken, t])
  return (
    <div className={styles.captcha}>
      {createElement("altcha-widget", { ref: widget, challenge: CAPTCHA_CHALLENGE_PATH })}
      {error === null ? null : (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}
