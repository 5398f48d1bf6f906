import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import type { CouponOutcome } from "#machines/room-prices.machine.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./coupon-field.module.css"
import { COUPON_MAX_LENGTH, readCouponCode } from "./hotel-data.ts"

export interface CouponFieldProps {
  /** The coupon the latest price request asked for; '' for none. */
  readonly asked: string
  /** What the shown prices say of it; null while it loads, or after its call failed (no message). */
  readonly outcome: CouponOutcome | null
  /** A call for another coupon is under way. */
  readonly busy: boolean
  readonly onApply: (code: string) => void
  readonly onRemove: () => void
}

/**
 * 'Have a coupon?' in the booking summary: a disclosure with one field. Apply reloads the room
 * prices with the code (the room-prices machine); the answer's success message or refusal shows
 * under the field, in a live region. An applied code is read-only and its button removes it: the
 * field keeps its place and its focus, so nothing moves under the traveller.
 */
export function CouponField({ asked, outcome, busy, onApply, onRemove }: CouponFieldProps) {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(asked !== "")
  const [text, setText] = useState(asked)
  const [problem, setProblem] = useState<"empty" | "invalid" | null>(null)
  const applied = outcome?.applied ?? null
  // Another coupon asked elsewhere (the CLI journey drives the same machine): the field follows.
  useEffect(() => {
    if (asked === "") return
    setOpen(true)
    setText(asked)
  }, [asked])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (applied !== null) {
      setText("")
      setProblem(null)
      onRemove()
      input.current?.focus()
      return
    }
    const read = readCouponCode(text)
    if ("problem" in read) {
      setProblem(read.problem)
      input.current?.focus()
      return
    }
    setProblem(null)
    setText(read.code)
    onApply(read.code)
  }

  const message =
    problem !== null
      ? t(problem === "empty" ? "hotel.coupon.empty" : "hotel.coupon.invalid")
      : busy
        ? null
        : (outcome?.error ?? outcome?.message ?? null)
  const refused = problem !== null || (!busy && outcome?.error != null)
  const panelId = `${id}-coupon`
  const messageId = `${id}-coupon-message`

  return (
    <div className={styles.coupon}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open)
          if (!open) requestAnimationFrame(() => input.current?.focus())
        }}
      >
        {t("hotel.coupon.toggle")}
        <span className={cx(styles.chevron, open && styles.chevronOpen)} aria-hidden="true" />
      </button>
      <form id={panelId} className={styles.form} hidden={!open} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t("hotel.coupon.label")}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-code`}
            name="couponcode"
            className={styles.input}
            value={text}
            placeholder={t("hotel.coupon.label")}
            maxLength={COUPON_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            readOnly={applied !== null || busy}
            aria-invalid={refused}
            aria-describedby={messageId}
            onChange={(event) => {
              setText(event.target.value)
              setProblem(null)
            }}
          />
          <button type="submit" className={styles.apply} aria-disabled={busy}>
            {busy
              ? t("hotel.coupon.applying")
              : applied !== null
                ? t("hotel.coupon.remove")
                : t("hotel.coupon.apply")}
          </button>
        </div>
        <p
          id={messageId}
          className={cx(styles.message, refused ? styles.error : styles.success)}
          aria-live="polite"
          data-testid="coupon-message"
        >
          {message}
        </p>
      </form>
    </div>
  )
}
