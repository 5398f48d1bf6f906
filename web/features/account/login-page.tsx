import { useMachine, useSelector } from "@xstate/react"
import { Link, useLocation } from "react-router"
import { REDIRECT_PARAM, returnPathOf } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import type { SignInField, SignInMode } from "#machines/sign-in.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { accountMachines } from "./account-machines.ts"
import { AuthLayout } from "./auth-layout.tsx"
import {
  EmailField,
  FormError,
  PasswordField,
  PhoneField,
  SubmitButton,
  useAccountForm,
} from "./form-parts.tsx"
import styles from "./forms.module.css"
import { ModeSwitch } from "./mode-switch.tsx"
import { OtpStep } from "./otp-step.tsx"
import { SocialButtons } from "./social/social-buttons.tsx"
import { useSignedIn } from "./use-signed-in.ts"

const FIELD_ORDER: ReadonlyArray<SignInField> = ["email", "password", "phoneNumber"]

/**
 * /login/ (spec-checkout §2): Google or Facebook (ADR 085), e-mail and password, or mobile number
 * and a one-time code. On
 * success the session takes the login and the route guard returns the member to the page the
 * Sign In link came from (its `redirect`), or to /.
 */
export function LoginPage() {
  const t = useT()
  const { pathname, search } = useLocation()
  const [snapshot, send, actor] = useMachine(accountMachines().signIn)
  const otp = useSelector(snapshot.children.otp, (s) => s)
  useSignedIn(snapshot)
  const { context } = snapshot
  const { fieldId, error, change, submit } = useAccountForm(actor, context.errors, FIELD_ORDER)
  const mode: SignInMode = snapshot.hasTag("phone") ? "phone" : "email"
  const serverError = context.serverError ?? otp?.context.error ?? null
  // The way to sign-up keeps the page the member came to sign in for.
  const returnTo = returnPathOf(pathname + search)
  const carry = returnTo === "/" ? undefined : { [REDIRECT_PARAM]: returnTo }

  return (
    <AuthLayout
      title={t("login.heading")}
      intro={t("login.intro")}
      footer={
        <p>
          {t("login.noAccount")} <Link to={href("signup", {}, carry)}>{t("login.signUp")}</Link>
        </p>
      }
    >
      {otp?.hasTag("modalOpen") ? null : <SocialButtons inForm />}
      <ModeSwitch mode={mode} onSelect={(selected) => send({ type: "mode.select", mode: selected })} />
      {otp?.hasTag("modalOpen") ? (
        <OtpStep
          otp={otp}
          error={serverError?.message ?? null}
          submitLabel={t("otp.verify")}
          verifying={otp.hasTag("verifying")}
          onSubmit={(code) => send({ type: "otp.submit", code })}
          onResend={() => send({ type: "otp.resend" })}
          onChangeNumber={() => send({ type: "otp.close" })}
        />
      ) : mode === "email" ? (
        <form className={styles.form} noValidate onSubmit={submit}>
          <EmailField
            id={fieldId("email")}
            label={t("login.email")}
            value={context.email}
            onChange={change("email")}
            error={error("email")}
          />
          <PasswordField
            id={fieldId("password")}
            label={t("login.password")}
            value={context.password}
            onChange={change("password")}
            autoComplete="current-password"
            error={error("password")}
          />
          {/* After the password, not beside its label: Tab goes from the e-mail straight to it. */}
          <Link className={styles.trailingLink} to={href("forgotPassword")}>
            {t("login.forgot")}
          </Link>
          <FormError message={serverError?.message ?? null} />
          <SubmitButton
            busy={snapshot.hasTag("submitting")}
            label={t("login.submit")}
            busyLabel={t("login.submitting")}
          />
        </form>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <PhoneField
            id={fieldId("phoneNumber")}
            label={t("login.phone")}
            value={context.phoneNumber}
            onChange={change("phoneNumber")}
            hint={t("login.phoneHint")}
            error={error("phoneNumber")}
          />
          <FormError message={serverError?.message ?? null} />
          <SubmitButton
            busy={otp?.hasTag("sending") ?? false}
            label={t("login.sendCode")}
            busyLabel={t("login.sending")}
          />
        </form>
      )}
    </AuthLayout>
  )
}
