import { describe, expect, it } from "vitest"
import { runBooking } from "../lib/run-booking.ts"

// Four journeys of different kinds; one worker and two must give the same report, in the same order.
const JOURNEYS = [
  "fixtures/journeys/finds-koramangala-by-typing-kora.yaml",
  "fixtures/journeys/guest-pays-now-and-gets-a-confirmation.yaml",
  "fixtures/journeys/signs-in-by-email.yaml",
  "fixtures/journeys/filters-by-brand.yaml",
]

interface Report {
  summary: { total: number; passed: number; failed: number }
  journeys: Array<{ file: string; passed: boolean; steps: Array<{ status: string }> }>
}

const report = async (...flags: Array<string>): Promise<Report> => {
  const { exit, out, err } = await runBooking("journey", "run", ...JOURNEYS, "--reporter", "json", ...flags)
  expect(exit, err).toBe(0)
  return JSON.parse(out) as Report
}

const verdicts = (r: Report) => r.journeys.map((j) => [j.file, j.passed, j.steps.map((s) => s.status)])

describe("booking journey run --workers", () => {
  it("runs journeys across workers, each on its own database, with the results of a single run", async () => {
    const two = await report("--workers", "2")
    const one = await report("--workers", "1")
    expect(two.summary).toEqual(expect.objectContaining({ total: 4, passed: 4, failed: 0 }))
    expect(two.journeys.map((j) => j.file)).toEqual(JOURNEYS)
    expect(verdicts(two)).toEqual(verdicts(one))
  }, 180_000)

  it("refuses workers against a deployment, whose one clock the journeys share", async () => {
    const { exit, err } = await runBooking(
      "journey",
      "run",
      JOURNEYS[0]!,
      "--base-url",
      "http://127.0.0.1:9",
      "--workers",
      "2",
    )
    expect(exit).toBe(2)
    expect(err).toContain("--workers: a deployment has one clock")
  })
})
