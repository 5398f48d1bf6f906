import { assign, emit, enqueueActions, fromPromise, type SnapshotFrom, setup } from "xstate"
import { isCalendarDay } from "#core/dates/calendar-day.ts"
import { normaliseStay } from "#core/dates/stay.ts"
import { hotelPageHref, type SearchRequest, searchResultsHref } from "#core/search/search-query.ts"
import type { Coordinates, Suggestion } from "#core/search/suggestion.ts"
import type { ChosenRange } from "./date-range-picker.types.ts"
import { notProvided } from "./lib/invoke.ts"
import type {
  Availability,
  AvailabilityRequest,
  SearchProblem,
  SearchWidgetContext,
  SearchWidgetEmitted,
  SearchWidgetEvent,
  SearchWidgetInput,
  SearchWidgetTag,
} from "./search-widget.types.ts"

type Ctx = { readonly context: SearchWidgetContext }

const hasArea = (location: Suggestion) =>
  // spec-search §5: a valid search has a label 'with a non-empty area'; near-me has its area
  // from the browser's position instead.
  location.type === "near_me" ||
  [
    location.area.landmark,
    location.area.locality,
    location.area.city,
    location.area.state,
    location.area.hotel,
  ].some((level) => level.trim() !== "")

/**
 * What stops a search, checked in the order the traveller fills the widget (spec-search §4
 * 'Search button', §5): the location, then both dates, then the rooms.
 */
export const searchProblem = (context: SearchWidgetContext): SearchProblem | null => {
  const { location, range, rooms } = context
  if (location === null || location.label.trim() === "" || !hasArea(location))
    // spec-search §5 and §8: 'nothing entered' versus 'text entered but no suggestion picked'.
    return context.text.trim() === "" ? "search.error.location" : "search.error.validLocation"
  if (range.start === null || range.end === null) return "search.error.dates"
  if (rooms.length === 0) return "search.error.rooms"
  return null
}

const request = (context: SearchWidgetContext): SearchRequest => ({
  location: context.location!,
  stay: { checkin: context.range.start!, checkout: context.range.end! },
  rooms: context.rooms,
})

/**
 * spec-search §4: 'A location change sets dates only if the start date is today or later'; the
 * dates are held as core/dates/stay.ts corrects them (at most 15 nights, at least 1).
 */
const usableRange = (suggestion: Suggestion, today: string): ChosenRange | null => {
  const range = suggestion.range
  if (range === undefined || !isCalendarDay(range.start) || range.start < today) return null
  const { stay } = normaliseStay({ checkin: range.start, checkout: range.end }, today)
  return { start: stay.checkin, end: stay.checkout }
}

const samePlace = (a: Suggestion | null, b: Suggestion) =>
  a !== null && a.label === b.label && a.place_id === b.place_id && a.type === b.type

const problemIs =
  (problem: SearchProblem) =>
  ({ context }: Ctx) =>
    context.newerBox && searchProblem(context) === problem

/** The machine's fields follow the child widgets in every state; `target` also drops a tooltip. */
const fieldEvents = (target?: string) =>
  ({
    "location.selected": { target, actions: "changeLocation" },
    "location.edited": { target, actions: "editLocation" },
    "range.chosen": { target, actions: "setRange" },
    "rooms.applied": { target, actions: "setRooms" },
  }) as const

/**
 * The search widget (spec-search §2 'Search widget', §4 'Search button', §5): it holds what the
 * location field, the date-range picker and the rooms popover settled on, refuses an incomplete
 * search with the spec's tooltip, and routes a complete one. It never touches the page: the
 * host acts on what it emits (navigate, recent.save, and the newer box's focus and openings).
 */
