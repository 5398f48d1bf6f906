import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyMachineSnapshot,
  type EventObject,
  getInitialSnapshot,
} from "xstate"
import type { Suggestion, SuggestionArea } from "#core/search/suggestion.ts"
import { type LocationInputSnapshot, locationInputMachine } from "#machines/location-input.machine.ts"
import type { LocationInputEvent } from "#machines/location-input.types.ts"
import { placeholderRotationMachine } from "#machines/placeholder-rotation.machine.ts"
import { cannot, type JourneyStep, type MachineJourneys, type Rendered, say } from "./generate.ts"
import { viewOf } from "./location.ts"

/** What the traveller types: a hit, too short, no hit, and erasing everything (spec-search §2, §5, §8). */
const TEXTS = ["kora", "ko", "zzzq", ""] as const

/** Bengaluru, where the nearby lookup finds Koramangala. */
const BENGALURU = { latitude: 12.97, longitude: 77.59 } as const

const area = (a: Partial<SuggestionArea>): SuggestionArea => ({
  landmark: "",
  locality: "",
  city: "",
  state: "",
  hotel: "",
  country: "India",
  ...a,
})

const place = (label: string, type: Suggestion["type"], a: Partial<SuggestionArea>): Suggestion => ({
  label,
  type,
  place_id: "",
  source: "catalogue",
  area: area(a),
  hotel_id: null,
  coordinates: { lat: 12.9352, lng: 77.6245 },
  is_recent_search: false,
})

/**
 * What the fixture catalogue answers for 'kora', from Bengaluru or from nowhere: the labels and
 * their order are what the journeys expect, so they must be the server's (the generated-journeys
 * test runs them against it).
 */
export const KORA: ReadonlyArray<Suggestion> = [
  place("Koramangala, Bengaluru", "locality", { locality: "Koramangala", city: "Bengaluru" }),
  place("Mayur Bungalow, Koramangala, Bengaluru", "hotel", { hotel: "Mayur Bungalow", city: "Bengaluru" }),
  place("Itsy Riverside Continental, Koramangala, Bengaluru", "hotel", {
    hotel: "Itsy Riverside Continental",
    city: "Bengaluru",
  }),
]

/** The one recent search the journeys' cookie holds. */
const RECENT: Suggestion = {
  ...place("Goa", "city", { city: "Goa" }),
  source: "recent",
  coordinates: null,
  is_recent_search: true,
}
const SETUP: ReadonlyArray<JourneyStep> = [
  { "cookie.set": { name: "recent_searches", recentSearches: [{ label: RECENT.label }] } },
]

/** An invoked lookup's answer for the state's text: what the server says to it. */
const answer = (src: string, snapshot: LocationInputSnapshot): unknown => {
  switch (src) {
    case "fetchRecentSearches":
      return [RECENT]
    case "fetchPlace":
      return { lat: 15.2993, lng: 74.124 }
    default:
      return snapshot.context.text.trim() === "kora" ? KORA : []
  }
}

const userEvents: ReadonlyArray<LocationInputEvent> = [
  { type: "input.focus" },
  { type: "input.blur" },
  ...TEXTS.map((value) => ({ type: "input.change" as const, value })),
  { type: "list.next" },
  { type: "list.prev" },
  { type: "list.confirm" },
  { type: "list.dismiss" },
  { type: "option.select", index: 0 },
  { type: "option.highlight", index: 0 },
  { type: "nearby.locate", ...BENGALURU },
]

/** The lookups in flight: the invoked actors of the state, by id and by what they call. */
const lookupsOf = (snapshot: AnyMachineSnapshot) =>
  Object.entries(snapshot.children as Record<string, { src: unknown }>).map(([id, child]) => ({
    id,
    src: String(child.src),
  }))

/**
 * While a lookup is in flight only its answer (or failure) comes next: a journey's location
 * steps and clock advances wait for the lookups they start, so nothing else can overtake it.
 */
