import { inspect } from "node:util"
import type { Output, Reporter } from "./reporter.ts"
import { failedStep, type JourneyResult } from "./result.ts"

/** XML 1.0 allows only these characters; anything else (ANSI escapes, NUL) is dropped. */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

export const escapeXml = (text: string): string =>
  text
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")

const seconds = (ms: number) => (ms / 1000).toFixed(3)

const failureText = (r: JourneyResult): { message: string; details: string } => {
  const step = failedStep(r)
  if (step === undefined) return { message: r.error ?? "failed", details: r.error ?? "" }
  const head = `step ${step.index + 1} ${step.kind} (${r.file}:${step.line})`
  const lines = [head]
  if (step.error !== undefined) lines.push(step.error)
  for (const m of step.mismatches ?? []) {
    lines.push(
      `${m.at}:`,
      `  expected ${inspect(m.expected, { depth: 6 })}`,
      `  actual   ${inspect(m.actual, { depth: 6 })}`,
    )
  }
  return { message: `${head}: ${step.error ?? "expectation not met"}`, details: lines.join("\n") }
}

/**
 * JUnit XML as CI servers read it: one testsuite per journey file, one testcase per journey,
 * a <failure> with the failed step, and each step's outcome in <system-out>.
 */
export const junitReporter = (out: Output): Reporter => ({
  onEvent: () => {},
  finish: (results, summary) => {
    const byFile = new Map<string, Array<JourneyResult>>()
    for (const r of results) byFile.set(r.file, [...(byFile.get(r.file) ?? []), r])
    const suites = [...byFile].map(([file, rs]) => {
      const failures = rs.filter((r) => !r.passed).length
      const time = rs.reduce((t, r) => t + r.durationMs, 0)
      const cases = rs.map((r) => {
        const open = `    <testcase classname="${escapeXml(file)}" name="${escapeXml(r.name)}" time="${seconds(r.durationMs)}">`
        const steps = r.steps
          .map((s) => `${s.status.padEnd(7)} ${s.index + 1}. ${s.kind} (line ${s.line})`)
          .join("\n")
        const parts = [open]
        if (!r.passed) {
          const f = failureText(r)
          parts.push(
            `      <failure message="${escapeXml(f.message)}" type="JourneyFailure">${escapeXml(f.details)}</failure>`,
          )
        }
        parts.push(`      <system-out>${escapeXml(steps)}</system-out>`, "    </testcase>")
        return parts.join("\n")
      })
      return [
        `  <testsuite name="${escapeXml(file)}" tests="${rs.length}" failures="${failures}" errors="0" skipped="0" time="${seconds(time)}">`,
        ...cases,
        "  </testsuite>",
      ].join("\n")
    })
    out.write(
      [
        `<?xml version="1.0" encoding="UTF-8"?>`,
        `<testsuites name="booking journeys" tests="${summary.total}" failures="${summary.failed}" errors="0" time="${seconds(summary.durationMs)}">`,
        ...suites,
        "</testsuites>",
        "",
      ].join("\n"),
    )
  },
})
