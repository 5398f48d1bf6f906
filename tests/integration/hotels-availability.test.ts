import { Schema } from "effect"
import { expect, it } from "vitest"
import { Availability } from "#core/api/hotels.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type Answer, call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const today = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate: today })
// Hotels nothing is pre-booked in, with two room types of 2 rooms or more: counts are the room counts.
const quiet = catalogue.hotels.filter(
  (h) => h.preOccupancy.length === 0 && h.roomTypes.length >= 2 && h.roomTypes.every((r) => r.roomCount >= 2),
)
const freeHotel = quiet[0]!
const soldOutHotel = quiet[1]!
const tightHotel = quiet[2]!
const checkin = addDays(today, 20)
const checkout = addDays(checkin, 3)

const decode = Schema.decodeUnknownSync(Schema.Struct({ data: Availability }))
const availabilityOf = (answer: Answer) => decode(answer.json).data

onEveryDatabase("hotel availability", (server) => {
  const get = (hotelId: string, query: string) =>
    call(server().url, `/api/v2/hotels/${hotelId}/availability/?${query}`)
  const setRooms = (hotelId: string, roomType: string, night: string, available: number) =>
    call(server().url, "/api/test/inventory", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        hotel_id: hotelId,
        room_type: roomType,
        from: night,
        to: addDays(night, 1),
        available,
      }),
    })

  it("gives every room type's rooms left and is available when nothing is booked", async () => {
    const answer = await get(freeHotel.id, `checkin=${checkin}&checkout=${checkout}&roomconfig=2-0`)
    expect(answer.status).toBe(200)
    const availability = availabilityOf(answer)
    expect(availability.rooms).toEqual(freeHotel.roomTypes.map((r) => ({ type: r.code, count: r.roomCount })))
    expect(availability.available).toBe(true)
    expect(availability.price).toEqual(
      Object.fromEntries(freeHotel.roomTypes.map((r) => [`${freeHotel.id}|${r.code}`, { available: true }])),
    )
  })

  it("is not available when one night of the stay is sold out in every room type", async () => {
    const night = addDays(checkin, 1)
    for (const room of soldOutHotel.roomTypes)
      expect((await setRooms(soldOutHotel.id, room.code, night, 0)).status).toBe(200)
    const availability = availabilityOf(await get(soldOutHotel.id, `checkin=${checkin}&checkout=${checkout}`))
    expect(availability.rooms.every((r) => r.count === 0)).toBe(true)
    expect(availability.available).toBe(false)
    expect(Object.values(availability.price).every((p) => !p.available)).toBe(true)
  })

  it("counts the fewest rooms over the nights and compares them with the rooms asked for", async () => {
    const [first, second] = tightHotel.roomTypes
    await setRooms(tightHotel.id, first!.code, addDays(checkin, 2), 1)
    await setRooms(tightHotel.id, second!.code, checkin, 1)
    const oneRoom = availabilityOf(
      await get(tightHotel.id, `checkin=${checkin}&checkout=${checkout}&roomconfig=1-0`),
    )
    expect(oneRoom.rooms.slice(0, 2)).toEqual([
      { type: first!.code, count: 1 },
      { type: second!.code, count: 1 },
    ])
    expect(oneRoom.available).toBe(true)
    const query = `checkin=${checkin}&checkout=${checkout}&roomconfig=1-0,1-0`
    const twoRooms = availabilityOf(await get(tightHotel.id, query))
    expect(twoRooms.price[`${tightHotel.id}|${first!.code}`]).toEqual({ available: false })
    expect(twoRooms.available).toBe(tightHotel.roomTypes.slice(2).some((r) => r.roomCount >= 2))
  })

  it("answers 400 with a message for bad dates or rooms, and 404 for an unknown hotel", async () => {
    for (const query of [
      `checkin=${checkin}`,
      `checkin=${checkout}&checkout=${checkin}`,
      `checkin=2026-02-30&checkout=2026-03-02`,
      `checkin=${checkin}&checkout=${addDays(checkin, 16)}`,
      `checkin=${checkin}&checkout=${checkout}&roomconfig=6-0`,
    ]) {
      const answer = await get(freeHotel.id, query)
      expect(answer.status, query).toBe(400)
      expect(firstErrorMessage(answer), query).toBeTruthy()
    }
    const unknown = await get("999999", `checkin=${checkin}&checkout=${checkout}`)
    expect(unknown.status).toBe(404)
    expect(firstErrorMessage(unknown)).toMatch(/999999/)
  })
})
