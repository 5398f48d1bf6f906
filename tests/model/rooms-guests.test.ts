import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { createTestModel } from "xstate/graph"
import { translatorFor } from "#core/i18n/locales.ts"
import { connectRoomsGuests } from "#machines/rooms-guests.connect.ts"
import { roomsGuestsMachine } from "#machines/rooms-guests.machine.ts"
import { leafStates, reachedStates } from "./reached.ts"
import {
  events,
  type RoomsGuestsDriver,
  roomsGuestsModel,
  SUPPORT_PHONE,
  serializeState,
  states,
} from "./rooms-guests.model.ts"

/** The traveller, driving the real machine through its connect props. */
const headless = (): RoomsGuestsDriver => {
  const actor = createActor(roomsGuestsMachine, { input: {} }).start()
  const view = () =>
    connectRoomsGuests({
      snapshot: actor.getSnapshot(),
      send: actor.send,
      supportPhone: SUPPORT_PHONE,
      id: "rooms",
      t: translatorFor("en-IN"),
    })
  return {
    open: async () => view().trigger.onClick(),
    apply: async () => view().apply.onClick(),
    dismiss: async () => view().onDismiss(),
    setRooms: async (rooms) => actor.send({ type: "rooms.set", rooms }),
    addRoom: async () => view().addRoom.onClick(),
    removeRoom: async (index) => view().rooms[index]!.remove!.onClick(),
    step: async (room, field, direction) => view().rooms[room]![field][direction].onClick(),
    see: async () => {
      const { trigger, rooms, addRoom, notice } = view()
      return {
        summary: trigger.value,
        expanded: trigger["aria-expanded"],
        rooms: rooms.map((row) => ({
          adults: row.adults.value,
          kids: row.kids.value,
          canAddAdult: !row.adults.increment.disabled,
          canRemoveAdult: !row.adults.decrement.disabled,
          canAddKid: !row.kids.increment.disabled,
          canRemoveKid: !row.kids.decrement.disabled,
          removable: row.remove !== null && !row.remove.disabled,
        })),
        canAddRoom: !addRoom.disabled,
        notice: notice && `${notice.before} ${notice.phone} ${notice.after}`,
      }
    },
  }
}

const testModel = createTestModel(roomsGuestsModel, {
  filterEvents: (state, event) => state.can(event),
  serializeState,
})
const paths = testModel.getShortestPaths()

describe("rooms & guests popover, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(roomsGuestsModel))
  })

  // The default description prints the context of whichever snapshot the graph kept for the key.
  for (const path of paths) {
    const walk = path.steps.slice(1).map((step) => step.event.type)
    it(`reaches ${JSON.stringify(path.state.value)}: ${walk.join(" → ")}`, async () => {
      const driver = headless()
      await path.test({ events: events(driver), states: states(driver) })
    })
  }
})
