import { describe, expect, it } from "vitest"
import { loadJourneys } from "#cli/journey/load.ts"
import { runJourneys } from "#cli/journey/run.ts"
import { explain } from "./explain.ts"

// Journeys share one server and must pass in any order (ADR 030). The server seeds its catalogue
// once, at the start of the run: a rewards journey set in 2030 running first must not date the
// fixture questions after a 2029 journey's own question, pushing it off the first page.
const LATER = "fixtures/journeys/stay-completed-credits-points.yaml"
const EARLIER = "fixtures/journeys/posts-a-question-about-a-hotel.yaml"

describe("journeys on one server", () => {
  it("pass when a later-dated journey runs first", async () => {
    const { journeys, problems } = await loadJourneys([LATER, EARLIER])
    expect(problems).toEqual([])
    const later = journeys.find((j) => j.file === LATER)!
    const earlier = journeys.find((j) => j.file === EARLIER)!
    expect(Date.parse(later.now)).toBeGreaterThan(Date.parse(earlier.now))
    const results = await runJourneys([later, earlier])
    for (const r of results) expect(r.passed, `${r.name}: ${explain(r)}`).toBe(true)
  }, 120_000)
})
