import { useEffect, useState } from "react"
import { isCompleteCode } from "#core/auth/validation.ts"
import { OTP_RESEND_DELAY_MS } from "#core/otp/rules.ts"
import type { OtpSnapshot } from "#machines/otp.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { FormError, SubmitButton, TextField, useFieldIds } from "./form-parts.tsx"
import styles from "./forms.module.css"
import otpStyles from "./otp-step.module.css"
import { codeDigits, formatIndianMobile, secondsLeft } from "./phone.ts"

interface OtpStepProps {
  readonly otp: OtpSnapshot
  /** The last request's failure, already in words (spec-checkout §8: OTP errors are shown). */
  readonly error: string | null
  readonly submitLabel: string
  /** The code is being checked: by the OTP flow itself (sign-in) or by the save it rides on (profile). */
  readonly verifying: boolean
  readonly onSubmit: (code: string) => void
  readonly onResend: () => void
  readonly onChangeNumber: () => void
}

/**
 * Seconds until Resend is offered, for its label only: the OTP machine's own timer enables it
 * (spec-checkout §9: 30 s). Restarts whenever a code goes out, i.e. when the server's count moves.
 */
function useResendCountdown(sends: number): number {
  const [left, setLeft] = useState(OTP_RESEND_DELAY_MS / 1000)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new send restarts the wait.
  useEffect(() => {
    const deadline = Date.now() + OTP_RESEND_DELAY_MS
    setLeft(secondsLeft(deadline, Date.now()))
    const timer = setInterval(() => setLeft(secondsLeft(deadline, Date.now())), 500)
    return () => clearInterval(timer)
  }, [sends])
  return left
}

/** The code step of a phone sign-in or phone change (machines/otp.machine.ts drives it). */
export function OtpStep({
  otp,
  error,
  submitLabel,
  verifying,
  onSubmit,
  onResend,
  onChangeNumber,
}: OtpStepProps) {
  const t = useT()
  const id = useFieldIds()("code")
  const [code, setCode] = useState("")
  const [incomplete, setIncomplete] = useState(false)
  const { currentAttempts, maxAttempts } = otp.context.resend
  const countdown = useResendCountdown(currentAttempts)
  const canResend = otp.hasTag("canResend")
  const exhausted = otp.hasTag("resendExhausted")
  const resending = otp.hasTag("sending")

  // The step replaces the number field: put the member where the code goes.
  useEffect(() => {
    document.getElementById(id)?.focus()
  }, [id])

  const resendLabel = resending
    ? t("otp.resending")
    : canResend
      ? t("otp.resend")
      : t("otp.resendIn", { seconds: countdown })
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        e.preventDefault()
        setIncomplete(!isCompleteCode(code))
        if (isCompleteCode(code)) onSubmit(code)
        else document.getElementById(id)?.focus()
      }}
    >
      <div className={otpStyles.sent}>
        <h2 id={`${id}-heading`} className={otpStyles.heading}>
          {t("otp.heading")}
        </h2>
        <p>
          {t("otp.sentTo", { phone: formatIndianMobile(otp.context.phoneNumber) })}{" "}
          <button type="button" className={otpStyles.linkButton} onClick={onChangeNumber}>
            {t("otp.changeNumber")}
          </button>
        </p>
      </div>
      <TextField
        id={id}
        label={t("otp.code")}
        value={code}
        onChange={(value) => {
          setCode(codeDigits(value))
          setIncomplete(false)
        }}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        inputClassName={otpStyles.code}
        error={incomplete ? t("auth.code.incomplete") : undefined}
      />
      <FormError message={error} />
      <SubmitButton busy={verifying} label={submitLabel} busyLabel={t("otp.verifying")} />
      <div className={otpStyles.resend}>
        {exhausted ? null : (
          <button
            type="button"
            className={otpStyles.linkButton}
            aria-disabled={!canResend}
            aria-busy={resending}
            // The machine takes otp.resend only once its 30 s have passed; early presses do nothing.
            onClick={onResend}
          >
            {resendLabel}
          </button>
        )}
        <p className={otpStyles.sendsLeft}>
          {t("otp.sendsLeft", { count: Math.max(0, maxAttempts - currentAttempts) })}
        </p>
      </div>
    </form>
  )
}
