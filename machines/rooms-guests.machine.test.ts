import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { translatorFor } from "#core/i18n/locales.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"
import { roomsGuestsMachine, roomsGuestsSummary } from "./rooms-guests.machine.ts"
import type { RoomsGuestsEvent, RoomsGuestsInput } from "./rooms-guests.types.ts"

const start = (input: RoomsGuestsInput = {}) => {
  const actor = createActor(roomsGuestsMachine, { input }).start()
  const applied: Array<ReadonlyArray<RoomOccupancy>> = []
  actor.on("rooms.applied", ({ rooms }) => applied.push(rooms))
  const state = () => actor.getSnapshot()
  const send = (...events: ReadonlyArray<RoomsGuestsEvent>) => {
    for (const event of events) actor.send(event)
  }
  return { state, send, applied }
}

const add = { type: "room.add" } as const
const open = { type: "popover.open" } as const
const apply = { type: "popover.apply" } as const
const room = (adults: number, kids = 0): RoomOccupancy => ({ adults, kids })
const times = <E>(n: number, event: E): ReadonlyArray<E> => Array.from({ length: n }, () => event)

describe("rooms & guests popover", () => {
  it("'The occupancy starts with one room of 1 adult and 0 kids', closed", () => {
    const { state } = start()
    expect(state().context.rooms).toEqual([room(1)])
    expect(state().hasTag("closed")).toBe(true)
  })

  it("opens on the rooms already chosen", () => {
    const { state, send } = start({ rooms: [room(2, 1), room(3)] })
    send(open)
    expect(state().hasTag("open")).toBe(true)
    expect(state().context.draft).toEqual([room(2, 1), room(3)])
  })

  it("'Opening the custom-room view adds a room if none exist'", () => {
    const { state, send } = start({ rooms: [] })
    send(open)
    expect(state().context.draft).toEqual([room(1)])
  })

  it("'changes stay local until Apply, which saves and closes'", () => {
    const { state, send, applied } = start()
    send(open, { type: "adults.increment", room: 0 }, add)
    expect(state().context.rooms).toEqual([room(1)])
    expect(applied).toEqual([])
    send(apply)
    expect(state().hasTag("closed")).toBe(true)
    expect(state().context.rooms).toEqual([room(2), room(1)])
    expect(applied).toEqual([[room(2), room(1)]])
  })

  it("Cancel (or a click outside) discards the changes", () => {
    const { state, send, applied } = start()
    send(open, add, { type: "popover.cancel" })
    expect(state().hasTag("closed")).toBe(true)
    expect(state().context.rooms).toEqual([room(1)])
    send(open)
    expect(state().context.draft).toEqual([room(1)])
    expect(applied).toEqual([])
  })

  it("'Setting rooms closes the panel', dropping the draft", () => {
    const { state, send } = start()
    send(open, add, { type: "rooms.set", rooms: [room(3, 2)] })
    expect(state().hasTag("closed")).toBe(true)
    expect(state().context.rooms).toEqual([room(3, 2)])
    send(open)
    expect(state().context.draft).toEqual([room(3, 2)])
  })

  it("'Rooms can be added (1 adult, 0 kids)'", () => {
    const { state, send } = start({ rooms: [room(4, 2)] })
    send(open, add)
    expect(state().context.draft).toEqual([room(4, 2), room(1)])
  })

  it("'removed by index (any room but the first)'", () => {
    const { state, send } = start({ rooms: [room(1), room(2), room(3)] })
    send(open)
    expect(state().can({ type: "room.remove", index: 0 })).toBe(false)
    expect(state().can({ type: "room.remove", index: 3 })).toBe(false)
    send({ type: "room.remove", index: 0 }, { type: "room.remove", index: 1 })
    expect(state().context.draft).toEqual([room(1), room(3)])
  })

  it("'Adults per room: 1 to 5'", () => {
    const { state, send } = start()
    send(open)
    expect(state().can({ type: "adults.decrement", room: 0 })).toBe(false)
    send(...times(6, { type: "adults.increment", room: 0 } as const))
    expect(state().context.draft).toEqual([room(5)])
    expect(state().can({ type: "adults.increment", room: 0 })).toBe(false)
    expect(state().can({ type: "adults.decrement", room: 0 })).toBe(true)
  })

  it("'Kids per room: 0 to 5', one room's stepper leaving the others alone", () => {
    const { state, send } = start({ rooms: [room(1), room(1)] })
    send(open)
    expect(state().can({ type: "kids.decrement", room: 1 })).toBe(false)
    send(...times(6, { type: "kids.increment", room: 1 } as const))
    expect(state().context.draft).toEqual([room(1), room(1, 5)])
    expect(state().can({ type: "kids.increment", room: 1 })).toBe(false)
    send({ type: "kids.decrement", room: 1 })
    expect(state().context.draft).toEqual([room(1), room(1, 4)])
  })

  it("refuses steppers of a room that does not exist", () => {
    const { state, send } = start()
    send(open)
    expect(state().can({ type: "adults.increment", room: 1 })).toBe(false)
    expect(state().can({ type: "kids.increment", room: -1 })).toBe(false)
  })

  it("'Adding is disabled at 5 rooms', and the 'Want to book more rooms?' notice shows", () => {
    const { state, send } = start()
    send(open, ...times(3, add))
    expect(state().hasTag("roomLimit")).toBe(false)
    send(add)
    expect(state().context.draft).toHaveLength(5)
    expect(state().hasTag("roomLimit")).toBe(true)
    expect(state().can(add)).toBe(false)
    send({ type: "room.remove", index: 4 })
    expect(state().hasTag("roomLimit")).toBe(false)
    expect(state().can(add)).toBe(true)
  })

  it("'(a flag can lift this)': more than 5 rooms, no notice", () => {
    const { state, send } = start({ unlimitedRooms: true })
    send(open, ...times(6, add))
    expect(state().context.draft).toHaveLength(7)
    expect(state().hasTag("roomLimit")).toBe(false)
  })

  it("takes no edits while closed", () => {
    const { state } = start()
    expect(state().can(add)).toBe(false)
    expect(state().can(apply)).toBe(false)
  })

  it("'Plural labels are used for counts above 1': '1 Room, 1 Guest', '2 Rooms, 4 Guests'", () => {
    const t = translatorFor("en-IN")
    const { state, send } = start()
    expect(roomsGuestsSummary(state(), t)).toBe("1 Room, 1 Guest")
    send(open, add, { type: "kids.increment", room: 1 }, { type: "adults.increment", room: 0 }, apply)
    expect(roomsGuestsSummary(state(), t)).toBe("2 Rooms, 4 Guests")
  })
})
