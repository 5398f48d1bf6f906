import { useMachine } from "@xstate/react"
import { Link, useLocation } from "react-router"
import { REDIRECT_PARAM, returnPathOf } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import type { SignUpField } from "#machines/sign-up.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { accountMachines } from "./account-machines.ts"
import { AuthLayout } from "./auth-layout.tsx"
import {
  FormError,
  focusFirstError,
  PasswordField,
  SubmitButton,
  TextField,
  useFieldIds,
} from "./form-parts.tsx"
import styles from "./forms.module.css"
import { nationalNumber } from "./phone.ts"
import signupStyles from "./signup-page.module.css"
import { useSignedIn } from "./use-signed-in.ts"

const FIELD_ORDER: ReadonlyArray<SignUpField> = ["firstName", "lastName", "email", "phoneNumber", "password"]

/**
 * /signup/: a new account, signed in at once (spec-checkout §4 'Authentication'); the route guard
 * then returns the member where the sign-in link came from, like /login/.
 */
export function SignupPage() {
  const t = useT()
  const fieldId = useFieldIds()
  const { pathname, search } = useLocation()
  const [snapshot, send, actor] = useMachine(accountMachines().signUp)
  useSignedIn(snapshot)
  const { context } = snapshot
  const error = (field: SignUpField) => {
    const key = context.errors[field]
    return key === undefined ? undefined : t(key)
  }
  const change = (field: SignUpField) => (value: string) => send({ type: "field.change", field, value })
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
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: "form.submit" })
          focusFirstError(FIELD_ORDER, actor.getSnapshot().context.errors, fieldId)
        }}
      >
        <div className={signupStyles.names}>
          <TextField
            id={fieldId("firstName")}
            required
            label={t("signup.firstName")}
            value={context.firstName}
            onChange={change("firstName")}
            autoComplete="given-name"
            autoCapitalize="words"
            error={error("firstName")}
          />
          <TextField
            id={fieldId("lastName")}
            label={t("signup.lastName")}
            optional={t("signup.optional")}
            value={context.lastName}
            onChange={change("lastName")}
            autoComplete="family-name"
            autoCapitalize="words"
            error={error("lastName")}
          />
        </div>
        <TextField
          id={fieldId("email")}
          required
          label={t("signup.email")}
          value={context.email}
          onChange={change("email")}
          type="email"
          autoComplete="email"
          error={error("email")}
        />
        <TextField
          id={fieldId("phoneNumber")}
          required
          label={t("signup.phone")}
          value={context.phoneNumber}
          onChange={(value) => change("phoneNumber")(nationalNumber(value))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={t("auth.phone.countryCode")}
          error={error("phoneNumber")}
        />
        <PasswordField
          id={fieldId("password")}
          required
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
