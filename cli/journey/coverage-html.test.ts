import { describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { coverageOf, transitionRecorder } from "./coverage.ts"
import { coverageHtml } from "./coverage-html.ts"

/** A lift: a nested state, a guarded alternative, a transition that stays, and an event with "<". */
const lift = setup({
  types: { events: {} as { type: "call" } | { type: "ring" } | { type: "floor<2" } },
  guards: { full: () => false },
}).createMachine({
  id: "lift",
  initial: "idle",
  states: {
    idle: { on: { call: [{ guard: "full", target: "idle" }, { target: "moving" }], ring: {} } },
    moving: {
      initial: "up",
      states: { up: { on: { "floor<2": "down" } }, down: {} },
    },
  },
})

const pageAfter = (events: ReadonlyArray<"call" | "ring">) => {
  const recorder = transitionRecorder()
  const actor = createActor(lift, { inspect: recorder.inspect }).start()
  for (const type of events) actor.send({ type })
  const coverage = coverageOf([lift], recorder.taken)
  return coverageHtml({
    machines: [lift],
    coverage,
    taken: recorder.taken,
    journeys: { total: 2, failed: ["fixtures/journeys/broken.yaml"] },
    generatedAt: new Date("2026-11-23T10:00:00Z"),
  })
}

const count = (html: string, text: string) => html.split(text).length - 1

describe("coverage page (cli/journey/coverage-html.ts)", () => {
  it("draws every transition between states, reached ones apart from missed ones", () => {
    const html = pageAfter(["call"])
    // idle → moving (reached); idle → idle [full] and up → down (missed); "ring" stays, listed in its box.
    expect(count(html, '<g class="edge reached">')).toBe(1)
    expect(count(html, '<g class="edge missed">')).toBe(1)
    expect(html).toContain('<text class="loop missed"')
    expect(html).toContain("\u21bb call [full]")
    expect(html).toContain("\u21bb ring")
    expect(html).toContain("<title>idle --call--&gt; moving: reached</title>")
  })

  it("shows visited states apart from unvisited ones, and a nested state inside its parent", () => {
    const html = pageAfter(["call"])
    expect(html).toMatch(/<g class="state visited"><rect[^>]*\/><text[^>]*>idle<\/text>/)
    expect(html).toMatch(/<g class="state visited"><rect[^>]*\/><text[^>]*>up<\/text>/)
    expect(html).toMatch(/<g class="state unvisited"><rect[^>]*\/><text[^>]*>down<\/text>/)
    expect(html).toMatch(/<g class="state visited title"><rect[^>]*\/><text[^>]*>moving<\/text>/)
    expect(count(html, '<rect class="cluster"')).toBe(1)
  })

  it("summarises the run, escapes names and lists what was missed", () => {
    const html = pageAfter(["ring", "call"])
    expect(html).toContain("<title>Journey coverage: 50.0%</title>")
    expect(html).toContain("2 journeys run (1 passed, 1 failed) · transitions reached: 2 of 4 (50.0%)")
    expect(html).toContain("fixtures/journeys/broken.yaml")
    expect(html).toContain('<td class="n">2/4</td><td class="n">50%</td>')
    expect(html).toContain("<li>moving.up --floor&lt;2--&gt; moving.down</li>")
    expect(html).not.toContain("floor<2")
    expect(html).toContain('<text class="loop reached"')
  })
})
