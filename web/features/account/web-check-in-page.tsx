import { useMachine } from "@xstate/react"
import { useMemo } from "react"
import { useParams } from "react-router"
import type { WebCheckIn } from "#core/api/web-check-in.ts"
import { formatStayDate } from "#core/i18n/format.ts"
import { CheckCircleIcon } from "../../components/ui/icons.tsx"
import { useT } from "../../lib/i18n.tsx"
import { AuthLayout } from "./auth-layout.tsx"
import { FormError } from "./form-parts.tsx"
import styles from "./forms.module.css"
import { browserWebCheckInMachine } from "./web-check-in-calls.ts"
import { errorMessage, PhotoIdForm, RoomForm } from "./web-check-in-forms.tsx"
import page from "./web-check-in-page.module.css"

function Steps({ step }: { readonly step: WebCheckIn["step"] }) {
  const t = useT()
  const steps = [
    ["photo_id", t("webCheckIn.step.photoId")],
    ["room", t("webCheckIn.step.room")],
    ["complete", t("webCheckIn.step.complete")],
  ] as const
  return (
    <ol className={page.steps} aria-label={t("webCheckIn.steps")}>
      {steps.map(([id, label]) => (
        <li key={id} className={page.step} aria-current={id === step ? "step" : undefined}>
          {label}
        </li>
      ))}
    </ol>
  )
}

function Complete({ checkIn }: { readonly checkIn: WebCheckIn }) {
  const t = useT()
  return (
    <section className={page.done} aria-labelledby="web-check-in-done">
      <h2 id="web-check-in-done" className={page.doneTitle}>
        <CheckCircleIcon size={22} />
        {t("webCheckIn.done")}
      </h2>
      <dl className={page.summary}>
        <dt>{t("webCheckIn.reference")}</dt>
        <dd className={page.reference}>{checkIn.reference}</dd>
        {checkIn.photoId === null ? null : (
          <>
            <dt>{t("webCheckIn.summaryId")}</dt>
            <dd>
              {t("webCheckIn.summaryIdValue", {
                type: t(`webCheckIn.idType.${checkIn.photoId.type}`),
                last4: checkIn.photoId.numberLast4,
              })}
            </dd>
          </>
        )}
        {checkIn.room === null ? null : (
          <>
            <dt>{t("webCheckIn.summaryRoom")}</dt>
            <dd>
              {[
                // "No preference" is said by saying nothing.
                ...(checkIn.room.floor === "any" ? [] : [t(`webCheckIn.floor.${checkIn.room.floor}`)]),
                ...(checkIn.room.bed === "any" ? [] : [t(`webCheckIn.bed.${checkIn.room.bed}`)]),
                ...(checkIn.room.nearLift ? [t("webCheckIn.nearLift")] : []),
                t("webCheckIn.summaryArrival", { time: checkIn.room.arrivalTime }),
              ].join(" · ")}
            </dd>
          </>
        )}
      </dl>
      <p className={page.note}>{t("webCheckIn.doneHint")}</p>
    </section>
  )
}

/** /account/booking-history/{bookingId}/web-check-in/ (member only, ADR 088). */
export function WebCheckInPage() {
  const t = useT()
  const { bookingId = "" } = useParams()
  const machine = useMemo(() => browserWebCheckInMachine(), [])
  const [snapshot, send] = useMachine(machine, { input: { orderId: bookingId } })
  const { context } = snapshot
  const checkIn = context.checkIn
  const busy = snapshot.hasTag("busy")
  const props = { context, busy, send }
  const stay =
    checkIn === null
      ? undefined
      : t("webCheckIn.stay", {
          hotel: checkIn.hotelName,
          checkIn: formatStayDate(checkIn.checkIn),
          checkOut: formatStayDate(checkIn.checkOut),
        })
  return (
    <AuthLayout
      title={t("webCheckIn.heading")}
      {...(stay === undefined ? {} : { intro: stay })}
      benefits={false}
    >
      {checkIn === null ? null : <Steps step={snapshot.matches("complete") ? "complete" : checkIn.step} />}
      {snapshot.matches("loading") ? (
        <p role="status">{t("webCheckIn.loading")}</p>
      ) : snapshot.matches("loadFailed") ? (
        <div className={styles.form}>
          <FormError message={errorMessage(context.error, t) ?? t("webCheckIn.loadFailed")} />
          <button type="button" className={styles.submit} onClick={() => send({ type: "checkIn.retry" })}>
            {t("webCheckIn.retry")}
          </button>
        </div>
      ) : snapshot.matches("notYetOpen") && checkIn !== null ? (
        <p role="status" className={page.note}>
          {t("webCheckIn.notYetOpen", { opensAt: `00:00, ${formatStayDate(checkIn.checkIn)}` })}
        </p>
      ) : snapshot.matches("closed") ? (
        <p role="status" className={page.note}>
          {t("webCheckIn.closed")}
        </p>
      ) : snapshot.matches("photoId") || snapshot.matches("sendingPhotoId") ? (
        <PhotoIdForm {...props} />
      ) : snapshot.matches("room") || snapshot.matches("sendingRoom") ? (
        <RoomForm {...props} />
      ) : checkIn !== null ? (
        <Complete checkIn={checkIn} />
      ) : null}
    </AuthLayout>
  )
}
