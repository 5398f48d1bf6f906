// The public shapes of machines/date-range-picker.machine.ts, apart so the web binding, the search
// widget and the tests can name them without reading the chart.

/** Check-in and check-out as the picker holds them: YYYY-MM-DD, Asia/Kolkata; null until clicked. */
export interface PickedRange {
  readonly start: string | null
  readonly end: string | null
}

/** A complete range, as the picker announces it (check-out is the morning after the last night). */
export interface ChosenRange {
  readonly start: string
  readonly end: string
}

export interface DateRangePickerContext {
  /** The business day (core/dates/business-day.ts); earlier days are disabled (spec-search §5). */
  readonly today: string
  readonly range: PickedRange
  /** The first of the two months shown (spec-search §9), YYYY-MM; the second is the month after. */
  readonly month: string
}

/** What the UI asks with `hasTag`: open, and which field is highlighted (spec-search §4). */
export type DateRangePickerTag = "open" | "choosingStart" | "choosingEnd"

export type DateRangePickerEvent =
  | { readonly type: "picker.open" }
  | { readonly type: "picker.close" }
  /** A click on a calendar day, YYYY-MM-DD. */
  | { readonly type: "day.select"; readonly day: string }
  | { readonly type: "month.next" }
  | { readonly type: "month.previous" }

/** Emitted once a click completes a range; the search widget listens with `actor.on`. */
export interface RangeChosen {
  readonly type: "range.chosen"
  readonly range: ChosenRange
}

export interface DateRangePickerInput {
  /** The business day, YYYY-MM-DD. */
  readonly today: string
  /** Dates already in the search (URL, recent search), normalised by core/dates/stay.ts. */
  readonly range?: ChosenRange | null
}
