import { describe, expect, it } from "vitest"
import { parseSelection, vitestProjects } from "../lib/selection.ts"
import { countsLine, crashed, fromPlaywright, fromVitest, total, withUnhandled } from "../lib/tally.ts"

const vitestReport = (over: object = {}) => ({
  numPassedTests: 7,
  numFailedTests: 0,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    { name: "/r/a.test.ts", status: "passed", assertionResults: [{ fullName: "a works", status: "passed" }] },
  ],
  ...over,
})

describe("the closing line", () => {
  it("sums the runners and names skipped tests only when there are some", () => {
    const sum = total([fromVitest(vitestReport(), 0), crashed("playwright", "exit 1")])
    expect(countsLine(sum)).toBe("7 passed, 1 failed, 3 skipped")
    expect(countsLine({ ...sum, skipped: 0 })).toBe("7 passed, 1 failed")
    expect(countsLine(sum)).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/)
  })
})

describe("vitest reports", () => {
  it("counts a file that failed to load as a failure", () => {
    const broken = { name: "/r/b.test.ts", status: "failed", assertionResults: [] }
    const t = fromVitest(vitestReport({ testResults: [broken] }), 1)
    expect(t.failed).toBe(1)
    expect(t.notes[0]).toContain("/r/b.test.ts failed before any test ran")
  })

  it("names each failed test, since CI keeps only the log's tail", () => {
    const file = {
      name: "/r/c.test.ts",
      status: "failed",
      assertionResults: [
        { fullName: "c › keeps", status: "passed" },
        { fullName: "c › breaks", status: "failed" },
      ],
    }
    const t = fromVitest(vitestReport({ numFailedTests: 1, testResults: [file] }), 1)
    expect(t.notes).toEqual(["vitest failed: /r/c.test.ts › c › breaks"])
  })

  it("never reads a non-zero exit as green", () => {
    const t = fromVitest(vitestReport(), 1)
    expect(t.failed).toBe(1)
    expect(t.notes).toEqual(["vitest exited 1 with no failing test: counted as 1 failure"])
  })
})

describe("errors that escaped every test", () => {
  const late = {
    name: "TypeError",
    message: "x is undefined\nat somewhere",
    where: "/r/d.test.ts › d › waits",
    at: "/r/d.ts:12",
  }

  it("count one failure each and name where they came from, in place of the bare exit note", () => {
    const t = withUnhandled(fromVitest(vitestReport(), 1), [late, { ...late, where: "", at: "" }])
    expect(t.failed).toBe(2)
    expect(t.notes).toEqual([
      "vitest unhandled TypeError: x is undefined (/r/d.test.ts › d › waits at /r/d.ts:12)",
      "vitest unhandled TypeError: x is undefined",
    ])
  })

  it("add to failed tests already counted", () => {
    const t = withUnhandled(fromVitest(vitestReport({ numFailedTests: 3 }), 1), [late])
    expect(t.failed).toBe(4)
  })

  it("leave a report without any unchanged", () => {
    const t = fromVitest(vitestReport(), 0)
    expect(withUnhandled(t, [])).toBe(t)
  })
})

describe("playwright reports", () => {
  it("counts flaky tests as passed and global errors as failures", () => {
    const report = {
      stats: { expected: 4, unexpected: 1, skipped: 2, flaky: 1 },
      errors: [{ message: "Error: Timed out waiting 90000ms from config.webServer.\nmore" }],
    }
    const t = fromPlaywright(report, 1)
    expect([t.passed, t.failed, t.skipped]).toEqual([5, 2, 2])
    expect(t.notes[0]).toBe(
      "playwright: Error: Timed out waiting 90000ms from config.webServer.: counted as 1 failure",
    )
  })
})

describe("playwright failures", () => {
  it("are named with their project and suite path", () => {
    const report = {
      stats: { expected: 1, unexpected: 1, skipped: 0, flaky: 0 },
      suites: [
        {
          title: "a.spec.ts",
          specs: [],
          suites: [
            {
              title: "checkout",
              specs: [
                { title: "pays", tests: [{ projectName: "mobile", status: "unexpected" }] },
                { title: "holds", tests: [{ projectName: "mobile", status: "expected" }] },
              ],
            },
          ],
        },
      ],
    }
    expect(fromPlaywright(report, 1).notes).toEqual([
      "playwright failed: [mobile] a.spec.ts › checkout › pays",
    ])
  })
})

describe("--only", () => {
  it("runs everything by default and narrows to the names given", () => {
    expect(parseSelection([])).toEqual({ vitest: vitestProjects, e2e: true, coverage: true })
    expect(parseSelection(["--only=unit,property"])).toEqual({
      vitest: ["unit", "property"],
      e2e: false,
      coverage: false,
    })
    expect(parseSelection(["--only=vitest,e2e"])).toEqual({
      vitest: vitestProjects,
      e2e: true,
      coverage: false,
    })
  })

  it("refuses names it does not know", () => {
    expect(parseSelection(["--only=units"])).toEqual({ error: "unknown name units" })
    expect(parseSelection(["--bail"])).toEqual({ error: "unknown argument --bail" })
  })
})
