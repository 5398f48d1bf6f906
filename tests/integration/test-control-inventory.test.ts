import { expect, it } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { nightsOf } from "#core/dates/nights.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { type Answer, call, firstErrorMessage } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

// The server seeds the catalogue on the day in India of its clock, which the suite fixes at TEST_NOW.
const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })

const busyHotel = catalogue.hotels.find((h) => h.preOccupancy.length > 0)!
const busyRoom = busyHotel.preOccupancy[0]!.roomTypeCode
// Hotels and nights the tests change, apart from each other and from every pre-booked night.
const quietHotels = catalogue.hotels.filter(
  (h) => h.preOccupancy.length === 0 && h.roomTypes[0]!.roomCount >= 3,
)
const soldOutHotel = quietHotels[0]!
const guardedHotel = quietHotels[1]!
const ratedHotel = quietHotels[2]!

interface Night {
  readonly night: string
  readonly capacity: number
  readonly booked: number
  readonly available: number
}
interface Rate {
  readonly night: string
  readonly rate_paise: number
  readonly source: "base" | "override"
}

const json = { "content-type": "application/json" }
const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
const dataOf = <A>(answer: Answer) => (answer.json as { data: A }).data

onEveryDatabase("test control: rates and inventory", (server) => {
  const url = () => server().url
  const getNights = (hotel: string, room: string, from: string, to: string) =>
    call(url(), `/api/test/inventory?${query({ hotel_id: hotel, room_type: room, from, to })}`)
  const getRates = (hotel: string, room: string, from: string, to: string) =>
    call(url(), `/api/test/rates?${query({ hotel_id: hotel, room_type: room, from, to })}`)
  const put = (path: string, body: unknown) =>
    call(url(), path, { method: "PUT", headers: json, body: JSON.stringify(body) })

  it("shows the catalogue's pre-booked nights, and a free room type's full count elsewhere", async () => {
    const room = busyHotel.roomTypes.find((r) => r.code === busyRoom)!
    const booked = new Map(
      busyHotel.preOccupancy.filter((o) => o.roomTypeCode === busyRoom).map((o) => [o.night, o.bookedRooms]),
    )
    const to = addDays(baseDate, 61)
    const answer = await getNights(busyHotel.id, busyRoom, baseDate, to)
    expect(answer.status).toBe(200)
    expect(dataOf<Night[]>(answer)).toEqual(
      nightsOf(baseDate, to).map((night) => {
        const taken = booked.get(night) ?? 0
        return { night, capacity: room.roomCount, booked: taken, available: room.roomCount - taken }
      }),
    )
    expect(booked.size).toBeGreaterThan(0)
  })

  it("sells a room type out when available is set to 0, on those nights only", async () => {
    const room = soldOutHotel.roomTypes[0]!
    const from = addDays(baseDate, 100)
    const to = addDays(baseDate, 103)
    const set = await put("/api/test/inventory", {
      hotel_id: soldOutHotel.id,
      room_type: room.code,
      from,
      to,
      available: 0,
    })
    expect(set.status).toBe(200)
    expect(dataOf<Night[]>(set).map((n) => n.available)).toEqual([0, 0, 0])

    const read = dataOf<Night[]>(
      await getNights(soldOutHotel.id, room.code, addDays(from, -1), addDays(to, 1)),
    )
    expect(read).toEqual([
      { night: addDays(from, -1), capacity: room.roomCount, booked: 0, available: room.roomCount },
      ...nightsOf(from, to).map((night) => ({
        night,
        capacity: room.roomCount,
        booked: room.roomCount,
        available: 0,
      })),
      { night: to, capacity: room.roomCount, booked: 0, available: room.roomCount },
    ])

    // Setting a night again replaces what was there.
    await put("/api/test/inventory", {
      hotel_id: soldOutHotel.id,
      room_type: room.code,
      from: addDays(from, 1),
      to: addDays(from, 2),
      available: 2,
    })
    const again = dataOf<Night[]>(await getNights(soldOutHotel.id, room.code, from, to))
    expect(again.map((n) => n.available)).toEqual([0, 2, 0])
    expect(again[1]!.booked).toBe(room.roomCount - 2)
  })

  it("refuses bad inventory and rate changes with a 4xx and a message, and changes nothing", async () => {
    const room = guardedHotel.roomTypes[0]!
    const from = addDays(baseDate, 10)
    const to = addDays(baseDate, 13)
    const range = { hotel_id: guardedHotel.id, room_type: room.code, from, to }
    const nightsBefore = (await getNights(guardedHotel.id, room.code, baseDate, addDays(baseDate, 30))).json
    const ratesBefore = (await getRates(guardedHotel.id, room.code, baseDate, addDays(baseDate, 30))).json

    const badRanges: ReadonlyArray<[string, Record<string, string>, number]> = [
      ["not a real day", { from: "2026-02-30" }, 400],
      ["slashes", { from: "2026/12/10" }, 400],
      ["to not a day", { to: "2026-12-32" }, 400],
      ["from = to", { to: from }, 400],
      ["from after to", { from: to, to: from }, 400],
      ["367 nights", { to: addDays(from, 367) }, 400],
      ["non-numeric hotel", { hotel_id: "abc" }, 400],
      ["unknown hotel", { hotel_id: "999999" }, 404],
      ["unknown room type", { room_type: "penthouse" }, 404],
    ]
    const refusals: Array<[string, Answer, number]> = []
    for (const [label, change, status] of badRanges) {
      refusals.push([
        `inventory ${label}`,
        await put("/api/test/inventory", { ...range, ...change, available: 1 }),
        status,
      ])
      refusals.push([
        `rates ${label}`,
        await put("/api/test/rates", { ...range, ...change, rate_paise: 150_000 }),
        status,
      ])
      const q = { ...range, ...change }
      refusals.push([
        `GET inventory ${label}`,
        await getNights(q.hotel_id, q.room_type, q.from, q.to),
        status,
      ])
      refusals.push([`GET rates ${label}`, await getRates(q.hotel_id, q.room_type, q.from, q.to), status])
    }
    for (const available of [room.roomCount + 1, -1, 1.5, "2", null]) {
      refusals.push([
        `available ${available}`,
        await put("/api/test/inventory", { ...range, available }),
        400,
      ])
    }
    for (const rate_paise of [0, -100, 99.5, 100_000_001, "150000"]) {
      refusals.push([`rate_paise ${rate_paise}`, await put("/api/test/rates", { ...range, rate_paise }), 400])
    }
    refusals.push(["missing available", await put("/api/test/inventory", range), 400])

    for (const [label, answer, status] of refusals) {
      expect(answer.status, label).toBe(status)
      expect(firstErrorMessage(answer), label).toBeTruthy()
    }
    const messages = new Map(refusals.map(([label, answer]) => [label, firstErrorMessage(answer)]))
    expect(messages.get("inventory unknown hotel")).toBe("No hotel with id 999999")
    expect(messages.get("inventory unknown room type")).toContain("has no room type 'penthouse'")
    expect(messages.get("inventory from after to")).toContain("must be after")
    expect(messages.get("inventory 367 nights")).toContain("at most 366 nights")
    expect(messages.get(`available ${room.roomCount + 1}`)).toContain(`between 0 and ${room.roomCount}`)

    expect((await getNights(guardedHotel.id, room.code, baseDate, addDays(baseDate, 30))).json).toEqual(
      nightsBefore,
    )
    expect((await getRates(guardedHotel.id, room.code, baseDate, addDays(baseDate, 30))).json).toEqual(
      ratesBefore,
    )
  })

  it("reads an override back as the night's rate and the base rate on other nights", async () => {
    const room = ratedHotel.roomTypes.at(-1)!
    const from = addDays(baseDate, 40)
    const to = addDays(baseDate, 42)
    const set = await put("/api/test/rates", {
      hotel_id: ratedHotel.id,
      room_type: room.code,
      from,
      to,
      rate_paise: 899_900,
    })
    expect(set.status).toBe(200)
    const base = { rate_paise: room.baseRatePaise, source: "base" }
    const override = { rate_paise: 899_900, source: "override" }
    expect(
      dataOf<Rate[]>(await getRates(ratedHotel.id, room.code, addDays(from, -1), addDays(to, 1))),
    ).toEqual([
      { night: addDays(from, -1), ...base },
      { night: from, ...override },
      { night: addDays(from, 1), ...override },
      { night: to, ...base },
    ])
    // Another room type of the same hotel keeps its base rate.
    const other = ratedHotel.roomTypes[0]!
    if (other.code !== room.code) {
      expect(dataOf<Rate[]>(await getRates(ratedHotel.id, other.code, from, to))).toEqual(
        nightsOf(from, to).map((night) => ({ night, rate_paise: other.baseRatePaise, source: "base" })),
      )
    }
    // A second override replaces the first on the nights it covers.
    await put("/api/test/rates", {
      hotel_id: ratedHotel.id,
      room_type: room.code,
      from,
      to: addDays(from, 1),
      rate_paise: 450_000,
    })
    expect(
      dataOf<Rate[]>(await getRates(ratedHotel.id, room.code, from, to)).map((r) => r.rate_paise),
    ).toEqual([450_000, 899_900])
  })
})

onEveryDatabase(
  "rates and inventory control is off without TEST_CONTROL=1",
  (server) => {
    it("answers 404 to reads and writes of rates and inventory", async () => {
      const room = soldOutHotel.roomTypes[0]!
      const range = {
        hotel_id: soldOutHotel.id,
        room_type: room.code,
        from: baseDate,
        to: addDays(baseDate, 1),
      }
      const q = query(range)
      expect((await call(server().url, `/api/test/inventory?${q}`)).status).toBe(404)
      expect((await call(server().url, `/api/test/rates?${q}`)).status).toBe(404)
      const setInventory = await call(server().url, "/api/test/inventory", {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ ...range, available: 0 }),
      })
      expect(setInventory.status).toBe(404)
      const setRates = await call(server().url, "/api/test/rates", {
        method: "PUT",
        headers: json,
        body: JSON.stringify({ ...range, rate_paise: 100_000 }),
      })
      expect(setRates.status).toBe(404)
    })
  },
  { testControl: false },
)
