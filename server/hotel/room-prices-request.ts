import { entry } from "#core/api/errors.ts"
import type { Hotel, RoomTypeCode } from "#core/catalogue/hotel.ts"
import type { Stay } from "#core/dates/stay.ts"
import { stayProblem } from "#core/dates/stay-problem.ts"
import type { Channel } from "#core/pricing/types.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import type { RoomPriceRequest } from "./room-prices.ts"

/**
 * What the room-price endpoint checks before pricing, in its order: the two hotel ids agree, the
 * dates are a stay on sale on the business day `today`, the hotel exists and offers the room type
 * asked. The handler turns a refusal into its 400 (or its 404 for an unknown hotel); the fast lane
 * (ADR 125) leaves a refused request to the handler, so the two cannot disagree on what is
 * answerable.
 */
export const checkedRoomPricesRequest = (
  pathHotelId: string,
  query: {
    readonly hotel_id?: string
    readonly checkin: string
    readonly checkout: string
    readonly roomtype?: string
  },
  hotelOf: (id: string) => Hotel | undefined,
  today: string,
):
  | { readonly ok: true; readonly hotel: Hotel; readonly stay: Stay }
  | { readonly ok: false; readonly refusal: ReturnType<typeof entry> | "unknown hotel" } => {
  const refused = (refusal: ReturnType<typeof entry> | "unknown hotel") => ({ ok: false as const, refusal })
  if (query.hotel_id !== undefined && query.hotel_id !== pathHotelId) {
    return refused(
      entry(
        "invalid_hotel",
        `hotel_id ${query.hotel_id} does not match the hotel of the path, ${pathHotelId}`,
        "hotel_id",
      ),
    )
  }
  const stay = { checkin: query.checkin, checkout: query.checkout }
  const problem = stayProblem(stay, today)
  if (problem !== undefined) return refused(entry("invalid_dates", problem.message, problem.field))
  const hotel = hotelOf(pathHotelId)
  if (hotel === undefined) return refused("unknown hotel")
  if (query.roomtype !== undefined && !hotel.roomTypes.some((room) => room.code === query.roomtype)) {
    const offered = hotel.roomTypes.map((room) => room.code)
    return refused(
      entry(
        "invalid_room_type",
        `roomtype: hotel ${hotel.id} has no ${query.roomtype} rooms; it offers ${offered.join(", ")}`,
        "roomtype",
      ),
    )
  }
  return { ok: true, hotel, stay }
}

/**
 * What the handler and the fast lane (ADR 125) price for a checked request, and the answer-cache
 * key of its answer without a coupon (ADR 076): everything the answer depends on besides the
 * hotel's inventory and rates. Built together so that a lane hit is the answer the handler would
 * have served, and a lane's computed answer the one it would have computed.
 */
export const roomPricesAsked = (
  checked: { readonly hotel: Hotel; readonly stay: Stay },
  query: { readonly roomconfig?: string; readonly roomtype?: RoomTypeCode },
  channel: Channel,
  member: boolean,
): { readonly request: RoomPriceRequest; readonly key: string } => {
  const { hotel, stay } = checked
  const rooms = parseRoomConfig(query.roomconfig)
  return {
    request: {
      hotel,
      stay,
      rooms,
      channel,
      member,
      ...(query.roomtype === undefined ? {} : { roomType: query.roomtype }),
    },
    key: JSON.stringify([hotel.id, stay, rooms, channel, member, query.roomtype ?? null]),
  }
}