const events = (snapshot: AnyMachineSnapshot): ReadonlyArray<EventObject> => {
  const lookups = lookupsOf(snapshot)
  if (lookups.length > 0)
    return lookups.flatMap(({ id, src }) => [
      { type: `xstate.done.actor.${id}`, output: answer(src, snapshot as LocationInputSnapshot) },
      { type: `xstate.error.actor.${id}`, error: { status: 503, message: "unavailable" } },
    ])
  const delays = (__unsafe_getAllOwnEventDescriptors(snapshot) as Array<string>)
    .filter((type) => type.startsWith("xstate.after."))
    .map((type) => ({ type }))
  return [...userEvents, ...delays]
}

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const { context } = snapshot as LocationInputSnapshot
  return JSON.stringify([
    snapshot.value,
    context.text,
    context.options.map((o) => (o.kind === "place" ? o.suggestion.label : o.kind)),
    context.highlighted,
    context.location?.label ?? null,
    context.origin !== null,
    context.error !== null,
  ])
}

/** For simple paths: the chart's state alone (with the text too, they number in the millions). */
const simpleKey = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value)

const isDone = (event: EventObject | undefined) => event?.type.startsWith("xstate.done.actor.") === true
const pending = (snapshot: AnyMachineSnapshot) => lookupsOf(snapshot).length > 0

/** A traveller's action: the runner waits for the lookups it starts, so a path may not stop in one. */
const act = (step: JourneyStep, says: string, after: AnyMachineSnapshot, next: EventObject | undefined) =>
  next === undefined && pending(after)
    ? cannot("a location step waits for the lookup it starts")
    : say([step], says)

const render = (
  event: EventObject,
  _before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  { next }: { readonly next: EventObject | undefined },
): Rendered => {
  const e = event as LocationInputEvent | EventObject
  if (e.type.startsWith("xstate.after.debounce"))
    // With the answer next, the advance waits for it; at the end of a path it is left pending.
    return isDone(next)
      ? say([{ "time.advance": "500ms" }], "wait 500ms")
      : say([{ "time.advance": { by: "500ms", waitForLookups: false } }], "wait 500ms for the lookup")
  // The answer arrives within the step that started the lookup.
  if (isDone(e)) return say([])
  if (e.type.startsWith("xstate.error.actor."))
    return cannot("the server answers; a failed lookup is not staged")
  switch (e.type as LocationInputEvent["type"]) {
    case "input.focus":
      return act("location.focus", "focus", after, next)
    case "input.blur":
      return act("location.blur", "blur", after, next)
    case "input.change": {
      const { value } = e as Extract<LocationInputEvent, { type: "input.change" }>
      return value === ""
        ? act("location.clear", "clear", after, next)
        : act({ "location.type": value }, `type ${value}`, after, next)
    }
    case "list.next":
      return act({ "location.highlight": "down" }, "arrow down", after, next)
    case "list.prev":
      return act({ "location.highlight": "up" }, "arrow up", after, next)
    case "list.confirm":
      return act("location.confirm", "enter", after, next)
    case "list.dismiss":
      return act("location.dismiss", "escape", after, next)
    case "option.select":
      return act({ "location.select": { index: 0 } }, "select the first option", after, next)
    case "nearby.locate":
      return act({ "location.locate": BENGALURU }, "locate in Bengaluru", after, next)
    default:
      return cannot(`no step sends '${e.type}'`)
  }
}

const placeholder = getInitialSnapshot(placeholderRotationMachine, undefined)

const PENDING_TAGS = ["suggestions.pending", "nearby.pending", "place.pending"]

/** What the field shows: its text, whether it is valid, and the list if it is open. */
const expectation = (snapshot: AnyMachineSnapshot): JourneyStep => {
  const view = viewOf(snapshot as LocationInputSnapshot, placeholder)
  const inFlight = view.tags.filter((t) => PENDING_TAGS.includes(t))
  return {
    "expect.location": {
      text: view.text,
      open: view.open,
      valid: view.valid,
      ...(view.open
        ? {
            options: { first: view.options[0]?.label, count: view.options.length },
            highlighted: view.highlighted,
          }
        : {}),
      ...(inFlight.length > 0 ? { tags: inFlight } : {}),
    },
  }
}

export const locationJourneys: MachineJourneys = {
  name: "locationInput",
  source: "machines/location-input.machine.ts",
  machine: locationInputMachine,
  input: {},
  now: "2026-11-20T10:00:00+05:30",
  tags: ["autocomplete"],
  setup: SETUP,
  events,
  serializeState,
  simpleKey,
  render,
  expectation,
}
