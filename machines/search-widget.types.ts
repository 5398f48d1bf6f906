import type { RecentSearch } from "#core/search/recent-searches.ts"
import type { SearchRequest } from "#core/search/search-query.ts"
import type { RoomOccupancy, Suggestion } from "#core/search/suggestion.ts"
import type { ChosenRange, PickedRange } from "./date-range-picker.types.ts"

// The public shapes of machines/search-widget.machine.ts, apart so the web binding, the CLI and
// the tests can name them without reading the chart.

/** Why a search was refused, as the message key of its tooltip (spec-search §4, §5, §8). */
export type SearchProblem =
  | "search.error.location"
  | "search.error.validLocation"
  | "search.error.dates"
  | "search.error.rooms"

export interface SearchWidgetContext {
  /** The business day, YYYY-MM-DD (ADR 061): a suggestion's dates before it are not taken. */
  readonly today: string
  /** The newer search box acts on an invalid search instead of only explaining it (spec-search §4). */
  readonly newerBox: boolean
  /** The picked place; null while the text is not a picked suggestion (spec-search §4 'location-valid flag'). */
  readonly location: Suggestion | null
  /** What the location field shows, to tell 'nothing entered' from 'not picked' (spec-search §5). */
  readonly text: string
  readonly range: PickedRange
  readonly rooms: ReadonlyArray<RoomOccupancy>
  /** The tooltip on the search button, as a message key; null when none shows. */
  readonly problem: SearchProblem | null
  /** The search being routed (spec-search §4 'the location type is recorded'); null when idle. */
  readonly submitted: SearchRequest | null
}

/** `busy`: an availability check or geolocation is running; `tooltip`; `locationDisabled`: the modal. */
export type SearchWidgetTag = "busy" | "tooltip" | "locationDisabled"

export type SearchWidgetEvent =
  /** The location field settled on a suggestion (again, when its place lookup adds coordinates). */
  | { readonly type: "location.selected"; readonly location: Suggestion }
  /** The location text changed without a pick: the location is no longer valid. */
  | { readonly type: "location.edited"; readonly text: string }
  /** Forwarded from the date-range picker's emitted event. */
  | { readonly type: "range.chosen"; readonly range: ChosenRange }
  /** Forwarded from the rooms & guests popover's emitted event. */
  | { readonly type: "rooms.applied"; readonly rooms: ReadonlyArray<RoomOccupancy> }
  | { readonly type: "search.submit" }
  | { readonly type: "tooltip.dismiss" }
  /** Closes the location-disabled modal (spec-search §2, §8). */
  | { readonly type: "modal.dismiss" }

/**
 * What the host must do: the machine never touches the page. `navigate` goes to a path with its
 * query; `recent.save` records the search in the recent_searches cookie (its host adds saved_at);
 * the rest move the traveller to the field that needs them (spec-search §4 'newer search box')
 * or set a child widget to what a recent search carried.
 */
export type SearchWidgetEmitted =
  | { readonly type: "navigate"; readonly to: string }
  | { readonly type: "recent.save"; readonly search: Omit<RecentSearch, "saved_at"> }
  | { readonly type: "location.focus" }
  | { readonly type: "picker.open" }
  | { readonly type: "rooms.open" }
  | { readonly type: "range.set"; readonly range: ChosenRange }
  | { readonly type: "rooms.set"; readonly rooms: ReadonlyArray<RoomOccupancy> }

export interface SearchWidgetInput {
  /** The business day, YYYY-MM-DD. */
  readonly today: string
  readonly newerBox?: boolean
  /** A search already made (the compact header on a results page). */
  readonly location?: Suggestion | null
  readonly range?: ChosenRange | null
  readonly rooms?: ReadonlyArray<RoomOccupancy>
}

/** GET /api/v2/hotels/{id}/availability/ as the widget needs it (spec-search §7). */
export interface AvailabilityRequest {
  readonly hotelId: string
  /** YYYY-MM-DD */
  readonly checkin: string
  /** YYYY-MM-DD */
  readonly checkout: string
  readonly rooms: ReadonlyArray<RoomOccupancy>
}
export interface Availability {
  readonly rooms: ReadonlyArray<{ readonly type: string; readonly count: number }>
}
