import { inspect } from "node:util"
import { failedStep, type JourneyResult } from "#cli/journey/result.ts"

/** The failure as a test message: the step, its line, and expected against actual. */
export const explain = (result: JourneyResult | undefined): string => {
  if (result === undefined) return "the journey did not run"
  if (result.passed) return "passed"
  const step = failedStep(result)
  if (step === undefined) return result.error ?? "failed"
  const mismatches = (step.mismatches ?? [])
    .map(
      (m) =>
        `\n  ${m.at}: expected ${inspect(m.expected, { depth: 6 })}, actual ${inspect(m.actual, { depth: 6 })}`,
    )
    .join("")
  return `step ${step.index + 1} ${step.kind} (${result.file}:${step.line}): ${step.error ?? ""}${mismatches}`
}
