import { describe, expect, it } from "vitest"
import { createActor, setup } from "xstate"
import { coverageOf, overallPercent, transitionRecorder, transitionsOf } from "./coverage.ts"

/** A door: guarded alternatives for one event, an eventless step, and a nested state. */
const door = setup({
  types: {
    events: {} as { type: "push" } | { type: "lock" } | { type: "unlock" },
    context: {} as { pushes: number },
  },
  guards: { locked: ({ context }) => context.pushes < 0 },
}).createMachine({
  id: "door",
  context: { pushes: 0 },
  initial: "closed",
  states: {
    closed: {
      on: {
        push: [{ guard: "locked", target: "closed" }, { target: "opening" }],
        lock: "locked",
      },
    },
    opening: { always: "open" },
    open: { initial: "wide", states: { wide: { on: { push: "ajar" } }, ajar: {} } },
    locked: { on: { unlock: "closed" } },
  },
})

describe("journey coverage (cli/journey/coverage.ts)", () => {
  it("lists every transition, guarded alternatives and eventless ones apart", () => {
    expect(transitionsOf(door).map((t) => [t.state, t.event, t.target, t.guard])).toEqual([
      ["closed", "push", "closed", "locked"],
      ["closed", "push", "opening", undefined],
      ["closed", "lock", "locked", undefined],
      ["opening", "(always)", "open", undefined],
      ["open.wide", "push", "open.ajar", undefined],
      ["locked", "unlock", "closed", undefined],
    ])
  })

  it("records what actors take, also on a provided copy, and reports what they missed", () => {
    const recorder = transitionRecorder()
    const actor = createActor(door.provide({}), { inspect: recorder.inspect }).start()
    actor.send({ type: "push" })
    actor.send({ type: "push" })
    const [coverage] = coverageOf([door], recorder.taken)
    expect(coverage).toMatchObject({ machine: "door", total: 6, reached: 3 })
    expect(coverage!.missed.map((t) => `${t.state} ${t.event}`)).toEqual([
      "closed push",
      "closed lock",
      "locked unlock",
    ])
    expect(overallPercent([coverage!])).toBe(50)
    expect(overallPercent([])).toBe(100)
  })
})
