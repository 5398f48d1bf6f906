import { mkdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { inspectJourneyActors } from "#cli/journey/actors.ts"
import { coverageOf, overallPercent, transitionRecorder } from "#cli/journey/coverage.ts"
import { coverageHtml } from "#cli/journey/coverage-html.ts"
import { loadJourneys } from "#cli/journey/load.ts"
import { allMachines } from "#cli/journey/machines.ts"
import { junitReporter } from "#cli/journey/report-junit.ts"
import { type JourneyResult, summarise } from "#cli/journey/result.ts"
import { runJourneys } from "#cli/journey/run.ts"
import { explain } from "./explain.ts"

// The whole library, as `booking journey run fixtures/journeys` runs it: one in-process server
// (in-memory database, test control), each journey against it in turn, watched for coverage.
// CI keeps its JUnit report and coverage page in test-results/.
const REPORTS = resolve(import.meta.dirname, "../../test-results")
/** The share of machine transitions the hand-written library must keep reaching (issue 9). */
const MIN_COVERAGE = 90

/** Expectations on what is shown; calls made, the session and storage are not what a traveller sees. */
const SEEN = (kind: string) =>
  kind.startsWith("expect.") && !["expect.calls", "expect.session", "expect.storage"].includes(kind)

const library = await loadJourneys(["fixtures/journeys"])
const results = new Map<string, JourneyResult>()
let coverage = 0

beforeAll(async () => {
  const started = Date.now()
  const recorder = transitionRecorder()
  inspectJourneyActors(recorder.inspect)
  const run = await runJourneys(library.journeys).finally(() => inspectJourneyActors(undefined))
  for (const r of run) results.set(r.file, r)
  const machines = await allMachines()
  const byMachine = coverageOf(machines, recorder.taken)
  coverage = overallPercent(byMachine)
  mkdirSync(REPORTS, { recursive: true })
  const xml: Array<string> = []
  junitReporter({ write: (text) => void xml.push(text), isTTY: false }).finish(
    run,
    summarise(run, Date.now() - started),
  )
  writeFileSync(join(REPORTS, "journeys.junit.xml"), xml.join(""))
  const failed = run.filter((r) => !r.passed).map((r) => r.file)
  writeFileSync(
    join(REPORTS, "journey-coverage.html"),
    coverageHtml({
      machines,
      coverage: byMachine,
      taken: recorder.taken,
      journeys: { total: run.length, failed },
      generatedAt: new Date(),
    }),
  )
}, 300_000)

describe("the journey library", () => {
  it("is valid", () => {
    expect(library.problems).toEqual([])
    expect(library.journeys.length).toBeGreaterThan(0)
  })

  it("has every journey check what a traveller sees: an amount, a text or where they are", () => {
    const blind = library.journeys.filter((j) => !j.steps.some((s) => SEEN(s.kind))).map((j) => j.file)
    expect(blind).toEqual([])
  })

  it(`reaches at least ${MIN_COVERAGE} % of the machines' transitions`, () => {
    expect(coverage).toBeGreaterThanOrEqual(MIN_COVERAGE)
  })

  for (const journey of library.journeys) {
    it(journey.name, () => {
      const result = results.get(journey.file)
      expect(result?.passed, explain(result)).toBe(true)
      expect(result?.steps.map((s) => s.status)).toEqual(journey.steps.map(() => "passed"))
    })
  }
})
