import type { LocationOption } from "#core/search/location-rules.ts"
import type { Suggestion } from "#core/search/suggestion.ts"
import type { ApiFailure } from "./lib/api-failure.ts"

// The public shapes of machines/location-input.machine.ts, apart so the web and CLI bindings and
// the tests can name them without reading the chart.

/** The traveller's position, for nearby suggestions (GET /api/v2/search/autocomplete/). */
export interface Origin {
  readonly latitude: number
  readonly longitude: number
}

/** The three lookups whose status the spec tracks (spec-search §4 and §8). */
export type Lookup = "suggestions" | "nearby" | "place"
export type LookupStatus = "idle" | "pending" | "resolved" | "rejected"

/**
 * A failed lookup as the field keeps it: the ApiError the hosts' calls reject with, or the same
 * fields for a lookup that got no answer at all.
 */
export type LookupError = ApiFailure

export interface LocationInputContext {
  /** What the field shows, as typed. */
  readonly text: string
  /** The picked place; null until a suggestion is chosen, and again once the text is edited. */
  readonly location: Suggestion | null
  /** Entries of the list: suggestions, or recent searches when the text is empty. */
  readonly options: ReadonlyArray<LocationOption>
  /** Index in `options` of the keyboard-highlighted entry. */
  readonly highlighted: number | null
  /** One per typing session, sent with every lookup; a new one once a selection ends the session. */
  readonly sessionToken: string
  /** When known, suggestions come from the nearby lookup instead of the main one. */
  readonly origin: Origin | null
  /** How the last finished lookup of each kind ended; 'pending' is read from the tags. */
  readonly settled: Readonly<Record<Lookup, "resolved" | "rejected" | null>>
  /** spec-search §8 'Suggestion failure: error stored in state'. */
  readonly error: LookupError | null
  /** spec-search §8 'Places lookup not OK': the HTTP status it was rejected with (0: no answer). */
  readonly placeError: number | null
}

/** What the UI asks with `hasTag`: the spec's four states, plus which lookup is in flight. */
export type LocationInputTag =
  | "empty"
  | "typing"
  | "open"
  | "selected"
  | "valid"
  | "suggestions.pending"
  | "nearby.pending"
  | "place.pending"

export type LocationInputEvent =
  | { readonly type: "input.focus" }
  | { readonly type: "input.blur" }
  | { readonly type: "input.change"; readonly value: string }
  | { readonly type: "list.next" }
  | { readonly type: "list.prev" }
  | { readonly type: "list.confirm" }
  | { readonly type: "list.dismiss" }
  | { readonly type: "option.highlight"; readonly index: number }
  | { readonly type: "option.select"; readonly index: number }
  | { readonly type: "nearby.locate"; readonly latitude: number; readonly longitude: number }

export interface LocationInputInput {
  /** A place already chosen (e.g. the compact header on a results page). */
  readonly location?: Suggestion | null
  readonly origin?: Origin | null
}

export interface SuggestionsRequest {
  readonly text: string
  readonly sessionToken: string
}
export interface NearbyRequest extends SuggestionsRequest, Origin {}
export interface PlaceRequest {
  readonly placeId: string
  readonly sessionToken: string
}