export const searchWidgetMachine = setup({
  types: {
    context: {} as SearchWidgetContext,
    events: {} as SearchWidgetEvent,
    emitted: {} as SearchWidgetEmitted,
    input: {} as SearchWidgetInput,
    tags: {} as SearchWidgetTag,
  },
  actors: {
    checkAvailability: fromPromise<Availability, AvailabilityRequest>(notProvided("checkAvailability")),
    /** The browser's position for a near-me search (spec-search §7). */
    geolocate: fromPromise<Coordinates, void>(notProvided("geolocate")),
  },
  guards: {
    valid: ({ context }) => searchProblem(context) === null,
    newerBoxNeedsDates: problemIs("search.error.dates"),
    newerBoxNeedsRooms: problemIs("search.error.rooms"),
    newerBoxNeedsLocation: ({ context }) =>
      context.newerBox && searchProblem(context)?.includes("location") === true,
    hotelChosen: ({ context }) =>
      context.submitted?.location.type === "hotel" && hotelPageHref(context.submitted) !== null,
    nearMeChosen: ({ context }) => context.submitted?.location.type === "near_me",
  },
  actions: {
    changeLocation: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "location.selected") return
      const { location } = event
      enqueue.assign({ location, text: location.label, problem: null })
      // The same place again (its place lookup added coordinates): not a location change.
      if (samePlace(context.location, location)) return
      const range = usableRange(location, context.today)
      if (range !== null) {
        enqueue.assign({ range })
        enqueue.emit({ type: "range.set", range })
      }
      // A recent search brings back the rooms it was made with, as it shows them (spec-search §2).
      if (location.rooms !== undefined && location.rooms.length > 0) {
        enqueue.assign({ rooms: location.rooms })
        enqueue.emit({ type: "rooms.set", rooms: location.rooms })
      }
      // spec-search §4: 'opens the date picker if a location is chosen without complete dates'.
      if (range === null && (context.range.start === null || context.range.end === null))
        enqueue.emit({ type: "picker.open" })
    }),
    editLocation: assign(({ event }) =>
      event.type === "location.edited" ? { text: event.text, location: null, problem: null } : {},
    ),
    setRange: assign(({ event }) =>
      event.type === "range.chosen" ? { range: event.range, problem: null } : {},
    ),
    setRooms: assign(({ event }) =>
      event.type === "rooms.applied" ? { rooms: event.rooms, problem: null } : {},
    ),
    explain: assign(({ context }) => ({ problem: searchProblem(context) })),
    clearProblem: assign({ problem: null }),
    focusLocation: emit({ type: "location.focus" as const }),
    openPicker: emit({ type: "picker.open" as const }),
    openRooms: emit({ type: "rooms.open" as const }),
    submit: assign(({ context }) => ({ submitted: request(context), problem: null })),
    clearSubmitted: assign({ submitted: null }),
    // Near-me is left out: its label names no place to come back to.
    saveRecent: enqueueActions(({ context, enqueue }) => {
      const { location, range } = context
      const [first, ...others] = context.rooms
      if (location === null || location.type === "near_me" || first === undefined) return
      const { range: _range, rooms: _rooms, ...place } = location
      const search = {
        ...place,
        source: "recent" as const,
        is_recent_search: true as const,
        range: { start: range.start!, end: range.end! },
        rooms: [first, ...others] as const,
      }
      enqueue.emit({ type: "recent.save", search })
    }),
    navigateToResults: emit(({ context }) => ({
      type: "navigate" as const,
      to: searchResultsHref(context.submitted!),
    })),
    // spec-search §4: the hotel page 'if any room type count is at least the number of rooms
    // requested', otherwise the results page.
    navigateAfterCheck: emit(({ context }, availability: Availability) => {
      const submitted = context.submitted!
      const enough = availability.rooms.some((room) => room.count >= submitted.rooms.length)
      return {
        type: "navigate" as const,
        to: (enough && hotelPageHref(submitted)) || searchResultsHref(submitted),
      }
    }),
    // spec-search §2: 'A near-me search adds lat and lng'.
    navigateNearMe: emit(({ context }, position: Coordinates) => ({
      type: "navigate" as const,
      to: searchResultsHref({ ...context.submitted!, position }),
    })),
  },
}).createMachine({
  id: "searchWidget",
  context: ({ input }) => ({
    today: input.today,
    newerBox: input.newerBox ?? false,
    location: input.location ?? null,
    text: input.location?.label ?? "",
    range: input.range ?? { start: null, end: null },
    // spec-search §4 and §9: one room of 1 adult and 0 kids unless the search says otherwise.
    rooms: input.rooms ?? [{ adults: 1, kids: 0 }],
    problem: null,
    submitted: null,
  }),
  initial: "idle",
  on: fieldEvents(),
  states: {
    idle: {
      initial: "ready",
      entry: "clearSubmitted",
      on: {
        ...fieldEvents(".ready"),
        "search.submit": [
          { guard: "valid", target: "routing", actions: ["submit", "saveRecent"] },
          // spec-search §4 'Invalid search on the newer search box'.
          { guard: "newerBoxNeedsDates", target: ".ready", actions: ["clearProblem", "openPicker"] },
          { guard: "newerBoxNeedsRooms", target: ".ready", actions: ["clearProblem", "openRooms"] },
          { guard: "newerBoxNeedsLocation", target: ".invalid", actions: ["explain", "focusLocation"] },
          { target: ".invalid", actions: "explain" },
        ],
      },
      states: {
        ready: {},
        // spec-search §4: 'an error tooltip shows'; the next change to any field hides it.
        invalid: {
          tags: ["tooltip"],
          on: { "tooltip.dismiss": { target: "ready", actions: "clearProblem" } },
        },
      },
    },
    routing: {
      always: [
        { guard: "hotelChosen", target: "checkingAvailability" },
        { guard: "nearMeChosen", target: "locating" },
        { target: "idle", actions: "navigateToResults" },
      ],
    },
    checkingAvailability: {
      tags: ["busy"],
      invoke: {
        src: "checkAvailability",
        input: ({ context }) => {
          const { location, stay, rooms } = context.submitted!
          return { hotelId: location.hotel_id!, checkin: stay.checkin, checkout: stay.checkout, rooms }
        },
        onDone: {
          target: "idle",
          actions: { type: "navigateAfterCheck", params: ({ event }) => event.output },
        },
        // ADR 063: a failed check sends the traveller to the results rather than blocking them.
        onError: { target: "idle", actions: "navigateToResults" },
      },
    },
    locating: {
      tags: ["busy"],
      invoke: {
        src: "geolocate",
        onDone: { target: "idle", actions: { type: "navigateNearMe", params: ({ event }) => event.output } },
        // spec-search §8: 'Geolocation failure on near-me: location-disabled modal'.
        onError: "locationDisabled",
      },
    },
    locationDisabled: { tags: ["locationDisabled"], on: { "modal.dismiss": "idle" } },
  },
})

export type SearchWidgetSnapshot = SnapshotFrom<typeof searchWidgetMachine>
