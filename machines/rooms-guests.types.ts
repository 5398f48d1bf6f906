import type { RoomOccupancy } from "#core/search/suggestion.ts"

// The public shapes of machines/rooms-guests.machine.ts, apart so the search widget, the CLI and
// the tests can name them without reading the chart.

export interface RoomsGuestsContext {
  /** The rooms the search uses: changed only by Apply or by the widget setting them. */
  readonly rooms: ReadonlyArray<RoomOccupancy>
  /** The popover's table while it is open; discarded by Cancel (spec-search §4 'stay local until Apply'). */
  readonly draft: ReadonlyArray<RoomOccupancy>
  /** spec-search §4 'a flag can lift this': no 5-room limit. */
  readonly unlimitedRooms: boolean
}

/**
 * `open`/`closed`: the popover; `roomLimit`: the draft is at the 5-room limit, so the notice
 * 'Want to book more rooms? Call us on …' shows (spec-search §2, §5).
 */
export type RoomsGuestsTag = "open" | "closed" | "roomLimit"

/** Steppers address a room by its index in the table. */
export type RoomsGuestsEvent =
  | { readonly type: "popover.open" }
  /** Saves the draft and closes (spec-search §4). */
  | { readonly type: "popover.apply" }
  /** Cancel, Escape or a click outside: the draft is dropped. */
  | { readonly type: "popover.cancel" }
  /** The widget sets the rooms (a recent search, the URL); spec-search §4 'Setting rooms closes the panel'. */
  | { readonly type: "rooms.set"; readonly rooms: ReadonlyArray<RoomOccupancy> }
  | { readonly type: "room.add" }
  | { readonly type: "room.remove"; readonly index: number }
  | { readonly type: "adults.increment"; readonly room: number }
  | { readonly type: "adults.decrement"; readonly room: number }
  | { readonly type: "kids.increment"; readonly room: number }
  | { readonly type: "kids.decrement"; readonly room: number }

/** Told to the search widget on Apply: `actor.on("rooms.applied", ({ rooms }) => …)`. */
export type RoomsGuestsEmitted = {
  readonly type: "rooms.applied"
  readonly rooms: ReadonlyArray<RoomOccupancy>
}

export interface RoomsGuestsInput {
  /** The rooms already chosen (from the URL or a recent search); default one room of 1 adult, 0 kids. */
  readonly rooms?: ReadonlyArray<RoomOccupancy>
  /** The configuration flag that lifts the 5-room limit (spec-search §4). */
  readonly unlimitedRooms?: boolean
}
