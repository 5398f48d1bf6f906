import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  BOOKED_STATUSES,
  bookingType,
  cancelRefusal,
  displayBookingStatus,
} from "#core/account/booking-history.ts"
import { type BookingStatus, checkInAt, checkOutAt } from "#core/account/booking-lifecycle.ts"
import { addDays } from "#core/dates/calendar-day.ts"

const HOUR = 3_600_000
const statuses: ReadonlyArray<BookingStatus> = ["initiated", "failed", "expired", ...BOOKED_STATUSES]
const bookingArb = fc
  .record({
    status: fc.constantFrom(...statuses),
    start: fc.integer({ min: 0, max: 3 * 365 }),
    nights: fc.integer({ min: 1, max: 15 }),
  })
  .map(({ status, start, nights }) => {
    const checkin = addDays("2026-01-01", start)
    return { status, checkin, checkout: addDays(checkin, nights) }
  })
const offsetArb = fc.integer({ min: -20 * 24 * HOUR, max: 20 * 24 * HOUR })

describe("booking history and cancelling (spec-checkout §3, §4)", () => {
  test.prop([bookingArb, offsetArb])(
    "a booking may be cancelled exactly while it stands and its check-in time has not come",
    (booking, offset) => {
      const now = checkInAt(booking.checkin) + offset
      const standing = booking.status === "reserved" || booking.status === "confirmed"
      expect(cancelRefusal(booking, now) === undefined).toBe(standing && now < checkInAt(booking.checkin))
    },
  )

  test.prop([bookingArb, offsetArb])("whatever may be cancelled is upcoming", (booking, offset) => {
    const now = checkInAt(booking.checkin) + offset
    if (cancelRefusal(booking, now) === undefined) expect(bookingType(booking, now)).toBe("upcoming")
  })

  test.prop([bookingArb])(
    "a standing stay is upcoming until its check-out time and past from that millisecond",
    (booking) => {
      const standing = { ...booking, status: "confirmed" as const }
      const leave = checkOutAt(booking.checkout)
      expect(bookingType(standing, leave - 1)).toBe("upcoming")
      expect(bookingType(standing, leave)).toBe("past")
    },
  )

  test.prop([bookingArb, offsetArb])(
    "a cancelled, checked-out or no-show booking is past",
    (booking, offset) => {
      for (const status of ["cancelled", "checked_out", "noshow"] as const) {
        expect(bookingType({ ...booking, status }, checkInAt(booking.checkin) + offset)).toBe("past")
      }
    },
  )

  it("says why a booking cannot be cancelled", () => {
    const booking = { checkin: "2026-12-10", checkout: "2026-12-12" }
    const before = checkInAt("2026-12-10") - 1
    expect(cancelRefusal({ ...booking, status: "cancelled" }, before)).toBe("already_cancelled")
    expect(cancelRefusal({ ...booking, status: "confirmed" }, before + 1)).toBe("stay_started")
    expect(cancelRefusal({ ...booking, status: "checked_in" }, before)).toBe("stay_started")
    expect(cancelRefusal({ ...booking, status: "noshow" }, before)).toBe("stay_ended")
    expect(cancelRefusal({ ...booking, status: "expired" }, before)).toBe("not_booked")
  })

  it("names every booked status as a traveller reads it", () => {
    expect(BOOKED_STATUSES.map(displayBookingStatus)).toEqual([
      "Reserved",
      "Confirmed",
      "Cancelled",
      "Checked in",
      "Checked out",
      "No show",
    ])
  })
})
