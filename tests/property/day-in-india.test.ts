import { formatInTimeZone } from "date-fns-tz"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { dayInIndia, FIXED_OFFSET_SINCE_MS, TIME_ZONE } from "#core/dates/today.ts"
import { dayInZone } from "#core/dates/zone-day.ts"

const zoneDatabase = (epochMs: number) => formatInTimeZone(epochMs, TIME_ZONE, "yyyy-MM-dd")
const YEAR_9999_END = Date.UTC(9999, 11, 31, 23, 59, 59, 999)

describe("the day in India on the fixed offset", () => {
  it("agrees with the zone database for every instant from 1900 to the end of 9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: YEAR_9999_END }), (epochMs) => {
        expect(dayInIndia(epochMs)).toBe(zoneDatabase(epochMs))
      }),
      { numRuns: 5_000 },
    )
  })

  it("agrees at every midnight IST around the switch to the fixed offset and in the product's years", () => {
    const midnights = [1945, 1946, 2026, 2027, 9999].flatMap((year) =>
      Array.from({ length: 366 }, (_, day) => Date.UTC(year, 0, 1 + day) - 5.5 * 3_600_000),
    )
    for (const midnight of [...midnights, FIXED_OFFSET_SINCE_MS])
      for (const epochMs of [midnight - 1, midnight, midnight + 1])
        expect(dayInIndia(epochMs)).toBe(zoneDatabase(epochMs))
  })
})

describe("the day in any time zone", () => {
  const zones = [
    "Asia/Kolkata",
    "America/New_York",
    "Asia/Kathmandu",
    "Pacific/Chatham",
    "Pacific/Kiritimati",
    "UTC",
  ]

  it("agrees with date-fns-tz for every instant from 1900 to the end of 9999", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: YEAR_9999_END }),
        fc.constantFrom(...zones),
        (epochMs, zone) => {
          expect(dayInZone(epochMs, zone)).toBe(formatInTimeZone(epochMs, zone, "yyyy-MM-dd"))
        },
      ),
      { numRuns: 3_000 },
    )
  })

  it("refuses an instant that is not one, whatever the zone", () => {
    expect(() => dayInZone(Number.NaN, "Asia/Kolkata")).toThrow(RangeError)
  })
})
