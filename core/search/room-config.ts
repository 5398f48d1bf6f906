import type { RoomOccupancy } from "./suggestion.ts"

/** spec-search §5 and §9: per room 1-5 adults and 0-5 kids, at most 5 rooms on the normal path. */
export const ROOMS_MAX = 5
export const ADULTS_MIN = 1
export const ADULTS_MAX = 5
export const KIDS_MIN = 0
export const KIDS_MAX = 5

/** spec-search §4 and §9, spec-checkout §9: one room of 1 adult and 0 kids. */
export const DEFAULT_ROOM: RoomOccupancy = { adults: ADULTS_MIN, kids: KIDS_MIN }

const DIGITS = /^\d+$/

/**
 * A count from the URL, coerced to a number (spec-search §5) and brought to the nearest allowed
 * value (ADR 061); anything that is not digits gives the default.
 */
const count = (text: string | undefined, fallback: number, min: number, max: number): number => {
  const trimmed = text?.trim() ?? ""
  if (!DIGITS.test(trimmed)) return fallback
  return Math.min(Math.max(Number(trimmed), min), max)
}

/**
 * Reads `roomconfig` (spec-search §7: 'adults-kids per room, comma-joined', e.g. '2-0,1-1').
 * Adults default to 1 and kids to 0 (spec §5); empty entries (a trailing comma) are skipped;
 * rooms past the fifth are dropped; no rooms at all gives the default room.
 */
export const parseRoomConfig = (value: string | undefined): ReadonlyArray<RoomOccupancy> => {
  const rooms = (value ?? "")
    .split(",")
    .filter((entry) => entry.trim() !== "")
    .slice(0, ROOMS_MAX)
    .map((entry) => {
      const [adults, kids] = entry.split("-")
      return {
        adults: count(adults, ADULTS_MIN, ADULTS_MIN, ADULTS_MAX),
        kids: count(kids, KIDS_MIN, KIDS_MIN, KIDS_MAX),
      }
    })
  return rooms.length > 0 ? rooms : [DEFAULT_ROOM]
}

/** The `roomconfig` value for rooms: '2-0,1-1'. */
export const serialiseRoomConfig = (rooms: ReadonlyArray<RoomOccupancy>): string =>
  rooms.map((room) => `${room.adults}-${room.kids}`).join(",")

/** spec-search §5, spec-checkout §5: the itinerary's guest count is adults plus kids per room. */
export const guestCount = (rooms: ReadonlyArray<RoomOccupancy>): number =>
  rooms.reduce((sum, room) => sum + room.adults + room.kids, 0)
