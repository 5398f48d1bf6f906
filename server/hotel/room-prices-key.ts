import type { Stay } from "#core/dates/stay.ts"
import type { Channel, RoomGuests } from "#core/pricing/types.ts"

/**
 * The answer-cache key of a room-price answer without a coupon (ADR 076): everything the answer
 * depends on besides the hotel's inventory and rates. The handler and the fast lane (ADR 125) both
 * key by it, so a lane hit is the answer the handler would have served.
 */
export const roomPricesKey = (
  hotelId: string,
  stay: Stay,
  rooms: ReadonlyArray<RoomGuests>,
  channel: Channel,
  member: boolean,
  roomType: string | undefined,
): string =>
  JSON.stringify([
    hotelId,
    { checkin: stay.checkin, checkout: stay.checkout },
    rooms.map((room) => ({ adults: room.adults, kids: room.kids })),
    channel,
    member,
    roomType ?? null,
  ])
