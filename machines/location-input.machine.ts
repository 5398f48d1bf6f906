import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
} from "xstate"
import type { PlaceDetails } from "#core/api/search.ts"
import {
  hasEnoughText,
  type LocationOption,
  needsPlaceLookup,
  recentOptions,
  suggestionOptions,
} from "#core/search/location-rules.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import { apiFailure } from "./lib/api-failure.ts"
import { notProvided } from "./lib/invoke.ts"
import type {
  LocationInputContext,
  LocationInputEvent,
  LocationInputInput,
  LocationInputTag,
  Lookup,
  LookupStatus,
  NearbyRequest,
  PlaceRequest,
  SuggestionsRequest,
} from "./location-input.types.ts"

/**
 * 128 random bits as hex. getRandomValues rather than randomUUID: the latter exists only in secure
 * contexts, and the site may be served over plain HTTP on a LAN.
 */
const newSessionToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")

type Ctx = { readonly context: LocationInputContext }
type Chosen = Ctx & { readonly event: LocationInputEvent }
type Answer = Ctx & { readonly event: DoneActorEvent<ReadonlyArray<Suggestion>> }
type Failure = { readonly event: ErrorActorEvent }

/** The entry an Enter (the highlighted one) or a click (its index) chooses. */
const chosenOption = ({ context, event }: Chosen): LocationOption | undefined => {
  const index =
    event.type === "option.select" ? event.index : event.type === "list.confirm" ? context.highlighted : null
  return index === null ? undefined : context.options[index]
}
const wrap = (index: number, length: number) => (index + length) % length
const request = ({ context }: Ctx) => ({ text: context.text.trim(), sessionToken: context.sessionToken })
const recents = ({ event }: Answer) => ({
  lookup: "suggestions" as const,
  options: recentOptions(event.output),
})
const failure =
  (lookup: Lookup) =>
  ({ event }: Failure) => ({ lookup, error: event.error })

// spec-search §4 and §8: 'No Results Found' clears the input; any other entry is selected.
const choose = [
  { guard: "choosesNoResults", target: "empty", actions: "clearInput" },
  { guard: "choosesPlace", target: "selected", actions: "selectChosen" },
] as const
const close = [{ guard: "textEmpty", target: "empty" }, { target: "typing.closed" }] as const

/** Where an answer shows its list; a failure closes it and keeps the error (spec-search §8). */
const settle = (lookup: "suggestions" | "nearby", target: string) =>
  ({
    onDone: {
      target,
      actions: {
        type: "showOptions",
        params: ({ context, event }: Answer) => ({
          lookup,
          options: suggestionOptions(context.text, event.output),
        }),
      },
    },
    onError: {
      target: "#locationInput.typing.closed",
      actions: { type: "storeError", params: failure(lookup) },
    },
  }) as const

/** Debounce, then one lookup: the nearby one once the traveller's position is known. */
const lookupStates = (target: string) =>
  ({
    debouncing: { after: { debounce: "requesting" } },
    requesting: { always: [{ guard: "hasOrigin", target: "fetchingNearby" }, { target: "fetching" }] },
    fetching: {
      tags: ["suggestions.pending"],
      invoke: { src: "fetchSuggestions", input: request, ...settle("suggestions", target) },
    },
    fetchingNearby: {
      tags: ["nearby.pending"],
      invoke: {
        src: "fetchNearby",
        input: ({ context }: Ctx) => ({ ...request({ context }), ...context.origin! }),
        ...settle("nearby", target),
      },
    },
  }) as const

