import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  type BookingStatus,
  checkInAt,
  checkOutAt,
  lastCheckInDayBy,
  lastCheckOutDayBy,
  MOVABLE,
  type StayBooking,
  statusAt,
  stayMove,
} from "#core/account/booking-lifecycle.ts"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const ALL: ReadonlyArray<BookingStatus> = [
  "initiated",
  "reserved",
  "confirmed",
  "failed",
  "expired",
  "cancelled",
  "checked_in",
  "checked_out",
  "noshow",
]
/** How far along its stay a status is; the statuses the lifecycle leaves alone have none. */
const STAGE: Partial<Record<BookingStatus, number>> = {
  reserved: 0,
  confirmed: 0,
  checked_in: 1,
  checked_out: 2,
}
const OUTSIDE = ALL.filter((status) => STAGE[status] === undefined)

const dayArb = fc.integer({ min: 0, max: 365 * 80 }).map((n) => addDays("2000-01-01", n))
const bookingArb = (statuses: ReadonlyArray<BookingStatus> = ALL) =>
  fc
    .record({
      status: fc.constantFrom(...statuses),
      checkin: dayArb,
      nights: fc.integer({ min: 1, max: 30 }),
    })
    .map(
      ({ status, checkin, nights }): StayBooking => ({ status, checkin, checkout: addDays(checkin, nights) }),
    )
/** Instants around the stay, where every boundary is, to the minute and on it. */
const nearStay = (booking: StayBooking) =>
  fc.oneof(
    fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }).map((d) => checkInAt(booking.checkin) + d),
    fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }).map((d) => checkOutAt(booking.checkout) + d),
    fc.constantFrom(checkInAt(booking.checkin), checkOutAt(booking.checkout)),
    fc.constantFrom(checkInAt(booking.checkin) - 1, checkOutAt(booking.checkout) - 1),
  )
const bookingAtArb = (statuses?: ReadonlyArray<BookingStatus>) =>
  bookingArb(statuses).chain((booking) => fc.tuple(fc.constant(booking), nearStay(booking)))

describe("booking lifecycle: check-in and check-out times (spec-checkout §9)", () => {
  it("checks in at 12:00 and out at 11:00 in India, whatever the server's zone", () => {
    expect(new Date(checkInAt("2026-12-01")).toISOString()).toBe("2026-12-01T06:30:00.000Z")
    expect(new Date(checkOutAt("2026-12-03")).toISOString()).toBe("2026-12-03T05:30:00.000Z")
  })

  test.prop([dayArb])("both times fall on their own day in India", (day) => {
    expect(dayInIndia(checkInAt(day))).toBe(day)
    expect(dayInIndia(checkOutAt(day))).toBe(day)
  })
})

describe("booking lifecycle: the status a booking should have now", () => {
  test.prop([bookingAtArb(["reserved", "confirmed"])])(
    "a standing booking is as the clock says: before check-in as booked, then checked in, then out",
    ([booking, now]) => {
      const expected =
        now < checkInAt(booking.checkin)
          ? booking.status
          : now < checkOutAt(booking.checkout)
            ? "checked_in"
            : "checked_out"
      expect(statusAt(booking, now)).toBe(expected)
    },
  )

  test.prop([bookingAtArb()])("never moves backwards", ([booking, now]) => {
    const before = STAGE[booking.status]
    if (before === undefined) return
    expect(STAGE[statusAt(booking, now)]).toBeGreaterThanOrEqual(before)
  })

  test.prop([bookingAtArb(), fc.integer({ min: 0, max: 40 * DAY_MS })])(
    "is monotone in time: a later instant is never less far along, and one step equals two",
    ([booking, now], later) => {
      const first = statusAt(booking, now)
      const then = statusAt({ ...booking, status: first }, now + later)
      if (STAGE[first] !== undefined) expect(STAGE[then]).toBeGreaterThanOrEqual(STAGE[first]!)
      // A pass that ran in between changes nothing about where the booking ends up.
      if (STAGE[booking.status] !== undefined) expect(then).toBe(statusAt(booking, now + later))
    },
  )

  test.prop([bookingAtArb()])("is idempotent: applying it twice is applying it once", ([booking, now]) => {
    const once = statusAt(booking, now)
    expect(statusAt({ ...booking, status: once }, now)).toBe(once)
  })

  test.prop([bookingAtArb(OUTSIDE)])(
    "leaves cancelled, failed, expired, unpaid and no-show bookings as they are",
    ([booking, now]) => {
      expect(statusAt(booking, now)).toBe(booking.status)
      expect(stayMove(booking, now)).toBeUndefined()
    },
  )

  test.prop([bookingAtArb()])("never goes further than time allows", ([booking, now]) => {
    const status = statusAt(booking, now)
    if (status === booking.status) return
    if (status === "checked_in") expect(now).toBeGreaterThanOrEqual(checkInAt(booking.checkin))
    if (status === "checked_out") expect(now).toBeGreaterThanOrEqual(checkOutAt(booking.checkout))
    expect(["checked_in", "checked_out"]).toContain(status)
  })
})

describe("booking lifecycle: the move a pass records", () => {
  test.prop([bookingAtArb()])("is the rule's status, with the presumed instants", ([booking, now]) => {
    const move = stayMove(booking, now)
    const status = statusAt(booking, now)
    if (move === undefined) {
      expect(status).toBe(booking.status)
      return
    }
    expect(move).toEqual({
      from: booking.status,
      to: status,
      checkedInAt: checkInAt(booking.checkin),
      checkedOutAt: status === "checked_out" ? checkOutAt(booking.checkout) : null,
    })
    expect(move.checkedInAt).toBeLessThanOrEqual(now)
    if (move.checkedOutAt !== null) expect(move.checkedOutAt).toBeLessThanOrEqual(now)
  })

  test.prop([bookingAtArb()])(
    "is due exactly when the database's day test picks the booking",
    ([booking, now]) => {
      const picked =
        ((booking.status === "reserved" || booking.status === "confirmed") &&
          booking.checkin <= lastCheckInDayBy(now)) ||
        (booking.status === "checked_in" && booking.checkout <= lastCheckOutDayBy(now))
      expect(stayMove(booking, now) !== undefined).toBe(picked)
      if (picked) expect(MOVABLE).toContain(booking.status)
    },
  )

  test.prop([dayArb, fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS })])(
    "the last day whose check-in (check-out) time has come is exactly the days up to it",
    (day, offset) => {
      const now = checkInAt(day) + offset
      expect(day <= lastCheckInDayBy(now)).toBe(checkInAt(day) <= now)
      expect(day <= lastCheckOutDayBy(now)).toBe(checkOutAt(day) <= now)
    },
  )
})
