import { type AnyMachineSnapshot, type EventObject, getNextSnapshot } from "xstate"
import { businessDay } from "#core/dates/business-day.ts"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"
import {
  type DateRangePickerSnapshot,
  dateRangePickerMachine,
  visibleMonths,
} from "#machines/date-range-picker.machine.ts"
import type { DateRangePickerEvent } from "#machines/date-range-picker.types.ts"
import { cannot, type JourneyStep, type MachineJourneys, type Rendered, say } from "./generate.ts"
import { ExpectWidget } from "./schema-search.ts"

const NOW = "2026-11-20T10:00:00+05:30"
/** The picker's today, as the journey's search widget gives it (cli/journey/search.ts). */
const TODAY = businessDay(Date.parse(NOW))

/**
 * Days a traveller clicks, after today: a check-in, a check-out two nights later, an earlier day
 * that restarts the range, and one in the next month more than 15 nights on (spec-search §5).
 */
const DAYS = [5, 7, 2, 25].map((n) => addDays(TODAY, n))

const relative = (day: string) => `+${daysBetween(TODAY, day)}d`

/** Clicks only on days the calendar shows; the arrows go one pair of months ahead and back. */
const events = (snapshot: AnyMachineSnapshot): ReadonlyArray<DateRangePickerEvent> => {
  const s = snapshot as DateRangePickerSnapshot
  const shown = visibleMonths(s)
  return [
    { type: "picker.open" },
    { type: "picker.close" },
    ...(s.context.month === TODAY.slice(0, 7) ? [{ type: "month.next" as const }] : []),
    { type: "month.previous" },
    ...DAYS.filter((day) => shown.includes(day.slice(0, 7))).map((day) => ({
      type: "day.select" as const,
      day,
    })),
  ]
}

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const { context } = snapshot as DateRangePickerSnapshot
  return JSON.stringify([snapshot.value, context.range, context.month])
}

/** For simple paths: the chart's state and the days clicked, whichever months are shown. */
const simpleKey = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, (snapshot as DateRangePickerSnapshot).context.range])

const isClick = (
  event: EventObject | undefined,
): event is Extract<DateRangePickerEvent, { type: "day.select" }> => event?.type === "day.select"

/**
 * `dates.pick` clicks a check-in and, if given, a check-out: a click that starts a range and the
 * click that ends it are one step; a lone click is a check-in (a new one, after the range restarts).
 */
const render = (
  event: EventObject,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  { previous, next }: { readonly previous: EventObject | undefined; readonly next: EventObject | undefined },
): Rendered => {
  const e = event as DateRangePickerEvent
  switch (e.type) {
    case "picker.open":
      return say(["dates.open"], "open the calendar")
    case "picker.close":
      return say(["dates.close"], "close the calendar")
    case "month.next":
      return say([{ "dates.month": "next" }], "next months")
    case "month.previous":
      return say([{ "dates.month": "previous" }], "previous months")
    case "day.select": {
      const ends = (from: AnyMachineSnapshot, click: DateRangePickerEvent) =>
        !getNextSnapshot(dateRangePickerMachine, from as DateRangePickerSnapshot, click).hasTag("open")
      if (before.hasTag("choosingEnd") && !after.hasTag("open"))
        return isClick(previous) && before.context.range.start === previous.day
          ? say([])
          : cannot("dates.pick clicks a check-in first; a lone check-out click is no step")
      if (isClick(next) && ends(after, next)) {
        const range = { checkin: relative(e.day), checkout: relative(next.day) }
        return say([{ "dates.pick": range }], `pick ${range.checkin} to ${range.checkout}`)
      }
      return say([{ "dates.pick": { checkin: relative(e.day) } }], `click ${relative(e.day)}`)
    }
  }
}

/** Newer runners also show the calendar's months and the days clicked so far. */
const SHOWS_CALENDAR = "calendarRange" in ExpectWidget.fields && "months" in ExpectWidget.fields

/**
 * Whether the calendar is open (its months, the days clicked), and the stay the widget holds:
 * the last range the picker completed.
 */
const expectation = (
  snapshot: AnyMachineSnapshot,
  history: ReadonlyArray<AnyMachineSnapshot>,
): JourneyStep => {
  const s = snapshot as DateRangePickerSnapshot
  const complete = [...history]
    .reverse()
    .map((h) => (h as DateRangePickerSnapshot).context.range)
    .find((r) => r.start !== null && r.end !== null)
  const open = s.hasTag("open")
  return {
    "expect.widget": {
      pickerOpen: open,
      ...(SHOWS_CALENDAR ? { months: open ? visibleMonths(s) : null, calendarRange: s.context.range } : {}),
      dates: complete === undefined ? null : { checkin: complete.start, checkout: complete.end },
    },
  }
}

export const datesJourneys: MachineJourneys = {
  name: "dateRangePicker",
  source: "machines/date-range-picker.machine.ts",
  machine: dateRangePickerMachine,
  input: { today: TODAY },
  now: NOW,
  tags: ["search-widget", "dates"],
  setup: [],
  events,
  serializeState,
  simpleKey,
  render,
  expectation,
}
