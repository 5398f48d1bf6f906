import { useMachine } from "@xstate/react"
import { useState } from "react"
import { PROVIDER_NAMES, SocialProvider } from "#core/auth/social-provider.ts"
import { loginBySocial } from "#core/services/sign-in-calls.ts"
import { fromEffect } from "#machines/lib/from-effect.ts"
import { socialSignInMachine } from "#machines/social-sign-in.machine.ts"
import { useAppConfig } from "../../../lib/app-config.tsx"
import { cx } from "../../../lib/class-names.ts"
import { browserRuntime } from "../../../lib/effect-runtime.ts"
import { useT } from "../../../lib/i18n.tsx"
import { FormError } from "../form-parts.tsx"
import { useSignedIn } from "../use-signed-in.ts"
import { FacebookLogo, GoogleLogo } from "./provider-logos.tsx"
import styles from "./social-buttons.module.css"
import { tokenSourceFor } from "./token-source.ts"

/**
 * The machine with the browser's sign-in call, made on first use. Apart from the forms' machines
 * (../account-machines.ts), so the login interrupt's lazy module does not carry them.
 */
let provided: ReturnType<typeof provide> | undefined
const provide = () =>
  socialSignInMachine.provide({ actors: { loginSocial: fromEffect(browserRuntime(), loginBySocial) } })
const socialSignIn = () => {
  provided ??= provide()
  return provided
}

const LOGOS = { google: GoogleLogo, facebook: FacebookLogo } as const

interface SocialButtonsProps {
  /**
   * On a sign-in page: "or" under the buttons, before the page's own form, and the form's pill
   * shape; without it, the dialog's buttons.
   */
  readonly inForm?: boolean
}

/**
 * "Continue with Google" and "Continue with Facebook" (spec-checkout §1, §2; ADR 085), for the
 * providers the server says are usable here. The provider's window gives a token, the
 * social-sign-in machine trades it for a login, and the session takes it as the e-mail form's.
 */
export function SocialButtons({ inForm = false }: SocialButtonsProps) {
  const t = useT()
  const { social } = useAppConfig()
  const [snapshot, send] = useMachine(socialSignIn())
  useSignedIn(snapshot)
  const [asking, setAsking] = useState<SocialProvider | null>(null)
  const [notOpened, setNotOpened] = useState<SocialProvider | null>(null)
  const providers = SocialProvider.literals.filter((provider) => social?.[provider] !== undefined)
  if (social === undefined || providers.length === 0) return null

  const busy = asking !== null || snapshot.hasTag("submitting") || snapshot.status === "done"
  const busyProvider = asking ?? (busy ? snapshot.context.provider : null)

  const start = (provider: SocialProvider) => {
    const source = social[provider]
    if (source === undefined || busy) return
    setAsking(provider)
    setNotOpened(null)
    // Called within the click, so a popup the source opens is the visitor's own.
    void tokenSourceFor(source)
      .requestToken(provider)
      .then((answer) => {
        setAsking(null)
        if (answer.outcome === "token") send({ type: "social.token", provider, token: answer.token })
        if (answer.outcome === "failed") setNotOpened(provider)
      })
  }

  const message =
    snapshot.context.error?.message ??
    (notOpened === null ? null : t("social.failed", { provider: PROVIDER_NAMES[notOpened] }))

  return (
    <div className={styles.social}>
      {providers.map((provider) => {
        const Logo = LOGOS[provider]
        return (
          <button
            key={provider}
            type="button"
            className={cx(styles.button, inForm && styles.pill)}
            disabled={busy}
            aria-busy={busyProvider === provider}
            onClick={() => start(provider)}
          >
            <Logo />
            <span>{busyProvider === provider ? t("social.signingIn") : t(`social.${provider}`)}</span>
          </button>
        )
      })}
      <FormError message={message} />
      {inForm ? <p className={styles.divider}>{t("social.or")}</p> : null}
    </div>
  )
}
