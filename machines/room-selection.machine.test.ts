import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import type { RoomPrices } from "#core/api/hotel-detail.ts"
import type { RoomTypeCode } from "#core/catalogue/hotel.ts"
import {
  bookHref,
  preferredPlan,
  type RoomSelectionInput,
  roomOptions,
  roomSelectionMachine,
} from "./room-selection.machine.ts"
import { type RoomAnswer, roomPrices, roomTypeDetail } from "./test-support/room-prices.ts"

const TYPES: ReadonlyArray<RoomTypeCode> = ["acacia", "oak", "maple"]
const roomTypes = TYPES.map((t) => roomTypeDetail("12", t))
const party = [{ adults: 2, kids: 0 }]
const priced = (answers: Partial<Record<RoomTypeCode, RoomAnswer>>): RoomPrices => roomPrices("12", answers)

const start = (prices: RoomPrices | null, link: RoomSelectionInput["link"] = {}) =>
  createActor(roomSelectionMachine, { input: { roomTypes, link, prices, rooms: party } }).start()

const selection = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.selection

describe("room selection machine (spec-search §3 'Room type', 'Rate plan')", () => {
  it("defaults to the cheapest available room type on the refundable plan", () => {
    const actor = start(priced({ acacia: 3000, oak: 2500, maple: "sold_out" }))
    expect(actor.getSnapshot().hasTag("bookable")).toBe(true)
    expect(selection(actor)).toEqual({ roomTypeId: "12|oak", ratePlanCode: "rp" })
  })

  it("breaks a price tie by room type priority", () => {
    expect(selection(start(priced({ acacia: 2500, oak: 2500 })))?.roomTypeId).toBe("12|acacia")
  })

  it("takes the link's room type and plan when available and offered", () => {
    const actor = start(priced({ acacia: 2000, oak: 2500 }), { roomType: "oak", ratePlan: "nrp" })
    expect(selection(actor)).toEqual({ roomTypeId: "12|oak", ratePlanCode: "nrp" })
  })

  it("reads rateplan=EP as no preference, and falls back from a sold-out linked room type", () => {
    expect(preferredPlan("EP")).toBeNull()
    expect(preferredPlan("ep")).toBeNull()
    const actor = start(priced({ acacia: 2000, oak: "sold_out" }), { roomType: "oak", ratePlan: "EP" })
    expect(selection(actor)).toEqual({ roomTypeId: "12|acacia", ratePlanCode: "rp" })
  })

  it("refuses a sold-out room type, keeps the selection and records why", () => {
    const actor = start(priced({ acacia: 2000, oak: "sold_out", maple: "no_room_fits" }))
    actor.send({ type: "room.select", roomTypeId: "12|oak" })
    expect(selection(actor)?.roomTypeId).toBe("12|acacia")
    expect(actor.getSnapshot().context.refused).toEqual({ roomTypeId: "12|oak", reason: "sold_out" })
    actor.send({ type: "room.select", roomTypeId: "12|maple" })
    expect(actor.getSnapshot().context.refused?.reason).toBe("no_room_fits")
    actor.send({ type: "room.select", roomTypeId: "99|nope" })
    expect(actor.getSnapshot().context.refused?.reason).toBe("unknown")
  })

  it("switches room type keeping the plan, and changes plan only to one offered", () => {
    const actor = start(priced({ acacia: 2000, oak: 2500 }))
    actor.send({ type: "ratePlan.select", code: "nrp" })
    actor.send({ type: "room.select", roomTypeId: "12|oak" })
    expect(selection(actor)).toEqual({ roomTypeId: "12|oak", ratePlanCode: "nrp" })
    expect(actor.getSnapshot().can({ type: "ratePlan.select", code: "ep" })).toBe(false)
    expect(actor.getSnapshot().context.refused).toBeNull()
  })

  it("keeps the selection when new prices still offer it, re-defaults when they do not", () => {
    const actor = start(priced({ acacia: 2000, oak: 2500 }))
    actor.send({ type: "room.select", roomTypeId: "12|oak" })
    actor.send({ type: "prices.set", prices: priced({ acacia: 1000, oak: 2600 }), rooms: party })
    expect(selection(actor)?.roomTypeId).toBe("12|oak")
    actor.send({
      type: "prices.set",
      prices: priced({ acacia: 1000, oak: "sold_out", maple: 900 }),
      rooms: party,
    })
    expect(selection(actor)).toEqual({ roomTypeId: "12|maple", ratePlanCode: "rp" })
  })

  it("is noRoomFits when no room type takes the party, soldOut when one would but none is free", () => {
    const none = start(priced({ acacia: "no_room_fits", oak: "no_room_fits", maple: "no_room_fits" }))
    expect(none.getSnapshot().value).toBe("noRoomFits")
    const sold = start(priced({ acacia: "no_room_fits", oak: "sold_out", maple: "no_room_fits" }))
    expect(sold.getSnapshot().value).toBe("soldOut")
    expect(selection(sold)).toBeNull()
    sold.send({ type: "prices.set", prices: priced({ oak: 2000 }), rooms: party })
    expect(sold.getSnapshot().value).toBe("selected")
  })

  it("is unpriced without prices or after a failed call, with nothing to book", () => {
    const actor = start(null)
    expect(actor.getSnapshot().value).toBe("unpriced")
    expect(bookHref(actor.getSnapshot().context, "Bengaluru")).toBeNull()
    actor.send({ type: "prices.set", prices: priced({ oak: 2000 }), rooms: party })
    actor.send({ type: "prices.set", prices: null, rooms: party })
    expect(actor.getSnapshot().value).toBe("unpriced")
    expect(selection(actor)).toBeNull()
  })

  it("books /itinerary/ with the room, plan, city, priced stay and party", () => {
    const actor = start(priced({ acacia: 2000, oak: 2500 }), { roomType: "oak" })
    actor.send({
      type: "prices.set",
      prices: priced({ acacia: 2000, oak: 2500 }),
      rooms: [
        { adults: 2, kids: 1 },
        { adults: 1, kids: 0 },
      ],
    })
    expect(bookHref(actor.getSnapshot().context, "Bengaluru")).toBe(
      "/itinerary/?hotel_id=12&roomtype=oak&rateplan=rp&city=Bengaluru&checkin=2026-03-01&checkout=2026-03-02&roomconfig=2-1%2C1-0",
    )
  })

  it("lists each room type with its default plan or why it cannot be booked", () => {
    const options = roomOptions(start(priced({ acacia: 2000, oak: "sold_out" })).getSnapshot().context)
    expect(
      options.map((o) => [o.roomType.type, o.available, o.reason, o.defaultPlan?.code ?? null, o.selected]),
    ).toEqual([
      ["acacia", true, null, "rp", true],
      ["oak", false, "sold_out", null, false],
      ["maple", false, "sold_out", null, false],
    ])
  })
})
