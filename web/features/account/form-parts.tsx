import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from "react"
import type { FieldErrors } from "#core/auth/validation.ts"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { AlertIcon } from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./forms.module.css"
import { nationalNumber } from "./phone.ts"

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "inputMode" | "autoComplete" | "maxLength" | "autoCapitalize" | "spellCheck" | "required"
>

interface TextFieldProps extends InputProps {
  /** The input's id; `focusFirstError` finds a field by it. */
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** The translated message of the field's problem; the input points at it with aria-describedby. */
  readonly error?: string | undefined
  readonly hint?: string
  /** Fixed text before the input, e.g. the country code; read out with the field. */
  readonly prefix?: string
  /** The word that marks a field that may stay empty ('Optional'), read out as part of its name. */
  readonly optional?: string
  /** After the input, inside its box (the password's Show button). */
  readonly trailing?: ReactNode
  /** Extra look for the input itself, e.g. the one-time code's spaced digits. */
  readonly inputClassName?: string
}

/** A labelled input with its hint and its error, both tied to it for assistive technology. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  optional,
  trailing,
  inputClassName,
  ...input
}: TextFieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const prefixId = `${id}-prefix`
  const describedBy = [prefix && prefixId, hint && hintId, error && errorId].filter(Boolean).join(" ")
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional === undefined ? null : <span className={styles.optional}>{optional}</span>}
      </label>
      <div className={cx(styles.control, error !== undefined && styles.invalid)}>
        {prefix === undefined ? null : (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        )}
        <input
          id={id}
          className={cx(styles.input, inputClassName)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy === "" ? undefined : describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint === undefined ? null : (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error === undefined ? null : (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} className={styles.errorIcon} />
          {error}
        </p>
      )}
    </div>
  )
}

/** What a page gives one of the account fields below; the field fixes its own input's kind. */
type FieldProps = Pick<TextFieldProps, "id" | "label" | "value" | "onChange" | "error" | "hint">

/** The account's e-mail address, required. */
export function EmailField(props: FieldProps) {
  return <TextField {...props} required type="email" autoComplete="email" />
}

/**
 * A mobile number, required: +91 stands fixed before it (spec-checkout §5), and what is typed or
 * pasted reaches `onChange` as the national digits.
 */
export function PhoneField({ onChange, ...props }: FieldProps) {
  const t = useT()
  return (
    <TextField
      {...props}
      required
      onChange={(value) => onChange(nationalNumber(value))}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={t("auth.phone.countryCode")}
    />
  )
}

/** The member's first name, required. */
export function FirstNameField(props: FieldProps) {
  return <TextField {...props} required autoComplete="given-name" autoCapitalize="words" />
}

/** The member's last name, which may stay empty (spec-checkout §4: 'plus last name if present'). */
export function LastNameField(props: FieldProps) {
  const t = useT()
  return (
    <TextField {...props} optional={t("signup.optional")} autoComplete="family-name" autoCapitalize="words" />
  )
}

type PasswordFieldProps = FieldProps & {
  readonly autoComplete: "current-password" | "new-password"
}

/**
 * A password, required, whose characters the member may reveal to check a phone keyboard's
 * typing.
 */
export function PasswordField(props: PasswordFieldProps) {
  const t = useT()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      required
      {...props}
      type={shown ? "text" : "password"}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-label={t("auth.password.show")}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? t("auth.password.hideShort") : t("auth.password.showShort")}
        </button>
      }
    />
  )
}

/** The server's message for the last attempt (spec-checkout §8: the first error's message), announced. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" className={cx(styles.live, message !== null && styles.formError)}>
      {message === null ? null : (
        <>
          <AlertIcon size={18} className={styles.errorIcon} />
          <span>{message}</span>
        </>
      )}
    </div>
  )
}

/**
 * The form's main button. While its request runs it says so and stays focusable (aria-disabled,
 * not disabled): the machine ignores a second submit, and focus must not fall to the page.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={busy} aria-busy={busy}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  )
}

/** Moves focus to the first field, in form order, that has a problem: its error is then read out. */
const focusFirstError = (fields: ReadonlyArray<string>, errors: object, idOf: (field: string) => string) => {
  const first = fields.find((field) => field in errors)
  if (first !== undefined) document.getElementById(idOf(first))?.focus()
}

/** Ids unique to one form instance, per field name. */
export const useFieldIds = () => {
  const base = useId()
  return (field: string) => `${base}-${field}`
}

/** What every account form's machine takes (sign-in, sign-up, password reset, profile). */
type AccountFormEvent<F extends string> =
  | { readonly type: "field.change"; readonly field: F; readonly value: string }
  | { readonly type: "form.submit" }

interface AccountFormActor<F extends string> {
  readonly send: (event: AccountFormEvent<F>) => void
  readonly getSnapshot: () => { readonly context: { readonly errors: FieldErrors<F> } }
}

/**
 * An account form's wiring to its machine: the fields' ids, a field's problem in words (from
 * `errors`, the rendered snapshot's), a change handler per field, and the submit, after which focus
 * goes to the first field in `order` the machine found a problem with.
 */
export function useAccountForm<F extends string>(
  actor: AccountFormActor<F>,
  errors: FieldErrors<F>,
  order: ReadonlyArray<F>,
) {
  const t = useT()
  const fieldId = useFieldIds()
  return {
    fieldId,
    error: (field: F) => {
      const key: PlainMessageKey | undefined = errors[field]
      return key === undefined ? undefined : t(key)
    },
    change: (field: F) => (value: string) => actor.send({ type: "field.change", field, value }),
    submit: (e: FormEvent) => {
      e.preventDefault()
      actor.send({ type: "form.submit" })
      // The actor's errors, not `errors`: the render that shows what this submit found is still to come.
      focusFirstError(order, actor.getSnapshot().context.errors, fieldId)
    },
  }
}
