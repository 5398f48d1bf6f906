import { useMachine } from "@xstate/react"
import { Link, useLocation } from "react-router"
import { REDIRECT_PARAM, returnPathOf } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import type { SignUpField } from "#machines/sign-up.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { accountMachines } from "./account-machines.ts"
import { AuthLayout } from "./auth-layout.tsx"
import {
  EmailField,
  FirstNameField,
  FormError,
  LastNameField,
  PasswordField,
  PhoneField,
  SubmitButton,
  useAccountForm,
} from "./form-parts.tsx"
import styles from "./forms.module.css"
import signupStyles from "./signup-page.module.css"
import { SocialButtons } from "./social/social-buttons.tsx"
import { useSignedIn } from "./use-signed-in.ts"

const FIELD_ORDER: ReadonlyArray<SignUpField> = ["firstName", "lastName", "email", "phoneNumber", "password"]

/**
 * /signup/: a new account, signed in at once (spec-checkout §4 'Authentication'); the route guard
 * then returns the member where the sign-in link came from, like /login/.
 */
export function SignupPage() {
  const t = useT()
  const { pathname, search } = useLocation()
  const [snapshot, , actor] = useMachine(accountMachines().signUp)
  useSignedIn(snapshot)
  const { context } = snapshot
  const { fieldId, error, change, submit } = useAccountForm(actor, context.errors, FIELD_ORDER)
  // The way back to sign-in keeps the page the member came to sign in for.
  const returnTo = returnPathOf(pathname + search)
  const carry = returnTo === "/" ? undefined : { [REDIRECT_PARAM]: returnTo }

  return (
    <AuthLayout
      title={t("signup.heading")}
      intro={t("signup.intro")}
      footer={
        <p>
          {t("signup.haveAccount")} <Link to={href("login", {}, carry)}>{t("signup.signIn")}</Link>
        </p>
      }
    >
      <SocialButtons inForm />
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={signupStyles.names}>
          <FirstNameField
            id={fieldId("firstName")}
            label={t("signup.firstName")}
            value={context.firstName}
            onChange={change("firstName")}
            error={error("firstName")}
          />
          <LastNameField
            id={fieldId("lastName")}
            label={t("signup.lastName")}
            value={context.lastName}
            onChange={change("lastName")}
            error={error("lastName")}
          />
        </div>
        <EmailField
          id={fieldId("email")}
          label={t("signup.email")}
          value={context.email}
          onChange={change("email")}
          error={error("email")}
        />
        <PhoneField
          id={fieldId("phoneNumber")}
          label={t("signup.phone")}
          value={context.phoneNumber}
          onChange={change("phoneNumber")}
          error={error("phoneNumber")}
        />
        <PasswordField
          id={fieldId("password")}
          label={t("signup.password")}
          value={context.password}
          onChange={change("password")}
          autoComplete="new-password"
          hint={t("signup.passwordHint")}
          error={error("password")}
        />
        <FormError message={context.serverError?.message ?? null} />
        <SubmitButton
          busy={snapshot.hasTag("submitting")}
          label={t("signup.submit")}
          busyLabel={t("signup.submitting")}
        />
      </form>
    </AuthLayout>
  )
}
