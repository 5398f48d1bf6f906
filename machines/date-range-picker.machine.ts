import { assign, emit, type SnapshotFrom, setup } from "xstate"
import { daysBetween, isCalendarDay } from "#core/dates/calendar-day.ts"
import { MAX_STAY_NIGHTS, normaliseStay } from "#core/dates/stay.ts"
import type {
  ChosenRange,
  DateRangePickerContext,
  DateRangePickerEvent,
  DateRangePickerInput,
  DateRangePickerTag,
  PickedRange,
  RangeChosen,
} from "./date-range-picker.types.ts"

/** The month YYYY-MM that `by` months after `month` (negative: before). */
const shiftMonth = (month: string, by: number): string => {
  const [year, index] = month.split("-").map(Number) as [number, number]
  return new Date(Date.UTC(year, index - 1 + by, 1)).toISOString().slice(0, 7)
}

/**
 * The first month shown on opening: the check-in's, so the highlighted check-in is in view
 * (spec-search §4). The start is never before today (the input is normalised, past clicks are
 * refused), so neither is this month.
 */
const openingMonth = (context: DateRangePickerContext): string =>
  (context.range.start ?? context.today).slice(0, 7)

/** spec-search §5: 'Past dates are disabled'; anything that is not YYYY-MM-DD is no day at all. */
const isPastOrInvalid = (today: string, day: string) => !isCalendarDay(day) || day < today

/** spec-search §5 and §9: the last night is at most 15 nights after the start. */
const beyondLongestStay = (start: string, day: string) => daysBetween(start, day) > MAX_STAY_NIGHTS

type Args = { readonly context: DateRangePickerContext; readonly event: DateRangePickerEvent }
const clicked = ({ event }: Args) => (event.type === "day.select" ? event.day : "")

/**
 * The two-month check-in / check-out picker of the search widget (spec-search §2, §4, §5, §9).
 * It owns the range; the web binds react-day-picker to it as a controlled component (DESIGN.md),
 * and the search widget hears `range.chosen` when a click completes a range.
 */
export const dateRangePickerMachine = setup({
  types: {
    context: {} as DateRangePickerContext,
    events: {} as DateRangePickerEvent,
    input: {} as DateRangePickerInput,
    tags: {} as DateRangePickerTag,
    emitted: {} as RangeChosen,
  },
  guards: {
    bookable: (args) => !isPastOrInvalid(args.context.today, clicked(args)),
    // The spec is silent on a click on or before the start while choosing the end. It restarts
    // the range from that day: a stay needs at least 1 night (spec-search §5), so the day cannot
    // be a check-out, and a traveller who clicks an earlier day means an earlier check-in.
    restarts: (args) => {
      const day = clicked(args)
      return !isPastOrInvalid(args.context.today, day) && day <= args.context.range.start!
    },
    ends: (args) => {
      const day = clicked(args)
      const start = args.context.range.start!
      return isCalendarDay(day) && day > start && !beyondLongestStay(start, day)
    },
    // spec-search §9 (two months shown) and §5 (past days disabled): no pair before today's month.
    afterTodaysMonth: ({ context }) => context.month > context.today.slice(0, 7),
  },
  actions: {
    start: assign((args) => ({ range: { start: clicked(args), end: null } })),
    end: assign((args) => ({ range: { start: args.context.range.start, end: clicked(args) } })),
    announce: emit((args) => ({
      type: "range.chosen" as const,
      range: { start: args.context.range.start!, end: clicked(args) },
    })),
    showOpeningMonth: assign(({ context }) => ({ month: openingMonth(context) })),
    nextMonth: assign(({ context }) => ({ month: shiftMonth(context.month, 1) })),
    previousMonth: assign(({ context }) => ({ month: shiftMonth(context.month, -1) })),
  },
}).createMachine({
  id: "dateRangePicker",
  context: ({ input }) => {
    // Dates from a URL or a recent search may be stale: held as core/dates/stay.ts corrects them.
    const stay = input.range
      ? normaliseStay({ checkin: input.range.start, checkout: input.range.end }, input.today).stay
      : null
    const range = stay ? { start: stay.checkin, end: stay.checkout } : { start: null, end: null }
    return { today: input.today, range, month: input.today.slice(0, 7) }
  },
  initial: "closed",
  states: {
    closed: { on: { "picker.open": { target: "open", actions: "showOpeningMonth" } } },
    // spec-search §4: 'The picker opens with check-in highlighted', so every opening starts by
    // choosing the start; a range left without an end stays until that click replaces it.
    open: {
      tags: ["open"],
      initial: "choosingStart",
      on: {
        "picker.close": "closed",
        "month.next": { actions: "nextMonth" },
        "month.previous": { guard: "afterTodaysMonth", actions: "previousMonth" },
      },
      states: {
        // spec-search §4: the first click sets the start; after an end it starts a new range.
        choosingStart: {
          tags: ["choosingStart"],
          on: { "day.select": { guard: "bookable", target: "choosingEnd", actions: "start" } },
        },
        // spec-search §4: the second click sets the end and closes the picker.
        choosingEnd: {
          tags: ["choosingEnd"],
          on: {
            "day.select": [
              { guard: "ends", target: "#dateRangePicker.closed", actions: ["end", "announce"] },
              { guard: "restarts", target: "choosingEnd", actions: "start" },
            ],
          },
        },
      },
    },
  },
})

export type DateRangePickerSnapshot = SnapshotFrom<typeof dateRangePickerMachine>

/**
 * Whether the calendar shows `day` (YYYY-MM-DD) disabled (spec-search §5): a past day, or, once a
 * start is chosen, a day more than 15 nights after it. For react-day-picker's `disabled` matcher.
 */
export const isDayDisabled = (snapshot: DateRangePickerSnapshot, day: string): boolean => {
  const { today, range } = snapshot.context
  if (isPastOrInvalid(today, day)) return true
  return snapshot.hasTag("choosingEnd") && range.start !== null && beyondLongestStay(range.start, day)
}

/** The two months shown side by side (spec-search §9), YYYY-MM. */
export const visibleMonths = (snapshot: DateRangePickerSnapshot): readonly [string, string] => [
  snapshot.context.month,
  shiftMonth(snapshot.context.month, 1),
]

/** The range once both days are chosen; null while it is incomplete (spec-search §4 'no range end'). */
export const chosenRange = (snapshot: DateRangePickerSnapshot): ChosenRange | null => {
  const { start, end }: PickedRange = snapshot.context.range
  return start !== null && end !== null ? { start, end } : null
}
