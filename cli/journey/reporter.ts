import { jsonReporter } from "./report-json.ts"
import { junitReporter } from "./report-junit.ts"
import { prettyReporter } from "./report-pretty.ts"
import type { JourneyResult, RunEvent, Summary } from "./result.ts"

export interface Output {
  readonly write: (text: string) => void
  /** A terminal: colours and in-place progress are worth it. */
  readonly isTTY: boolean
}

/** Turns run events and results into text; the runner never prints. */
export interface Reporter {
  readonly onEvent: (event: RunEvent) => void
  readonly finish: (results: ReadonlyArray<JourneyResult>, summary: Summary) => void
}

export const REPORTERS = ["pretty", "json", "junit"] as const
export type ReporterName = (typeof REPORTERS)[number]

export const makeReporter = (name: ReporterName, out: Output): Reporter =>
  name === "json" ? jsonReporter(out) : name === "junit" ? junitReporter(out) : prettyReporter(out)
