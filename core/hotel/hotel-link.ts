import { RoomTypeCode } from "../catalogue/hotel.ts"
import { isCalendarDay } from "../dates/calendar-day.ts"
import { parseRoomConfig, serialiseRoomConfig } from "../search/room-config.ts"
import type { RoomOccupancy } from "../search/suggestion.ts"

/**
 * The query of a hotel page (spec-search §2 'Hotel detail links': q, hotel_id, rateplan,
 * roomtype, hotelids, roomtypes, pid, plus the search's checkin, checkout and roomconfig).
 * Absent keys are what the link does not say; the page fills in its defaults.
 */
export interface HotelLink {
  /** The location label the traveller searched with. */
  readonly q?: string
  readonly hotelId?: string
  /**
   * A rate plan code as the link wrote it. The widget always writes 'EP' (spec-search §9), which
   * names no plan of ours: machines/room-selection.machine.ts reads it as 'no preference'.
   */
  readonly ratePlan?: string
  readonly roomType?: RoomTypeCode
  /** The corporate price flow's hotels, room types and payload id (spec-search §7 corporate-price). */
  readonly hotelIds?: ReadonlyArray<string>
  readonly roomTypes?: ReadonlyArray<RoomTypeCode>
  readonly pid?: string
  /** YYYY-MM-DD that exists; correcting the stay is core/search/search-dates.ts's job. */
  readonly checkin?: string
  readonly checkout?: string
  readonly rooms?: ReadonlyArray<RoomOccupancy>
}

/** Longest q kept: a label, not a document. */
export const MAX_Q_LENGTH = 200

const HOTEL_ID = /^[1-9]\d{0,9}$/
const CODE = /^[A-Za-z0-9_-]{1,30}$/
const PID = /^[A-Za-z0-9_-]{1,64}$/
const roomTypeCodes: ReadonlyArray<string> = RoomTypeCode.literals

const roomType = (text: string): RoomTypeCode | undefined => {
  const code = text.trim().toLowerCase()
  return roomTypeCodes.includes(code) ? (code as RoomTypeCode) : undefined
}

/** Comma-joined or repeated keys alike; bad entries and repeats dropped; none at all is absent. */
const list = <A>(query: URLSearchParams, key: string, read: (text: string) => A | undefined) => {
  const items = [
    ...new Set(
      query
        .getAll(key)
        .flatMap((value) => value.split(","))
        .map(read)
        .filter((item) => item !== undefined),
    ),
  ]
  return items.length === 0 ? undefined : items
}

const matching = (pattern: RegExp) => (text: string | null) => {
  const value = text?.trim()
  return value !== undefined && pattern.test(value) ? value : undefined
}

/**
 * Reads a hotel page query. Never throws: the query is whatever a visitor, an ad or an old
 * e-mail put there, so each value that does not read is dropped on its own.
 */
export const parseHotelLink = (query: URLSearchParams): HotelLink => {
  const q = query.get("q")
  const checkin = query.get("checkin")
  const checkout = query.get("checkout")
  const roomconfig = query.get("roomconfig")
  const link: Record<string, unknown> = {
    q: q !== null && q.trim() !== "" && q.length <= MAX_Q_LENGTH ? q : undefined,
    hotelId: matching(HOTEL_ID)(query.get("hotel_id")),
    ratePlan: matching(CODE)(query.get("rateplan")),
    roomType: roomType(query.get("roomtype") ?? ""),
    hotelIds: list(query, "hotelids", matching(HOTEL_ID)),
    roomTypes: list(query, "roomtypes", roomType),
    pid: matching(PID)(query.get("pid")),
    checkin: checkin !== null && isCalendarDay(checkin) ? checkin : undefined,
    checkout: checkout !== null && isCalendarDay(checkout) ? checkout : undefined,
    rooms: roomconfig !== null && roomconfig.trim() !== "" ? parseRoomConfig(roomconfig) : undefined,
  }
  return Object.fromEntries(Object.entries(link).filter(([, value]) => value !== undefined)) as HotelLink
}

/** The query of a hotel link, in the spec's order; absent values are left out. */
export const hotelLinkQuery = (link: HotelLink): URLSearchParams => {
  const entries: ReadonlyArray<readonly [string, string | undefined]> = [
    ["q", link.q],
    ["hotel_id", link.hotelId],
    ["rateplan", link.ratePlan],
    ["roomtype", link.roomType],
    ["hotelids", link.hotelIds?.join(",")],
    ["roomtypes", link.roomTypes?.join(",")],
    ["pid", link.pid],
    ["checkin", link.checkin],
    ["checkout", link.checkout],
    ["roomconfig", link.rooms === undefined ? undefined : serialiseRoomConfig(link.rooms)],
  ]
  const query = new URLSearchParams()
  for (const [key, value] of entries) if (value !== undefined && value !== "") query.append(key, value)
  return query
}
