import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { type BookingStatus, checkInAt, statusAt } from "#core/account/booking-lifecycle.ts"
import {
  PART_PAY_MIN_NIGHTS,
  PART_PAY_MIN_TOTAL_PAISE,
  type PartPayBooking,
  partPayAmount,
  partPayFields,
  partPayment,
} from "#core/account/part-payment.ts"
import { addDays, daysBetween } from "#core/dates/calendar-day.ts"

const DAY_MS = 86_400_000
const STATUSES: ReadonlyArray<BookingStatus> = [
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

/** A booking as checkout writes it: the first night is part of the total, points pay at most 20 %. */
const bookingArb = fc
  .record({
    mode: fc.constantFrom("pay_now" as const, "pay_at_hotel" as const),
    status: fc.constantFrom(...STATUSES),
    checkin: fc.integer({ min: 0, max: 3650 }).map((n) => addDays("2026-01-01", n)),
    nights: fc.integer({ min: 1, max: 15 }),
    firstNightPaise: fc.integer({ min: 50_000, max: 2_000_000 }),
    otherNightsShare: fc.integer({ min: 50, max: 200 }),
    pointsPercent: fc.integer({ min: 0, max: 20 }),
    partPaid: fc.constantFrom("none" as const, "some" as const, "all" as const),
    partPaidShare: fc.integer({ min: 1, max: 99 }),
  })
  .map((b): PartPayBooking => {
    const totalPaise =
      b.firstNightPaise + Math.floor((b.firstNightPaise * b.otherNightsShare * (b.nights - 1)) / 100)
    const paidPaise = Math.floor((totalPaise * b.pointsPercent) / 100)
    // Only a pay-at-hotel booking is ever part-paid, and never more than the advance it was asked.
    const advance = Math.min(b.firstNightPaise, totalPaise - paidPaise)
    const partPaidPaise =
      b.mode === "pay_now" || b.partPaid === "none"
        ? 0
        : b.partPaid === "all"
          ? advance
          : Math.floor((advance * b.partPaidShare) / 100)
    return {
      orderId: "BKAAAAAAAAAAAAAAAAAAAAAAAAAA",
      mode: b.mode,
      status: b.status,
      checkin: b.checkin,
      checkout: addDays(b.checkin, b.nights),
      totalPaise,
      paidPaise,
      partPaidPaise,
      firstNightPaise: b.firstNightPaise,
    }
  })
const bookingAtArb = bookingArb.chain((booking) =>
  fc.tuple(
    fc.constant(booking),
    fc.integer({ min: -20 * DAY_MS, max: 20 * DAY_MS }).map((d) => checkInAt(booking.checkin) + d),
  ),
)
const link = (orderId: string) => `/pay/${orderId}/`

describe("part-prepayment of a pay-at-hotel booking (ADR 086)", () => {
  test.prop([bookingAtArb])("is asked only of an upcoming pay-at-hotel stay", ([booking, now]) => {
    if (partPayAmount(booking, now) === null) return
    expect(booking.mode).toBe("pay_at_hotel")
    expect(["reserved", "confirmed"]).toContain(statusAt(booking, now))
    expect(now).toBeLessThan(checkInAt(booking.checkin))
  })

  test.prop([bookingAtArb])(
    "is asked exactly of long or dear upcoming stays with something left to pay",
    ([booking, now]) => {
      const upcoming = ["reserved", "confirmed"].includes(statusAt(booking, now))
      const qualifies =
        daysBetween(booking.checkin, booking.checkout) >= PART_PAY_MIN_NIGHTS ||
        booking.totalPaise >= PART_PAY_MIN_TOTAL_PAISE
      const advance = Math.min(booking.firstNightPaise, booking.totalPaise - booking.paidPaise)
      const expected =
        booking.mode === "pay_at_hotel" && upcoming && qualifies && advance > booking.partPaidPaise
      expect(partPayAmount(booking, now) !== null).toBe(expected)
    },
  )

  test.prop([bookingAtArb])(
    "asks for the first night less what was part-paid, never more than is left to pay",
    ([booking, now]) => {
      const amount = partPayAmount(booking, now)
      if (amount === null) return
      expect(amount).toBeGreaterThan(0)
      expect(amount).toBe(
        Math.min(booking.firstNightPaise, booking.totalPaise - booking.paidPaise) - booking.partPaidPaise,
      )
      expect(amount).toBeLessThanOrEqual(booking.totalPaise - booking.paidPaise - booking.partPaidPaise)
    },
  )

  test.prop([bookingAtArb])("asks nothing once the amount it asked has been paid", ([booking, now]) => {
    const asked = partPayAmount({ ...booking, partPaidPaise: 0 }, now)
    if (asked === null) return
    expect(partPayAmount({ ...booking, partPaidPaise: asked }, now)).toBeNull()
    expect(partPayAmount({ ...booking, partPaidPaise: asked + 1 }, now)).toBeNull()
  })

  test.prop([bookingAtArb])(
    "asks nothing of a pay-now booking or once the stay has begun",
    ([booking, now]) => {
      expect(partPayAmount({ ...booking, mode: "pay_now", partPaidPaise: 0 }, now)).toBeNull()
      const begun = Math.max(now, checkInAt(booking.checkin))
      expect(partPayAmount(booking, begun)).toBeNull()
    },
  )

  test.prop([bookingAtArb])(
    "without a page the traveller can pay on, shows nothing rather than a dead link",
    ([booking, now]) => {
      const payment = partPayment(booking, now)
      const amount = partPayAmount(booking, now)
      expect(payment).toEqual(
        amount === null ? { _tag: "NotAsked" } : { _tag: "NotPayableOnline", amountPaise: amount },
      )
      expect(partPayFields(payment)).toEqual({ partPayAmount: null, partPayLink: null })
    },
  )

  test.prop([bookingAtArb])(
    "with such a page, shows the amount and the order's link together",
    ([booking, now]) => {
      const fields = partPayFields(partPayment(booking, now, link))
      const amount = partPayAmount(booking, now)
      expect(fields).toEqual(
        amount === null
          ? { partPayAmount: null, partPayLink: null }
          : { partPayAmount: amount, partPayLink: link(booking.orderId) },
      )
    },
  )
})
