import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import { translatorFor } from "#core/i18n/locales.ts"
import { loadingBarMachine } from "#machines/loading-bar.machine.ts"
import { placeholderKey, placeholderRotationMachine } from "#machines/placeholder-rotation.machine.ts"
import { toastsMachine } from "#machines/toasts.machine.ts"
import { leafStates, reachedStates } from "./reached.ts"
import {
  type LoadingBarDriver,
  loadingBarEvents,
  loadingBarModel,
  loadingBarStates,
  type PlaceholderDriver,
  placeholderEvents,
  placeholderModel,
  placeholderStates,
  type ToastsDriver,
  toastsEvents,
  toastsModel,
  toastsModelEvents,
  toastsStates,
} from "./shell-widgets.model.ts"

describe("toasts, model-based (headless)", () => {
  const paths = createTestModel(toastsModel, { events: [...toastsModelEvents] }).getShortestPaths()
  const headless = (): ToastsDriver => {
    const clock = new SimulatedClock()
    const actor = createActor(toastsMachine, { clock }).start()
    return {
      show: async (kind) =>
        actor.send({ type: "toast.show", kind, message: kind === "success" ? "Saved" : "Failed" }),
      close: async (index) =>
        actor.send({ type: "toast.dismiss", id: actor.getSnapshot().context.toasts[index]!.id }),
      waitHalfLifetime: async () => clock.increment(2500),
      seeKinds: async () => actor.getSnapshot().context.toasts.map((t) => t.kind),
    }
  }

  it("has a path to every state", () => expect(reachedStates(paths)).toEqual(leafStates(toastsModel)))
  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: toastsEvents(I), states: toastsStates(I) })
    })
  }
})

describe("loading bar, model-based (headless)", () => {
  const paths = createTestModel(loadingBarModel).getShortestPaths()
  const headless = (): LoadingBarDriver => {
    const clock = new SimulatedClock()
    const actor = createActor(loadingBarMachine, { clock }).start()
    return {
      start: async () => actor.send({ type: "loading.start" }),
      finish: async () => actor.send({ type: "loading.finish" }),
      waitTick: async () => clock.increment(200),
      see: async () => ({
        visible: actor.getSnapshot().hasTag("visible"),
        progress: actor.getSnapshot().context.progress,
      }),
    }
  }

  it("has a path to every state", () => expect(reachedStates(paths)).toEqual(leafStates(loadingBarModel)))
  it("reaches the 99 % cap while running", () => {
    expect(paths.some((p) => p.state.matches("running") && p.state.context.progress === 99)).toBe(true)
  })
  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: loadingBarEvents(I), states: loadingBarStates(I) })
    })
  }
})

describe("location placeholder, model-based (headless)", () => {
  const paths = createTestModel(placeholderModel).getShortestPaths()
  const headless = (): PlaceholderDriver => {
    const clock = new SimulatedClock()
    const actor = createActor(placeholderRotationMachine, { clock }).start()
    return {
      waitRotation: async () => clock.increment(3000),
      seePlaceholder: async () => translatorFor("en-IN")(placeholderKey(actor.getSnapshot())),
    }
  }

  it("has a path to every state", () => expect(reachedStates(paths)).toEqual(leafStates(placeholderModel)))
  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: placeholderEvents(I), states: placeholderStates(I) })
    })
  }
})
