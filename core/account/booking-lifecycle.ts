import type { BookingStatus as BookingStatusSchema } from "../api/checkout.ts"
import { addDays } from "../dates/calendar-day.ts"
import { dayInIndia } from "../dates/today.ts"

/**
 * How a booking moves through its stay by the clock alone (ADR 086). Nothing tells the product
 * when a guest walks in or leaves, so a standing booking (reserved or confirmed) is presumed
 * honoured as booked: checked in at the hotel's check-in time, checked out at its check-out time.
 * No-show and the part_* statuses need a report from the hotel, which the product does not
 * receive: this rule never produces them, and leaves a booking that has one alone.
 */

export type BookingStatus = typeof BookingStatusSchema.Type

/** What the rule reads of a booking. */
export interface StayBooking {
  readonly status: BookingStatus
  /** YYYY-MM-DD, the check-in day in India. */
  readonly checkin: string
  /** YYYY-MM-DD, the check-out day in India; after `checkin`. */
  readonly checkout: string
}

/** spec-checkout §9 and DESIGN.md 'Time': check-in 12 pm, check-out 11 am, Asia/Kolkata. */
export const CHECK_IN_TIME = "12:00"
export const CHECK_OUT_TIME = "11:00"

// India keeps one offset all year (no daylight saving), so a wall-clock time there is one instant.
const INDIA_OFFSET = "+05:30"

/** Epoch ms of the check-in time on `day` (YYYY-MM-DD) in India. */
export const checkInAt = (day: string): number => Date.parse(`${day}T${CHECK_IN_TIME}:00${INDIA_OFFSET}`)

/** Epoch ms of the check-out time on `day` (YYYY-MM-DD) in India. */
export const checkOutAt = (day: string): number => Date.parse(`${day}T${CHECK_OUT_TIME}:00${INDIA_OFFSET}`)

/**
 * How far along its stay a status is. Statuses without a stage are outside the lifecycle: not
 * yet a booking (initiated), never one (failed, expired), ended otherwise (cancelled), or set
 * from a hotel's report (noshow).
 */
const STAGE: Partial<Record<BookingStatus, 0 | 1 | 2>> = {
  reserved: 0,
  confirmed: 0,
  checked_in: 1,
  checked_out: 2,
}

/** Statuses the lifecycle may still move; the pass looks only at bookings in these. */
export const MOVABLE: ReadonlyArray<BookingStatus> = ["reserved", "confirmed", "checked_in"]

const stageAt = (booking: StayBooking, now: number): 0 | 1 | 2 =>
  now >= checkOutAt(booking.checkout) ? 2 : now >= checkInAt(booking.checkin) ? 1 : 0

/**
 * The status the booking should have at `now` (epoch ms). Forward only: a booking already further
 * along (the clock was set back) keeps its status. A pass that comes late moves a booking straight
 * to where the clock says it is, so a confirmed stay whose check-out time has passed is checked out.
 */
export const statusAt = (booking: StayBooking, now: number): BookingStatus => {
  const stage = STAGE[booking.status]
  if (stage === undefined) return booking.status
  const due = stageAt(booking, now)
  if (due <= stage) return booking.status
  return due === 1 ? "checked_in" : "checked_out"
}

/** A move the rule makes, with the presumed instants to record (epoch ms). */
export interface StayMove {
  readonly from: BookingStatus
  readonly to: "checked_in" | "checked_out"
  /** The check-in time of the check-in day: when the guest is presumed to have arrived. */
  readonly checkedInAt: number
  /** Set when the move ends the stay: the check-out time of the check-out day. */
  readonly checkedOutAt: number | null
}

/** The move due at `now`, or undefined when the booking stays as it is. */
export const stayMove = (booking: StayBooking, now: number): StayMove | undefined => {
  const to = statusAt(booking, now)
  if (to === booking.status || (to !== "checked_in" && to !== "checked_out")) return undefined
  return {
    from: booking.status,
    to,
    checkedInAt: checkInAt(booking.checkin),
    checkedOutAt: to === "checked_out" ? checkOutAt(booking.checkout) : null,
  }
}

/**
 * The latest check-in day whose check-in time has come at `now`: a standing booking is due to
 * move exactly when it checks in on or before this day. Lets the database pick due bookings by
 * their `date` column without time-zone arithmetic.
 */
export const lastCheckInDayBy = (now: number): string => {
  const today = dayInIndia(now)
  return now >= checkInAt(today) ? today : addDays(today, -1)
}

/** The latest check-out day whose check-out time has come at `now`; see `lastCheckInDayBy`. */
export const lastCheckOutDayBy = (now: number): string => {
  const today = dayInIndia(now)
  return now >= checkOutAt(today) ? today : addDays(today, -1)
}
