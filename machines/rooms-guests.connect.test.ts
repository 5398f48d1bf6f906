import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { translatorFor } from "#core/i18n/locales.ts"
import { connectRoomsGuests } from "./rooms-guests.connect.ts"
import { roomsGuestsMachine } from "./rooms-guests.machine.ts"
import type { RoomsGuestsInput } from "./rooms-guests.types.ts"

const start = (input: RoomsGuestsInput = {}) => {
  const actor = createActor(roomsGuestsMachine, { input }).start()
  const view = () =>
    connectRoomsGuests({
      snapshot: actor.getSnapshot(),
      send: actor.send,
      supportPhone: "+91 80 4718 0099",
      id: "rooms",
      t: translatorFor("en-IN"),
    })
  return { view }
}

describe("rooms & guests popover props", () => {
  it("a closed trigger that names the popover it opens and shows the applied rooms", () => {
    const { view } = start({ rooms: [{ adults: 2, kids: 1 }] })
    expect(view().trigger).toMatchObject({
      "aria-haspopup": "dialog",
      "aria-expanded": false,
      "aria-controls": "rooms-popover",
      label: "Rooms & Guests",
      value: "1 Room, 3 Guests",
    })
    expect(view().popover).toEqual({ id: "rooms-popover", role: "dialog", hidden: true })
    expect(view().rooms).toEqual([])
  })

  it("'each with an adult stepper and a kid stepper (kids labelled ages 2-8 years)'", () => {
    const { view } = start({
      rooms: [
        { adults: 1, kids: 0 },
        { adults: 5, kids: 5 },
      ],
    })
    view().trigger.onClick()
    const [first, second] = view().rooms
    expect(first).toMatchObject({ label: "Room 1", remove: null })
    expect(first!.adults).toMatchObject({ label: "Adults", hint: null, value: 1 })
    expect(first!.adults.decrement.disabled).toBe(true)
    expect(first!.kids).toMatchObject({ label: "Kids", hint: "Ages 2-8 years", value: 0 })
    expect(second!.remove).toMatchObject({ "aria-label": "Remove room 2", disabled: false })
    expect(second!.adults.increment).toMatchObject({
      "aria-label": "Add one (Adults, room 2)",
      disabled: true,
    })
    expect(second!.kids.increment.disabled).toBe(true)
  })

  it("at 5 rooms: 'Want to book more rooms? Call us on' + the channel's number + 'for best prices'", () => {
    const { view } = start()
    view().trigger.onClick()
    for (let i = 0; i < 4; i++) view().addRoom.onClick()
    expect(view().addRoom).toMatchObject({ label: "Add Room", disabled: true })
    expect(view().notice).toEqual({
      before: "Want to book more rooms? Call us on",
      phone: "+91 80 4718 0099",
      after: "for best prices",
    })
    view().rooms[4]!.remove!.onClick()
    expect(view().notice).toBeNull()
  })

  it("Apply saves the table into the summary; dismissing drops it", () => {
    const { view } = start()
    view().trigger.onClick()
    view().addRoom.onClick()
    view().onDismiss()
    expect(view().trigger.value).toBe("1 Room, 1 Guest")
    view().trigger.onClick()
    view().addRoom.onClick()
    view().apply.onClick()
    expect(view().trigger).toMatchObject({ "aria-expanded": false, value: "2 Rooms, 2 Guests" })
  })
})
