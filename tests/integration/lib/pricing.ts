import type { InventoryNight, NightRate } from "#core/api/test-control.ts"
import { brandClassOf } from "#core/catalogue/brand.ts"
import type { Hotel } from "#core/catalogue/hotel.ts"
import type { Stay } from "#core/dates/stay.ts"
import { quote } from "#core/pricing/quote.ts"
import { ratePlansFor } from "#core/pricing/rate-plans.ts"
import type { Channel, Quote, RoomGuests } from "#core/pricing/types.ts"
import { call } from "./http.ts"

const read = async <A>(url: string, path: string, params: Record<string, string>) =>
  ((await call(url, `${path}?${new URLSearchParams(params)}`)).json as { data: A }).data

/** A room type's inventory over the stay, read through test control, as the engine takes it. */
export const roomTypeNights = async (url: string, hotelId: string, roomType: string, stay: Stay) => {
  const params = { hotel_id: hotelId, room_type: roomType, from: stay.checkin, to: stay.checkout }
  const [nights, rates] = await Promise.all([
    read<ReadonlyArray<InventoryNight>>(url, "/api/test/inventory", params),
    read<ReadonlyArray<NightRate>>(url, "/api/test/rates", params),
  ])
  return nights.map((n, i) => ({
    date: n.night,
    roomsAvailable: n.available,
    roomCount: n.capacity,
    baseRatePaise: rates[i]!.rate_paise,
  }))
}

/**
 * Sets a room type's rate (`rate_paise`) or rooms left (`available`) on every night of the stay
 * through test control; the answer as it came.
 */
export const putStayNights = (
  url: string,
  hotelId: string,
  roomType: string,
  stay: Stay,
  change: { readonly rate_paise: number } | { readonly available: number },
) =>
  call(url, "rate_paise" in change ? "/api/test/rates" : "/api/test/inventory", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      hotel_id: hotelId,
      room_type: roomType,
      from: stay.checkin,
      to: stay.checkout,
      ...change,
    }),
  })

export const setRate = (url: string, hotelId: string, roomType: string, stay: Stay, ratePaise: number) =>
  putStayNights(url, hotelId, roomType, stay, { rate_paise: ratePaise })

/**
 * What a search price must be, worked out independently of the service: every room type that
 * takes the party and has the rooms on every night, quoted by core `quote` on every rate plan;
 * the smallest postTaxPrice, ties to the refundable plan, then to the room type first in priority.
 */
export const expectedSearchQuote = async (
  url: string,
  hotel: Hotel,
  stay: Stay,
  rooms: ReadonlyArray<RoomGuests>,
  channel: Channel,
  member: boolean,
): Promise<{ quote: Quote; roomsLeft: number } | undefined> => {
  const offers: Array<{ quote: Quote; roomsLeft: number; order: number }> = []
  for (const [typeIndex, type] of hotel.roomTypes.entries()) {
    const max = type.maxOccupancy
    if (
      !rooms.every((r) => r.adults <= max.adults && r.kids <= max.kids && r.adults + r.kids <= max.guests)
    ) {
      continue
    }
    const nights = await roomTypeNights(url, hotel.id, type.code, stay)
    const roomsLeft = Math.min(...nights.map((n) => n.roomsAvailable))
    if (roomsLeft < rooms.length) continue
    for (const [planIndex, ratePlan] of ratePlansFor(brandClassOf(hotel.brandCode)).entries()) {
      const priced = quote({
        hotel: { id: hotel.id, brandCode: hotel.brandCode },
        roomType: { code: type.code, baseRatePaise: type.baseRatePaise },
        ratePlan,
        stay,
        occupancy: rooms,
        channel,
        member,
        nights,
      })
      offers.push({ quote: priced, roomsLeft, order: planIndex * 10 + typeIndex })
    }
  }
  const [best] = offers.sort((a, b) => a.quote.postTaxPrice - b.quote.postTaxPrice || a.order - b.order)
  return best === undefined ? undefined : { quote: best.quote, roomsLeft: best.roomsLeft }
}
