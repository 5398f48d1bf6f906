import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react"
import { fromPromise } from "xstate"
import { otpMachine } from "#machines/otp.machine.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { sendOtp, verifyOtp } from "./checkout-calls.ts"
import styles from "./itinerary-page.module.css"

/** What pay at hotel sends with the order once the traveller is checked (spec-checkout §7 payathotel). */
export interface PayAtHotelProof {
  readonly otpVerifiedNumber?: string
  readonly captchaToken?: string
}

interface PayAtHotelProps {
  readonly countryCode: string
  readonly mobile: string
  /** spec-checkout §4: from the cart; gdc books with a captcha instead (ADR 079). */
  readonly otpEnabled: boolean
  readonly busy: boolean
  /** The order was refused with a 429 (too many requests): the blocked modal shows. */
  readonly blocked: boolean
  readonly onBook: (proof: PayAtHotelProof) => void
  readonly onPayNow: () => void
  readonly onCloseBlocked: () => void
}

const checkoutOtpMachine = otpMachine.provide({
  actors: {
    sendCode: fromPromise(({ input, signal }) => sendOtp(input, signal)),
    verifyCode: fromPromise(({ input, signal }) => verifyOtp(input, signal)),
  },
})

/**
 * Pay at hotel (spec-checkout §4 'OTP flow'): the code goes to the traveller's mobile, and the
 * booking is placed once it is verified. Loaded when the tab opens: the OTP machine and its calls
 * bring Effect, which the page does not need to hydrate (ADR 070).
 */
export function PayAtHotel(props: PayAtHotelProps) {
  const t = useT()
  const otp = useActorRef(checkoutOtpMachine, { input: { payAtHotel: true, isOtpEnabled: props.otpEnabled } })
  const otpBlocked = useSelector(otp, (s) => s.hasTag("payAtHotelBlocked"))
  const verified = useSelector(otp, (s) => s.status === "done")
  const { onBook } = props
  // The booking is placed once, when the code is verified; a retry is the button below.
  const bookedOnVerify = useRef(false)
  useEffect(() => {
    if (!verified || bookedOnVerify.current) return
    bookedOnVerify.current = true
    onBook({ otpVerifiedNumber: props.mobile })
  }, [verified, onBook, props.mobile])

  return (
    <div>
      {props.otpEnabled ? (
        <>
          <p className={styles.hint}>{t("checkout.pay.verifyIntro")}</p>
          {verified ? (
            // The number is verified: a booking refused after that is tried again without a new code.
            <button
              type="button"
              className={cx(buttons.primary, styles.payButton)}
              disabled={props.busy}
              onClick={() => onBook({ otpVerifiedNumber: props.mobile })}
            >
              {props.busy ? t("checkout.pay.booking") : t("checkout.pay.bookAtHotel")}
            </button>
          ) : (
            <button
              type="button"
              className={cx(buttons.primary, styles.payButton)}
              disabled={props.busy || !otp.getSnapshot().can({ type: "otp.send", phoneNumber: props.mobile })}
              onClick={() => otp.send({ type: "otp.send", phoneNumber: props.mobile })}
            >
              {props.busy
                ? t("checkout.pay.booking")
                : t("checkout.pay.sendCode", { mobile: `${props.countryCode} ${props.mobile}` })}
            </button>
          )}
          <CodeDialog otp={otp} mobile={`${props.countryCode} ${props.mobile}`} />
        </>
      ) : (
        <CaptchaBooking busy={props.busy} onBook={props.onBook} />
      )}
      <BlockedDialog
        open={otpBlocked || props.blocked}
        onPayNow={() => {
          otp.send({ type: "otp.close" })
          props.onPayNow()
        }}
        onClose={() => {
          otp.send({ type: "otp.close" })
          props.onCloseBlocked()
        }}
      />
    </div>
  )
}

type OtpRef = ReturnType<typeof useActorRef<typeof checkoutOtpMachine>>

