import { beforeAll, describe, expect, it } from "vitest"
import { loadJourneys } from "#cli/journey/load.ts"
import type { JourneyResult } from "#cli/journey/result.ts"
import { runJourneys } from "#cli/journey/run.ts"
import { explain } from "./explain.ts"

// The whole library, as `booking journey run fixtures/journeys` runs it: one in-process server
// (in-memory database, test control), each journey against it in turn.
const library = await loadJourneys(["fixtures/journeys"])
const results = new Map<string, JourneyResult>()

beforeAll(async () => {
  for (const r of await runJourneys(library.journeys)) results.set(r.file, r)
}, 180_000)

describe("the journey library", () => {
  it("is valid", () => {
    expect(library.problems).toEqual([])
    expect(library.journeys.length).toBeGreaterThan(0)
  })

  for (const journey of library.journeys) {
    it(journey.name, () => {
      const result = results.get(journey.file)
      expect(result?.passed, explain(result)).toBe(true)
      expect(result?.steps.map((s) => s.status)).toEqual(journey.steps.map(() => "passed"))
    })
  }
})
