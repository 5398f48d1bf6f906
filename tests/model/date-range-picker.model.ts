import { expect } from "vitest"
import { assign, type SnapshotFrom, setup } from "xstate"
import type { TestParam } from "xstate/graph"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"

/**
 * A model of a traveller with the check-in / check-out picker and what they then see
 * (spec-search §2, §4 'Date selection', §5, §9), written from the spec apart from
 * machines/date-range-picker.machine.ts. The same `events` and `states` drive the headless driver
 * (tests/model/date-range-picker.test.ts) and, later, a Playwright page model.
 */

export const TODAY = "2026-11-22"

/** The days the traveller clicks: a past one, today, a few days on, and around today + 15 nights. */
export const DAYS = {
  yesterday: addDays(TODAY, -1),
  today: TODAY,
  soon: addDays(TODAY, 3),
  longest: addDays(TODAY, 15),
  tooFar: addDays(TODAY, 16),
} as const
type Day = (typeof DAYS)[keyof typeof DAYS]

/** The month after `month` (YYYY-MM), for the model's few months. */
const NEXT_MONTH: Readonly<Record<string, string>> = {
  "2026-11": "2026-12",
  "2026-12": "2027-01",
  "2027-01": "2027-02",
}
const PREVIOUS_MONTH = Object.fromEntries(Object.entries(NEXT_MONTH).map(([a, b]) => [b, a]))

export type ModelEvent =
  | { readonly type: "picker.open" }
  | { readonly type: "picker.close" }
  | { readonly type: "day.click"; readonly day: Day }
  | { readonly type: "month.next" }
  | { readonly type: "month.previous" }

/** Events that carry data must be listed for the graph traversal (DESIGN.md 'xstate/graph'). */
export const modelEvents: ReadonlyArray<ModelEvent> = [
  { type: "picker.open" },
  { type: "picker.close" },
  { type: "month.next" },
  { type: "month.previous" },
  ...Object.values(DAYS).map((day) => ({ type: "day.click" as const, day })),
]

interface ModelContext {
  readonly start: string | null
  readonly end: string | null
  /** The first of the two months shown, YYYY-MM. */
  readonly month: string
  /** The last range the search widget was told about. */
  readonly announced: { readonly start: string; readonly end: string } | null
}

const day = ({ event }: { readonly event: ModelEvent }) => (event.type === "day.click" ? event.day : "")

/** spec-search §5: past days and, once a start is chosen, days after start + 15 are disabled. */
const disabled = (context: ModelContext, choosingEnd: boolean, d: string) =>
  d < TODAY || (choosingEnd && context.start !== null && daysBetween(context.start, d) > 15)

export const dateRangePickerModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    bookable: (args) => !disabled(args.context, false, day(args)),
    // A day after the start and within 15 nights is a check-out (spec-search §5).
    checkout: (args) => !disabled(args.context, true, day(args)) && day(args) > args.context.start!,
    // On or before the start (not in the past): the range restarts there (the machine's decision).
    restart: (args) => !disabled(args.context, true, day(args)) && day(args) <= args.context.start!,
    // The model stops at January as the first month shown; the machine has no upper bound.
    laterMonthExplored: ({ context }) => context.month < "2027-01",
    notTodaysMonth: ({ context }) => context.month > TODAY.slice(0, 7),
  },
  actions: {
    showCheckinMonth: assign({
      month: ({ context }) => (context.start ?? TODAY).slice(0, 7),
    }),
    start: assign({ start: day, end: null }),
    end: assign({
      end: day,
      announced: (args) => ({ start: args.context.start!, end: day(args) }),
    }),
    next: assign({ month: ({ context }) => NEXT_MONTH[context.month]! }),
    previous: assign({ month: ({ context }) => PREVIOUS_MONTH[context.month]! }),
  },
}).createMachine({
  id: "dateRangePickerModel",
  context: { start: null, end: null, month: TODAY.slice(0, 7), announced: null },
  initial: "closed",
  states: {
    closed: { on: { "picker.open": { target: "open", actions: "showCheckinMonth" } } },
    // spec-search §4: opens with check-in highlighted; the first click sets the start, the second
    // the end and closes; after an end, a click starts a new range.
    open: {
      initial: "choosingStart",
      on: {
        "picker.close": "closed",
        "month.next": { guard: "laterMonthExplored", actions: "next" },
        "month.previous": { guard: "notTodaysMonth", actions: "previous" },
      },
      states: {
        choosingStart: {
          on: { "day.click": { guard: "bookable", target: "choosingEnd", actions: "start" } },
        },
        choosingEnd: {
          on: {
            "day.click": [
              { guard: "checkout", target: "#dateRangePickerModel.closed", actions: "end" },
              { guard: "restart", target: "choosingEnd", actions: "start" },
            ],
          },
        },
      },
    },
  },
})

export type ModelSnapshot = SnapshotFrom<typeof dateRangePickerModel>

/** What the traveller sees of the picker. */
export interface Seen {
  readonly open: boolean
  /** The highlighted field. */
  readonly highlighted: "checkin" | "checkout" | null
  readonly range: { readonly start: string | null; readonly end: string | null }
  /** The two months shown, YYYY-MM. */
  readonly months: readonly [string, string]
  /** Which of `DAYS` the calendar shows disabled. */
  readonly disabled: ReadonlyArray<string>
  /** The last range the search widget heard of. */
  readonly announced: { readonly start: string; readonly end: string } | null
}

/** A person at the picker (headless here; a Playwright page later). */
export interface DateRangePickerDriver {
  open(): Promise<void>
  close(): Promise<void>
  click(day: string): Promise<void>
  nextMonth(): Promise<void>
  previousMonth(): Promise<void>
  see(): Promise<Seen>
}

type Params = TestParam<ModelSnapshot, ModelEvent>

/** How each model event is performed. */
export const events = (I: DateRangePickerDriver): NonNullable<Params["events"]> => ({
  "picker.open": () => I.open(),
  "picker.close": () => I.close(),
  "day.click": ({ event }) => I.click((event as Extract<ModelEvent, { type: "day.click" }>).day),
  "month.next": () => I.nextMonth(),
  "month.previous": () => I.previousMonth(),
})

/** What the traveller sees in each model state. */
export const states = (I: DateRangePickerDriver): NonNullable<Params["states"]> => {
  const common = (state: ModelSnapshot, seen: Seen) => {
    const { start, end, announced } = state.context
    expect(seen).toMatchObject({ range: { start, end }, announced })
  }
  const opened = async (state: ModelSnapshot, highlighted: "checkin" | "checkout") => {
    const seen = await I.see()
    common(state, seen)
    const { month } = state.context
    const choosingEnd = highlighted === "checkout"
    expect(seen).toMatchObject({ open: true, highlighted, months: [month, NEXT_MONTH[month]] })
    expect(seen.disabled).toEqual(Object.values(DAYS).filter((d) => disabled(state.context, choosingEnd, d)))
  }
  return {
    closed: async (state) => {
      const seen = await I.see()
      common(state, seen)
      expect(seen).toMatchObject({ open: false, highlighted: null })
    },
    "open.choosingStart": (state) => opened(state, "checkin"),
    "open.choosingEnd": (state) => opened(state, "checkout"),
  }
}
