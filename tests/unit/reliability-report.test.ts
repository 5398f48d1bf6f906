import { describe, expect, it } from "vitest"
import { figuresSection, withFigures } from "../lib/reliability-report.ts"

const suite = (name: string, figures: Record<string, number>) => ({
  suite: name,
  recordedAt: "2026-11-24T01:00:00.000Z",
  figures,
})

describe("the reliability figures section", () => {
  it("sums the must-be-zero figures over the suites that report them", () => {
    const section = figuresSection([
      suite("crash-postgres", { crashesInjected: 12, bookingsLost: 0, oversells: 1 }),
      suite("api-fuzz-pglite", { requests: 14800, serverErrors: 2 }),
      suite("races-postgres", { oversells: 3, serverErrors: 0 }),
    ])
    expect(section).toMatch(/\| bookings lost +\| 0 +\| 1 +\|/)
    expect(section).toMatch(/\| oversells +\| 4 +\| 2 +\|/)
    expect(section).toMatch(/\| server errors +\| 2 +\| 2 +\|/)
  })

  it("totals what was tried: requests, commands, crashes, races and checkouts", () => {
    const section = figuresSection([
      suite("api-fuzz-pglite", { requests: 14800 }),
      suite("api-fuzz-postgres", { requests: 14800 }),
      suite("crash-postgres", { crashesInjected: 8 }),
    ])
    expect(section).toMatch(/\| requests +\| 29,600 \| 2 +\|/)
    expect(section).toMatch(/\| crashes injected \| 8 +\| 1 +\|/)
    expect(section).toMatch(/\| races run +\| 0 +\| 0 +\|/)
  })

  it("gives each suite a table of its figures in words, suites in name order", () => {
    const section = figuresSection([
      suite("races-postgres", { racesRun: 4 }),
      suite("api-fuzz-pglite", { requests: 14800 }),
    ])
    expect(section).toMatch(/\| requests +\| 14,800 \|/)
    expect(section).toMatch(/\| races run +\| 4 +\|/)
    expect(section.indexOf("### api-fuzz-pglite")).toBeLessThan(section.indexOf("### races-postgres"))
  })

  it("says when no suite recorded anything", () => {
    expect(figuresSection([])).toContain("run `npm test`")
  })

  it("replaces only the text between the markers, and refuses a document without them", () => {
    const doc = "before\n<!-- figures:start -->\nold\n<!-- figures:end -->\nafter\n"
    expect(withFigures(doc, "new\n")).toBe(
      "before\n<!-- figures:start -->\nnew\n<!-- figures:end -->\nafter\n",
    )
    expect(() => withFigures("no markers", "new\n")).toThrow(/markers/)
  })
})
