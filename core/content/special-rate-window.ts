// Plain day comparisons, which the hotel page's loader runs without Effect
// (docs/decisions/070-javascript-budget.md); the schema and the rates are in ./special-rates.ts.

/** A special rate's window: both ends YYYY-MM-DD in India, both days included. */
export interface SpecialRateWindow {
  readonly start_date: string
  readonly end_date: string
}

/**
 * Whether `day` (YYYY-MM-DD, India) falls in the window. Both ends count: a rate running to
 * 1 January still shows on New Year's Day. A window that ends before it starts contains no day.
 */
export const isInSpecialRateWindow = (window: SpecialRateWindow, day: string): boolean =>
  window.start_date <= day && day <= window.end_date

/** The hotel's special rate in force on `day`, the first listed one when windows overlap. */
export const specialRateOn = <R extends SpecialRateWindow & { readonly hotel_id: string }>(
  rates: ReadonlyArray<R>,
  hotelId: string,
  day: string,
): R | null => rates.find((rate) => rate.hotel_id === hotelId && isInSpecialRateWindow(rate, day)) ?? null
