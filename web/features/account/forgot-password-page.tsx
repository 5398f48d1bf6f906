import { useMachine } from "@xstate/react"
import { useCallback } from "react"
import { Link, useNavigate, useSearchParams } from "react-router"
import { href } from "#core/routes/href.ts"
import { CheckCircleIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { accountMachines } from "./account-machines.ts"
import { AuthLayout } from "./auth-layout.tsx"
import pageStyles from "./forgot-password-page.module.css"
import { EmailField, FormError, PasswordField, SubmitButton, useAccountForm } from "./form-parts.tsx"
import styles from "./forms.module.css"
import { useSignedIn } from "./use-signed-in.ts"

/** The reset link's token (server: `/forgot-password/?token=…`); none: ask for the e-mail. */
const TOKEN_PARAM = "token"

function PasswordReset({ token }: { token: string | null }) {
  const t = useT()
  const navigate = useNavigate()
  const [snapshot, , actor] = useMachine(accountMachines().passwordReset, { input: { token } })
  // A reset signs the member in; the page is open to everyone, so it sends them home itself.
  const goHome = useCallback(() => navigate(href("home"), { replace: true }), [navigate])
  useSignedIn(snapshot, goHome)
  const { context } = snapshot
  const resetting = snapshot.hasTag("resetting")
  const sent = snapshot.hasTag("linkSent")
  const { fieldId, error, change, submit } = useAccountForm(actor, context.errors, [
    resetting ? "password" : "email",
  ])
  const busy = snapshot.hasTag("submitting")

  if (resetting) {
    return (
      <AuthLayout
        title={t("reset.heading")}
        benefits={false}
        intro={t("reset.intro")}
        footer={<Link to={href("forgotPassword")}>{t("reset.newLink")}</Link>}
      >
        <form className={styles.form} noValidate onSubmit={submit}>
          <PasswordField
            id={fieldId("password")}
            label={t("reset.password")}
            value={context.password}
            onChange={change("password")}
            autoComplete="new-password"
            error={error("password")}
          />
          <FormError message={context.serverError?.message ?? null} />
          <SubmitButton busy={busy} label={t("reset.submit")} busyLabel={t("reset.submitting")} />
        </form>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title={t("forgot.heading")}
      benefits={false}
      intro={sent ? undefined : t("forgot.intro")}
      footer={<Link to={href("login")}>{t("forgot.backToSignIn")}</Link>}
    >
      {/* Always the same words, account or not: the page never tells whether an address is registered. */}
      <div role="status" className={cx(styles.live, sent && pageStyles.sent)}>
        {sent ? (
          <>
            <CheckCircleIcon size={24} className={pageStyles.sentIcon} />
            <div>
              <h2 className={pageStyles.sentHeading}>{t("forgot.sentHeading")}</h2>
              <p>{t("forgot.sentBody", { email: context.sentTo ?? "" })}</p>
            </div>
          </>
        ) : null}
      </div>
      <form className={styles.form} noValidate onSubmit={submit}>
        <EmailField
          id={fieldId("email")}
          label={t("forgot.email")}
          value={context.email}
          onChange={change("email")}
          error={error("email")}
        />
        <FormError message={context.serverError?.message ?? null} />
        <SubmitButton
          busy={busy}
          label={sent ? t("forgot.resend") : t("forgot.submit")}
          busyLabel={t("forgot.submitting")}
        />
      </form>
    </AuthLayout>
  )
}

/**
 * /forgot-password/: without a token, the e-mail to send a reset link to; with the link's token,
 * the new password, which signs the member in and takes them home (docs/decisions/050).
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get(TOKEN_PARAM)
  // A new link (or none) is a new form: the machine reads the token only when it starts.
  return <PasswordReset key={token ?? ""} token={token} />
}
