import { assign, emit, not, type SnapshotFrom, setup } from "xstate"
import type { Translate } from "#core/i18n/translate.ts"
import {
  ADULTS_MAX,
  ADULTS_MIN,
  DEFAULT_ROOM,
  KIDS_MAX,
  KIDS_MIN,
  ROOMS_MAX,
} from "#core/search/room-config.ts"
import { occupancySummary } from "#core/search/search-summary.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"
import type {
  RoomsGuestsContext,
  RoomsGuestsEmitted,
  RoomsGuestsEvent,
  RoomsGuestsInput,
  RoomsGuestsTag,
} from "./rooms-guests.types.ts"

type Rooms = ReadonlyArray<RoomOccupancy>

/** spec-search §4 and §9: more rooms are refused at 5 unless the configuration lifts the limit. */
const atRoomLimit = (context: RoomsGuestsContext) =>
  !context.unlimitedRooms && context.draft.length >= ROOMS_MAX

/** One room's count moved by `by`, or null when that leaves spec-search §5's bounds (1-5 adults, 0-5 kids). */
const step = (draft: Rooms, index: number, field: "adults" | "kids", by: 1 | -1): Rooms | null => {
  const room = draft[index]
  if (room === undefined) return null
  const value = room[field] + by
  const [min, max] = field === "adults" ? [ADULTS_MIN, ADULTS_MAX] : [KIDS_MIN, KIDS_MAX]
  if (value < min || value > max) return null
  return draft.map((r, i) => (i === index ? { ...r, [field]: value } : r))
}

/**
 * The table after an edit, or null when the edit is not allowed: the one rule behind both the
 * guard (so `can()` disables the button) and the change itself.
 */
const edited = (context: RoomsGuestsContext, event: RoomsGuestsEvent): Rooms | null => {
  const { draft } = context
  switch (event.type) {
    // spec-search §4: a new room has 1 adult and 0 kids.
    case "room.add":
      return atRoomLimit(context) ? null : [...draft, DEFAULT_ROOM]
    // spec-search §4: removed by index, any room but the first.
    case "room.remove":
      return event.index >= 1 && event.index < draft.length ? draft.filter((_, i) => i !== event.index) : null
    case "adults.increment":
      return step(draft, event.room, "adults", 1)
    case "adults.decrement":
      return step(draft, event.room, "adults", -1)
    case "kids.increment":
      return step(draft, event.room, "kids", 1)
    case "kids.decrement":
      return step(draft, event.room, "kids", -1)
    default:
      return null
  }
}

const edit = { guard: "allowed", actions: "applyEdit" } as const

export const roomsGuestsMachine = setup({
  types: {
    context: {} as RoomsGuestsContext,
    events: {} as RoomsGuestsEvent,
    emitted: {} as RoomsGuestsEmitted,
    input: {} as RoomsGuestsInput,
    tags: {} as RoomsGuestsTag,
  },
  guards: {
    allowed: ({ context, event }) => edited(context, event) !== null,
    atRoomLimit: ({ context }) => atRoomLimit(context),
  },
  actions: {
    // spec-search §4: 'Opening the custom-room view adds a room if none exist.'
    startDraft: assign(({ context }) => ({
      draft: context.rooms.length > 0 ? context.rooms : [DEFAULT_ROOM],
    })),
    dropDraft: assign(({ context }) => ({ draft: context.rooms })),
    applyEdit: assign(({ context, event }) => ({ draft: edited(context, event) ?? context.draft })),
    save: assign(({ context }) => ({ rooms: context.draft })),
    setRooms: assign(({ event }) => (event.type === "rooms.set" ? { rooms: event.rooms } : {})),
    announce: emit(({ context }) => ({ type: "rooms.applied" as const, rooms: context.rooms })),
  },
}).createMachine({
  id: "roomsGuests",
  context: ({ input }) => {
    // spec-search §4 and §9: 'starts with one room of 1 adult and 0 kids'.
    const rooms = input.rooms ?? [DEFAULT_ROOM]
    return { rooms, draft: rooms, unlimitedRooms: input.unlimitedRooms ?? false }
  },
  initial: "closed",
  // spec-search §4: 'Setting rooms closes the panel'; an open draft is dropped with it.
  on: { "rooms.set": { target: ".closed", actions: "setRooms" } },
  states: {
    closed: {
      tags: ["closed"],
      entry: "dropDraft",
      on: { "popover.open": { target: "open", actions: "startDraft" } },
    },
    open: {
      tags: ["open"],
      initial: "editing",
      on: {
        // spec-search §4: 'changes stay local until Apply, which saves and closes'.
        "popover.apply": { target: "closed", actions: ["save", "announce"] },
        "popover.cancel": "closed",
        "room.add": edit,
        "room.remove": edit,
        "adults.increment": edit,
        "adults.decrement": edit,
        "kids.increment": edit,
        "kids.decrement": edit,
      },
      states: {
        editing: { always: { guard: "atRoomLimit", target: "full" } },
        // spec-search §2 and §5: at the limit the 'Want to book more rooms?' notice shows.
        full: { tags: ["roomLimit"], always: { guard: not("atRoomLimit"), target: "editing" } },
      },
    },
  },
})

export type RoomsGuestsSnapshot = SnapshotFrom<typeof roomsGuestsMachine>

/** The applied rooms as the widget's field shows them: '1 Room, 2 Guests' (spec-search §5 plural labels). */
export const roomsGuestsSummary = (snapshot: RoomsGuestsSnapshot, t: Translate): string =>
  occupancySummary(snapshot.context.rooms, t)
