import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { createTestModel } from "xstate/graph"
import { translatorFor } from "#core/i18n/locales.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { ApiError } from "#core/services/api-client.ts"
import { connectLocationInput } from "#machines/location-input.connect.ts"
import { type LocationInputSnapshot, locationInputMachine } from "#machines/location-input.machine.ts"
import type { LocationInputTag, NearbyRequest, SuggestionsRequest } from "#machines/location-input.types.ts"
import { placeholderRotationMachine } from "#machines/placeholder-rotation.machine.ts"
import { settle } from "#machines/test-support/actors.ts"
import {
  events,
  type LocationInputDriver,
  locationInputModel,
  type ModelSnapshot,
  modelEvents,
  states,
} from "./location-input.model.ts"
import { leafStates, reachedStates } from "./reached.ts"

const area = (locality: string, city: string) => ({
  landmark: "",
  locality,
  city,
  state: "",
  hotel: "",
  country: "India",
})
const locality = (label: string, city: string, lat: number, lng: number): Suggestion => ({
  label,
  type: "locality",
  place_id: `place-${label}`,
  source: "catalogue",
  area: area(label, city),
  hotel_id: null,
  coordinates: { lat, lng },
  is_recent_search: false,
})

/** A tiny stand-in for the server: substring search over a few places, and one recent search. */
const CATALOGUE = [
  locality("Koramangala", "Bengaluru", 12.93, 77.62),
  locality("Korattur", "Chennai", 13.11, 80.18),
]
const RECENT: Suggestion = {
  ...locality("Baga", "Goa", 15.56, 73.75),
  source: "recent",
  is_recent_search: true,
  range: { start: "2026-12-05", end: "2026-12-07" },
  rooms: [{ adults: 2, kids: 0 }],
}

interface Lookup {
  readonly answer: () => ReadonlyArray<Suggestion>
  readonly signal: AbortSignal
  readonly resolve: (answer: ReadonlyArray<Suggestion>) => void
  readonly reject: (error: unknown) => void
}

/** The traveller, driving the real machine through its connect props, with time and server in hand. */
const headless = () => {
  const clock = new SimulatedClock()
  const lookups: Array<Lookup> = []
  const held = <I>(answer: (input: I) => ReadonlyArray<Suggestion>) =>
    fromPromise<ReadonlyArray<Suggestion>, I>(
      ({ input, signal }) =>
        new Promise((resolve, reject) =>
          lookups.push({ answer: () => answer(input), signal, resolve, reject }),
        ),
    )
  const machine = locationInputMachine.provide({
    actors: {
      fetchSuggestions: held(({ text }: SuggestionsRequest) =>
        CATALOGUE.filter((s) => s.label.toLowerCase().includes(text.toLowerCase())),
      ),
      // GET /api/v2/search/autocomplete/: the same search, kept to places within ~50 km.
      fetchNearby: held(({ text, latitude, longitude }: NearbyRequest) =>
        CATALOGUE.filter(
          (s) =>
            s.label.toLowerCase().includes(text.toLowerCase()) &&
            Math.abs(s.coordinates!.lat - latitude) < 0.5 &&
            Math.abs(s.coordinates!.lng - longitude) < 0.5,
        ),
      ),
      fetchRecentSearches: held((_: { readonly sessionToken: string }) => [RECENT]),
    },
  })
  const actor = createActor(machine, { clock, input: {} }).start()
  const placeholder = createActor(placeholderRotationMachine, { clock }).start()
  const view = () =>
    connectLocationInput({
      snapshot: actor.getSnapshot(),
      send: actor.send,
      placeholder: placeholder.getSnapshot(),
      id: "location",
      t: translatorFor("en-IN"),
    })
  /** The one lookup still in flight; the model expects one whenever the server is to answer. */
  const inFlight = () => {
    const live = lookups.filter((l) => !l.signal.aborted)
    expect(live).toHaveLength(1)
    lookups.length = 0
    return live[0]!
  }
  const driver: LocationInputDriver = {
    focus: async () => view().input.onFocus(),
    blur: async () => view().input.onBlur(),
    type: async (text) => view().input.onChange(text),
    press: async (key) => {
      view().input.onKeyDown(key)
    },
    choose: async (index) => view().options[index]!.onSelect(),
    waitDebounce: async () => clock.increment(500),
    locate: async ({ latitude, longitude }) => {
      actor.send({ type: "nearby.locate", latitude, longitude })
    },
    serverAnswers: async () => {
      const lookup = inFlight()
      lookup.resolve(lookup.answer())
      await settle()
    },
    serverFails: async () => {
      inFlight().reject(
        new ApiError({ status: 503, code: "ServerError", message: "Down", isNetworkError: false }),
      )
      await settle()
    },
    see: async () => {
      const { input, options, listbox, valid } = view()
      const highlighted = options.find((o) => o["aria-selected"])
      return {
        value: input.value,
        expanded: input["aria-expanded"],
        valid,
        busy: listbox["aria-busy"],
        activeDescendant: input["aria-activedescendant"] ?? null,
        highlightedId: highlighted?.id ?? null,
        options: options.map((o) => ({
          label: o.label,
          tag: o.tag,
          disabled: o["aria-disabled"] === true,
          highlighted: o["aria-selected"],
          recent: o.recent !== null,
        })),
      }
    },
  }
  return { driver, machine: () => actor.getSnapshot() }
}

/** The tags the UI reads in each model state: the spec's four states and the lookup in flight. */
const TAGS: ReadonlyArray<readonly [string, ReadonlyArray<LocationInputTag>]> = [
  ["idle", ["empty"]],
  ["recentLoading", ["empty", "suggestions.pending"]],
  ["short", ["typing"]],
  ["lookup.waiting", ["typing"]],
  ["lookup.loading", ["typing", "suggestions.pending"]],
  ["lookup.loadingNearby", ["typing", "nearby.pending"]],
  ["list.refreshing", ["open", "suggestions.pending"]],
  ["list.refreshingNearby", ["open", "nearby.pending"]],
  ["list", ["open"]],
  ["closed", ["typing"]],
  ["selected", ["selected", "valid"]],
]
const ALL_TAGS: ReadonlyArray<LocationInputTag> = [
  "empty",
  "typing",
  "open",
  "selected",
  "valid",
  "suggestions.pending",
  "nearby.pending",
  "place.pending",
]

const expectTags = (model: ModelSnapshot, machine: LocationInputSnapshot) => {
  const [, expected] = TAGS.find(([key]) => model.matches(key as never))!
  expect(ALL_TAGS.filter((tag) => machine.hasTag(tag))).toEqual(expected)
}

const testModel = createTestModel(locationInputModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = testModel.getShortestPaths()

describe("location input, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(locationInputModel))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const { driver, machine } = headless()
      const seen = states(driver)
      const withTags = Object.fromEntries(
        Object.entries(seen).map(([key, check]) => [
          key,
          async (state: ModelSnapshot) => {
            await check(state)
            expectTags(state, machine())
          },
        ]),
      )
      await path.test({ events: events(driver), states: withTags })
    })
  }
})
