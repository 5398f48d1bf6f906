import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { runBooking } from "../lib/run-booking.ts"

const JOURNEY = "fixtures/journeys/asks-for-a-location-before-searching.yaml"

const run = (...args: Array<string>) => runBooking("journey", "coverage", ...args)

describe("booking journey coverage", () => {
  it("runs the journeys and prints, per machine, the transitions reached and the ones missed", async () => {
    const { exit, out } = await run(JOURNEY)
    expect(exit).toBe(0)
    expect(out).toContain("1 journeys run (1 passed, 0 failed)")
    // The search widget and the location field are driven; checkout is not.
    expect(out).toMatch(/^ {2}searchWidget +[1-9]\d*\/\d+ +\d+%$/m)
    expect(out).toMatch(/^ {2}cart +0\/\d+ +0%$/m)
    expect(out).toMatch(/^transitions reached: \d+ of \d+ \(\d+\.\d%\)$/m)
    // A missed transition reads as state, event and target; invoked actors' events by their outcome.
    expect(out).toMatch(/^ {4}loading --\(done\)--> loaded$/m)
  }, 120_000)

  it("writes with --html a page that draws every machine, reached and missed transitions apart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "coverage-"))
    try {
      const file = join(dir, "report", "coverage.html")
      const { exit, out } = await run(JOURNEY, "--html", file)
      expect(exit).toBe(0)
      expect(out).toContain(`coverage page: ${file}`)
      const html = await readFile(file, "utf8")
      expect(html).toMatch(/^<!doctype html>/)
      expect(html).toContain("1 journeys run (1 passed, 0 failed)")
      for (const machine of ["searchWidget", "locationInput", "cart", "webCheckIn"]) {
        expect(html).toMatch(new RegExp(`<section id="${machine}"><h2>${machine}</h2>.*?<svg `, "s"))
      }
      expect(html).toContain('<g class="edge reached">')
      expect(html).toContain('<g class="edge missed">')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it("fails with exit 1 below --min, and refuses a --min that is not a percentage", async () => {
    const below = await run(JOURNEY, "--min", "90")
    expect(below.exit).toBe(1)
    expect(below.err).toMatch(/coverage \d+\.\d% is below --min 90%/)
    const bad = await run(JOURNEY, "--min", "120")
    expect(bad.exit).toBe(2)
    expect(bad.err).toContain("expected a percentage from 0 to 100")
  }, 120_000)
})
