import { describe, expect, it } from "vitest"
import { addDays } from "#core/dates/calendar-day.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { checkedRoomPricesRequest } from "./room-prices-request.ts"

const today = "2026-12-01"
const catalogue = loadCatalogue({ baseDate: today })
const hotel = catalogue.hotels[0]!
const hotelOf = (id: string) => catalogue.hotels.find((h) => h.id === id)
const stay = { checkin: addDays(today, 3), checkout: addDays(today, 5) }
const refusalOf = (pathId: string, query: Parameters<typeof checkedRoomPricesRequest>[1]) => {
  const checked = checkedRoomPricesRequest(pathId, query, hotelOf, today)
  return checked.ok ? undefined : checked.refusal
}
const codeOf = (refusal: ReturnType<typeof refusalOf>) =>
  typeof refusal === "object" ? refusal.errors[0]?.code : refusal

describe("checkedRoomPricesRequest", () => {
  it("gives the hotel and the stay of a request it accepts", () => {
    expect(
      checkedRoomPricesRequest(hotel.id, { ...stay, roomtype: hotel.roomTypes[0]!.code }, hotelOf, today),
    ).toEqual({
      ok: true,
      hotel,
      stay,
    })
  })

  it("refuses in the handler's order: hotel ids, then dates, then the hotel, then the room type", () => {
    const past = { checkin: addDays(today, -1), checkout: today }
    expect(codeOf(refusalOf(hotel.id, { ...past, hotel_id: "999999" }))).toBe("invalid_hotel")
    expect(codeOf(refusalOf("999999", past))).toBe("invalid_dates")
    expect(codeOf(refusalOf("999999", { ...stay, roomtype: "zzz" }))).toBe("unknown hotel")
    expect(refusalOf(hotel.id, { ...stay, roomtype: "zzz" })).toEqual({
      errors: [
        {
          code: "invalid_room_type",
          message: `roomtype: hotel ${hotel.id} has no zzz rooms; it offers ${hotel.roomTypes.map((r) => r.code).join(", ")}`,
          field: "roomtype",
        },
      ],
    })
  })
})
