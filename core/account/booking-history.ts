import { type BookingStatus, checkInAt, statusAt } from "./booking-lifecycle.ts"

/**
 * Rules of the booking history and of cancelling (spec-checkout §3 'Booking (history)', §4
 * 'Booking status colours', ADR 084).
 */

/** Orders that became bookings; initiated, failed and expired orders never show as bookings. */
export const BOOKED_STATUSES: ReadonlyArray<BookingStatus> = [
  "reserved",
  "confirmed",
  "cancelled",
  "checked_in",
  "checked_out",
  "noshow",
]

export const isBooked = (status: BookingStatus): boolean => BOOKED_STATUSES.includes(status)

/** The status as a traveller reads it. */
const DISPLAY: Readonly<Record<BookingStatus, string>> = {
  initiated: "Awaiting payment",
  reserved: "Reserved",
  confirmed: "Confirmed",
  failed: "Failed",
  expired: "Expired",
  cancelled: "Cancelled",
  checked_in: "Checked in",
  checked_out: "Checked out",
  noshow: "No show",
}

export const displayBookingStatus = (status: BookingStatus): string => DISPLAY[status]

/** What the rules read of a booking. */
export interface HistoryBooking {
  readonly status: BookingStatus
  /** YYYY-MM-DD in India. */
  readonly checkin: string
  readonly checkout: string
}

/**
 * Upcoming while the stay is still ahead or under way: not cancelled, and its check-out time
 * (11:00 in India on the check-out day) has not come. The clock decides, not the last pass of
 * the lifecycle job, so a stay shows as past the moment it ends.
 */
export const bookingType = (booking: HistoryBooking, now: number): "upcoming" | "past" => {
  const status = statusAt(booking, now)
  return status === "reserved" || status === "confirmed" || status === "checked_in" ? "upcoming" : "past"
}

/** Why a booking cannot be cancelled now; the contract's 409 says it in these words. */
export type CancelRefusal = "already_cancelled" | "stay_started" | "stay_ended" | "not_booked"

export const cancelRefusalMessages: Readonly<Record<CancelRefusal, string>> = {
  already_cancelled: "This booking is already cancelled.",
  stay_started: "This booking can no longer be cancelled: its check-in time has passed.",
  stay_ended: "This booking can no longer be cancelled: the stay is over.",
  not_booked: "This order was never booked, so there is nothing to cancel.",
}

/**
 * Undefined when the booking may be cancelled at `now`: reserved or confirmed, before its
 * check-in time (12:00 in India on the check-in day). After that the room was kept for the guest,
 * and what happened is the hotel's report, not a cancellation.
 */
export const cancelRefusal = (booking: HistoryBooking, now: number): CancelRefusal | undefined => {
  switch (booking.status) {
    case "cancelled":
      return "already_cancelled"
    case "checked_in":
      return "stay_started"
    case "checked_out":
    case "noshow":
      return "stay_ended"
    case "reserved":
    case "confirmed":
      return now < checkInAt(booking.checkin) ? undefined : "stay_started"
    default:
      return "not_booked"
  }
}
