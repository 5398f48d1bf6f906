import { describe, expect, it } from "vitest"
import { demandUpliftBps, isWeekendNight, rackRate } from "./nightly-rate.ts"

const night = {
  brandClass: "Standard" as const,
  day: "2026-12-01", // a Tuesday
  baseRatePaise: 300_000,
  roomsAvailable: 10,
  roomCount: 10,
  adults: 2,
}

describe("the rack rate of one room for one night", () => {
  it("treats Friday and Saturday nights as the weekend", () => {
    expect(["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it("raises the rate by brand class on weekend nights", () => {
    expect(rackRate(night)).toBe(300_000)
    expect(rackRate({ ...night, day: "2026-12-04" })).toBe(330_000)
    expect(rackRate({ ...night, day: "2026-12-04", brandClass: "Economy" })).toBe(315_000)
    expect(rackRate({ ...night, day: "2026-12-04", brandClass: "Premium" })).toBe(345_000)
  })

  it("raises the rate as the night sells out, at 50, 75 and 90 % sold", () => {
    expect([10, 6, 5, 3, 2, 1, 0].map((available) => demandUpliftBps(available, 10))).toEqual([
      0, 0, 500, 500, 1_000, 2_000, 2_000,
    ])
    expect(demandUpliftBps(1, 4)).toBe(1_000) // 75 % exactly
    expect(rackRate({ ...night, roomsAvailable: 1 })).toBe(360_000)
  })

  it("charges adults beyond two per room and lets kids stay free", () => {
    expect(rackRate({ ...night, adults: 1 })).toBe(300_000)
    expect(rackRate({ ...night, adults: 3 })).toBe(360_000)
    expect(rackRate({ ...night, adults: 5, brandClass: "Economy" })).toBe(300_000 + 3 * 40_000)
  })
})
