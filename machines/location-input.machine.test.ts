import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock } from "xstate"
import type { PlaceDetails } from "#core/api/search.ts"
import { NEAR_ME_LABEL } from "#core/search/location-rules.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { ApiError } from "#core/services/api-client.ts"
import { locationInputMachine, lookupStatus } from "./location-input.machine.ts"
import type {
  LocationInputInput,
  NearbyRequest,
  PlaceRequest,
  SuggestionsRequest,
} from "./location-input.types.ts"
import { type Call, controlled, settle } from "./test-support/actors.ts"

const place = (label: string, extra: Partial<Suggestion> = {}): Suggestion => ({
  label,
  type: "locality",
  place_id: `place-${label}`,
  source: "catalogue",
  area: { landmark: "", locality: label, city: "Bengaluru", state: "Karnataka", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: { lat: 12.93, lng: 77.62 },
  is_recent_search: false,
  ...extra,
})

const koramangala = place("Koramangala")
const recent = place("Baga", {
  source: "recent",
  is_recent_search: true,
  range: { start: "2026-12-05", end: "2026-12-06" },
  rooms: [{ adults: 2, kids: 0 }],
})
const serverError = new ApiError({ status: 500, code: "ServerError", message: "Boom", isNetworkError: false })

const start = (input: LocationInputInput = {}) => {
  const clock = new SimulatedClock()
  const calls = {
    suggestions: [] as Array<Call<SuggestionsRequest, ReadonlyArray<Suggestion>>>,
    recents: [] as Array<Call<{ readonly sessionToken: string }, ReadonlyArray<Suggestion>>>,
    nearby: [] as Array<Call<NearbyRequest, ReadonlyArray<Suggestion>>>,
    place: [] as Array<Call<PlaceRequest, PlaceDetails>>,
  }
  const machine = locationInputMachine.provide({
    actors: {
      fetchSuggestions: controlled(calls.suggestions),
      fetchRecentSearches: controlled(calls.recents),
      fetchNearby: controlled(calls.nearby),
      fetchPlace: controlled(calls.place),
    },
  })
  const actor = createActor(machine, { clock, input }).start()
  const state = () => actor.getSnapshot()
  return {
    actor,
    clock,
    calls,
    state,
    type: (value: string) => actor.send({ type: "input.change", value }),
    labels: () =>
      state().context.options.map((o) => (o.kind === "place" ? o.suggestion.label : "No Results Found")),
    /** Types, waits out the debounce and answers the lookup it starts. */
    lookUp: async (text: string, answer: ReadonlyArray<Suggestion>) => {
      actor.send({ type: "input.change", value: text })
      clock.increment(500)
      calls.suggestions.at(-1)!.resolve(answer)
      await settle()
    },
  }
}

describe("location input: suggestions", () => {
  it("starts empty, with no list and not valid", () => {
    const { state } = start()
    expect(state().hasTag("empty")).toBe(true)
    expect(state().hasTag("open") || state().hasTag("valid")).toBe(false)
  })

  it("needs more than 2 characters after trimming before suggestions are fetched", () => {
    const { type, clock, calls, state } = start()
    type("  ko  ")
    clock.increment(5000)
    expect(calls.suggestions).toHaveLength(0)
    expect(state().hasTag("typing")).toBe(true)
    type(" kor")
    clock.increment(500)
    expect(calls.suggestions.map((c) => c.input.text)).toEqual(["kor"])
  })

  it("debounces 500 ms: no fetch at 499 ms, a fetch at 500 ms", () => {
    const { type, clock, calls } = start()
    type("kora")
    clock.increment(499)
    expect(calls.suggestions).toHaveLength(0)
    clock.increment(1)
    expect(calls.suggestions).toHaveLength(1)
  })

  it("restarts the debounce on every keystroke", () => {
    const { type, clock, calls } = start()
    type("kor")
    clock.increment(400)
    type("kora")
    clock.increment(400)
    expect(calls.suggestions).toHaveLength(0)
    clock.increment(100)
    expect(calls.suggestions.map((c) => c.input.text)).toEqual(["kora"])
  })

  it("opens the list with the answer, pending then resolved", async () => {
    const { type, clock, calls, state, labels } = start()
    type("kora")
    clock.increment(500)
    expect(lookupStatus(state(), "suggestions")).toBe("pending")
    calls.suggestions[0]!.resolve([koramangala])
    await settle()
    expect(state().hasTag("open")).toBe(true)
    expect(labels()).toEqual(["Koramangala"])
    expect(lookupStatus(state(), "suggestions")).toBe("resolved")
  })

  it("clears the suggestions when the text gets shorter than 3 characters", async () => {
    const { lookUp, type, state } = start()
    await lookUp("kora", [koramangala])
    type("ko")
    expect(state().hasTag("open")).toBe(false)
    expect(state().context.options).toEqual([])
  })

  it("keeps the list up while the text is refined, until the new answer replaces it", async () => {
    const { lookUp, type, clock, calls, state, labels } = start()
    await lookUp("kor", [koramangala, place("Korattur")])
    type("kora")
    expect(state().hasTag("open")).toBe(true)
    clock.increment(500)
    calls.suggestions[1]!.resolve([koramangala])
    await settle()
    expect(labels()).toEqual(["Koramangala"])
  })

  it("never lets a stale answer overwrite newer text: new input stops the lookup in flight", async () => {
    const { type, clock, calls, labels, state } = start()
    type("kora")
    clock.increment(500)
    const stale = calls.suggestions[0]!
    type("indi")
    expect(stale.signal.aborted).toBe(true)
    stale.resolve([koramangala])
    await settle()
    expect(state().hasTag("open")).toBe(false)
    clock.increment(500)
    calls.suggestions[1]!.resolve([place("Indiranagar")])
    await settle()
    expect(labels()).toEqual(["Indiranagar"])
  })

  it("adds one disabled 'No Results Found' entry when a lookup finds nothing", async () => {
    const { lookUp, state, labels } = start()
    await lookUp("zzzq", [])
    expect(state().hasTag("open")).toBe(true)
    expect(labels()).toEqual(["No Results Found"])
  })

  it("clears the input when 'No Results Found' is chosen", async () => {
    const { lookUp, actor, state } = start()
    await lookUp("zzzq", [])
    actor.send({ type: "option.select", index: 0 })
    expect(state().context.text).toBe("")
    expect(state().hasTag("empty")).toBe(true)
    expect(state().hasTag("valid")).toBe(false)
  })

  it("puts the near-me entry first when the typed text matches 'near me'", async () => {
    const { lookUp, labels } = start()
    await lookUp("Near M", [place("Nearby Colony")])
    expect(labels()).toEqual([NEAR_ME_LABEL, "Nearby Colony"])
  })

  it("shows the near-me entry alone, not 'No Results Found', when only it matches", async () => {
    const { lookUp, labels } = start()
    await lookUp("hotels near me", [])
    expect(labels()).toEqual([NEAR_ME_LABEL])
  })

  it("adds no near-me entry for other text", async () => {
    const { lookUp, labels } = start()
    await lookUp("nearby", [place("Nearby Colony")])
    expect(labels()).toEqual(["Nearby Colony"])
  })

  it("stores the suggestion error in context and reports rejected (spec §8)", async () => {
    const { type, clock, calls, state } = start()
    type("kora")
    clock.increment(500)
    calls.suggestions[0]!.reject(serverError)
    await settle()
    expect(state().context.error).toBe(serverError)
    expect(lookupStatus(state(), "suggestions")).toBe("rejected")
    expect(state().hasTag("open")).toBe(false)
  })

  it("looks the text up again when the field is focused after a failure", async () => {
    const { type, clock, calls, actor } = start()
    type("kora")
    clock.increment(500)
    calls.suggestions[0]!.reject(serverError)
    await settle()
    actor.send({ type: "input.focus" })
    expect(calls.suggestions).toHaveLength(2)
  })
})

describe("location input: recent searches", () => {
  it("shows recent searches, fetched through an actor, when an empty input is focused", async () => {
    const { actor, calls, state, labels } = start()
    actor.send({ type: "input.focus" })
    expect(calls.recents).toHaveLength(1)
    expect(calls.recents[0]!.input.sessionToken).toBe(state().context.sessionToken)
    calls.recents[0]!.resolve([recent])
    await settle()
    expect(state().hasTag("open")).toBe(true)
    expect(labels()).toEqual(["Baga"])
  })

  it("shows no list when there are no recent searches", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "input.focus" })
    calls.recents[0]!.resolve([])
    await settle()
    expect(state().hasTag("open")).toBe(false)
    expect(lookupStatus(state(), "suggestions")).toBe("resolved")
  })

  it("shows recent searches again when the text is erased", async () => {
    const { lookUp, type, calls } = start()
    await lookUp("kora", [koramangala])
    type("")
    expect(calls.recents).toHaveLength(1)
  })

  it("keeps a recent search's range and rooms when it is selected", async () => {
    const { actor, calls, state } = start()
    actor.send({ type: "input.focus" })
    calls.recents[0]!.resolve([recent])
    await settle()
    actor.send({ type: "option.select", index: 0 })
    expect(state().context.location).toEqual(recent)
  })
})

