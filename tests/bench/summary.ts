// One row per figure of `npm run bench`'s closing table: the figure, its baseline from the same run
// and their ratio where it has one, and the target with whether this run met it.

export interface SummaryRow {
  /** The suite's name, as BENCH_ONLY takes it. */
  readonly suite: string
  /** What was measured, with its unit: "p99 at 50 connections, ms". */
  readonly figure: string
  readonly value: number
  /** The same figure for the suite's baseline in this run, when it has one. */
  readonly baseline?: { readonly name: string; readonly value: number }
  /** value ÷ baseline (or the suite's own ratio, when it is computed over rounds). */
  readonly ratio?: number
  /** The target as the issue states it, and whether this run's value meets it. */
  readonly target?: { readonly text: string; readonly met: boolean }
}
