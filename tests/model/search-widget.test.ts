import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import { translatorFor } from "#core/i18n/locales.ts"
import type { Coordinates, Suggestion } from "#core/search/suggestion.ts"
import { hotelSuggestion, nearMeSuggestion, suggestion } from "#core/search/test-support/suggestions.ts"
import { searchWidgetMachine } from "#machines/search-widget.machine.ts"
import type { Availability, AvailabilityRequest } from "#machines/search-widget.types.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { leafStates, reachedStates } from "./reached.ts"
import {
  events,
  type SearchWidgetDriver,
  searchWidgetModel,
  serializeState,
  states,
} from "./search-widget.model.ts"

const PLACES: Readonly<Record<"place" | "hotel" | "nearMe", Suggestion>> = {
  place: suggestion(),
  hotel: hotelSuggestion({ coordinates: null }),
  nearMe: nearMeSuggestion,
}

/** The traveller, driving the real machine as the web binding does. */
const headless = (): SearchWidgetDriver => {
  const checks: Array<Call<AvailabilityRequest, Availability>> = []
  const positions: Array<Call<void, Coordinates>> = []
  const machine = searchWidgetMachine.provide({
    actors: { checkAvailability: controlled(checks), geolocate: controlled(positions) },
  })
  const actor = createActor(machine, { input: { today: "2026-11-20" } }).start()
  let navigatedTo: string | null = null
  actor.on("navigate", (event) => {
    navigatedTo = event.to
  })
  const t = translatorFor("en-IN")
  return {
    typeLocation: async () => actor.send({ type: "location.edited", text: "kora" }),
    pick: async (which) => actor.send({ type: "location.selected", location: PLACES[which] }),
    chooseDates: async () =>
      actor.send({ type: "range.chosen", range: { start: "2026-12-05", end: "2026-12-07" } }),
    search: async () => actor.send({ type: "search.submit" }),
    answerAvailability: async (answer) => {
      const call = checks.at(-1)!
      if (answer === "fail") call.reject(new Error("offline"))
      else call.resolve({ rooms: [{ type: "oak", count: answer === "enough" ? 1 : 0 }] })
      await settle()
    },
    answerPosition: async (found) => {
      const call = positions.at(-1)!
      if (found) call.resolve({ lat: 12.97, lng: 77.59 })
      else call.reject(new Error("denied"))
      await settle()
    },
    dismissModal: async () => actor.send({ type: "modal.dismiss" }),
    see: async () => {
      const snapshot = actor.getSnapshot()
      const { problem } = snapshot.context
      return {
        tooltip: snapshot.hasTag("tooltip") && problem !== null ? t(problem) : null,
        busy: snapshot.hasTag("busy"),
        modal: snapshot.hasTag("locationDisabled"),
        navigatedTo,
      }
    },
  }
}

const testModel = createTestModel(searchWidgetModel, {
  filterEvents: (state, event) => state.can(event),
  serializeState,
})
const paths = testModel.getShortestPaths()

describe("search widget, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(searchWidgetModel).filter((s) => s !== "routing"))
  })

  for (const path of paths) {
    const walk = path.steps.slice(1).map((step) => step.event.type)
    it(`reaches ${JSON.stringify(path.state.value)} ${JSON.stringify(path.state.context)}: ${walk.join(" → ")}`, async () => {
      const driver = headless()
      await path.test({ events: events(driver), states: states(driver) })
    })
  }
})
