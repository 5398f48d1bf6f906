import type { Hotel, RoomType } from "#core/catalogue/hotel.ts"
import type { Stay } from "#core/dates/stay.ts"
import type { RatePlan } from "#core/pricing/rate-plans.ts"
import type { Channel, NightInventory, QuoteInput, RoomGuests } from "#core/pricing/types.ts"
import { type StaysInventory, stayKey } from "../inventory/stays.ts"

/**
 * A room type's inventory over a stay, as the engine reads it. Search prices, triggers and room
 * prices all build it here, so "rooms left" and "fits the party" mean one thing everywhere.
 */
export interface RoomTypeStay {
  readonly roomType: RoomType
  readonly nights: ReadonlyArray<NightInventory>
  /** The fewest rooms free on any night: what can be sold for the whole stay. */
  readonly roomsLeft: number
}

/** What the engine prices for a room type's stay on one rate plan, for a party on a channel. */
export const quoteInputOf = (
  hotel: Hotel,
  candidate: RoomTypeStay,
  ratePlan: RatePlan,
  asked: {
    readonly stay: Stay
    readonly rooms: ReadonlyArray<RoomGuests>
    readonly channel: Channel
    readonly member: boolean
  },
): QuoteInput => ({
  hotel: { id: hotel.id, brandCode: hotel.brandCode },
  roomType: { code: candidate.roomType.code, baseRatePaise: candidate.roomType.baseRatePaise },
  ratePlan,
  stay: asked.stay,
  occupancy: asked.rooms,
  channel: asked.channel,
  member: asked.member,
  nights: candidate.nights,
})

/** spec-search §3 'Room type' maxOccupancy: every room of the party must fit on its own. */
export const fitsParty = (roomType: RoomType, rooms: ReadonlyArray<RoomGuests>): boolean =>
  rooms.every(
    (room) =>
      room.adults <= roomType.maxOccupancy.adults &&
      room.kids <= roomType.maxOccupancy.kids &&
      room.adults + room.kids <= roomType.maxOccupancy.guests,
  )

/** One room type's nights from a batch read (Inventory.stays); a night without a row is all free. */
export const roomTypeStay = (
  hotel: Hotel,
  roomType: RoomType,
  nights: ReadonlyArray<string>,
  inventory: StaysInventory,
): RoomTypeStay => {
  let roomsLeft = Number.POSITIVE_INFINITY
  const perNight = nights.map((date): NightInventory => {
    const key = stayKey(hotel.id, roomType.code, date)
    const row = inventory.rooms.get(key)
    const roomCount = row?.capacity ?? roomType.roomCount
    const roomsAvailable = roomCount - (row?.booked ?? 0)
    roomsLeft = Math.min(roomsLeft, roomsAvailable)
    const override = inventory.ratesPaise.get(key)
    return override === undefined
      ? { date, roomsAvailable, roomCount }
      : { date, roomsAvailable, roomCount, baseRatePaise: override }
  })
  return { roomType, nights: perNight, roomsLeft }
}

/** The room types of a hotel that take the party, in priority order, with their inventory over the stay. */
export const fittingRoomTypes = (
  hotel: Hotel,
  rooms: ReadonlyArray<RoomGuests>,
  nights: ReadonlyArray<string>,
  inventory: StaysInventory,
): ReadonlyArray<RoomTypeStay> =>
  hotel.roomTypes
    .filter((type) => fitsParty(type, rooms))
    .map((type) => roomTypeStay(hotel, type, nights, inventory))

/** Sellable for the whole stay: at least as many rooms left on every night as rooms asked. */
export const sellable = (stay: RoomTypeStay, rooms: ReadonlyArray<RoomGuests>): boolean =>
  stay.roomsLeft >= rooms.length