describe("location input: selection and validity", () => {
  it("selecting a suggestion sets the location, closes the list and marks it valid", async () => {
    const { lookUp, actor, state } = start()
    await lookUp("kora", [koramangala])
    actor.send({ type: "option.select", index: 0 })
    expect(state().hasTag("selected")).toBe(true)
    expect(state().hasTag("valid")).toBe(true)
    expect(state().hasTag("open")).toBe(false)
    expect(state().context.location).toEqual(koramangala)
    expect(state().context.text).toBe("Koramangala")
  })

  it("typing clears the location-valid flag", async () => {
    const { lookUp, actor, type, state } = start()
    await lookUp("kora", [koramangala])
    actor.send({ type: "option.select", index: 0 })
    type("Koramangal")
    expect(state().hasTag("valid")).toBe(false)
    expect(state().context.location).toBeNull()
  })

  it("starts selected and valid when created with a location", () => {
    const { state } = start({ location: koramangala })
    expect(state().hasTag("valid")).toBe(true)
    expect(state().context.text).toBe("Koramangala")
  })

  it("keeps one session token for a typing session and its place lookup, and a new one after a selection", async () => {
    const { lookUp, actor, calls, type, clock } = start()
    await lookUp("kora", [place("Koramangala", { coordinates: null })])
    actor.send({ type: "option.select", index: 0 })
    const session = calls.suggestions[0]!.input.sessionToken
    expect(calls.place[0]!.input).toEqual({ placeId: "place-Koramangala", sessionToken: session })
    type("indi")
    clock.increment(500)
    expect(calls.suggestions[1]!.input.sessionToken).not.toBe(session)
  })
})

