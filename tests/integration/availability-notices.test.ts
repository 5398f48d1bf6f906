import { expect, it } from "vitest"
import type { OutboxMessage } from "#core/api/test-control.ts"
import { RoomTypeCode } from "#core/catalogue/hotel.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { FIXTURE_PASSWORD } from "#server/accounts/fixture-users.ts"
import { callFrom, dataOf, errorOf } from "./lib/auth.ts"
import { type Answer, call } from "./lib/http.ts"
import { onEveryDatabase, TEST_NOW } from "./lib/server.ts"

const baseDate = dayInIndia(TEST_NOW)
const catalogue = loadCatalogue({ baseDate })
// Hotels nobody else books or blocks, with two room types that each take two adults.
const quiet = catalogue.hotels.filter(
  (h) =>
    h.preOccupancy.length === 0 &&
    h.roomTypes.filter((t) => t.maxOccupancy.adults >= 2 && t.roomCount >= 2).length >= 2,
)
const hotel = quiet[0]!
const otherHotel = quiet[1]!
const [typeA, typeB] = hotel.roomTypes.filter((t) => t.maxOccupancy.adults >= 2 && t.roomCount >= 2)
const stay = { checkin: addDays(baseDate, 10), checkout: addDays(baseDate, 12) }
const member = catalogue.users[0]!

interface Notice {
  readonly id: number
  readonly status: "waiting" | "already_available"
  readonly message: string
}

