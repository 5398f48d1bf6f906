import { describe, expect, it } from "vitest"
import { createActor, fromPromise, SimulatedClock } from "xstate"
import { translatorFor } from "#core/i18n/locales.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { connectLocationInput } from "./location-input.connect.ts"
import { locationInputMachine } from "./location-input.machine.ts"
import type { LocationInputEvent } from "./location-input.types.ts"
import { placeholderRotationMachine } from "./placeholder-rotation.machine.ts"
import { settle } from "./test-support/actors.ts"

const suggestion = (label: string, extra: Partial<Suggestion> = {}): Suggestion => ({
  label,
  type: "locality",
  place_id: "",
  source: "catalogue",
  area: { landmark: "", locality: label, city: "Bengaluru", state: "Karnataka", hotel: "", country: "India" },
  hotel_id: null,
  coordinates: { lat: 12.93, lng: 77.62 },
  is_recent_search: false,
  ...extra,
})

/** A machine whose lookups answer at once, and the view a UI would render from it. */
const render = (answers: {
  suggestions?: ReadonlyArray<Suggestion>
  recents?: ReadonlyArray<Suggestion>
}) => {
  const clock = new SimulatedClock()
  const machine = locationInputMachine.provide({
    actors: {
      fetchSuggestions: fromPromise(async () => answers.suggestions ?? []),
      fetchRecentSearches: fromPromise(async () => answers.recents ?? []),
    },
  })
  const actor = createActor(machine, { clock, input: {} }).start()
  const placeholder = createActor(placeholderRotationMachine, { clock }).start()
  const sent: Array<LocationInputEvent> = []
  const send = (event: LocationInputEvent) => {
    sent.push(event)
    actor.send(event)
  }
  const view = () =>
    connectLocationInput({
      snapshot: actor.getSnapshot(),
      send,
      placeholder: placeholder.getSnapshot(),
      id: "loc",
      t: translatorFor("en-IN"),
    })
  return { clock, view, sent }
}

describe("location input props", () => {
  it("is a combobox that controls its listbox, collapsed at first, with the first placeholder", () => {
    const { view } = render({})
    const { input, listbox, options } = view()
    expect(input).toMatchObject({
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": false,
      "aria-controls": "loc-listbox",
      "aria-activedescendant": undefined,
      placeholder: "Where are you travelling?",
      maxLength: 100,
    })
    expect(listbox).toMatchObject({ id: "loc-listbox", role: "listbox", hidden: true })
    expect(options).toEqual([])
  })

  it("rotates the placeholder every 3 seconds", () => {
    const { view, clock } = render({})
    clock.increment(3000)
    expect(view().input.placeholder).toBe("Explore from 120+ cities")
    clock.increment(3000)
    expect(view().input.placeholder).toBe("Find your spot from 800+ hotels")
  })

  it("shows a suggestion's label and type tag, and points aria-activedescendant at the highlighted option", async () => {
    const { view, clock } = render({
      suggestions: [suggestion("Koramangala"), suggestion("Bengaluru", { type: "city" })],
    })
    view().input.onChange("kora")
    clock.increment(500)
    await settle()
    expect(view().input["aria-expanded"]).toBe(true)
    expect(view().options.map((o) => [o.label, o.tag])).toEqual([
      ["Koramangala", "Locality"],
      ["Bengaluru", "City"],
    ])
    expect(view().input.onKeyDown("ArrowDown")).toBe(true)
    expect(view().input["aria-activedescendant"]).toBe("loc-listbox-option-0")
    expect(view().options[0]).toMatchObject({
      id: "loc-listbox-option-0",
      role: "option",
      "aria-selected": true,
    })
  })

  it("marks 'No Results Found' aria-disabled, and choosing it clears the input", async () => {
    const { view, clock } = render({ suggestions: [] })
    view().input.onChange("zzzq")
    clock.increment(500)
    await settle()
    const [only] = view().options
    expect(only).toMatchObject({ label: "No Results Found", "aria-disabled": true, tag: null })
    only!.onSelect()
    expect(view().input.value).toBe("")
    expect(view().valid).toBe(false)
  })

  it("shows a recent search with the word Recent, its rooms/guests summary and its date range", async () => {
    const recent = suggestion("Baga", {
      type: "locality",
      source: "recent",
      is_recent_search: true,
      range: { start: "2026-12-05", end: "2026-12-07" },
      rooms: [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ],
    })
    const { view } = render({ recents: [recent] })
    view().input.onFocus()
    await settle()
    expect(view().options[0]).toMatchObject({
      label: "Baga",
      tag: null,
      recent: { word: "Recent", occupancy: "2 Rooms, 4 Guests", dates: "Sat, 5 Dec – Mon, 7 Dec" },
    })
  })

  it("leaves keys the machine cannot take to the browser", async () => {
    const { view, sent } = render({ suggestions: [suggestion("Koramangala")] })
    expect(view().input.onKeyDown("Enter")).toBe(false)
    expect(view().input.onKeyDown("a")).toBe(false)
    expect(sent).toEqual([])
  })

  it("reports the list busy while a lookup is pending, and valid once a suggestion is selected", async () => {
    const { view, clock } = render({ suggestions: [suggestion("Koramangala")] })
    view().input.onChange("kora")
    clock.increment(500)
    expect(view().status.suggestions).toBe("pending")
    await settle()
    expect(view().listbox["aria-busy"]).toBe(false)
    view().input.onKeyDown("ArrowDown")
    view().input.onKeyDown("Enter")
    expect(view()).toMatchObject({ valid: true, expanded: false, input: { value: "Koramangala" } })
  })
})
