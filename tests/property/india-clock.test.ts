import { formatInTimeZone } from "date-fns-tz"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { momentInIndia } from "#core/account/cancellation-messages.ts"
import { confirmationMoment } from "#core/checkout/confirmation-format.ts"
import { wallClockInIndia } from "#core/dates/india-clock.ts"
import { FIXED_OFFSET_SINCE_MS, TIME_ZONE } from "#core/dates/today.ts"
import { ledgerDate } from "#core/rewards/statement.ts"

const YEAR_1000 = Date.UTC(1000, 0, 1)
const YEAR_9999_END = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
const zoneDatabase = (epochMs: number, pattern: string) => formatInTimeZone(epochMs, TIME_ZONE, pattern)

/** Instants anywhere in four-digit years, and many near the switch to the fixed offset. */
const instants = fc.oneof(
  fc.integer({ min: YEAR_1000, max: YEAR_9999_END }),
  fc.integer({ min: FIXED_OFFSET_SINCE_MS - 3 * 86_400_000, max: FIXED_OFFSET_SINCE_MS + 86_400_000 }),
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
)

describe("the wall clock in India", () => {
  it("reads as the zone database does, before and after the fixed offset", () => {
    fc.assert(
      fc.property(instants, (epochMs) => {
        const clock = wallClockInIndia(epochMs)
        const [year, month, day, hour, minute, weekday] = zoneDatabase(epochMs, "yyyy|M|d|H|m|i").split("|")
        expect(clock).toEqual({
          year: Number(year),
          month: Number(month),
          day: Number(day),
          hour: Number(hour),
          minute: Number(minute),
          weekday: Number(weekday) % 7,
        })
      }),
      { numRuns: 3_000 },
    )
  })

  it("writes the statement, cancellation and confirmation formats as the zone database does", () => {
    fc.assert(
      fc.property(instants, (epochMs) => {
        expect(ledgerDate(epochMs)).toBe(zoneDatabase(epochMs, "dd MMM yyyy"))
        expect(momentInIndia(epochMs)).toBe(zoneDatabase(epochMs, "EEE, d MMM yyyy, hh:mm a"))
        // The confirmation reads instants from the epoch on (isIsoInstant).
        const iso = new Date(epochMs).toISOString()
        expect(confirmationMoment(iso)).toEqual(
          epochMs < 0
            ? null
            : { date: zoneDatabase(epochMs, "dd-MM-yyyy"), time: zoneDatabase(epochMs, "hh:mm a") },
        )
      }),
      { numRuns: 3_000 },
    )
  })

  it("turns at every minute and midnight around the switch to the fixed offset", () => {
    for (
      let epochMs = FIXED_OFFSET_SINCE_MS - 2 * 3_600_000;
      epochMs <= FIXED_OFFSET_SINCE_MS + 3_600_000;
      epochMs += 60_000
    )
      for (const at of [epochMs - 1, epochMs])
        expect(momentInIndia(at)).toBe(zoneDatabase(at, "EEE, d MMM yyyy, hh:mm a"))
  })

  it("refuses what is not an instant", () => {
    expect(() => wallClockInIndia(Number.NaN)).toThrow(RangeError)
    expect(() => wallClockInIndia(8.64e15 + 1)).toThrow(RangeError)
  })
})
