import { inspect } from "node:util"
import type { Output, Reporter } from "./reporter.ts"
import { failedStep, type JourneyResult, type StepResult } from "./result.ts"

const paint = (on: boolean) => (code: number, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text)

/** Seconds past one, milliseconds below: what a person reads fastest. */
export const formatMs = (ms: number): string =>
  ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`

const show = (value: unknown): string =>
  inspect(value, { depth: 6, breakLength: 100, compact: 3, colors: false, sorted: false })

const indent = (text: string, by: string) =>
  text
    .split("\n")
    .map((l) => by + l)
    .join("\n")

/**
 * One line per journey as it ends (✓/✗ and time), a spinner-free "running" line on a terminal,
 * then every failure with its step, file:line and expected against actual.
 */
export const prettyReporter = (out: Output): Reporter => {
  const c = paint(out.isTTY)
  const green = (t: string) => c(32, t)
  const red = (t: string) => c(31, t)
  const dim = (t: string) => c(2, t)
  const bold = (t: string) => c(1, t)

  /** A server that did not start fails every journey alike; say it once. */
  const firstWithError = new Map<string, number>()

  const failureBlock = (r: JourneyResult, n: number): string => {
    const lines = [`${red(`${n}) ${r.name}`)}  ${dim(r.file)}`]
    if (r.error !== undefined) {
      const first = firstWithError.get(r.error)
      if (first === undefined) firstWithError.set(r.error, n)
      lines.push(first === undefined ? indent(r.error, "   ") : dim(`   the same failure as ${first})`))
    }
    const step = failedStep(r)
    if (step !== undefined) lines.push(stepBlock(r, step))
    const skipped = r.steps.filter((s) => s.status === "skipped").length
    const which = step === undefined ? "" : "later "
    if (skipped > 0) lines.push(dim(`   ${skipped} ${which}step${skipped === 1 ? "" : "s"} skipped`))
    return lines.join("\n")
  }

  const stepBlock = (r: JourneyResult, s: StepResult): string => {
    const lines = [`   step ${s.index + 1} ${bold(s.kind)}  ${dim(`${r.file}:${s.line}`)}`]
    if (s.error !== undefined) lines.push(indent(s.error, "     "))
    for (const m of s.mismatches ?? []) {
      lines.push(`     ${m.at}`)
      lines.push(green(indent(`- expected ${show(m.expected)}`, "       ")))
      lines.push(red(indent(`+ actual   ${show(m.actual)}`, "       ")))
    }
    return lines.join("\n")
  }

  return {
    onEvent: (event) => {
      if (event.type === "journey.start" && out.isTTY) {
        out.write(dim(`  … ${event.journey.name}`))
      } else if (event.type === "journey.end") {
        const r = event.result
        const mark = r.passed ? green("✓") : red("✗")
        const clear = out.isTTY ? "\r\x1b[2K" : ""
        out.write(`${clear}  ${mark} ${r.name} ${dim(`(${formatMs(r.durationMs)})`)}\n`)
      }
    },
    finish: (results, summary) => {
      const failed = results.filter((r) => !r.passed)
      if (failed.length > 0) {
        out.write(`\n${bold("Failures")}\n\n`)
        out.write(`${failed.map((r, i) => failureBlock(r, i + 1)).join("\n\n")}\n`)
      }
      const counts = [
        green(`${summary.passed} passed`),
        summary.failed > 0 ? red(`${summary.failed} failed`) : `${summary.failed} failed`,
      ]
      out.write(`\n${counts.join(", ")} ${dim(`(${formatMs(summary.durationMs)})`)}\n`)
    },
  }
}
