import type { Mismatch } from "./result.ts"

/** What one step came to; expected failures are data, never exceptions. */
export type Outcome =
  | { readonly status: "passed" }
  | {
      readonly status: "failed"
      readonly error?: string
      readonly mismatches?: ReadonlyArray<Mismatch>
      readonly expected?: unknown
      readonly actual?: unknown
    }

export const passed: Outcome = { status: "passed" }
export const failed = (error: string): Outcome => ({ status: "failed", error })

/** An expectation's outcome: passed when nothing differs, else every difference. */
export const verdict = (mismatches: ReadonlyArray<Mismatch>, expected: unknown, actual: unknown): Outcome =>
  mismatches.length === 0
    ? passed
    : {
        status: "failed",
        error: `${mismatches.length} expectation${mismatches.length === 1 ? "" : "s"} not met`,
        mismatches,
        expected,
        actual,
      }
