import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { loadingBarMachine } from "./loading-bar.machine.ts"

const start = () => {
  const clock = new SimulatedClock()
  const actor = createActor(loadingBarMachine, { clock }).start()
  const progress = () => actor.getSnapshot().context.progress
  const visible = () => actor.getSnapshot().hasTag("visible")
  /** The simulated clock fires a timer re-armed during a jump only at the jump's end, so step by tick. */
  const ticks = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(200)
  }
  return { clock, actor, progress, visible, ticks }
}

describe("loading bar", () => {
  it("is hidden until a load starts", () => {
    const { visible, progress } = start()
    expect(visible()).toBe(false)
    expect(progress()).toBe(0)
  })

  it("advances by 10 every 200 ms", () => {
    const { actor, clock, progress, visible } = start()
    actor.send({ type: "loading.start" })
    expect(visible()).toBe(true)
    clock.increment(199)
    expect(progress()).toBe(0)
    clock.increment(1)
    expect(progress()).toBe(10)
    clock.increment(199)
    expect(progress()).toBe(10)
    clock.increment(1)
    expect(progress()).toBe(20)
  })

  it("never goes above 99 % while running", () => {
    const { actor, progress, ticks } = start()
    actor.send({ type: "loading.start" })
    ticks(9)
    expect(progress()).toBe(90)
    ticks(1)
    expect(progress()).toBe(99)
    ticks(300)
    expect(progress()).toBe(99)
  })

  it("jumps to 100 on finish, then hides after one more tick", () => {
    const { actor, clock, progress, visible, ticks } = start()
    actor.send({ type: "loading.start" })
    ticks(2)
    actor.send({ type: "loading.finish" })
    expect(progress()).toBe(100)
    expect(visible()).toBe(true)
    clock.increment(200)
    expect(visible()).toBe(false)
    expect(progress()).toBe(0)
  })

  it("starts from 0 again when a new load begins", () => {
    const { actor, clock, progress, ticks } = start()
    actor.send({ type: "loading.start" })
    ticks(3)
    actor.send({ type: "loading.finish" })
    actor.send({ type: "loading.start" })
    expect(progress()).toBe(0)
    clock.increment(200)
    expect(progress()).toBe(10)
  })
})
