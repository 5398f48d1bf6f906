import type { Journey, StepKind } from "./schema.ts"

/**
 * What a run produces: plain data, so reporters, tests and CI tools read the same thing
 * (CONVENTIONS.md, StepCI). Nothing here knows how it is printed.
 */

export type StepStatus = "passed" | "failed" | "skipped"

/** One way the world differed from the journey's expectation. */
export interface Mismatch {
  /** Which expectation, e.g. `options.first` or `status`. */
  readonly at: string
  readonly expected: unknown
  readonly actual: unknown
}

export interface StepResult {
  /** 0-based position in the journey's steps. */
  readonly index: number
  readonly kind: StepKind
  /** Line of the step in its file. */
  readonly line: number
  readonly status: StepStatus
  readonly durationMs: number
  /** For a failed expectation: the step's argument and what was observed. */
  readonly expected?: unknown
  readonly actual?: unknown
  readonly mismatches?: ReadonlyArray<Mismatch>
  /** Why the step failed, in one line. */
  readonly error?: string
}

export interface JourneyResult {
  readonly name: string
  readonly file: string
  readonly tags: ReadonlyArray<string>
  readonly passed: boolean
  readonly durationMs: number
  readonly steps: ReadonlyArray<StepResult>
  /** A failure outside any step (the target refused test control, the server did not start…). */
  readonly error?: string
}

/** Live progress for reporters; the run's outcome is still the returned results. */
export type RunEvent =
  | {
      readonly type: "journey.start"
      readonly journey: Journey
      readonly index: number
      readonly total: number
    }
  | { readonly type: "step.end"; readonly journey: Journey; readonly step: StepResult }
  | { readonly type: "journey.end"; readonly result: JourneyResult }

export interface Summary {
  readonly total: number
  readonly passed: number
  readonly failed: number
  readonly durationMs: number
}

export const summarise = (results: ReadonlyArray<JourneyResult>, durationMs: number): Summary => {
  const passed = results.filter((r) => r.passed).length
  return { total: results.length, passed, failed: results.length - passed, durationMs }
}

/** The first failed step, which is what a reader needs first. */
export const failedStep = (result: JourneyResult): StepResult | undefined =>
  result.steps.find((s) => s.status === "failed")
