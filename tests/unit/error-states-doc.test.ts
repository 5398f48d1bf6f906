import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parseTestRefs } from "../spec-coverage/coverage-map.ts"
import { testRefProblems } from "../spec-coverage/evaluate.ts"
import { readTestFiles } from "../spec-coverage/files.ts"
import { tablesByHeading } from "../spec-coverage/markdown-table.ts"
import { repoRoot } from "../spec-coverage/paths.ts"

// Issue 12 names these states; each must stay reproduced by a journey or a browser test.
const issueStates = [
  "API down",
  "Slow network",
  "Payment failure",
  "OTP errors",
  "401 mid-checkout",
  "Sold out",
  "Invalid URL dates",
  "Invalid Host",
  "Not Found",
  "Render failure",
  "Chunk-load failure",
]

const rows = (
  tablesByHeading(readFileSync(join(repoRoot, "docs/error-states.md"), "utf8")).get("States") ?? []
).map(([state, sees, tests]) => ({ state: state ?? "", sees: sees ?? "", tests: tests ?? "" }))

describe("docs/error-states.md", () => {
  it("has a row for every state the issue lists, saying what the traveller sees", () => {
    expect(rows.map((r) => r.state)).toEqual(expect.arrayContaining(issueStates))
    for (const row of rows) expect(row.sees, row.state).not.toBe("")
  })

  it("names tests for every state, and each names a browser test or a journey", () => {
    for (const row of rows) {
      const { refs } = parseTestRefs(row.tests)
      expect(refs.length, `${row.state} names no tests`).toBeGreaterThan(0)
      expect(
        refs.some((r) => r.file.startsWith("tests/e2e/") || r.file.startsWith("fixtures/journeys/")),
        `${row.state} names no browser test or journey`,
      ).toBe(true)
    }
  })

  it("names only test files that exist and titles those files hold", () => {
    const tests = new Map(readTestFiles(repoRoot).map((t) => [t.path, t.content]))
    const problems = rows.flatMap((row) => testRefProblems(row.tests, tests, `error state ${row.state}`))
    expect(problems).toEqual([])
  })

  it("would catch a title that is not in the file it names", () => {
    const tests = new Map([["tests/e2e/made-up.spec.ts", 'test("shows the made-up page", …)']])
    expect(testRefProblems("`tests/e2e/made-up.spec.ts` › shows the real page", tests, "row")).toEqual([
      'row: "shows the real page" is not in tests/e2e/made-up.spec.ts',
    ])
    expect(testRefProblems("`tests/e2e/gone.spec.ts`", tests, "row")).toHaveLength(1)
  })
})