describe("location input: places lookup", () => {
  it("looks up the coordinates of a place that has a place_id but none", async () => {
    const { lookUp, actor, calls, state } = start()
    await lookUp("kora", [place("Koramangala", { coordinates: null })])
    actor.send({ type: "option.select", index: 0 })
    expect(lookupStatus(state(), "place")).toBe("pending")
    calls.place[0]!.resolve({ place_id: "place-Koramangala", lat: 12.9, lng: 77.6, address_components: [] })
    await settle()
    expect(state().context.location?.coordinates).toEqual({ lat: 12.9, lng: 77.6 })
    expect(lookupStatus(state(), "place")).toBe("resolved")
  })

  it("does not look up a place that already has coordinates", async () => {
    const { lookUp, actor, calls, state } = start()
    await lookUp("kora", [koramangala])
    actor.send({ type: "option.select", index: 0 })
    expect(calls.place).toHaveLength(0)
    expect(lookupStatus(state(), "place")).toBe("idle")
  })

  it("rejects the location details with the status as the error when the lookup is not OK (spec §8)", async () => {
    const { lookUp, actor, calls, state } = start()
    await lookUp("kora", [place("Koramangala", { coordinates: null })])
    actor.send({ type: "option.select", index: 0 })
    calls.place[0]!.reject(
      new ApiError({ status: 404, code: "place_not_found", message: "No place", isNetworkError: false }),
    )
    await settle()
    expect(state().context.placeError).toBe(404)
    expect(lookupStatus(state(), "place")).toBe("rejected")
    expect(state().hasTag("valid")).toBe(true)
  })
})