function Modal({
  open,
  onClose,
  label,
  children,
}: {
  readonly open: boolean
  readonly onClose: () => void
  readonly label: string
  readonly children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className={styles.dialog} aria-label={label} onClose={onClose}>
      {open ? children : null}
    </dialog>
  )
}

/** The code modal: the 6 digits, Verify, Resend once the 30 s have passed (spec-checkout §9). */
function CodeDialog({ otp, mobile }: { readonly otp: OtpRef; readonly mobile: string }) {
  const t = useT()
  const id = useId()
  const [code, setCode] = useState("")
  const open = useSelector(otp, (s) => s.hasTag("modalOpen"))
  const verifying = useSelector(otp, (s) => s.hasTag("verifying"))
  const canResend = useSelector(otp, (s) => s.hasTag("canResend"))
  const exhausted = useSelector(otp, (s) => s.hasTag("resendExhausted"))
  const error = useSelector(otp, (s) => s.context.error?.message ?? null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    otp.send({ type: "otp.submit", code })
  }
  return (
    <Modal open={open} onClose={() => otp.send({ type: "otp.close" })} label={t("checkout.otp.title")}>
      <form onSubmit={submit} className={styles.form}>
        <h2 className={styles.boxTitle}>{t("checkout.otp.title")}</h2>
        <p>{t("checkout.otp.sentTo", { mobile })}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>{t("checkout.otp.code")}</label>
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={error !== null}
            aria-describedby={`${id}-error`}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
          />
          <p id={`${id}-error`} role="alert" className={styles.fieldError}>
            {error ?? ""}
          </p>
        </div>
        <button type="submit" className={cx(buttons.primary, styles.continue)} disabled={verifying}>
          {verifying ? t("checkout.otp.verifying") : t("checkout.otp.verify")}
        </button>
        <div className={styles.dialogActions}>
          {exhausted ? (
            <p className={styles.hint}>{t("checkout.otp.noMore")}</p>
          ) : canResend ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => otp.send({ type: "otp.resend" })}
            >
              {t("checkout.otp.resend")}
            </button>
          ) : (
            <p className={styles.hint}>{t("checkout.otp.resendLater")}</p>
          )}
          <button type="button" className={buttons.secondary} onClick={() => otp.send({ type: "otp.close" })}>
            {t("checkout.otp.close")}
          </button>
        </div>
      </form>
    </Modal>
  )
}

function BlockedDialog({
  open,
  onPayNow,
  onClose,
}: {
  readonly open: boolean
  readonly onPayNow: () => void
  readonly onClose: () => void
}) {
  const t = useT()
  return (
    <Modal open={open} onClose={onClose} label={t("checkout.blocked.title")}>
      <h2 className={styles.boxTitle}>{t("checkout.blocked.title")}</h2>
      <p>{t("checkout.blocked.body")}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={cx(buttons.primary, styles.continue)} onClick={onPayNow}>
          {t("checkout.blocked.payNow")}
        </button>
        <button type="button" className={buttons.secondary} onClick={onClose}>
          {t("checkout.otp.close")}
        </button>
      </div>
    </Modal>
  )
}

/** gdc: the ALTCHA check (ADR 079), then the booking with its proof token. */
function CaptchaBooking({
  busy,
  onBook,
}: {
  readonly busy: boolean
  readonly onBook: (proof: PayAtHotelProof) => void
}) {
  const t = useT()
  const [token, setToken] = useState<string | null>(null)
  const [Widget, setWidget] = useState<typeof import("./captcha.tsx").Captcha | null>(null)
  useEffect(() => {
    void import("./captcha.tsx").then((loaded) => setWidget(() => loaded.Captcha))
  }, [])
  return (
    <div>
      <p className={styles.hint}>{t("checkout.pay.captchaIntro")}</p>
      {Widget === null ? null : <Widget onToken={setToken} />}
      <button
        type="button"
        className={cx(buttons.primary, styles.payButton)}
        disabled={busy || token === null}
        onClick={() => token !== null && onBook({ captchaToken: token })}
      >
        {busy ? t("checkout.pay.booking") : t("checkout.pay.bookAtHotel")}
      </button>
    </div>
  )
}
