import { describe, expect, it } from "vitest"
import { createActor, type InspectionEvent } from "xstate"
import { createTestModel } from "xstate/graph"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import { type RoomPricesRequest, roomPricesMachine } from "#machines/room-prices.machine.ts"
import { bookHref, roomSelectionMachine } from "#machines/room-selection.machine.ts"
import { type Call, controlled, settle } from "#machines/test-support/actors.ts"
import { roomPrices, roomTypeDetail } from "#machines/test-support/room-prices.ts"
import {
  events,
  type HotelRoomsDriver,
  hotelRoomsModel,
  modelEvents,
  type Room,
  STAYS,
  type StayName,
  states,
} from "./hotel-rooms.model.ts"
import { leafStates, reachedStates, transitionsOf, walkedMachine } from "./reached.ts"

const ROOMS: ReadonlyArray<Room> = ["acacia", "oak", "maple"]
const roomTypes = ROOMS.map((room) => roomTypeDetail("12", room))
const DAYS: Readonly<Record<StayName, string>> = {
  open: "2026-03-01",
  oakGone: "2026-03-05",
  soldOut: "2026-03-10",
  noneFits: "2026-03-01",
}

/** Each stay is new dates or, for the party no room takes, 5 adults in one room. */
const requestFor = (stay: StayName): RoomPricesRequest => ({
  hotelId: "12",
  stay: { checkin: DAYS[stay], checkout: "2026-03-12" },
  rooms: [{ adults: stay === "noneFits" ? 5 : 2, kids: 0 }],
  coupon: null,
  channel: "website",
})
const answerFor = (request: RoomPricesRequest): RoomPrices => {
  const stay = (Object.keys(DAYS) as Array<StayName>).find(
    (s) => DAYS[s] === request.stay.checkin && (s === "noneFits") === (request.rooms[0]!.adults === 5),
  )!
  return roomPrices("12", STAYS[stay], request.stay)
}

/** The page: the prices machine feeds the selection machine each time it completes. */
const headless = (inspect?: {
  prices: (e: InspectionEvent) => void
  selection: (e: InspectionEvent) => void
}): HotelRoomsDriver => {
  const calls: Array<Call<RoomPricesRequest, RoomPrices>> = []
  const prices = createActor(roomPricesMachine.provide({ actors: { fetchRoomPrices: controlled(calls) } }), {
    input: { request: requestFor("open") },
    ...(inspect ? { inspect: inspect.prices } : {}),
  })
  const selection = createActor(roomSelectionMachine, {
    input: { roomTypes, link: { roomType: "maple", ratePlan: "EP" } },
    ...(inspect ? { inspect: inspect.selection } : {}),
  }).start()
  let wasLoading = true
  prices.subscribe((snapshot) => {
    const loading = snapshot.hasTag("roomPricesLoading")
    if (wasLoading && !loading) {
      selection.send({
        type: "prices.set",
        prices: snapshot.context.prices,
        rooms: snapshot.context.request!.rooms,
      })
    }
    wasLoading = loading
  })
  prices.start()
  return {
    search: async (stay) => prices.send({ type: "prices.load", request: requestFor(stay) }),
    answer: async (ok) => {
      const latest = calls.at(-1)!
      // Earlier calls answer late, with another stay's prices: the latest must win.
      for (const stale of calls.slice(0, -1)) stale.resolve(roomPrices("12", { acacia: 1, oak: 1, maple: 1 }))
      calls.length = 0
      if (ok) latest.resolve(answerFor(latest.input))
      else latest.reject(new Error("HTTP 503"))
      await settle()
    },
    chooseRoom: async (room) => selection.send({ type: "room.select", roomTypeId: `12|${room}` }),
    choosePlan: async (plan) => selection.send({ type: "ratePlan.select", code: plan }),
    see: async () => {
      const { context, value } = selection.getSnapshot()
      const refused = context.refused?.roomTypeId.split("|")[1] as Room | undefined
      return {
        loading: prices.getSnapshot().hasTag("roomPricesLoading"),
        panel: value as "unpriced" | "selected" | "soldOut" | "noRoomFits",
        room: (context.selection?.roomTypeId.split("|")[1] as Room | undefined) ?? null,
        plan: context.selection?.ratePlanCode ?? null,
        refused: refused ?? null,
        book: bookHref(context, "Bengaluru"),
      }
    },
  }
}

const testModel = createTestModel(hotelRoomsModel, {
  events: [...modelEvents],
  filterEvents: (state, event) => state.can(event),
})
const paths = testModel.getShortestPaths()

describe("hotel rooms panel, model-based (headless)", () => {
  it("has a path to every state of the model", () => {
    expect(reachedStates(paths)).toEqual(leafStates(hotelRoomsModel))
  })

  for (const path of paths) {
    it(path.description, async () => {
      const I = headless()
      await path.test({ events: events(I), states: states(I) })
    })
  }

  it("walks both real machines through every state and every transition", async () => {
    const walkedPrices = walkedMachine()
    const walkedSelection = walkedMachine()
    for (const path of paths) {
      const I = headless({ prices: walkedPrices.inspect, selection: walkedSelection.inspect })
      await path.test({ events: events(I), states: {} })
    }
    // idle: only a page that does not know its stay starts there (a unit test covers it).
    expect(walkedPrices.states()).toEqual(leafStates(roomPricesMachine).filter((s) => s !== "idle"))
    expect(walkedSelection.states()).toEqual(leafStates(roomSelectionMachine))
    expect(walkedSelection.transitions()).toEqual(transitionsOf(roomSelectionMachine))
  })
})
