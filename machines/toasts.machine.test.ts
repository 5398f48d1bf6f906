import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { toastsMachine } from "./toasts.machine.ts"

const start = () => {
  const clock = new SimulatedClock()
  const actor = createActor(toastsMachine, { clock }).start()
  const shown = () => actor.getSnapshot().context.toasts.map((t) => `${t.kind}:${t.message}`)
  return { clock, actor, shown }
}

describe("toasts", () => {
  it("shows success and error toasts, oldest first", () => {
    const { actor, shown } = start()
    actor.send({ type: "toast.show", kind: "success", message: "Saved" })
    actor.send({ type: "toast.show", kind: "error", message: "Failed" })
    expect(shown()).toEqual(["success:Saved", "error:Failed"])
  })

  it("dismisses a toast by itself after 5000 ms, not at 4999 ms", () => {
    const { actor, clock, shown } = start()
    actor.send({ type: "toast.show", kind: "success", message: "Saved" })
    clock.increment(4999)
    expect(shown()).toEqual(["success:Saved"])
    clock.increment(1)
    expect(shown()).toEqual([])
  })

  it("gives each toast its own 5 s, however many are shown", () => {
    const { actor, clock, shown } = start()
    actor.send({ type: "toast.show", kind: "success", message: "first" })
    clock.increment(2000)
    actor.send({ type: "toast.show", kind: "error", message: "second" })
    clock.increment(3000)
    expect(shown()).toEqual(["error:second"])
    clock.increment(1999)
    expect(shown()).toEqual(["error:second"])
    clock.increment(1)
    expect(shown()).toEqual([])
  })

  it("closes a toast on request and stops its timer", () => {
    const { actor, clock, shown } = start()
    actor.send({ type: "toast.show", kind: "error", message: "Failed" })
    const [toast] = actor.getSnapshot().context.toasts
    actor.send({ type: "toast.dismiss", id: toast!.id })
    expect(shown()).toEqual([])
    expect(toast!.timer.getSnapshot().status).toBe("stopped")
    clock.increment(5000)
    expect(shown()).toEqual([])
  })

  it("gives every toast a distinct id", () => {
    const { actor } = start()
    for (let i = 0; i < 3; i++) actor.send({ type: "toast.show", kind: "success", message: "same" })
    const ids = actor.getSnapshot().context.toasts.map((t) => t.id)
    expect(new Set(ids).size).toBe(3)
  })
})
