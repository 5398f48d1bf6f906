import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import { translatorFor } from "#core/i18n/locales.ts"
import { placeholderKey, placeholderRotationMachine } from "./placeholder-rotation.machine.ts"

describe("location placeholder", () => {
  it("rotates every 3 s through the spec's three texts and starts over", () => {
    const clock = new SimulatedClock()
    const actor = createActor(placeholderRotationMachine, { clock }).start()
    const text = () => translatorFor("en-IN")(placeholderKey(actor.getSnapshot()))
    expect(text()).toBe("Where are you travelling?")
    clock.increment(2999)
    expect(text()).toBe("Where are you travelling?")
    clock.increment(1)
    expect(text()).toBe("Explore from 120+ cities")
    clock.increment(3000)
    expect(text()).toBe("Find your spot from 800+ hotels")
    clock.increment(3000)
    expect(text()).toBe("Where are you travelling?")
  })
})
