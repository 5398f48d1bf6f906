import type { useMachine } from "@xstate/react"
import type { ChangeEvent, FormEvent } from "react"
import { ID_TYPES, type IdType } from "#core/account/web-check-in.ts"
import type { WebCheckInContext } from "#machines/web-check-in.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import { FormError, SubmitButton } from "./form-parts.tsx"
import styles from "./forms.module.css"
import type { browserWebCheckInMachine } from "./web-check-in-calls.ts"
import { readIdImage } from "./web-check-in-calls.ts"
import page from "./web-check-in-page.module.css"

/** Web check-in's two forms (ADR 088): the machine holds what they show and decides what is sent. */

type T = ReturnType<typeof useT>

export const errorMessage = (error: unknown, t: T): string | null =>
  error === null
    ? null
    : error instanceof Error && error.message !== ""
      ? error.message
      : t("webCheckIn.failed")

export interface FormProps {
  readonly context: WebCheckInContext
  readonly busy: boolean
  readonly send: ReturnType<typeof useMachine<ReturnType<typeof browserWebCheckInMachine>>>[1]
}

export function PhotoIdForm({ context, busy, send }: FormProps) {
  const t = useT()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ type: "id.submit" })
  }
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0]
    if (file !== undefined) send({ type: "id.image", image: await readIdImage(file) })
  }
  const { idNumber: numberProblem, image: imageProblem } = context.problems
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <label className={styles.field}>
        <span className={styles.label}>{t("webCheckIn.idType")}</span>
        <select
          className={page.select}
          value={context.idType}
          onChange={(e) => send({ type: "id.type", idType: e.currentTarget.value as IdType })}
        >
          {ID_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`webCheckIn.idType.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t("webCheckIn.idNumber")}</span>
        <input
          className={page.text}
          value={context.idNumber}
          autoComplete="off"
          aria-invalid={numberProblem !== undefined}
          onChange={(e) => send({ type: "id.number", value: e.currentTarget.value })}
        />
        {numberProblem === undefined ? null : (
          <span className={styles.error}>
            {t(numberProblem === "missing" ? "webCheckIn.idNumber.missing" : "webCheckIn.idNumber.invalid")}
          </span>
        )}
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t("webCheckIn.image")}</span>
        <input
          type="file"
          accept="image/jpeg,image/png"
          aria-invalid={imageProblem !== undefined}
          onChange={choose}
        />
        <span className={styles.hint}>{t("webCheckIn.imageHint")}</span>
        {imageProblem === undefined ? null : (
          <span className={styles.error}>
            {t(
              imageProblem === "tooLarge"
                ? "webCheckIn.image.tooLarge"
                : imageProblem === "notAnImage"
                  ? "webCheckIn.image.notAnImage"
                  : "webCheckIn.image.missing",
            )}
          </span>
        )}
      </label>
      <p className={page.note}>{t("webCheckIn.privacy")}</p>
      <FormError message={errorMessage(context.error, t)} />
      <SubmitButton busy={busy} label={t("webCheckIn.continue")} busyLabel={t("webCheckIn.sending")} />
    </form>
  )
}

export function RoomForm({ context, busy, send }: FormProps) {
  const t = useT()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    send({ type: "room.submit" })
  }
  const { room } = context
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={page.note}>{t("webCheckIn.roomIntro")}</p>
      <label className={styles.field}>
        <span className={styles.label}>{t("webCheckIn.floor")}</span>
        <select
          className={page.select}
          value={room.floor}
          onChange={(e) =>
            send({ type: "room.change", change: { floor: e.currentTarget.value as typeof room.floor } })
          }
        >
          {(["any", "high", "low"] as const).map((v) => (
            <option key={v} value={v}>
              {t(`webCheckIn.floor.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t("webCheckIn.bed")}</span>
        <select
          className={page.select}
          value={room.bed}
          onChange={(e) =>
            send({ type: "room.change", change: { bed: e.currentTarget.value as typeof room.bed } })
          }
        >
          {(["any", "double", "twin"] as const).map((v) => (
            <option key={v} value={v}>
              {t(`webCheckIn.bed.${v}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={page.check}>
        <input
          type="checkbox"
          checked={room.nearLift}
          onChange={(e) => send({ type: "room.change", change: { nearLift: e.currentTarget.checked } })}
        />
        {t("webCheckIn.nearLift")}
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t("webCheckIn.arrival")}</span>
        <input
          type="time"
          className={page.text}
          value={room.arrivalTime}
          onChange={(e) => send({ type: "room.change", change: { arrivalTime: e.currentTarget.value } })}
        />
      </label>
      <FormError message={errorMessage(context.error, t)} />
      <SubmitButton busy={busy} label={t("webCheckIn.finish")} busyLabel={t("webCheckIn.sending")} />
    </form>
  )
}
