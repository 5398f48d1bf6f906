import { useSelector } from "@xstate/react"
import { type KeyboardEvent, lazy, Suspense, useId, useRef } from "react"
import type { ActorRefFrom } from "xstate"
import { daysBetween } from "#core/dates/calendar-day.ts"
import type { dateRangePickerMachine } from "#machines/date-range-picker.machine.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { fieldLabel, toStayDay } from "./calendar-days.ts"
import styles from "./date-range-field.module.css"
// The caption every field of the widget shares.
import fieldStyles from "./location-field.module.css"
import type { WidgetSize } from "./search-widget.tsx"
import { useDismiss } from "./use-dismiss.ts"

const loadCalendar = () => import("./date-range-calendar.tsx")
const DateRangeCalendar = lazy(loadCalendar)

interface DateRangeFieldProps {
  readonly picker: ActorRefFrom<typeof dateRangePickerMachine>
  readonly size: WidgetSize
}

/**
 * Check-in and check-out (spec-search §2, §4, §5, §9): two halves of one field that open a
 * two-month calendar. The date-range picker machine owns the range; react-day-picker only draws
 * it (controlled: `selected` from the machine, clicks sent to it, DESIGN.md).
 */
export function DateRangeField({ picker, size }: DateRangeFieldProps) {
  const t = useT()
  const id = useId()
  const snapshot = useSelector(picker, (s) => s)
  const rootRef = useRef<HTMLDivElement>(null)
  const checkinRef = useRef<HTMLButtonElement>(null)
  const open = snapshot.hasTag("open")
  const { range } = snapshot.context
  const popoverId = `${id}-calendar`

  useDismiss(rootRef, open, () => picker.send({ type: "picker.close" }))

  const closeAndRefocus = () => {
    picker.send({ type: "picker.close" })
    checkinRef.current?.focus()
  }
  const select = (day: Date) => {
    picker.send({ type: "day.select", day: toStayDay(day) })
    // The second click closes the picker: keyboard users continue from the field.
    if (!picker.getSnapshot().hasTag("open")) checkinRef.current?.focus()
  }
  const onPopoverKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return
    event.stopPropagation()
    closeAndRefocus()
  }

  const half = (which: "checkin" | "checkout", day: string | null) => {
    const highlighted = open && snapshot.hasTag(which === "checkin" ? "choosingStart" : "choosingEnd")
    const label = fieldLabel(day)
    return (
      <div className={styles.half}>
        <span
          id={`${id}-${which}-label`}
          className={size === "small" ? "visually-hidden" : fieldStyles.label}
        >
          {t(which === "checkin" ? "dates.checkin" : "dates.checkout")}
        </span>
        <button
          ref={which === "checkin" ? checkinRef : undefined}
          type="button"
          className={cx(styles.trigger, styles[which], highlighted && styles.highlighted)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={popoverId}
          aria-labelledby={`${id}-${which}-label ${id}-${which}-value`}
          onClick={() =>
            open ? picker.send({ type: "picker.close" }) : picker.send({ type: "picker.open" })
          }
          // The grid's chunk starts loading as the pointer or focus comes near, before the click.
          onPointerEnter={loadCalendar}
          onFocus={loadCalendar}
        >
          <span id={`${id}-${which}-value`} className={label === null ? styles.placeholder : styles.value}>
            {label ?? t("dates.choose")}
          </span>
        </button>
      </div>
    )
  }

  const nights = range.start !== null && range.end !== null ? daysBetween(range.start, range.end) : null
  const hint =
    nights !== null && snapshot.hasTag("choosingStart")
      ? t("dates.nights", { count: nights })
      : t(snapshot.hasTag("choosingEnd") ? "dates.pickCheckout" : "dates.pickCheckin")

  return (
    <div ref={rootRef} className={cx(styles.field, styles[size])}>
      <div className={styles.halves}>
        {half("checkin", range.start)}
        {half("checkout", range.end)}
      </div>
      {open ? (
        <div
          id={popoverId}
          role="dialog"
          aria-label={t("dates.calendar")}
          className={styles.popover}
          onKeyDown={onPopoverKeyDown}
        >
          <Suspense fallback={<div className={styles.calendarLoading} aria-busy="true" />}>
            <DateRangeCalendar
              snapshot={snapshot}
              className={styles.calendar}
              footer={<p className={styles.hint}>{hint}</p>}
              onSelect={select}
              onMonthChange={(type) => picker.send({ type })}
            />
          </Suspense>
          <button type="button" className={styles.close} onClick={closeAndRefocus}>
            {t("dates.close")}
          </button>
        </div>
      ) : null}
    </div>
  )
}
