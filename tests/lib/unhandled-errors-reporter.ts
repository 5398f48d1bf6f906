import { mkdirSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import type { Reporter, TestModule } from "vitest/node"

type RunEnd = NonNullable<Reporter["onTestRunEnd"]>
type SerializedError = Parameters<RunEnd>[1][number]

/** One error that escaped every test: what run-all names above the closing line. */
export interface UnhandledError {
  readonly name: string
  readonly message: string
  /** The test file or test the error was reported against, when vitest knows it. */
  readonly where: string
  /** The first frame of its stack, `file:line`, when there is one. */
  readonly at: string
}

/**
 * Vitest's JSON report has no place for errors thrown outside a test (a late rejection, an
 * error after teardown), yet they fail the run. CI keeps only the log's tail, so this reporter
 * writes them to a file that run-all turns into notes beside the closing line.
 */
export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>): void {
    const file = process.env.VITEST_UNHANDLED_REPORT
    if (file === undefined || file === "") return
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(errors.map(summarise), null, 2))
  }
}

function summarise(error: SerializedError): UnhandledError {
  const e = error as SerializedError & { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string }
  const frame = e.stacks?.[0]
  return {
    name: String(e.name ?? "Error"),
    message: String(e.message ?? ""),
    where: [e.VITEST_TEST_PATH, e.VITEST_TEST_NAME].filter(Boolean).join(" › "),
    at: frame === undefined ? "" : `${frame.file}:${frame.line}`,
  }
}