describe("location input: nearby suggestions", () => {
  it("asks the nearby lookup with latitude and longitude once the position is known, with its own status", async () => {
    const { actor, type, clock, calls, state, labels } = start()
    actor.send({ type: "nearby.locate", latitude: 12.97, longitude: 77.59 })
    type("hotel")
    clock.increment(500)
    expect(calls.suggestions).toHaveLength(0)
    expect(calls.nearby[0]!.input).toEqual({
      latitude: 12.97,
      longitude: 77.59,
      text: "hotel",
      sessionToken: state().context.sessionToken,
    })
    expect(lookupStatus(state(), "nearby")).toBe("pending")
    expect(lookupStatus(state(), "suggestions")).toBe("idle")
    calls.nearby[0]!.resolve([place("MG Road")])
    await settle()
    expect(labels()).toEqual(["MG Road"])
    expect(lookupStatus(state(), "nearby")).toBe("resolved")
  })

  it("reports a failed nearby lookup as rejected, leaving the main status alone", async () => {
    const { type, clock, calls, state } = start({ origin: { latitude: 12.97, longitude: 77.59 } })
    type("hotel")
    clock.increment(500)
    calls.nearby[0]!.reject(serverError)
    await settle()
    expect(lookupStatus(state(), "nearby")).toBe("rejected")
    expect(lookupStatus(state(), "suggestions")).toBe("idle")
    expect(state().context.error).toBe(serverError)
  })
})

describe("location input: keyboard (WAI-ARIA combobox)", () => {
  const withList = async () => {
    const h = start()
    await h.lookUp("kor", [koramangala, place("Korattur"), place("Kormangala Layout")])
    return h
  }

  it("ArrowDown and ArrowUp move the highlight and wrap around", async () => {
    const { actor, state } = await withList()
    const highlighted = () => state().context.highlighted
    actor.send({ type: "list.next" })
    expect(highlighted()).toBe(0)
    actor.send({ type: "list.next" })
    actor.send({ type: "list.next" })
    actor.send({ type: "list.next" })
    expect(highlighted()).toBe(0)
    actor.send({ type: "list.prev" })
    expect(highlighted()).toBe(2)
  })

  it("ArrowUp with nothing highlighted goes to the last entry", async () => {
    const { actor, state } = await withList()
    actor.send({ type: "list.prev" })
    expect(state().context.highlighted).toBe(2)
  })

  it("Enter selects the highlighted entry", async () => {
    const { actor, state } = await withList()
    actor.send({ type: "list.prev" })
    actor.send({ type: "list.confirm" })
    expect(state().context.location?.label).toBe("Kormangala Layout")
  })

  it("Enter with nothing highlighted selects nothing", async () => {
    const { state } = await withList()
    expect(state().can({ type: "list.confirm" })).toBe(false)
  })

  it("Escape closes the list and keeps the text, which is not a valid location", async () => {
    const { actor, state } = await withList()
    actor.send({ type: "list.dismiss" })
    expect(state().hasTag("open")).toBe(false)
    expect(state().context.text).toBe("kor")
    expect(state().hasTag("valid")).toBe(false)
  })

  it("the pointer can highlight an entry, but not one outside the list", async () => {
    const { actor, state } = await withList()
    actor.send({ type: "option.highlight", index: 1 })
    expect(state().context.highlighted).toBe(1)
    expect(state().can({ type: "option.highlight", index: 3 })).toBe(false)
  })

  it("blurring during a lookup stops it and closes the list", () => {
    const { type, clock, calls, actor, state } = start()
    type("kora")
    clock.increment(500)
    actor.send({ type: "input.blur" })
    expect(calls.suggestions[0]!.signal.aborted).toBe(true)
    expect(state().hasTag("open")).toBe(false)
  })
})

describe("location input: hosts must provide the actors", () => {
  it("fails a lookup whose actor was not provided, keeping the error", async () => {
    const clock = new SimulatedClock()
    const actor = createActor(locationInputMachine, { clock, input: {} }).start()
    actor.send({ type: "input.change", value: "kora" })
    clock.increment(500)
    await settle()
    expect(lookupStatus(actor.getSnapshot(), "suggestions")).toBe("rejected")
  })
})
