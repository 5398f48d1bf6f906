import { formatStayRange } from "../i18n/format.ts"
import type { Translate } from "../i18n/translate.ts"
import { guestCount } from "./room-config.ts"
import type { DateRange, RoomOccupancy } from "./suggestion.ts"

// A search as the location field and the results page sum it up; apart from the recent-searches
// cookie's schemas, so pages hydrate without Effect's Schema (docs/decisions/070-javascript-budget.md).

/**
 * '1 Room, 2 Guests' in the visitor's language. Guests are adults plus kids (spec-search §5 counts
 * itinerary guests that way); plural words only for counts above 1 (spec-search §5).
 */
export const occupancySummary = (rooms: ReadonlyArray<RoomOccupancy>, t: Translate): string =>
  t("search.occupancy", {
    rooms: t("search.rooms", { count: rooms.length }),
    guests: t("search.guests", { count: guestCount(rooms) }),
  })

/** Check-in and check-out in the view format, 'Sat, 5 Dec – Sun, 6 Dec' (spec-search §9). */
export const dateRangeSummary = (range: DateRange): string => formatStayRange(range.start, range.end)
