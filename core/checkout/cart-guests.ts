import type { RoomGuests } from "../pricing/types.ts"

/** spec-checkout §5: the itinerary's guests are the adults and kids of every room. */
export const cartGuests = (rooms: ReadonlyArray<RoomGuests>): { adults: number; children: number } => ({
  adults: rooms.reduce((sum, room) => sum + room.adults, 0),
  children: rooms.reduce((sum, room) => sum + room.kids, 0),
})
