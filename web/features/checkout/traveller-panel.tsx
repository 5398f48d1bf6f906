import { type FormEvent, useId, useRef, useState } from "react"
import type { TravellerDetails } from "#machines/pay-booking.types.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./itinerary-page.module.css"
import {
  COUNTRY_CODES,
  type TravellerField,
  type TravellerProblems,
  travellerProblems,
} from "./traveller-form.ts"

interface TravellerProps {
  readonly details: TravellerDetails
  readonly onChange: (details: TravellerDetails) => void
  /** spec-checkout §4 'WhatsApp opt-in': null until the number's status is known or when never asked. */
  readonly whatsappStatus: boolean | null
  /** The mobile may have changed: ask for its WhatsApp status. */
  readonly onMobileSettled: () => void
  readonly onContinue: () => void
}

const FIELD_ORDER: ReadonlyArray<TravellerField> = [
  "name",
  "mobile",
  "email",
  "gstin",
  "companyName",
  "companyAddress",
]

/**
 * spec-checkout §3 'Traveller details': who checks in, how to reach them, and the GST billing
 * block when they have a GSTIN. Problems show at their fields when Continue is pressed, and the
 * first of them takes the focus.
 */
export function TravellerPanel({
  details,
  onChange,
  whatsappStatus,
  onMobileSettled,
  onContinue,
}: TravellerProps) {
  const t = useT()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [problems, setProblems] = useState<TravellerProblems>({})
  const set = (change: Partial<TravellerDetails>) => onChange({ ...details, ...change })
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = details.hasGstin ? (await import("#core/checkout/gstin.ts")).gstinProblem : () => undefined
    const found = travellerProblems(details, check)
    setProblems(found)
    const first = FIELD_ORDER.find((field) => found[field] !== undefined)
    if (first === undefined) onContinue()
    else form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  const message = (field: TravellerField) => {
    const problem = problems[field]
    if (problem === undefined) return null
    return typeof problem === "string" ? t(problem) : problem.text
  }
  const fieldProps = (field: TravellerField, hint?: string) => {
    const text = message(field)
    const noteId = `${id}-${field}-note`
    return {
      input: {
        id: `${id}-${field}`,
        name: field,
        "aria-invalid": text !== null,
        ...(text !== null || hint !== undefined ? { "aria-describedby": noteId } : {}),
      },
      note:
        text !== null ? (
          <p id={noteId} className={styles.fieldError}>
            {text}
          </p>
        ) : hint === undefined ? null : (
          <p id={noteId} className={styles.hint}>
            {hint}
          </p>
        ),
    }
  }
  const name = fieldProps("name")
  const mobile = fieldProps("mobile")
  const email = fieldProps("email")
  const gstin = fieldProps("gstin", t("checkout.details.gstinHint"))
  const company = fieldProps("companyName")
  const address = fieldProps("companyAddress")
  const whatsappNote =
    whatsappStatus === null
      ? t("checkout.details.whatsappUnknown")
      : whatsappStatus
        ? t("checkout.details.whatsappOn")
        : t("checkout.details.whatsappOff")

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={name.input.id}>{t("checkout.details.name")}</label>
        <input
          {...name.input}
          autoComplete="name"
          value={details.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        {name.note}
      </div>
      <div className={styles.phoneRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-cc`}>{t("checkout.details.countryCode")}</label>
          <select
            id={`${id}-cc`}
            value={details.countryCode}
            onChange={(e) => set({ countryCode: e.target.value })}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={mobile.input.id}>{t("checkout.details.mobile")}</label>
          <input
            {...mobile.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={details.mobile}
            onChange={(e) => set({ mobile: e.target.value.replace(/[^\d]/g, "") })}
            onBlur={onMobileSettled}
          />
        </div>
      </div>
      {mobile.note}
      <div className={styles.field}>
        <label htmlFor={email.input.id}>{t("checkout.details.email")}</label>
        <input
          {...email.input}
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={(e) => set({ email: e.target.value })}
        />
        {email.note}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={details.hasOptedForWhatsapp}
          onChange={(e) => set({ hasOptedForWhatsapp: e.target.checked })}
          aria-describedby={`${id}-wa-note`}
        />
        <span>{t("checkout.details.whatsapp")}</span>
      </label>
      <p id={`${id}-wa-note`} className={styles.hint}>
        {whatsappNote}
      </p>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={details.hasGstin}
          onChange={(e) => set({ hasGstin: e.target.checked })}
        />
        <span>{t("checkout.details.hasGstin")}</span>
      </label>
      {details.hasGstin ? (
        <div className={styles.gstBlock}>
          <div className={styles.field}>
            <label htmlFor={gstin.input.id}>{t("checkout.details.gstin")}</label>
            <input
              {...gstin.input}
              autoCapitalize="characters"
              maxLength={20}
              value={details.gstin}
              onChange={(e) => set({ gstin: e.target.value })}
            />
            {gstin.note}
          </div>
          <div className={styles.field}>
            <label htmlFor={company.input.id}>{t("checkout.details.companyName")}</label>
            <input
              {...company.input}
              autoComplete="organization"
              value={details.companyName}
              onChange={(e) => set({ companyName: e.target.value })}
            />
            {company.note}
          </div>
          <div className={styles.field}>
            <label htmlFor={address.input.id}>{t("checkout.details.companyAddress")}</label>
            <textarea
              {...address.input}
              rows={2}
              value={details.companyAddress}
              onChange={(e) => set({ companyAddress: e.target.value })}
            />
            {address.note}
          </div>
        </div>
      ) : null}
      <button type="submit" className={cx(buttons.primary, styles.continue)}>
        {t("checkout.continue")}
      </button>
    </form>
  )
}
