import type { UnhandledError } from "./unhandled-errors-reporter.ts"

/** What one runner contributed to the closing line. */
export interface Tally {
  readonly runner: string
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  /** Why counts were added or a runner was not run; printed above the closing line. */
  readonly notes: readonly string[]
}

export const emptyTally = (runner: string, notes: string[] = []): Tally => ({
  runner,
  passed: 0,
  failed: 0,
  skipped: 0,
  notes,
})

/** A runner that ended without a report: one failure, so a crash can never read as green. */
export const crashed = (runner: string, exit: string): Tally => ({
  ...emptyTally(runner),
  failed: 1,
  notes: [`${runner} crashed (${exit}) without writing a report: counted as 1 failure`],
})

/** Vitest's `--reporter=json` file. */
export function fromVitest(report: unknown, exit: number | null): Tally {
  const r = report as VitestReport
  // A file that fails to load has no tests, so numFailedTests misses it; count each such file.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  )
  const notes = brokenFiles.map((f) => `vitest: ${f.name} failed before any test ran: counted as 1 failure`)
  // Named here because CI keeps only the log's tail, far below the runner's own failure report.
  for (const file of r.testResults ?? []) {
    for (const test of file.assertionResults) {
      if (test.status === "failed") notes.push(`vitest failed: ${file.name} › ${test.fullName}`)
    }
  }
  return exitMismatch(
    {
      runner: "vitest",
      passed: r.numPassedTests,
      failed: r.numFailedTests + brokenFiles.length,
      skipped: r.numPendingTests + r.numTodoTests,
      notes,
    },
    exit,
  )
}

/**
 * Errors that escaped every test (written by tests/lib/unhandled-errors-reporter.ts): vitest
 * fails the run for them but its JSON report has no place for them, so each one is counted
 * and named here.
 */
export function withUnhandled(t: Tally, errors: readonly UnhandledError[]): Tally {
  if (errors.length === 0) return t
  const named = errors.map((e) => {
    const where = [e.where, e.at].filter((part) => part !== "").join(" at ")
    return `${t.runner} unhandled ${e.name}: ${firstLine(e.message)}${where === "" ? "" : ` (${where})`}`
  })
  // exitMismatch's "no failing test" note said the same thing without the why.
  const notes = t.notes.filter((n) => !n.includes("with no failing test"))
  const exitCounted = notes.length < t.notes.length ? 1 : 0
  return { ...t, failed: t.failed - exitCounted + errors.length, notes: [...notes, ...named] }
}

/** Playwright's json reporter file: flaky tests passed on retry, so they count as passed. */
export function fromPlaywright(report: unknown, exit: number | null): Tally {
  const r = report as PlaywrightReport
  const errors = r.errors ?? []
  const notes = errors.map((e) => `playwright: ${firstLine(e.message)}: counted as 1 failure`)
  for (const title of unexpectedTitles(r.suites ?? [], [])) notes.push(`playwright failed: ${title}`)
  if (r.stats.flaky > 0) notes.push(`playwright: ${r.stats.flaky} flaky (passed on retry)`)
  return exitMismatch(
    {
      runner: "playwright",
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected + errors.length,
      skipped: r.stats.skipped,
      notes,
    },
    exit,
  )
}

// A runner that says "all passed" but exits non-zero hit something its report does not count
// (an unhandled error, a teardown crash): the run is not green.
function exitMismatch(t: Tally, exit: number | null): Tally {
  if (exit === 0 || t.failed > 0) return t
  return {
    ...t,
    failed: t.failed + 1,
    notes: [
      ...t.notes,
      `${t.runner} exited ${exit ?? "by a signal"} with no failing test: counted as 1 failure`,
    ],
  }
}

function unexpectedTitles(suites: readonly PlaywrightSuite[], path: readonly string[]): string[] {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title].filter((t) => t !== "")
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === "unexpected")
        .map((t) => `[${t.projectName}] ${[...here, spec.title].join(" › ")}`),
    )
    return [...specs, ...unexpectedTitles(suite.suites ?? [], here)]
  })
}

const firstLine = (text: string | undefined): string => (text ?? "error").split("\n")[0]!.slice(0, 200)

export function total(tallies: readonly Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      runner: "total",
      passed: sum.passed + t.passed,
      failed: sum.failed + t.failed,
      skipped: sum.skipped + t.skipped,
      notes: [...sum.notes, ...t.notes],
    }),
    emptyTally("total"),
  )
}

/** `N passed, N failed` and `, N skipped` when any were: the run's closing line. */
export const countsLine = (t: Tally): string =>
  `${t.passed} passed, ${t.failed} failed${t.skipped > 0 ? `, ${t.skipped} skipped` : ""}`

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults?: {
    name: string
    status: string
    assertionResults: { fullName: string; status: string }[]
  }[]
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  errors?: { message?: string }[]
  suites?: PlaywrightSuite[]
}

interface PlaywrightSuite {
  title: string
  specs?: { title: string; tests: { projectName: string; status: string }[] }[]
  suites?: PlaywrightSuite[]
}
