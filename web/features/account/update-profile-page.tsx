import { useMachine, useSelector } from "@xstate/react"
import { useCallback, useEffect, useState } from "react"
import { type ProfileField, profileChangeOf } from "#machines/update-profile.machine.ts"
import { CheckCircleIcon } from "../../components/ui/icons.tsx"
import { useT } from "../../lib/i18n.tsx"
import { accountMachines } from "./account-machines.ts"
import { AuthLayout } from "./auth-layout.tsx"
import {
  FirstNameField,
  FormError,
  LastNameField,
  PhoneField,
  SubmitButton,
  useAccountForm,
} from "./form-parts.tsx"
import styles from "./forms.module.css"
import { OtpStep } from "./otp-step.tsx"
import { useSession } from "./session.tsx"
import pageStyles from "./update-profile-page.module.css"

const FIELD_ORDER: ReadonlyArray<ProfileField> = ["firstName", "lastName", "phoneNumber"]

interface ProfileFormProps {
  /** Must keep its identity across renders (useCallback): the save is reported once. */
  readonly onSaved: () => void
  readonly onEdit: () => void
}

/** One round of editing: the machine loads the profile, saves it, and ends (ADR 053). */
function ProfileForm({ onSaved, onEdit }: ProfileFormProps) {
  const t = useT()
  const { send: tellSession } = useSession()
  const [snapshot, send, actor] = useMachine(accountMachines().updateProfile)
  const otp = useSelector(snapshot.children.otp, (s) => s)
  const { context } = snapshot
  const form = useAccountForm(actor, context.errors, FIELD_ORDER)
  const saved = snapshot.status === "done" ? snapshot.output : undefined
  // spec-checkout §4: the saved name and mobile become the session's (the header shows them).
  useEffect(() => {
    if (saved === undefined) return
    tellSession({ type: "session.profileUpdated", change: profileChangeOf(saved) })
    onSaved()
  }, [saved, tellSession, onSaved])
  const error = context.serverError ?? otp?.context.error ?? null

  if (snapshot.hasTag("loading")) {
    return (
      <p role="status" className={pageStyles.loading}>
        {t("profile.loading")}
      </p>
    )
  }
  if (snapshot.hasTag("loadFailed")) {
    return (
      <div className={styles.form}>
        <FormError message={error?.message ?? null} />
        <button type="button" className={styles.submit} onClick={() => send({ type: "profile.retry" })}>
          {t("profile.retry")}
        </button>
      </div>
    )
  }
  if (otp?.hasTag("modalOpen")) {
    return (
      <OtpStep
        otp={otp}
        error={error?.message ?? null}
        submitLabel={t("profile.verifySave")}
        verifying={snapshot.hasTag("verifying")}
        onSubmit={(code) => send({ type: "otp.submit", code })}
        onResend={() => send({ type: "otp.resend" })}
        onChangeNumber={() => send({ type: "otp.close" })}
      />
    )
  }
  // Any edit takes down the last save's 'Saved' note.
  const change = (field: ProfileField) => (value: string) => {
    onEdit()
    form.change(field)(value)
  }
  const sending = otp?.hasTag("sending") ?? false
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <FirstNameField
        id={form.fieldId("firstName")}
        label={t("profile.firstName")}
        value={context.firstName}
        onChange={change("firstName")}
        error={form.error("firstName")}
      />
      <LastNameField
        id={form.fieldId("lastName")}
        label={t("profile.lastName")}
        value={context.lastName}
        onChange={change("lastName")}
        error={form.error("lastName")}
      />
      <PhoneField
        id={form.fieldId("phoneNumber")}
        label={t("profile.phone")}
        value={context.phoneNumber}
        onChange={change("phoneNumber")}
        hint={t("profile.phoneHint")}
        error={form.error("phoneNumber")}
      />
      {context.profile === null || context.profile.email === "" ? null : (
        <p className={pageStyles.email}>
          <span className={styles.label}>{t("profile.email")}</span>
          <span>{context.profile.email}</span>
        </p>
      )}
      <FormError message={error?.message ?? null} />
      <SubmitButton
        busy={snapshot.hasTag("saving") || sending}
        label={t("profile.save")}
        busyLabel={sending ? t("login.sending") : t("profile.saving")}
      />
    </form>
  )
}

/**
 * /update-profile/ (member only, spec-checkout §2): name and mobile number, a new number confirmed
 * with a code sent to it. The route guard keeps signed-out visitors away before this renders.
 */
export function UpdateProfilePage() {
  const t = useT()
  // Each round of editing is a fresh machine: the last one ended with its save.
  const [round, setRound] = useState(0)
  const [saved, setSaved] = useState(false)
  const onSaved = useCallback(() => {
    setSaved(true)
    setRound((n) => n + 1)
  }, [])
  const onEdit = useCallback(() => setSaved(false), [])
  return (
    <AuthLayout title={t("profile.heading")} intro={t("profile.intro")} benefits={false}>
      <div role="status" className={styles.live}>
        {saved ? (
          <p className={pageStyles.saved}>
            <CheckCircleIcon size={20} className={pageStyles.savedIcon} />
            {t("profile.saved")}
          </p>
        ) : null}
      </div>
      <ProfileForm key={round} onSaved={onSaved} onEdit={onEdit} />
    </AuthLayout>
  )
}
