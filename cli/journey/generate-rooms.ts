import type { AnyMachineSnapshot, EventObject } from "xstate"
import { translatorFor } from "#core/i18n/locales.ts"
import { DEFAULT_ROOM } from "#core/search/room-config.ts"
import { connectRoomsGuests } from "#machines/rooms-guests.connect.ts"
import { type RoomsGuestsSnapshot, roomsGuestsMachine } from "#machines/rooms-guests.machine.ts"
import type { RoomsGuestsEvent } from "#machines/rooms-guests.types.ts"
import { cannot, type JourneyStep, type MachineJourneys, type Rendered, say } from "./generate.ts"

const enIN = translatorFor("en-IN")

type Field = "adults" | "kids"
/** How far the walk steps a room: enough to move each count both ways, not to enumerate every party. */
const WALKED_MAX: Readonly<Record<Field, number>> = { adults: 2, kids: 1 }

/** A recent search's rooms, as the widget sets them (spec-search §4 'Setting rooms closes the panel'). */
const SET_ROOMS = [
  { adults: 2, kids: 1 },
  { adults: 1, kids: 0 },
]

const isDefault = (room: { readonly adults: number; readonly kids: number } | undefined) =>
  room !== undefined && room.adults === DEFAULT_ROOM.adults && room.kids === DEFAULT_ROOM.kids

/**
 * The steppers act on the last room of the table, and a room is added only while the last one
 * is as new, so that the walk reaches the 5-room limit without visiting every party of 5 rooms.
 */
const events = (snapshot: AnyMachineSnapshot): ReadonlyArray<RoomsGuestsEvent> => {
  const { draft } = (snapshot as RoomsGuestsSnapshot).context
  const room = draft.length - 1
  const last = draft[room]
  const steppers = (["adults", "kids"] as const).flatMap(
    (field): Array<RoomsGuestsEvent> => [
      ...((last?.[field] ?? 0) < WALKED_MAX[field] ? [{ type: `${field}.increment` as const, room }] : []),
      { type: `${field}.decrement`, room },
    ],
  )
  return [
    { type: "popover.open" },
    { type: "popover.apply" },
    { type: "popover.cancel" },
    ...(isDefault(last) || draft.length === 0 ? [{ type: "room.add" as const }] : []),
    { type: "room.remove", index: room },
    ...steppers,
    { type: "rooms.set", rooms: SET_ROOMS },
  ]
}

/**
 * Open, the popover is its table (what the applied rooms were does not change what it offers);
 * closed, the rooms applied. Without this the walk would pair every table with every earlier one.
 */
const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const { context } = snapshot as RoomsGuestsSnapshot
  return JSON.stringify([snapshot.value, snapshot.hasTag("open") ? context.draft : context.rooms])
}

const render = (event: EventObject, _before: AnyMachineSnapshot, after: AnyMachineSnapshot): Rendered => {
  const e = event as RoomsGuestsEvent
  const { draft } = (after as RoomsGuestsSnapshot).context
  switch (e.type) {
    case "popover.open":
      return say(["rooms.open"], "open rooms and guests")
    case "popover.apply":
      return say(["rooms.apply"], "apply")
    case "popover.cancel":
      return say(["rooms.cancel"], "cancel")
    case "room.add":
      return say(["rooms.add"], "add a room")
    case "room.remove":
      return say([{ "rooms.remove": e.index + 1 }], `remove room ${e.index + 1}`)
    case "adults.increment":
    case "adults.decrement":
    case "kids.increment":
    case "kids.decrement": {
      const field = e.type.startsWith("adults") ? "adults" : "kids"
      const count = draft[e.room]![field]
      const what = count === 1 ? field.slice(0, -1) : field
      return say(
        [{ [`rooms.${field}`]: { room: e.room + 1, count } }],
        `room ${e.room + 1} to ${count} ${what}`,
      )
    }
    case "rooms.set":
      return cannot("the widget sets rooms from a recent search; no step sets them alone")
  }
}

/** The field's summary, and the popover's table while it is open (else the rooms applied). */
const expectation = (snapshot: AnyMachineSnapshot): JourneyStep => {
  const s = snapshot as RoomsGuestsSnapshot
  const open = s.hasTag("open")
  const view = connectRoomsGuests({ snapshot: s, send: () => {}, supportPhone: "", id: "rooms", t: enIN })
  return {
    "expect.widget": {
      roomsOpen: open,
      occupancy: view.trigger.value,
      rooms: open ? s.context.draft : s.context.rooms,
      canAddRoom: open && !view.addRoom.disabled,
    },
  }
}

export const roomsJourneys: MachineJourneys = {
  name: "roomsGuests",
  source: "machines/rooms-guests.machine.ts",
  machine: roomsGuestsMachine,
  input: {},
  now: "2026-11-20T10:00:00+05:30",
  tags: ["search-widget", "rooms"],
  setup: [],
  events,
  serializeState,
  render,
  expectation,
}