onEveryDatabase("notify me when rooms free up", (server) => {
  const from = (client: string) => (body: Record<string, unknown>, token?: string) =>
    callFrom(server().url, client, "/api/v1/hotels/notify-hotel-availability/", { body, token })
  const notify = from("127.0.0.1")
  const ask = (email: string, extra: Record<string, unknown> = {}, client = notify) =>
    client({
      hotel_id: hotel.id,
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      room_config: "2-0",
      email,
      ...extra,
    })
  const setRooms = async (
    hotelId: string,
    roomType: string,
    available: number,
    range: { from: string; to: string } = { from: stay.checkin, to: stay.checkout },
  ) => {
    const answer = await call(server().url, "/api/test/inventory", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ hotel_id: hotelId, room_type: roomType, available, ...range }),
    })
    expect(answer.status, answer.text).toBe(200)
  }
  const mails = async (recipient: string) =>
    dataOf<ReadonlyArray<OutboxMessage>>(
      await call(server().url, `/api/test/outbox?${new URLSearchParams({ recipient })}`),
    )
  const noticeOf = (answer: Answer) => {
    expect(answer.status, answer.text).toBe(200)
    return dataOf<Notice>(answer)
  }

  it("says rooms are already available when they are, stores the request and sends nothing", async () => {
    const notice = noticeOf(
      await ask("early@example.com", {
        checkin_date: addDays(baseDate, 30),
        checkout_date: addDays(baseDate, 31),
      }),
    )
    expect(notice.status).toBe("already_available")
    expect(notice.id).toBeGreaterThan(0)
    await setRooms(hotel.id, typeA!.code, typeA!.roomCount, {
      from: addDays(baseDate, 30),
      to: addDays(baseDate, 31),
    })
    expect(await mails("early@example.com")).toEqual([])
  })

  it("e-mails each matching waiting request exactly once when its whole stay frees up", async () => {
    for (const type of hotel.roomTypes) await setRooms(hotel.id, type.code, 0)
    const any = noticeOf(await ask("any@example.com"))
    expect(any.status).toBe("waiting")
    // Asking again while waiting is the same request.
    expect(noticeOf(await ask("any@example.com")).id).toBe(any.id)
    expect(noticeOf(await ask("only-b@example.com", { room_type: typeB!.code })).status).toBe("waiting")
    expect(noticeOf(await ask("big@example.com", { room_config: "2-0,2-0,2-0" })).status).toBe("waiting")

    // Only the first night of type A: not the whole stay, so nobody is told.
    await setRooms(hotel.id, typeA!.code, 1, { from: stay.checkin, to: addDays(stay.checkin, 1) })
    expect(await mails("any@example.com")).toEqual([])

    // Type A on both nights, twice over: one e-mail for the request that takes any type.
    await setRooms(hotel.id, typeA!.code, 2)
    await setRooms(hotel.id, typeA!.code, 2)
    const told = await mails("any@example.com")
    expect(told).toHaveLength(1)
    expect(told[0]!.subject).toBe(`Rooms are available at ${hotel.name}`)
    expect(told[0]!.body).toContain(`checkin=${stay.checkin}&checkout=${stay.checkout}&roomconfig=2-0`)
    expect(told[0]!.body).toMatch(new RegExp(`-${hotel.id}/\\?`))
    // Asked for type B only, and three rooms: both still waiting.
    expect(await mails("only-b@example.com")).toEqual([])
    expect(await mails("big@example.com")).toEqual([])

    // Type B frees up from several calls at once: still one e-mail.
    await Promise.all(Array.from({ length: 4 }, () => setRooms(hotel.id, typeB!.code, 2)))
    expect(await mails("only-b@example.com")).toHaveLength(1)
    expect(await mails("big@example.com")).toEqual([])
    expect(await mails("any@example.com")).toHaveLength(1)

    // Once told, a request is done: a new one for the same stay is answered as it stands.
    expect(noticeOf(await ask("any@example.com")).status).toBe("already_available")
  })

  it("leaves other hotels' requests alone", async () => {
    for (const type of otherHotel.roomTypes) await setRooms(otherHotel.id, type.code, 0)
    expect(noticeOf(await ask("other@example.com", { hotel_id: otherHotel.id })).status).toBe("waiting")
    await setRooms(hotel.id, typeA!.code, 2)
    expect(await mails("other@example.com")).toEqual([])
    await setRooms(otherHotel.id, otherHotel.roomTypes[0]!.code, otherHotel.roomTypes[0]!.roomCount)
    const fits = otherHotel.roomTypes[0]!.maxOccupancy.adults >= 2
    expect(await mails("other@example.com")).toHaveLength(fits ? 1 : 0)
  })

  it("writes to a signed-in member's address when the body has none", async () => {
    const login = await callFrom(server().url, "127.0.0.1", "/api/v2/auth/login/email/", {
      body: { email: member.email, password: FIXTURE_PASSWORD },
    })
    expect(login.status, login.text).toBe(200)
    const token = dataOf<{ token: string }>(login).token
    const full = quiet[2]!
    for (const type of full.roomTypes) await setRooms(full.id, type.code, 0)
    const notice = noticeOf(
      await notify(
        { hotel_id: full.id, checkin_date: stay.checkin, checkout_date: stay.checkout, room_config: "1-0" },
        token,
      ),
    )
    expect(notice.status).toBe("waiting")
    expect(notice.message).toContain(member.email)
  })

  it("refuses bad input with a message naming the field, and stores nothing", async () => {
    const bad = from("127.0.0.9")
    const base = {
      hotel_id: hotel.id,
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      room_config: "2-0",
    }
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [base, 400, "email_required"],
      [{ ...base, email: "not-an-address" }, 400, "invalid_email"],
      [{ ...base, email: "a@example.com", checkin_date: addDays(baseDate, -1) }, 400, "invalid_dates"],
      [{ ...base, email: "a@example.com", checkout_date: stay.checkin }, 400, "invalid_dates"],
      [{ ...base, email: "a@example.com", hotel_id: "99999999" }, 404, "hotel_not_found"],
      [{ ...base, email: "a@example.com", room_type: "penthouse" }, 400, ""],
    ]
    const missingType = RoomTypeCode.literals.find((code) => !hotel.roomTypes.some((t) => t.code === code))
    if (missingType !== undefined) {
      cases.push([{ ...base, email: "a@example.com", room_type: missingType }, 404, "room_type_not_found"])
    }
    for (const [body, status, code] of cases) {
      const answer = await bad(body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      if (code !== "") expect(errorOf(answer).code).toBe(code)
      expect(errorOf(answer).message).toBeTruthy()
    }
    expect(errorOf(await bad(base)).message).toMatch(/e-mail address/)
    // None of them counted towards the client's limit.
    const after = await bad({ ...base, email: "a@example.com" })
    expect(after.status, after.text).toBe(200)
  })

  it("limits one client to 10 requests an hour, with retry_after", async () => {
    const busy = from("127.0.0.10")
    for (let i = 0; i < 10; i++) {
      expect((await ask(`limit${i}@example.com`, {}, busy)).status).toBe(200)
    }
    const refused = await ask("limit-over@example.com", {}, busy)
    expect(refused.status).toBe(429)
    expect((refused.json as { retry_after?: number }).retry_after).toBeGreaterThan(0)
    expect(refused.headers["retry-after"]).toBeDefined()
    // Another client is not held back.
    expect((await ask("limit-other@example.com", {}, from("127.0.0.11"))).status).toBe(200)
  })
})