export const locationInputMachine = setup({
  types: {
    context: {} as LocationInputContext,
    events: {} as LocationInputEvent,
    input: {} as LocationInputInput,
    tags: {} as LocationInputTag,
  },
  actors: {
    fetchSuggestions: fromPromise<ReadonlyArray<Suggestion>, SuggestionsRequest>(
      notProvided("fetchSuggestions"),
    ),
    /** The autocomplete endpoint with empty text answers the recent_searches cookie (spec-search §7). */
    fetchRecentSearches: fromPromise<ReadonlyArray<Suggestion>, { readonly sessionToken: string }>(
      notProvided("fetchRecentSearches"),
    ),
    fetchNearby: fromPromise<ReadonlyArray<Suggestion>, NearbyRequest>(notProvided("fetchNearby")),
    fetchPlace: fromPromise<PlaceDetails, PlaceRequest>(notProvided("fetchPlace")),
  },
  /** spec-search §9: suggestion debounce 500 ms. */
  delays: { debounce: 500 },
  guards: {
    hasLocation: ({ context }) => context.location !== null,
    answered: (_, params: { readonly options: ReadonlyArray<LocationOption> }) => params.options.length > 0,
    emptyValue: ({ event }) => event.type === "input.change" && event.value === "",
    longEnoughValue: ({ event }) => event.type === "input.change" && hasEnoughText(event.value),
    longEnoughText: ({ context }) => hasEnoughText(context.text),
    textEmpty: ({ context }) => context.text === "",
    hasOrigin: ({ context }) => context.origin !== null,
    validIndex: ({ context, event }) =>
      event.type === "option.highlight" && event.index >= 0 && event.index < context.options.length,
    choosesNoResults: (args) => chosenOption(args)?.kind === "noResults",
    choosesPlace: (args) => chosenOption(args)?.kind === "place",
    needsPlace: ({ context }) => context.location !== null && needsPlaceLookup(context.location),
  },
  actions: {
    setText: assign(({ event }) =>
      event.type === "input.change" ? { text: event.value, location: null } : {},
    ),
    clearOptions: assign({ options: [], highlighted: null }),
    showOptions: assign(
      (
        { context },
        params: { readonly lookup: Lookup; readonly options: ReadonlyArray<LocationOption> },
      ) => ({
        options: params.options,
        highlighted: null,
        error: null,
        settled: { ...context.settled, [params.lookup]: "resolved" },
      }),
    ),
    storeError: assign(({ context }, params: { readonly lookup: Lookup; readonly error: unknown }) => {
      const error = apiFailure(params.error)
      const settled = { ...context.settled, [params.lookup]: "rejected" }
      // spec-search §8: a failed places lookup is kept as its status, a failed suggestion lookup whole.
      return params.lookup === "place" ? { placeError: error.status, settled } : { error, settled }
    }),
    storePlace: assign(({ context }, place: PlaceDetails) => ({
      location: context.location && { ...context.location, coordinates: { lat: place.lat, lng: place.lng } },
      settled: { ...context.settled, place: "resolved" as const },
    })),
    highlightNext: assign(({ context }) => ({
      highlighted: context.highlighted === null ? 0 : wrap(context.highlighted + 1, context.options.length),
    })),
    highlightPrev: assign(({ context }) => ({
      highlighted: wrap((context.highlighted ?? 0) - 1, context.options.length),
    })),
    highlightAt: assign(({ event }) =>
      event.type === "option.highlight" ? { highlighted: event.index } : {},
    ),
    selectChosen: assign((args) => {
      const option = chosenOption(args)
      if (option?.kind !== "place") return {}
      const settled = { ...args.context.settled, place: null }
      return {
        location: option.suggestion,
        text: option.suggestion.label,
        options: [],
        highlighted: null,
        placeError: null,
        settled,
      }
    }),
    clearInput: assign({ text: "", location: null, options: [], highlighted: null }),
    renewSessionToken: assign({ sessionToken: newSessionToken }),
    setOrigin: assign(({ event }) =>
      event.type === "nearby.locate"
        ? { origin: { latitude: event.latitude, longitude: event.longitude } }
        : {},
    ),
  },
}).createMachine({
  id: "locationInput",
  context: ({ input }) => ({
    text: input.location?.label ?? "",
    location: input.location ?? null,
    options: [],
    highlighted: null,
    sessionToken: newSessionToken(),
    origin: input.origin ?? null,
    settled: { suggestions: null, nearby: null, place: null },
    error: null,
    placeError: null,
  }),
  initial: "starting",
  on: {
    // spec-search §5: a lookup needs more than 2 characters after trimming; shorter text clears
    // the list. A new value always re-enters its state, which restarts the debounce and stops an
    // in-flight lookup, so a late answer for older text is never shown.
    "input.change": [
      { guard: "emptyValue", target: ".recent", actions: "setText" },
      { guard: "longEnoughValue", target: ".typing.debouncing", actions: "setText" },
      { target: ".typing.short", actions: ["setText", "clearOptions"] },
    ],
    "nearby.locate": { actions: "setOrigin" },
  },
  states: {
    starting: { always: [{ guard: "hasLocation", target: "selected" }, { target: "empty" }] },
    empty: { tags: ["empty"], on: { "input.focus": "recent", "list.next": "recent" } },
    // spec-search §2: with empty text the list shows recent searches.
    recent: {
      tags: ["empty", "suggestions.pending"],
      invoke: {
        src: "fetchRecentSearches",
        input: ({ context }) => ({ sessionToken: context.sessionToken }),
        onDone: [
          {
            guard: { type: "answered", params: recents },
            target: "open",
            actions: { type: "showOptions", params: recents },
          },
          { target: "empty", actions: { type: "showOptions", params: recents } },
        ],
        onError: { target: "empty", actions: { type: "storeError", params: failure("suggestions") } },
      },
      on: { "input.blur": "empty", "list.dismiss": "empty" },
    },
    typing: {
      tags: ["typing"],
      initial: "short",
      on: { "input.blur": ".closed", "list.dismiss": ".closed" },
      states: {
        short: {},
        ...lookupStates("#locationInput.open"),
        // Dismissed, or the lookup failed: the text stays and is not a valid location. Reopening
        // looks the text up again rather than showing a list that may predate the last edit.
        closed: {
          entry: "clearOptions",
          on: {
            "input.focus": { guard: "longEnoughText", target: "requesting" },
            "list.next": { guard: "longEnoughText", target: "requesting" },
          },
        },
      },
    },
    // While the traveller refines the text, the old list stays up until the new answer replaces it.
    open: {
      tags: ["open"],
      initial: "browsing",
      on: {
        "input.change": { guard: "longEnoughValue", target: ".debouncing", actions: "setText" },
        "list.next": { actions: "highlightNext" },
        "list.prev": { actions: "highlightPrev" },
        "option.highlight": { guard: "validIndex", actions: "highlightAt" },
        "list.confirm": choose,
        "option.select": choose,
        "list.dismiss": close,
        "input.blur": close,
      },
      states: { browsing: {}, ...lookupStates("browsing") },
    },
    // spec-search §4: selecting sets the location, closes the list and marks it valid.
    selected: {
      tags: ["selected", "valid"],
      initial: "checking",
      // The session a selection concludes includes its place lookup; the next edit starts anew.
      exit: "renewSessionToken",
      states: {
        checking: { always: [{ guard: "needsPlace", target: "locating" }, { target: "located" }] },
        locating: {
          tags: ["place.pending"],
          invoke: {
            src: "fetchPlace",
            input: ({ context }) => ({
              placeId: context.location!.place_id,
              sessionToken: context.sessionToken,
            }),
            onDone: {
              target: "located",
              actions: { type: "storePlace", params: ({ event }) => event.output },
            },
            onError: { target: "placeFailed", actions: { type: "storeError", params: failure("place") } },
          },
        },
        located: {},
        placeFailed: {},
      },
    },
  },
})

export type LocationInputSnapshot = SnapshotFrom<typeof locationInputMachine>

/** pending / resolved / rejected of one lookup, as spec-search §4 names them. */
export const lookupStatus = (snapshot: LocationInputSnapshot, lookup: Lookup): LookupStatus =>
  snapshot.hasTag(`${lookup}.pending`) ? "pending" : (snapshot.context.settled[lookup] ?? "idle")
