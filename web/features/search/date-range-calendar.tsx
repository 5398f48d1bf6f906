import { DayPicker } from "react-day-picker"
import "react-day-picker/style.css"
import type { SnapshotFrom } from "xstate"
import { type dateRangePickerMachine, isDayDisabled } from "#machines/date-range-picker.machine.ts"
import { dayButtonLabel, monthStart, toLocalDate, toMonth, toStayDay } from "./calendar-days.ts"

interface DateRangeCalendarProps {
  readonly snapshot: SnapshotFrom<typeof dateRangePickerMachine>
  readonly className: string | undefined
  readonly footer: React.ReactNode
  readonly onSelect: (day: Date) => void
  readonly onMonthChange: (direction: "month.next" | "month.previous") => void
}

/**
 * The two-month grid of the date field, drawn by react-day-picker from the picker machine's
 * state. It is a chunk of its own, loaded when the calendar first opens or the field is
 * approached: the grid library is most of the field's weight, and a page that is only read
 * never needs it (docs/decisions/070-javascript-budget.md).
 */
export default function DateRangeCalendar({
  snapshot,
  className,
  footer,
  onSelect,
  onMonthChange,
}: DateRangeCalendarProps) {
  const { range, month, today } = snapshot.context
  return (
    <DayPicker
      mode="range"
      numberOfMonths={2}
      className={className}
      selected={{
        from: range.start === null ? undefined : toLocalDate(range.start),
        to: range.end === null ? undefined : toLocalDate(range.end),
      }}
      onSelect={(_, day) => onSelect(day)}
      disabled={(date) => isDayDisabled(snapshot, toStayDay(date))}
      month={monthStart(month)}
      startMonth={monthStart(today.slice(0, 7))}
      onMonthChange={(shown) => onMonthChange(toMonth(shown) > month ? "month.next" : "month.previous")}
      today={toLocalDate(today)}
      autoFocus
      labels={{ labelDayButton: dayButtonLabel }}
      footer={footer}
    />
  )
}
