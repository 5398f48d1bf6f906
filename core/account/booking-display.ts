import { formatWeekdayDate } from "../i18n/format.ts"

/**
 * How the booking history shows a booking (spec-checkout §4 'Booking status colours', §9 'history
 * date format'). Pure rules, shared by the history list, one booking and the cancellation page.
 */

/** The badge colours of spec-checkout §4; `primary` is the brand's green. */
export type StatusColour = "red" | "primary" | "grey" | "yellow"

/**
 * The spec's statuses, including the part_* ones a hotel report may write (ADR 086). A status the
 * spec does not colour (an order that never became a booking) reads as grey: it is not standing.
 */
const COLOURS: Readonly<Record<string, StatusColour>> = {
  cancelled: "red",
  confirmed: "primary",
  checked_in: "primary",
  part_checked_in: "primary",
  checked_out: "grey",
  part_checked_out: "grey",
  noshow: "grey",
  reserved: "yellow",
}

// Own keys only: a status such as 'toString' must not reach the object's prototype.
export const statusColour = (status: string): StatusColour =>
  Object.hasOwn(COLOURS, status) ? COLOURS[status]! : "grey"

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A calendar day (YYYY-MM-DD, in India) as the history shows it, 'ddd, D MMM YYYY':
 * '2026-12-05' → 'Sat, 5 Dec 2026'. Built from its parts, so the host's zone cannot shift it.
 */
export const formatHistoryDate = (day: string): string => {
  const parts = DAY.exec(day)
  if (parts === null) throw new RangeError(`A calendar day looks like YYYY-MM-DD, got ${JSON.stringify(day)}`)
  const local = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))
  if (local.getDate() !== Number(parts[3])) throw new RangeError(`No such day: ${day}`)
  // In the page's language (ADR 094).
  return formatWeekdayDate(day)
}

/**
 * Reasons a traveller may give for cancelling, recorded as `cancellation_reason`. A short fixed
 * list keeps the records countable; 'Other' leans on the free-text message.
 */
export const CANCELLATION_REASONS = [
  "Change of plans",
  "Found a better price elsewhere",
  "Booked by mistake",
  "Wrong dates or guests",
  "Hotel location or facilities",
  "Other",
] as const
export type CancellationReason = (typeof CANCELLATION_REASONS)[number]

/** The message a traveller may add; the contract allows up to 1000 characters. */
export const CANCELLATION_MESSAGE_MAX = 1000

/** A Google Maps directions link to the hotel's coordinates; opens the traveller's own map app. */
export const directionsUrl = (coordinates: { readonly lat: number; readonly lng: number }): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${coordinates.lat},${coordinates.lng}`
